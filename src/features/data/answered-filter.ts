// The Data tab's "answered" filter, written with the condition builder (spec §5): only the
// `answered` function converts into a data filter; every other condition says "Not supported"
// and is not applied. The service takes a list of answered entries that must all hold, so a
// condition joined to others by OR cannot be applied either (applying half of an OR would hide
// rows the author asked to see), nor "answered" naming particular answers (that is a choice, not
// an answer's presence).
import type { ConditionGroup, ConditionNode } from '../../../schema';
import type { AnsweredFilterInput } from './respondent-filter';

export const NOT_SUPPORTED = 'Not supported';

/** Why a condition is not applied. */
export type UnsupportedReason = 'function' | 'answers' | 'or';

/** What became of one condition of the tree. */
export type ConditionVerdict =
  | { readonly kind: 'applied'; readonly position: string; readonly filter: AnsweredFilterInput }
  | { readonly kind: 'not_supported'; readonly position: string; readonly reason: UnsupportedReason }
  /** No question chosen yet: nothing to apply, nothing wrong. */
  | { readonly kind: 'incomplete'; readonly position: string };

export interface AnsweredConversion {
  /** One verdict per condition, top to bottom, positions as the builder numbers them ("1", "2.1"). */
  readonly verdicts: readonly ConditionVerdict[];
  /** The applied entries, without repeats. */
  readonly answered: readonly AnsweredFilterInput[];
}

export const unsupportedReasonText: Readonly<Record<UnsupportedReason, string>> = {
  function: 'only “answered” can filter respondent data',
  answers: '“answered” naming answers cannot filter respondent data',
  or: 'conditions joined by OR cannot filter respondent data',
};

const hasAnswers = (sets: readonly (readonly string[])[]) => sets.some((set) => set.length > 0);

export function convertAnsweredConditions(tree: ConditionGroup | null | undefined): AnsweredConversion {
  const verdicts: ConditionVerdict[] = [];
  const visit = (node: ConditionNode, path: readonly number[], underOr: boolean) => {
    const position = path.map((i) => i + 1).join('.');
    if (node.kind === 'group') {
      // A group of one item joins nothing, so its operator does not matter.
      const or = underOr || (node.operator === 'or' && node.items.length > 1);
      node.items.forEach((item, index) => visit(item, [...path, index], or));
      return;
    }
    if (!node.question_id) verdicts.push({ kind: 'incomplete', position });
    else if (node.fn !== 'answered') verdicts.push({ kind: 'not_supported', position, reason: 'function' });
    else if (hasAnswers(node.answers)) verdicts.push({ kind: 'not_supported', position, reason: 'answers' });
    else if (underOr) verdicts.push({ kind: 'not_supported', position, reason: 'or' });
    else verdicts.push({ kind: 'applied', position, filter: { questionId: node.question_id, answered: !node.negate } });
  };
  if (tree) tree.items.forEach((item, index) => visit(item, [index], tree.operator === 'or' && tree.items.length > 1));

  const seen = new Set<string>();
  const answered: AnsweredFilterInput[] = [];
  for (const verdict of verdicts) {
    if (verdict.kind !== 'applied') continue;
    const key = `${verdict.filter.questionId}:${verdict.filter.answered}`;
    if (seen.has(key)) continue;
    seen.add(key);
    answered.push(verdict.filter);
  }
  return { verdicts, answered };
}
