import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import type { Command } from '../../../../sync/commands';
import { childrenOf, componentOf, makeDoc, type DraftDoc } from '../../../../sync/document';
import { applyOne } from '../../../../sync/replay';
import { addBranch, addGroup, addPage, addUnplacedAsPages, dropOn, flowPlaceFor, moveIn, moveOut, placeOnPage } from './routing-edits';
import { routingRows } from './routing-rows';

/** A runner that applies each command to its document, remembering the gesture of each. */
function runnerOn(start: DraftDoc) {
  const state = { doc: start, gestures: [] as (string | undefined)[] };
  return Object.assign(state, {
    run(command: Command, options?: { gestureId?: string }) {
      const result = command(state.doc);
      if (!result.ok) return result;
      for (const op of result.ops) state.doc = applyOne(state.doc, op).doc;
      state.gestures.push(options?.gestureId);
      return { ok: true as const, applied: result.ops.length, durable: Promise.resolve() };
    },
  });
}

const ref = (id: string, kind: Component['kind']) => ({ id, kind });
const q = (id: string, order: number, name: string) => createComponent('question', { id, name, parent: null, order });
const page = (id: string, order: number, parent: Component['parent'] = null) => createComponent('routing_page', { id, parent, order });
const item = (id: string, pageId: string, target: string) =>
  createComponent('routing_item', { id, parent: ref(pageId, 'routing_page'), order: 0, item_id: target, item_kind: 'question' });
const names = (doc: DraftDoc) => routingRows(doc, { collapsed: new Set(), showDeleted: false }).map((r) => `${'  '.repeat(r.depth)}${r.name}`);

describe('adding to the routing flow', () => {
  it('adds a page at the end, or after the selected page, or into a selected branch', () => {
    const runner = runnerOn(makeDoc({}, [page('p1', 0), page('p2', 1)]));
    const first = addPage(runner, runner.doc, null);
    expect(first.ok && childrenOf(runner.doc, null).at(-1)?.id).toBe(first.ok && first.cid);
    expect(flowPlaceFor(runner.doc, 'p1')).toEqual({ parent: null, index: 1 });
  });

  it('adds a routing group with its two branches in one gesture', () => {
    const runner = runnerOn(makeDoc({}, [page('p1', 0)]));
    const result = addGroup(runner, runner.doc, 'p1');
    expect(result.ok).toBe(true);
    expect(names(runner.doc)).toEqual(['Page 1', 'Group 1', '  Group 1 · Branch 1', '  Group 1 · Branch 2']);
    expect(new Set(runner.gestures).size).toBe(1);
    expect(runner.gestures[0]).toBeTruthy();
    if (result.ok) addBranch(runner, result.cid!);
    expect(names(runner.doc).at(-1)).toBe('  Group 1 · Branch 3');
  });

  it('places picked questions on a page, and every unplaced question on a page of its own', () => {
    const runner = runnerOn(makeDoc({}, [q('q1', 0, 'Q1'), q('q2', 1, 'Q2'), q('q3', 2, 'Q3'), page('p1', 0)]));
    placeOnPage(runner, 'p1', [{ cid: 'q2', kind: 'question' }]);
    expect(names(runner.doc)).toEqual(['Page 1', '  Q2']);
    runner.gestures.length = 0;
    expect(addUnplacedAsPages(runner, runner.doc)).toEqual({ ok: true, added: 2 });
    expect(names(runner.doc)).toEqual(['Page 1', '  Q2', 'Page 2', '  Q1', 'Page 3', '  Q3']);
    expect(new Set(runner.gestures).size).toBe(1);
    expect(addUnplacedAsPages(runner, runner.doc)).toEqual({ ok: false, message: 'Every question is on a page already' });
  });
});

describe('moving in the routing flow', () => {
  const grouped = () => makeDoc({}, [
    q('q1', 0, 'Q1'), q('q2', 1, 'Q2'),
    page('p1', 0), item('i1', 'p1', 'q1'),
    createComponent('routing_group', { id: 'g', parent: null, order: 1 }),
    createComponent('routing_condition', { id: 'b1', parent: ref('g', 'routing_group'), order: 0 }),
    createComponent('routing_condition', { id: 'b2', parent: ref('g', 'routing_group'), order: 1 }),
    page('p2', 2), item('i2', 'p2', 'q2'),
  ]);

  it('moves a page into the group above (its last branch) and back out after the group', () => {
    const runner = runnerOn(grouped());
    expect(moveIn(runner, runner.doc, 'p2')).toEqual({ ok: true });
    expect(componentOf(runner.doc, 'p2')?.parent).toEqual(ref('b2', 'routing_condition'));
    expect(moveOut(runner, runner.doc, 'p2')).toEqual({ ok: true });
    expect(names(runner.doc)).toEqual(['Page 1', '  Q1', 'Group 1', '  Group 1 · Branch 1', '  Group 1 · Branch 2', 'Page 2', '  Q2']);
  });

  it('refuses to move a page into a page, saying what can', () => {
    const runner = runnerOn(grouped());
    expect(moveIn(runner, runner.doc, 'g')).toMatchObject({ ok: false, message: 'A page or group moves into a routing group just above it' });
  });

  it('moves an item to the next page and back to the page before', () => {
    const runner = runnerOn(grouped());
    expect(moveIn(runner, runner.doc, 'i1')).toEqual({ ok: true });
    expect(names(runner.doc)).toEqual(['Page 1', 'Group 1', '  Group 1 · Branch 1', '  Group 1 · Branch 2', 'Page 2', '  Q1', '  Q2']);
    expect(moveOut(runner, runner.doc, 'i1')).toEqual({ ok: true });
    expect(componentOf(runner.doc, 'i1')?.parent?.id).toBe('p1');
    expect(moveOut(runner, runner.doc, 'i1')).toMatchObject({ ok: false });
  });

  it('drops an item on another page, and names the rule when a drop cannot be made', () => {
    const runner = runnerOn(grouped());
    expect(dropOn(runner, runner.doc, 'i1', 'p2')).toEqual({ ok: true });
    expect(componentOf(runner.doc, 'i1')?.parent?.id).toBe('p2');
    expect(dropOn(runner, runner.doc, 'b1', 'p1')).toMatchObject({ ok: false, message: 'A branch stays in a routing group: it cannot go there' });
  });
});
