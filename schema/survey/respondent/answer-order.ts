// The order a respondent sees an answer group's answers in (spec §9 answer order: as_displayed,
// alphabetical, randomise, rotate). Seeded, never random: the same respondent gets the same order
// on every visit, on the server that renders the page and in the browser that hydrates it.
import type { Component, ComponentOf } from '../components/component';
import { localText, type SurveyLanguage } from './language';

/** FNV-1a (32 bit) of the text: the seed of one respondent and one group. */
export function seedHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small PRNG whose sequence is fixed by its seed on every JavaScript engine. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Answers that keep their place whatever the order: fix_position (spec §3), and the exclusive
 * ("None of these") and 'other' answers, which every tool keeps where the author put them (last,
 * by convention) so a respondent finds them where they expect.
 */
export function isPinnedAnswer(answer: ComponentOf<'answer'>): boolean {
  return answer.fix_position || answer.exclusive || answer.other;
}

/** A label's text for sorting: tags dropped, the common character references read. */
function sortText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function collatorOf(language: string): Intl.Collator {
  try {
    return new Intl.Collator(language.replace('_', '-'), { sensitivity: 'base', numeric: true });
  } catch {
    // An unknown language tag (RangeError): the root collation still sorts accents sensibly.
    return new Intl.Collator('und', { sensitivity: 'base', numeric: true });
  }
}

/** The movable answers in their new order, by the group's child_list_order. */
function reordered(
  group: ComponentOf<'answer_group'>,
  movable: readonly ComponentOf<'answer'>[],
  seed: string,
  lang: SurveyLanguage,
): ComponentOf<'answer'>[] {
  const order = group.answer_group_type === 'single' || group.answer_group_type === 'multi' ? group.child_list_order : 'as_displayed';
  // Per respondent and group: two randomised groups of one respondent are shuffled independently.
  const hash = () => seedHash(`${seed}\u0000${group.id}`);
  switch (order) {
    case 'as_displayed':
      return [...movable];
    case 'alphabetical': {
      const collator = collatorOf(lang.language);
      const text = new Map(movable.map((answer) => [answer.id, sortText(localText(answer, 'label', lang)) || answer.code]));
      // Stable: equal labels keep the author's order.
      return [...movable].sort((a, b) => collator.compare(text.get(a.id)!, text.get(b.id)!));
    }
    case 'randomise': {
      const random = seededRandom(hash());
      const out = [...movable];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    }
    case 'rotate': {
      // A rotation keeps the author's sequence (a scale stays a scale) and starts it elsewhere.
      const start = movable.length === 0 ? 0 : hash() % movable.length;
      return [...movable.slice(start), ...movable.slice(0, start)];
    }
  }
}

/**
 * The group's answers (as displayed, i.e. sorted by `order`) in the order this respondent sees
 * them. `seed` must be stable per respondent (their id); pinned answers (`isPinnedAnswer`) keep
 * their positions and the others fill the remaining slots in the group's order.
 */
export function answerOrder<A extends Component>(
  group: ComponentOf<'answer_group'>,
  answers: readonly A[],
  seed: string,
  lang: SurveyLanguage,
): A[] {
  const movable = answers.filter((a): a is A & ComponentOf<'answer'> => a.kind === 'answer' && !isPinnedAnswer(a));
  const moved = reordered(group, movable, seed, lang);
  let next = 0;
  return answers.map((answer) => (answer.kind === 'answer' && !isPinnedAnswer(answer) ? (moved[next++] as unknown as A) : answer));
}
