import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import { makeDoc, type DraftDoc } from '../../../../sync/document';
import { flowNames, routingName, routingRows } from './routing-rows';
import { routingTargets, unplacedQuestions } from './routing-targets';

const doc = (...components: Component[]): DraftDoc => makeDoc({}, components);
const ref = (id: string, kind: Component['kind']) => ({ id, kind });
const q = (id: string, order: number, name: string, parent: Component['parent'] = null) =>
  createComponent('question', { id, name, parent, order, default_language_data: { question_text: `<p>Text of ${name}</p>` } });
const page = (id: string, order: number, parent: Component['parent'] = null, fields = {}) => createComponent('routing_page', { id, parent, order, ...fields });
const item = (id: string, pageId: string, target: string, order = 0, kind: 'question' | 'exit_block' = 'question') =>
  createComponent('routing_item', { id, parent: ref(pageId, 'routing_page'), order, item_id: target, item_kind: kind });
const group = (id: string, order: number) => createComponent('routing_group', { id, parent: null, order });
const branch = (id: string, groupId: string, order: number) => createComponent('routing_condition', { id, parent: ref(groupId, 'routing_group'), order });

// Page 1 (Q1) · Group 1 [Branch 1: Page 2 (Q2), Branch 2] · Page 3 (ends), and Q3 on no page.
const flow = doc(
  q('q1', 0, 'Q1'), q('q2', 1, 'Q2'), q('q3', 2, 'Q3'),
  page('p1', 0), item('i1', 'p1', 'q1'),
  group('g1', 1), branch('b1', 'g1', 0), branch('b2', 'g1', 1),
  page('p2', 0, ref('b1', 'routing_condition')), item('i2', 'p2', 'q2'),
  page('p3', 2, null, { terminate: true, terminate_status: 'complete' }),
);
const open = { collapsed: new Set<string>(), showDeleted: false };
const shape = (rows: ReturnType<typeof routingRows>) => rows.map((r) => `${'  '.repeat(r.depth)}${r.name}`);

describe('the routing questions rows', () => {
  it('lists the flow in order: pages, groups, their branches and what is on each page', () => {
    expect(shape(routingRows(flow, open))).toEqual([
      'Page 1', '  Q1', 'Group 1', '  Group 1 · Branch 1', '    Page 2', '      Q2', '  Group 1 · Branch 2', 'Page 3',
    ]);
  });

  it('names an item by its target and shows its text; a page by what is on it', () => {
    const rows = routingRows(flow, open);
    expect(rows.find((r) => r.cid === 'i1')).toMatchObject({ role: 'item', name: 'Q1', label: 'Text of Q1', missing: false });
    expect(rows.find((r) => r.cid === 'p1')).toMatchObject({ role: 'page', label: 'Q1' });
    expect(rows.find((r) => r.cid === 'p3')).toMatchObject({ label: 'Nothing on this page yet', detail: 'Ends the survey: Complete' });
    expect(rows.find((r) => r.cid === 'g1')?.detail).toMatch(/first that holds wins/);
    expect(rows.find((r) => r.cid === 'b1')?.detail).toBe('Always followed (no condition yet)');
  });

  it('hides what a collapsed row holds, and deleted rows unless asked', () => {
    expect(shape(routingRows(flow, { ...open, collapsed: new Set(['g1']) }))).toEqual(['Page 1', '  Q1', 'Group 1', 'Page 3']);
    const deleted = doc(...[...flowComponents(), { ...page('p9', 3), deleted: true }]);
    expect(shape(routingRows(deleted, open))).not.toContain('Deleted page 1');
    expect(routingRows(deleted, { ...open, showDeleted: true }).at(-1)).toMatchObject({ name: 'Deleted page 1', deleted: true });
  });

  it('marks an item whose question is gone', () => {
    const gone = doc(page('p1', 0), item('i1', 'p1', 'nowhere'));
    expect(routingRows(gone, open)[1]).toMatchObject({ name: 'Missing item', missing: true });
  });

  it('says which moves the keys may make', () => {
    const rows = routingRows(flow, open);
    const byId = (cid: string) => rows.find((r) => r.cid === cid)!;
    expect(byId('p3')).toMatchObject({ canMoveIn: true, canMoveOut: false }); // below Group 1
    expect(byId('p2')).toMatchObject({ canMoveIn: false, canMoveOut: true }); // in a branch
    expect(byId('b1')).toMatchObject({ canMoveIn: false, canMoveOut: false });
    expect(byId('i1')).toMatchObject({ canMoveOut: false, canMoveIn: true }); // first page: only onward
    expect(byId('i2')).toMatchObject({ canMoveOut: true, canMoveIn: true }); // Page 2: Page 1 before, Page 3 after
  });

  it('numbers live pages through the flow and names other components by their own name', () => {
    expect(flowNames(flow).pages).toEqual(['p1', 'p2', 'p3']);
    expect(routingName(flow, 'b2')).toBe('Group 1 · Branch 2');
    expect(routingName(flow, 'i2')).toBe('Q2');
    expect(routingName(flow, 'q3')).toBe('Q3');
  });
});

function flowComponents(): Component[] {
  return [q('q1', 0, 'Q1'), page('p1', 0), item('i1', 'p1', 'q1')];
}

describe('what a page can hold', () => {
  it('lists questions, grids, exits and quotas in survey order, marking what is on no page', () => {
    const grid = createComponent('grid', { id: 'gd', name: 'GD1', parent: null, order: 3 });
    const row = q('r1', 0, 'GD1_1', ref('gd', 'grid'));
    const exit = createComponent('exit_block', { id: 'eb', name: 'EB1', parent: null, order: 4, terminate_status: 'complete' });
    const all = doc(...flowComponents(), q('q2', 1, 'Q2'), grid, row, exit);
    expect(routingTargets(all).map((t) => [t.name, t.placed])).toEqual([['Q1', true], ['Q2', false], ['GD1', false], ['EB1', false]]);
    expect(unplacedQuestions(all).map((t) => t.name)).toEqual(['Q2', 'GD1']);
  });

  it('counts a question placed through its group, and not through a deleted item', () => {
    const g = createComponent('group', { id: 'gp', name: 'GP1', parent: null, order: 0 });
    const inGroup = q('q5', 0, 'Q5', ref('gp', 'group'));
    const placedGroup = doc(g, inGroup, page('p1', 0), createComponent('routing_item', { id: 'i', parent: ref('p1', 'routing_page'), order: 0, item_id: 'gp', item_kind: 'group' }));
    expect(unplacedQuestions(placedGroup)).toEqual([]);
    const deletedItem = doc(q('q1', 0, 'Q1'), page('p1', 0), { ...item('i1', 'p1', 'q1'), deleted: true });
    expect(unplacedQuestions(deletedItem).map((t) => t.name)).toEqual(['Q1']);
  });
});
