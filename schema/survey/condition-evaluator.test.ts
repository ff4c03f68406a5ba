import { describe, expect, it } from 'vitest';
import type { Condition, ConditionGroup, ConditionNode } from './condition';
import { evaluateCondition, type Responses, type ResponseValue } from './condition-evaluator';

const cond = (fields: Partial<Condition> & Pick<Condition, 'fn'>): Condition => ({
  kind: 'condition',
  question_id: 'q',
  negate: false,
  answers: [],
  ...fields,
});
const and = (...items: ConditionNode[]): ConditionGroup => ({ kind: 'group', operator: 'and', items });
const or = (...items: ConditionNode[]): ConditionGroup => ({ kind: 'group', operator: 'or', items });
const choice = (...ids: string[]): ResponseValue => ({ kind: 'choice', selected: ids.map((id, i) => ({ id, code: String(i + 1) })) });
const coded = (code: string): ResponseValue => ({ kind: 'choice', selected: [{ id: `a${code}`, code }] });
const num = (value: number | null): ResponseValue => ({ kind: 'number', value });
const text = (value: string): ResponseValue => ({ kind: 'text', value });
const holds = (condition: Condition, response: ResponseValue | undefined) =>
  evaluateCondition(condition, response ? { q: response } : {});

const yes = cond({ fn: 'answered', question_id: 'answered' });
const no = cond({ fn: 'answered', question_id: 'missing' });
const responses: Responses = { answered: text('hi') };

describe('condition evaluation: structure', () => {
  it('holds when there is no condition or the group is empty', () => {
    expect(evaluateCondition(null, {})).toBe(true);
    expect(evaluateCondition(or(), {})).toBe(true);
  });

  it('ands the items of an AND group', () => {
    expect(evaluateCondition(and(yes, yes), responses)).toBe(true);
    expect(evaluateCondition(and(yes, no), responses)).toBe(false);
  });

  it('ors the items of an OR group', () => {
    expect(evaluateCondition(or(no, yes), responses)).toBe(true);
    expect(evaluateCondition(or(no, no), responses)).toBe(false);
  });

  it('evaluates nested groups', () => {
    expect(evaluateCondition(and(yes, or(no, and(yes, yes))), responses)).toBe(true);
    expect(evaluateCondition(or(no, and(yes, or(no, no))), responses)).toBe(false);
  });

  it('inverts a condition with is not', () => {
    expect(evaluateCondition({ ...no, negate: true }, responses)).toBe(true);
    expect(evaluateCondition({ ...yes, negate: true }, responses)).toBe(false);
  });
});

