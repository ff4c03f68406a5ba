import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import { makeDoc, type DraftDoc } from '../../../../sync/document';
import type { Command } from '../../../../sync/commands';
import { addChildrenFromText, moveIn, placeFor } from './tree-edits';

const doc = (...components: Component[]): DraftDoc => makeDoc({}, components);
const group = createComponent('group', { id: 'g', parent: null, order: 0 });
const grid = createComponent('grid', { id: 'gd', parent: null, order: 1 });
const row = createComponent('question', { id: 'r', parent: { id: 'gd', kind: 'grid' }, order: 0 });
const q = createComponent('question', { id: 'q', parent: null, order: 2 });
const ag = createComponent('answer_group', { id: 'ag', answer_group_type: 'single', parent: { id: 'q', kind: 'question' }, order: 0 });
const a = createComponent('answer', { id: 'a', code: '1', parent: { id: 'ag', kind: 'answer_group' }, order: 0 });
const all = doc(group, grid, row, q, ag, a);

describe('where a new question goes', () => {
  it('goes at the end of the survey when nothing is selected', () => {
    expect(placeFor(all, 'question', null)).toEqual({ parent: null });
  });

  it('goes into a selected group', () => {
    expect(placeFor(all, 'question', 'g')).toEqual({ parent: 'g' });
  });

  it('goes after a selected grid, or after the grid of a selected row, not into it', () => {
    expect(placeFor(all, 'question', 'gd')).toEqual({ parent: null, index: 2 });
    expect(placeFor(all, 'question', 'r')).toEqual({ parent: null, index: 2 });
  });

  it('goes after the question of a selected answer', () => {
    expect(placeFor(all, 'question', 'a')).toEqual({ parent: null, index: 3 });
  });

  // Issue 12: while a group or something in it is selected, the question stays in that group.
  it('goes into the group, right after a selected item inside it', () => {
    const inGroup = (id: string, order: number) => createComponent('question', { id, parent: { id: 'g', kind: 'group' }, order });
    const g1 = inGroup('g1', 0);
    const g2 = inGroup('g2', 1);
    const gag = createComponent('answer_group', { id: 'gag', answer_group_type: 'single', parent: { id: 'g1', kind: 'question' }, order: 0 });
    const grouped = doc(group, g1, g2, gag, q);
    expect(placeFor(grouped, 'question', 'g1')).toEqual({ parent: 'g', index: 1 });
    expect(placeFor(grouped, 'question', 'gag')).toEqual({ parent: 'g', index: 1 });
    expect(placeFor(grouped, 'question', 'g2')).toEqual({ parent: 'g', index: 2 });
  });
});

describe('pasting a list', () => {
  const runner = () => {
    const ops: unknown[] = [];
    return { ops, run: (command: Command) => {
      const result = command(all);
      if (result.ok) ops.push(...result.ops);
      return result.ok ? { ok: true as const, applied: result.ops.length, durable: Promise.resolve() } : result;
    } };
  };

  it('makes one answer a line in an answer group, and one row a line in a grid', () => {
    const answers = runner();
    expect(addChildrenFromText(answers, all, 'ag', [['Yes'], [' '], ['No', 'ignored']])).toEqual({ ok: true });
    expect(answers.ops).toMatchObject([
      { type: 'addComponent', component: { kind: 'answer', default_language_data: { label: 'Yes' } } },
      { type: 'addComponent', component: { kind: 'answer', default_language_data: { label: 'No' } } },
    ]);
    const rows = runner();
    addChildrenFromText(rows, all, 'gd', [['Staff <3']]);
    expect(rows.ops[0]).toMatchObject({ component: { kind: 'question', parent: { id: 'gd' }, default_language_data: { question_text: '<p>Staff &lt;3</p>' } } });
    // The grid was on no page: its first row puts it in the routing flow, in the same gesture.
    expect(rows.ops.at(-1)).toMatchObject({ type: 'addComponent', component: { kind: 'routing_item', item_id: 'gd', item_kind: 'grid' } });
  });

  it('refuses a list pasted into anything else', () => {
    expect(addChildrenFromText(runner(), all, 'q', [['x']])).toMatchObject({ ok: false });
  });
});

describe('moving in with the keyboard', () => {
  const runner = (at: DraftDoc) => {
    const ops: { type: string; parent?: unknown; index?: number }[] = [];
    return { ops, run: (command: Command) => {
      const result = command(at);
      if (result.ok) ops.push(...(result.ops as typeof ops));
      return result.ok ? { ok: true as const, applied: result.ops.length, durable: Promise.resolve() } : result;
    } };
  };

  it('moves a question into the group above it, at the end', () => {
    const inGroup = createComponent('question', { id: 'gq', parent: { id: 'g', kind: 'group' }, order: 0 });
    const after = createComponent('question', { id: 'q2', parent: null, order: 1 });
    const at = doc(group, inGroup, after);
    const run = runner(at);
    expect(moveIn(run, at, 'q2')).toEqual({ ok: true });
    expect(run.ops).toMatchObject([{ type: 'move', cid: 'q2', parent: { id: 'g', kind: 'group' }, index: 1 }]);
  });

  it('refuses when the item above cannot hold it, or there is none', () => {
    const at = doc(q, createComponent('question', { id: 'q2', parent: null, order: 3 }));
    expect(moveIn(runner(at), at, 'q2')).toMatchObject({ ok: false, message: expect.stringContaining('cannot go into') });
    expect(moveIn(runner(at), at, 'q')).toMatchObject({ ok: false });
  });
});
