import { describe, expect, it } from 'vitest';
import { conditionGroupSchema, emptyConditionGroup } from './condition';

describe('condition schema', () => {
  it('fills a bare condition with answered, is, no answers', () => {
    const tree = conditionGroupSchema.parse({ kind: 'group', items: [{ kind: 'condition', question_id: 'q1' }] });
    expect(tree).toEqual({
      kind: 'group',
      operator: 'and',
      items: [{ kind: 'condition', question_id: 'q1', negate: false, fn: 'answered', answers: [] }],
    });
  });

  it('parses nested groups', () => {
    const tree = conditionGroupSchema.parse({
      kind: 'group',
      operator: 'or',
      items: [{ kind: 'group', items: [{ kind: 'condition', question_id: 'q1', fn: 'between', value: 1, value2: 5 }] }],
    });
    expect(tree.items[0]).toMatchObject({ kind: 'group', operator: 'and', items: [{ fn: 'between', value2: 5 }] });
  });

  it('rejects an unknown function with a path to it', () => {
    const result = conditionGroupSchema.safeParse({
      kind: 'group',
      items: [{ kind: 'group', items: [{ kind: 'condition', question_id: 'q1', fn: 'startsWith' }] }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'items', 0, 'fn']);
  });

  it('rejects answers that are not lists of lists', () => {
    const result = conditionGroupSchema.safeParse({ kind: 'group', items: [{ kind: 'condition', answers: ['a1'] }] });
    expect(result.error?.issues[0]?.path).toEqual(['items', 0, 'answers', 0]);
  });

  it('starts new conditions as an empty AND group', () => {
    expect(emptyConditionGroup()).toEqual({ kind: 'group', operator: 'and', items: [] });
  });
});
