// Texts as the checks judge them: rich text is the HTML the server keeps, and an editor holding only
// an empty wrapper (<p></p>, <p><br></p>) counts as empty (spec §5).
import type { Component, ComponentKind } from '../../schema';

/** Markup that shows something without any text: an image, a video, a dynamic-text item. */
const CONTENT_WITHOUT_TEXT = /<(?:img|video|audio|iframe|svg)\b|\bdt-id\s*=/i;
const TAG = /<[^>]*>/g;
const LT = 60;
const AMP = 38;
const SPACE_ENTITY = /&(?:nbsp|#160|#x0*a0|ensp|emsp|thinsp|#8203|zwnj|zwj);/gi;

/** Whether a text (plain or rich) shows nothing but white space. */
export function isBlankText(text: unknown): boolean {
  if (typeof text !== 'string' || text === '') return true;
  if (startsWithVisible(text)) return false;
  // Fast path: plain text.
  if (!text.includes('<') && !text.includes('&')) return text.trim() === '';
  if (CONTENT_WITHOUT_TEXT.test(text)) return false;
  return text.replace(TAG, '').replace(SPACE_ENTITY, ' ').replace(/\u200b/g, '').trim() === '';
}

/**
 * Whether the first character after the leading tags (`<p><b>Yes…`) is printable ASCII and starts
 * no entity: the stripping in isBlankText keeps it, so the text shows something. Decides most
 * texts, rich or plain, without a regex or a scan of the whole text (50 000 answer labels).
 */
function startsWithVisible(text: string): boolean {
  let at = 0;
  // The same prefix TAG removes: each `<` to the first `>` after it.
  while (text.charCodeAt(at) === LT) {
    const end = text.indexOf('>', at);
    if (end < 0) return false;
    at = end + 1;
  }
  const code = text.charCodeAt(at);
  return code > 32 && code < 127 && code !== AMP;
}

type Texts = Readonly<Record<string, unknown>> | undefined;
type WithTexts = { readonly default_language_data?: Texts; readonly additional_language_data?: Readonly<Record<string, Texts>> };
type Read = (texts: Texts) => unknown;

/**
 * The kinds whose texts must be written and translated (spec §5 warnings): a reader per text field
 * a translator must cover, the first being the main text, whose absence is "missing text". Named
 * reads, not `texts[field]`: this runs for every one of 50 000 answers.
 */
export const TEXT_FIELDS = {
  grid: [(t) => t?.question_text, (t) => t?.instruction_text, (t) => t?.grid_header_text],
  question: [(t) => t?.question_text, (t) => t?.instruction_text, (t) => t?.error_message],
  answer: [(t) => t?.label, (t) => t?.scale_label, (t) => t?.other_error_message],
  exit_block: [(t) => t?.exit_text],
} as const satisfies { readonly [K in ComponentKind]?: readonly [Read, ...Read[]] };
export type TextKind = keyof typeof TEXT_FIELDS;

/** Whether the main text of a grid, question, answer or exit block is blank in the default language. */
export function isMainTextBlank(component: Component & { kind: TextKind }): boolean {
  return isBlankText(TEXT_FIELDS[component.kind][0]((component as WithTexts).default_language_data));
}

/**
 * The additional languages in which the component lacks a translation: a field written in the
 * default language is blank there. A text missing in the default language too is "missing text",
 * not a missing translation.
 */
export function missingTranslations(component: Component & { kind: TextKind }, languages: readonly string[]): readonly string[] {
  if (languages.length === 0) return NONE;
  const { default_language_data: base, additional_language_data: extra } = component as WithTexts;
  const fields: readonly Read[] = TEXT_FIELDS[component.kind];
  let mask = 0;
  let missing: string[] | undefined;
  for (let l = 0; l < languages.length; l++) {
    const translated = extra?.[languages[l]!];
    for (let f = 0; f < fields.length; f++) {
      const read = fields[f]!;
      if (!isBlankText(read(base)) && isBlankText(read(translated))) {
        if (l < MASK_BITS) mask |= 1 << l;
        else (missing ??= []).push(languages[l]!);
        break;
      }
    }
  }
  if (missing) return [...languages.slice(0, MASK_BITS).filter((_, l) => mask & (1 << l)), ...missing];
  return mask === 0 ? NONE : interned(languages, mask);
}

/**
 * What `missingTranslations` decides, per language, ahead of any list of languages: null when no
 * field is written in the default language (nothing is ever missing), else the languages of the
 * component's additional data in which none is missing (a language absent from that data lacks
 * every written field). `like`: a list to return instead of an equal new one (the previous
 * record's: neighbours are mostly translated alike), so 50 000 records share a few arrays. The
 * replica's translation index (translation-index.ts) keeps this per item.
 */
export function translatedLanguages(component: Component & { kind: TextKind }, like: readonly string[] = NONE): readonly string[] | null {
  const { default_language_data: base, additional_language_data: extra } = component as WithTexts;
  const fields: readonly Read[] = TEXT_FIELDS[component.kind];
  let hasText = false;
  for (let f = 0; f < fields.length && !hasText; f++) hasText = !isBlankText(fields[f]!(base));
  if (!hasText) return null;
  if (!extra) return NONE;
  // A new array only from the first language where the list parts from `like`.
  let translated: string[] | undefined;
  let count = 0;
  for (const language in extra) {
    if (!Object.hasOwn(extra, language)) continue;
    const texts = extra[language];
    let complete = true;
    for (let f = 0; f < fields.length && complete; f++) complete = isBlankText(fields[f]!(base)) || !isBlankText(fields[f]!(texts));
    if (!complete) continue;
    if (!translated && like[count] !== language) translated = like.slice(0, count) as string[];
    if (translated) translated.push(language);
    count++;
  }
  if (translated) return translated;
  return count === like.length ? like : count === 0 ? NONE : like.slice(0, count);
}

/** Languages told apart by a bit of the mask; a survey with more (rare) gets a fresh array past them. */
const MASK_BITS = 30;
/**
 * Per languages list, the lists of missing ones by mask: the same array for every item missing
 * the same languages, so its message is made once too (50 000 answers, when a language is added).
 */
const missingSets = new WeakMap<readonly string[], Map<number, readonly string[]>>();

function interned(languages: readonly string[], mask: number): readonly string[] {
  let byMask = missingSets.get(languages);
  if (!byMask) missingSets.set(languages, (byMask = new Map()));
  let list = byMask.get(mask);
  if (!list) byMask.set(mask, (list = Object.freeze(languages.filter((_, l) => mask & (1 << l)))));
  return list;
}

const NONE: readonly string[] = [];
