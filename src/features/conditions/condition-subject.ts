// What a condition can be about, as the builder lists it: questions (and quota definitions for
// quotaFull) with their answers. The designer derives these from the survey draft.
import type { ConditionFunction, ConditionSubjectType } from '../../../schema';
import type { SubjectAnswer } from './answer-expression';

export interface ConditionSubject {
  readonly id: string;
  /** The variable name (Q1, GD1_2) shown first, as authors know questions by it. */
  readonly name: string;
  /** The question text without markup, for recognition. */
  readonly label: string;
  readonly type: ConditionSubjectType;
  readonly answers: readonly SubjectAnswer[];
}

/** What a condition compares with, by function and subject type (the evaluator's reading). */
export type Operand = 'none' | 'answers' | 'number' | 'range' | 'text';

export function operandOf(type: ConditionSubjectType, fn: ConditionFunction): Operand {
  const choices = type === 'single' || type === 'multi';
  switch (fn) {
    case 'answered': return choices ? 'answers' : 'none';
    case 'quotaFull': return 'none';
    case 'equalTo': return type === 'multi' ? 'answers' : type === 'open_text' ? 'text' : 'number';
    case 'contains': return 'text';
    case 'between': return 'range';
    case 'answerCount':
    case 'characterCount': return 'range';
    case 'greaterThan':
    case 'greaterThanOrEqualTo':
    case 'lessThan':
    case 'lessThanOrEqualTo': return 'number';
  }
}

export const functionLabels: Readonly<Record<ConditionFunction, string>> = {
  answered: 'answered',
  equalTo: 'equal to',
  greaterThan: 'greater than',
  greaterThanOrEqualTo: 'greater than or equal to',
  lessThan: 'less than',
  lessThanOrEqualTo: 'less than or equal to',
  between: 'between',
  answerCount: 'answer count',
  characterCount: 'character count',
  contains: 'contains',
  quotaFull: 'quota full',
};
