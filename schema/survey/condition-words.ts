// A condition tree in words, for screens that show a condition without editing it: the routing
// flow's branch labels ("Q3 is 2 or 3"), the data tab's filters, the test path's "why", and the
// quota views' criteria (the server says them, so it lives in schema/). The words
// follow the evaluator (schema/survey/condition-evaluator.ts), so what they say is what holds:
// "answered" with answers named means those answers were chosen, equalTo on choices means exactly
// that set, comparisons on a single question compare the chosen answer's code, ranges are inclusive.
import type { Component } from './components/component';
import type { Condition, ConditionNode } from './condition';
import type { ConditionSubjectType } from './condition-functions';

/** What the words need to know about the survey: subjects by id and answers by id. */
export interface ConditionVocabulary {
  /** A question (or collector, processor, quota definition) a condition names; undefined when gone. */
  subject(id: string): { readonly name: string; readonly type: ConditionSubjectType | null } | undefined;
  /** An answer named in a condition, by its code (and its label when it has no code). */
  answer(id: string): { readonly code: string; readonly label: string } | undefined;
}

/** Words for a condition that constrains nothing: no tree or an empty group, which always holds. */
export const ALWAYS_WORDS = 'always (no condition)';

/** The whole tree in words; `ALWAYS_WORDS` when it constrains nothing. */
export function conditionWords(tree: ConditionNode | null | undefined, vocabulary: ConditionVocabulary): string {
  if (!tree || (tree.kind === 'group' && tree.items.length === 0)) return ALWAYS_WORDS;
  return nodeWords(tree, vocabulary, true);
}

function nodeWords(node: ConditionNode, vocabulary: ConditionVocabulary, top: boolean): string {
  if (node.kind === 'condition') return leafWords(node, vocabulary);
  if (node.items.length === 0) return ALWAYS_WORDS;
  if (node.items.length === 1) return nodeWords(node.items[0]!, vocabulary, top);
  const joined = node.items.map((item) => nodeWords(item, vocabulary, false)).join(` ${node.operator} `);
  // A nested group of several items is bracketed, so "a and (b or c)" keeps its meaning.
  return top ? joined : `(${joined})`;
}

const number = (value: number | string | undefined) => (value === undefined || value === '' ? '?' : String(value));
const quoted = (value: number | string | undefined) => `"${value === undefined ? '' : String(value)}"`;

/** An answer by its code; by its label when it has none; "a deleted answer" when it is gone. */
function answerWord(id: string, vocabulary: ConditionVocabulary): string {
  const answer = vocabulary.answer(id);
  if (!answer) return 'a deleted answer';
  return answer.code.trim() !== '' ? answer.code.trim() : quoted(answer.label.trim());
}

/** OR of AND-sets: "2 or 3", "1 and 2", "(1 and 2) or 3". Empty sets are ignored, as the evaluator does. */
function answerSetsWords(sets: readonly (readonly string[])[], vocabulary: ConditionVocabulary): string {
  const live = sets.filter((set) => set.length > 0);
  const words = live.map((set) => set.map((id) => answerWord(id, vocabulary)).join(' and '));
  if (words.length === 1) return words[0]!;
  return words.map((w, i) => (live[i]!.length > 1 ? `(${w})` : w)).join(' or ');
}

/** "2 to 5", or "2" when the range is one number (value2 missing or equal). */
function rangeWords(condition: Condition): string {
  const low = number(condition.value);
  return condition.value2 === undefined || String(condition.value2) === low ? low : `${low} to ${condition.value2}`;
}

const plural = (count: string, one: string, many: string) => `${count} ${count === '1' ? one : many}`;

function subjectName(condition: Condition, vocabulary: ConditionVocabulary): { name: string; type: ConditionSubjectType | null } {
  if (condition.question_id === '') return { name: 'no question chosen', type: null };
  const subject = vocabulary.subject(condition.question_id);
  if (!subject) return { name: 'a deleted question', type: null };
  return { name: subject.name.trim() || 'an unnamed question', type: subject.type };
}

function leafWords(condition: Condition, vocabulary: ConditionVocabulary): string {
  const { name, type } = subjectName(condition, vocabulary);
  const not = condition.negate;
  const is = not ? 'is not' : 'is';
  const has = not ? 'does not have' : 'has';
  const sets = condition.answers.filter((set) => set.length > 0);
  switch (condition.fn) {
    case 'answered':
      return sets.length === 0 ? `${name} ${is} answered` : `${name} ${is} ${answerSetsWords(sets, vocabulary)}`;
    case 'equalTo':
      if (sets.length > 0) return `${name} ${is} exactly ${answerSetsWords(sets, vocabulary)}`;
      if (type === 'open_text' || (typeof condition.value === 'string' && type !== 'numeric')) return `${name} ${is} ${quoted(condition.value)}`;
      return `${name} ${is} ${number(condition.value)}`;
    case 'greaterThan':
      return `${name} ${not ? 'is not > ' : '> '}${number(condition.value)}`;
    case 'greaterThanOrEqualTo':
      return `${name} ${not ? 'is not ≥ ' : '≥ '}${number(condition.value)}`;
    case 'lessThan':
      return `${name} ${not ? 'is not < ' : '< '}${number(condition.value)}`;
    case 'lessThanOrEqualTo':
      return `${name} ${not ? 'is not ≤ ' : '≤ '}${number(condition.value)}`;
    case 'between':
      return `${name} ${is} between ${number(condition.value)} and ${number(condition.value2)}`;
    case 'answerCount':
      return `${name} ${has} ${plural(rangeWords(condition), 'answer', 'answers')}`;
    case 'characterCount':
      return `${name} ${has} ${plural(rangeWords(condition), 'character', 'characters')}`;
    case 'contains':
      return `${name} ${not ? 'does not contain' : 'contains'} ${quoted(condition.value)}`;
    case 'quotaFull':
      return `${name} ${is} full`;
  }
}

/**
 * The vocabulary over a survey's components (a draft, a published version): subjects by their
 * variable name (Q1; "Quota <code>" for a quota definition), answers by code. `get` must answer
 * only live components (neither deleted nor below a deleted one), so a deleted answer reads as one.
 */
export function componentVocabulary(get: (id: string) => Component | undefined): ConditionVocabulary {
  return {
    subject(id) {
      const subject = get(id);
      if (!subject) return undefined;
      switch (subject.kind) {
        case 'question':
          return { name: subject.name, type: subject.question_type };
        case 'quota_definition':
          return { name: `Quota ${subject.code}`.trim(), type: 'quota_definition' };
        default:
          return { name: subject.name, type: null };
      }
    },
    answer(id) {
      const answer = get(id);
      if (answer?.kind !== 'answer') return undefined;
      const label = (answer.default_language_data as { label?: unknown } | undefined)?.label;
      return { code: answer.code, label: typeof label === 'string' ? plainText(label) : '' };
    },
  };
}

/** Label markup stripped for reading (answer labels are rich text). */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();
}
