import { describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../../../schema';
import { addItem, conditionCount, duplicateItem, moveItem, newCondition, newGroup, nodeAt, removeItem, setOperator, updateCondition } from './condition-tree';

const q = (id: string) => ({ ...newCondition(), question_id: id });
const tree = (): ConditionGroup => ({ kind: 'group', operator: 'and', items: [q('a'), { kind: 'group', operator: 'or', items: [q('b'), q('c')] }] });

describe('condition tree edits', () => {
  it('adds conditions and groups at any depth', () => {
    const next = addItem(addItem(tree(), [1], q('d')), [], newGroup('or'));
    expect(conditionCount(next)).toBe(4);
    expect(nodeAt(next, [1, 2])).toMatchObject({ question_id: 'd' });
    expect(nodeAt(next, [2])).toMatchObject({ kind: 'group', operator: 'or' });
  });

  it('duplicates an item right below itself and deletes items', () => {
    const duplicated = duplicateItem(tree(), [0]);
    expect(duplicated.items.map((i) => (i.kind === 'condition' ? i.question_id : 'group'))).toEqual(['a', 'a', 'group']);
    expect(conditionCount(removeItem(tree(), [1]))).toBe(1);
  });

  it('reorders among siblings and stays put at the ends', () => {
    const moved = moveItem(tree(), [1, 1], -1);
    expect(nodeAt(moved, [1, 0])).toMatchObject({ question_id: 'c' });
    expect(moveItem(tree(), [0], -1)).toEqual(tree());
  });

  it('changes a group operator and a condition without touching the original', () => {
    const original = tree();
    const next = updateCondition(setOperator(original, [1], 'and'), [0], { negate: true, fn: 'answered' });
    expect(nodeAt(next, [1])).toMatchObject({ operator: 'and' });
    expect(nodeAt(next, [0])).toMatchObject({ negate: true });
    expect(original).toEqual(tree());
  });

  it('removes a cleared value instead of keeping undefined (stored conditions are JSON)', () => {
    const next = updateCondition(tree(), [0], { value: 3 });
    const cleared = updateCondition(next, [0], { value: undefined });
    expect(Object.keys(nodeAt(cleared, [0]) as object)).not.toContain('value');
  });

  it('refuses to edit the root as an item, naming the problem', () => {
    expect(() => removeItem(tree(), [])).toThrow(RangeError);
    expect(() => updateCondition(tree(), [1], { negate: true })).toThrow(/is a group/);
  });
});
