// Condition evaluation (no zod here: the respondent's browser bundle runs it; the response
// value's schema is in response-value.ts).
import type { Condition, ConditionFunction, ConditionNode } from './condition';
import type { ResponseValue } from './response-value';

export type { ResponseValue } from './response-value';

/** Responses keyed by subject id (question id, or quota definition id). Missing = not answered. */
export type Responses = Readonly<Record<string, ResponseValue | undefined>>;

type Test = (condition: Condition, response: ResponseValue) => boolean;

function toNumber(value: number | string | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The number a response stands for: a numeric answer, or the code of the one single answer. */
function responseNumber(response: ResponseValue): number | null {
  if (response.kind === 'number') return response.value !== null && Number.isFinite(response.value) ? response.value : null;
  if (response.kind === 'choice' && response.selected.length === 1) return toNumber(response.selected[0]?.code);
  return null;
}

/** Text comparisons ignore case and surrounding spaces. */
const normalise = (text: string) => text.trim().toLowerCase();

/** Non-empty AND-sets of answer ids; empty sets (a dangling "+" or ",") are ignored. */
const answerSets = (condition: Condition) => condition.answers.filter((set) => set.length > 0);

const selectedIds = (response: ResponseValue) =>
  new Set(response.kind === 'choice' ? response.selected.map((answer) => answer.id) : []);

function compare(holds: (x: number, v: number) => boolean): Test {
  return (condition, response) => {
    const x = responseNumber(response);
    const v = toNumber(condition.value);
    return x !== null && v !== null && holds(x, v);
  };
}

/** `n` equals value, or lies in value..value2 when value2 is given (both inclusive). */
function inRange(n: number, condition: Condition): boolean {
  const low = toNumber(condition.value);
  if (low === null) return false;
  const high = condition.value2 ?? low;
  return n >= Math.min(low, high) && n <= Math.max(low, high);
}

/** How each function judges one response; a response of the wrong kind never satisfies it. */
const TESTS = {
  answered: (condition, response) => {
    if (response.kind === 'number') return responseNumber(response) !== null;
    if (response.kind === 'text') return response.value.trim() !== '';
    if (response.kind === 'quota') return false;
    const ids = selectedIds(response);
    const sets = answerSets(condition);
    if (ids.size === 0) return false;
    // With answers named, "answered A1+A2, A3" means those answers were chosen.
    return sets.length === 0 || sets.some((set) => set.every((id) => ids.has(id)));
  },
  equalTo: (condition, response) => {
    if (response.kind === 'text') return condition.value !== undefined && normalise(response.value) === normalise(String(condition.value));
    if (response.kind === 'choice') {
      const ids = selectedIds(response);
      return answerSets(condition).some((set) => new Set(set).size === ids.size && set.every((id) => ids.has(id)));
    }
    return compare((x, v) => x === v)(condition, response);
  },
  greaterThan: compare((x, v) => x > v),
  greaterThanOrEqualTo: compare((x, v) => x >= v),
  lessThan: compare((x, v) => x < v),
  lessThanOrEqualTo: compare((x, v) => x <= v),
  between: (condition, response) => {
    const x = responseNumber(response);
    return x !== null && condition.value2 !== undefined && inRange(x, condition);
  },
  answerCount: (condition, response) => response.kind === 'choice' && inRange(response.selected.length, condition),
  characterCount: (condition, response) => response.kind === 'text' && inRange([...response.value].length, condition),
  contains: (condition, response) => {
    if (response.kind !== 'text' || condition.value === undefined) return false;
    const needle = normalise(String(condition.value));
    return needle !== '' && normalise(response.value).includes(needle);
  },
  quotaFull: (_condition, response) => response.kind === 'quota' && response.full,
} satisfies { [F in ConditionFunction]: Test };

function evaluateLeaf(condition: Condition, responses: Responses): boolean {
  const response = responses[condition.question_id];
  const result = response !== undefined && TESTS[condition.fn](condition, response);
  return condition.negate ? !result : result;
}

/**
 * Whether a condition tree holds for `responses`. Items of a group are evaluated top to bottom and
 * combined with its operator. No tree (null) and an empty group hold: they constrain nothing
 * (an empty group is flagged by the survey checks instead). "is not" inverts a condition's result,
 * so "Q1 is not answered" holds for an unanswered Q1.
 */
export function evaluateCondition(tree: ConditionNode | null | undefined, responses: Responses): boolean {
  if (tree === null || tree === undefined) return true;
  if (tree.kind === 'condition') return evaluateLeaf(tree, responses);
  if (tree.items.length === 0) return true;
  return tree.operator === 'and'
    ? tree.items.every((item) => evaluateCondition(item, responses))
    : tree.items.some((item) => evaluateCondition(item, responses));
}
