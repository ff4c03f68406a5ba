import { describe, expect, it } from 'vitest';
import type { Condition, ConditionGroup } from '../../../schema';
import { convertAnsweredConditions } from './answered-filter';

const condition = (patch: Partial<Condition>): Condition => ({ kind: 'condition', question_id: 'q1', negate: false, fn: 'answered', answers: [], ...patch });
const and = (...items: ConditionGroup['items']): ConditionGroup => ({ kind: 'group', operator: 'and', items });
const or = (...items: ConditionGroup['items']): ConditionGroup => ({ kind: 'group', operator: 'or', items });

describe('answered conditions to a data filter', () => {
  it('applies answered and is-not-answered joined by AND', () => {
    const result = convertAnsweredConditions(and(condition({}), condition({ question_id: 'q2', negate: true })));
    expect(result.answered).toEqual([{ questionId: 'q1', answered: true }, { questionId: 'q2', answered: false }]);
    expect(result.verdicts.map((v) => [v.position, v.kind])).toEqual([['1', 'applied'], ['2', 'applied']]);
  });

  it('says "Not supported" for any other function and applies the rest', () => {
    const result = convertAnsweredConditions(and(condition({ fn: 'greaterThan', value: 3 }), condition({ question_id: 'q2' })));
    expect(result.verdicts[0]).toEqual({ kind: 'not_supported', position: '1', reason: 'function' });
    expect(result.answered).toEqual([{ questionId: 'q2', answered: true }]);
  });

  it('does not apply answered naming particular answers', () => {
    const result = convertAnsweredConditions(and(condition({ answers: [['a1']] })));
    expect(result.verdicts[0]).toMatchObject({ kind: 'not_supported', reason: 'answers' });
    expect(result.answered).toEqual([]);
  });

  it('does not apply conditions joined by OR, even nested, but a one-item OR group is fine', () => {
    const result = convertAnsweredConditions(and(or(condition({}), condition({ question_id: 'q2' })), or(condition({ question_id: 'q3' }))));
    expect(result.verdicts.map((v) => [v.position, v.kind])).toEqual([['1.1', 'not_supported'], ['1.2', 'not_supported'], ['2.1', 'applied']]);
    expect(result.answered).toEqual([{ questionId: 'q3', answered: true }]);
  });

  it('leaves a condition without a question out, and repeats once', () => {
    const result = convertAnsweredConditions(and(condition({ question_id: '' }), condition({}), condition({})));
    expect(result.verdicts[0]).toEqual({ kind: 'incomplete', position: '1' });
    expect(result.answered).toEqual([{ questionId: 'q1', answered: true }]);
  });

  it('converts no tree to no filter', () => {
    expect(convertAnsweredConditions(null)).toEqual({ verdicts: [], answered: [] });
  });
});