describe('condition evaluation: functions', () => {
  it('answered: any answer, or the named answers (+ = and, comma = or)', () => {
    expect(holds(cond({ fn: 'answered' }), choice('a1'))).toBe(true);
    expect(holds(cond({ fn: 'answered' }), choice())).toBe(false);
    expect(holds(cond({ fn: 'answered' }), undefined)).toBe(false);
    expect(holds(cond({ fn: 'answered' }), text('  '))).toBe(false);
    expect(holds(cond({ fn: 'answered' }), num(0))).toBe(true);
    expect(holds(cond({ fn: 'answered' }), num(null))).toBe(false);
    const a1AndA2OrA3 = cond({ fn: 'answered', answers: [['a1', 'a2'], ['a3']] });
    expect(holds(a1AndA2OrA3, choice('a1', 'a2'))).toBe(true);
    expect(holds(a1AndA2OrA3, choice('a1'))).toBe(false);
    expect(holds(a1AndA2OrA3, choice('a3', 'a9'))).toBe(true);
  });

  it('equalTo: the number, the text (ignoring case and spaces), or exactly the answers', () => {
    expect(holds(cond({ fn: 'equalTo', value: 5 }), num(5))).toBe(true);
    expect(holds(cond({ fn: 'equalTo', value: '5' }), num(5))).toBe(true);
    expect(holds(cond({ fn: 'equalTo', value: 5 }), num(6))).toBe(false);
    expect(holds(cond({ fn: 'equalTo', value: 'Yes' }), text(' yes '))).toBe(true);
    expect(holds(cond({ fn: 'equalTo', value: 'Yes' }), text('yes please'))).toBe(false);
    const exactly = cond({ fn: 'equalTo', answers: [['a1', 'a2']] });
    expect(holds(exactly, choice('a2', 'a1'))).toBe(true);
    expect(holds(exactly, choice('a1', 'a2', 'a3'))).toBe(false);
  });

  it('greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo compare numbers', () => {
    expect(holds(cond({ fn: 'greaterThan', value: 3 }), num(4))).toBe(true);
    expect(holds(cond({ fn: 'greaterThan', value: 3 }), num(3))).toBe(false);
    expect(holds(cond({ fn: 'greaterThanOrEqualTo', value: 3 }), num(3))).toBe(true);
    expect(holds(cond({ fn: 'greaterThanOrEqualTo', value: 3 }), num(2))).toBe(false);
    expect(holds(cond({ fn: 'lessThan', value: 3 }), num(2))).toBe(true);
    expect(holds(cond({ fn: 'lessThan', value: 3 }), num(3))).toBe(false);
    expect(holds(cond({ fn: 'lessThanOrEqualTo', value: 3 }), num(3))).toBe(true);
    expect(holds(cond({ fn: 'lessThanOrEqualTo', value: 3 }), num(4))).toBe(false);
  });

  it('compares a single answer by its code', () => {
    expect(holds(cond({ fn: 'greaterThan', value: 3 }), coded('4'))).toBe(true);
    expect(holds(cond({ fn: 'lessThan', value: 3 }), coded('4'))).toBe(false);
    expect(holds(cond({ fn: 'greaterThan', value: 3 }), coded('X'))).toBe(false);
  });

  it('does not compare without a value', () => {
    expect(holds(cond({ fn: 'greaterThan' }), num(4))).toBe(false);
  });

  it('between: inclusive of both ends', () => {
    const oneToFive = cond({ fn: 'between', value: 1, value2: 5 });
    expect(holds(oneToFive, num(1))).toBe(true);
    expect(holds(oneToFive, num(5))).toBe(true);
    expect(holds(oneToFive, num(6))).toBe(false);
    expect(holds(oneToFive, coded('3'))).toBe(true);
    expect(holds(cond({ fn: 'between', value: 1 }), num(1))).toBe(false);
  });

  it('answerCount: how many answers were ticked, exactly or in a range', () => {
    expect(holds(cond({ fn: 'answerCount', value: 2 }), choice('a1', 'a2'))).toBe(true);
    expect(holds(cond({ fn: 'answerCount', value: 2 }), choice('a1'))).toBe(false);
    expect(holds(cond({ fn: 'answerCount', value: 1, value2: 3 }), choice('a1', 'a2', 'a3'))).toBe(true);
  });

  it('characterCount: the length of the text, exactly or in a range', () => {
    expect(holds(cond({ fn: 'characterCount', value: 5 }), text('hello'))).toBe(true);
    expect(holds(cond({ fn: 'characterCount', value: 5 }), text('hi'))).toBe(false);
    expect(holds(cond({ fn: 'characterCount', value: 0, value2: 3 }), text('hi'))).toBe(true);
  });

  it('contains: the text includes the value, ignoring case', () => {
    expect(holds(cond({ fn: 'contains', value: 'SLOW' }), text('Delivery was slow'))).toBe(true);
    expect(holds(cond({ fn: 'contains', value: 'fast' }), text('Delivery was slow'))).toBe(false);
    expect(holds(cond({ fn: 'contains', value: '' }), text('anything'))).toBe(false);
  });

  it('quotaFull: the quota definition has reached its target', () => {
    expect(holds(cond({ fn: 'quotaFull' }), { kind: 'quota', full: true })).toBe(true);
    expect(holds(cond({ fn: 'quotaFull' }), { kind: 'quota', full: false })).toBe(false);
    expect(holds(cond({ fn: 'quotaFull', negate: true }), { kind: 'quota', full: false })).toBe(true);
  });

  it('never holds for a response of the wrong kind', () => {
    expect(holds(cond({ fn: 'contains', value: 'a' }), choice('a'))).toBe(false);
    expect(holds(cond({ fn: 'quotaFull' }), text('full'))).toBe(false);
  });
});
