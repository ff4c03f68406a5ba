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
  let missing: string[] | undefined;
  if (languages.length === 0) return NONE;
  const { default_language_data: base, additional_language_data: extra } = component as WithTexts;
  const fields: readonly Read[] = TEXT_FIELDS[component.kind];
  for (const language of languages) {
    const translated = extra?.[language];
    for (const read of fields) {
      if (!isBlankText(read(base)) && isBlankText(read(translated))) {
        (missing ??= []).push(language);
        break;
      }
    }
  }
  return missing ?? NONE;
}

const NONE: readonly string[] = [];
