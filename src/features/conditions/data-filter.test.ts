import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../../../schema';
import { toDataFilter } from './data-filter';
import { newCondition } from './condition-tree';

describe('condition to data filter', () => {
  it('converts answered and is-not-answered, combined with AND and OR', () => {
    const tree: ConditionGroup = { kind: 'group', operator: 'or', items: [{ ...newCondition(), question_id: 'q1' }, { ...newCondition(), question_id: 'q2', negate: true }] };
    expect(toDataFilter(tree)).toEqual({ ok: true, filter: { kind: 'any', filters: [
      { kind: 'answered', question_id: 'q1', answered: true },
      { kind: 'answered', question_id: 'q2', answered: false },
    ] } });
  });

  it('answers "Not supported" for any other function', () => {
    const tree: ConditionGroup = { kind: 'group', operator: 'and', items: [{ ...newCondition(), question_id: 'q1', fn: 'greaterThan', value: 3 }] };
    expect(toDataFilter(tree)).toEqual({ ok: false, message: 'Not supported' });
  });
});
