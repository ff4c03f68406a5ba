import { describe, expect, it } from 'vitest';
import { planBatch, type PlanResult } from './batch';
import { batchScopes } from './components-service';
import { ComponentTree } from './component-tree';

function plan(items: unknown[], tree = new ComponentTree()): PlanResult {
  let n = 0;
  return planBatch(tree, items, batchScopes.components, () => `id-${n++}`);
}
const ok = (result: PlanResult) => {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.refusals)}`);
  return result.plan;
};
const refusals = (result: PlanResult) => (result.ok ? [] : result.refusals);

describe('planBatch', () => {
  it('writes nothing for a component posted and deleted in the same batch', () => {
    const result = ok(plan([
      { action: 'post', kind: 'group', client_ref: 'g' },
      { action: 'delete', id: 'id-0' },
    ]));
    expect(result.inserts).toEqual([]);
    expect(result.deletes).toEqual([]);
    expect(result.items.map((item) => item.action)).toEqual(['post', 'delete']);
  });

  it('folds a patch of a component posted earlier in the batch into its insert', () => {
    const result = ok(plan([
      { action: 'post', kind: 'question', client_ref: 'q' },
      { action: 'patch', id: 'id-0', fields: { hidden: true } },
    ]));
    expect(result.inserts).toHaveLength(1);
    expect(result.inserts[0]!.fields.hidden).toBe(true);
    expect(result.updates).toEqual([]);
  });

  it('refuses the children of a refused parent, saying why', () => {
    const result = plan([
      { action: 'post', kind: 'question', client_ref: 'q', fields: { required: 'yes' } },
      { action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 0 }, fields: { answer_group_type: 'single' } },
    ]);
    expect(refusals(result).map((r) => [r.index, r.code, r.message])).toEqual([
      [0, 'invalid', expect.stringContaining('required')],
      [1, 'parent', 'Parent item 0 was refused'],
    ]);
  });

  it('refuses a parent index that points at a later item', () => {
    const result = plan([{ action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 1 }, fields: { answer_group_type: 'single' } }]);
    expect(refusals(result)[0]!.message).toContain('earlier post');
  });

  it('treats a client_ref repeated within one batch as the same component', () => {
    const result = ok(plan([
      { action: 'post', kind: 'group', client_ref: 'g' },
      { action: 'post', kind: 'group', client_ref: 'g' },
    ]));
    expect(result.inserts).toHaveLength(1);
    expect(result.items[1]).toMatchObject({ id: 'id-0', replayed: true });
  });

  it('refuses id, kind, parent or client_ref inside fields', () => {
    const result = plan([{ action: 'post', kind: 'group', client_ref: 'g', fields: { parent: null } }]);
    expect(refusals(result)[0]!.message).toContain('parent is set on the item');
  });

  it('names grid questions after their grid and gives inserted answers a free code', () => {
    const result = ok(plan([
      { action: 'post', kind: 'grid', client_ref: 'g' },
      { action: 'post', kind: 'question', client_ref: 'q1', parent: { index: 0 } },
      { action: 'post', kind: 'question', client_ref: 'q2', parent: { index: 0 } },
      { action: 'post', kind: 'answer_group', client_ref: 'ag', parent: { index: 1 }, fields: { answer_group_type: 'single' } },
      { action: 'post', kind: 'answer', client_ref: 'a1', parent: { index: 3 } },
      { action: 'post', kind: 'answer', client_ref: 'a2', parent: { index: 3 } },
      { action: 'post', kind: 'answer', client_ref: 'a3', parent: { index: 3 }, fields: { order: 1 } },
    ]));
    expect(result.inserts.map((node) => node.name)).toEqual(['GD1', 'GD1_1', 'GD1_2', 'AG1', 'A1', 'A2', 'A3']);
    expect(result.inserts.slice(4).map((node) => node.fields.code)).toEqual(['1', '2', '3']);
  });

  it('refuses routing kinds on /components', () => {
    expect(refusals(plan([{ action: 'post', kind: 'routing_page', client_ref: 'p' }]))[0]!.code).toBe('kind');
  });
});
