import { describe, expect, it } from 'vitest';
import { treeKey, TYPE_AHEAD_PAUSE_MS, type KeyPress, type TreeKeyState } from './tree-keys';
import type { TreeRow } from './tree-rows';

const row = (cid: string, depth: number, extra: Partial<TreeRow> = {}): TreeRow => ({
  cid, kind: 'question', depth, name: cid.toUpperCase(), label: '', childCount: 0, expanded: true, deleted: false, index: 0, siblings: 1, ...extra,
});
// G1 (group, expanded) > Q1 "Do you commute?", Q2 "How far?"; Q3 (collapsed, 1 child); EB1.
const rows: TreeRow[] = [
  row('g1', 0, { kind: 'group', childCount: 2, index: 0, siblings: 3 }),
  row('q1', 1, { label: 'Do you commute?', index: 0, siblings: 2 }),
  row('q2', 1, { label: 'How far?', index: 1, siblings: 2 }),
  row('q3', 0, { childCount: 1, expanded: false, index: 1, siblings: 3 }),
  row('eb1', 0, { kind: 'exit_block', label: 'Thank you', index: 2, siblings: 3 }),
];
const state = (index: number, extra: Partial<TreeKeyState> = {}): TreeKeyState => ({ rows, index, readOnly: false, typed: '', typedAt: 0, now: 10_000, ...extra });
const key = (k: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
const command = (k: KeyPress, s: TreeKeyState) => treeKey(k, s)?.command;

describe('moving focus through the tree', () => {
  it('goes up and down one row, and stays put at either end', () => {
    expect(command(key('ArrowDown'), state(0))).toEqual({ type: 'focus', index: 1 });
    expect(command(key('ArrowUp'), state(2))).toEqual({ type: 'focus', index: 1 });
    expect(command(key('ArrowUp'), state(0))).toBeNull();
    expect(command(key('ArrowDown'), state(4))).toBeNull();
  });

  it('goes to the first and last row with Home and End', () => {
    expect(command(key('Home'), state(3))).toEqual({ type: 'focus', index: 0 });
    expect(command(key('End'), state(1))).toEqual({ type: 'focus', index: 4 });
  });

  it('expands a collapsed row with Right, then goes to its first child', () => {
    expect(command(key('ArrowRight'), state(3))).toEqual({ type: 'toggle', cid: 'q3' });
    expect(command(key('ArrowRight'), state(0))).toEqual({ type: 'focus', index: 1 });
    expect(command(key('ArrowRight'), state(1))).toBeNull();
  });

  it('collapses an expanded row with Left, else goes to the parent', () => {
    expect(command(key('ArrowLeft'), state(0))).toEqual({ type: 'toggle', cid: 'g1' });
    expect(command(key('ArrowLeft'), state(2))).toEqual({ type: 'focus', index: 0 });
    expect(command(key('ArrowLeft'), state(4))).toBeNull();
  });

  it('finds a row by the start of its name or text, and the same letter again finds the next', () => {
    expect(treeKey(key('h'), state(0))).toEqual({ command: { type: 'focus', index: 2 }, typed: 'h' });
    expect(command(key('e'), state(0))).toEqual({ type: 'focus', index: 4 });
    expect(command(key('q'), state(1))).toEqual({ type: 'focus', index: 2 });
    expect(command(key('q'), state(2, { typed: 'q', typedAt: 9_900 }))).toEqual({ type: 'focus', index: 3 });
    // "th" typed quickly finds "Thank you"; after a pause "h" starts afresh.
    expect(command(key('h'), state(0, { typed: 't', typedAt: 9_900 }))).toEqual({ type: 'focus', index: 4 });
    expect(command(key('h'), state(0, { typed: 't', typedAt: 10_000 - TYPE_AHEAD_PAUSE_MS }))).toEqual({ type: 'focus', index: 2 });
    expect(command(key('z'), state(0))).toBeNull();
  });
});

describe('acting on the focused row', () => {
  it('opens the settings with Enter and asks to delete with Delete', () => {
    expect(command(key('Enter'), state(2))).toEqual({ type: 'open', cid: 'q2' });
    expect(command(key('Delete'), state(2))).toEqual({ type: 'delete', cid: 'q2' });
  });

  it('moves the row with Alt and the arrows, where there is room', () => {
    expect(command(key('ArrowUp', { altKey: true }), state(2))).toEqual({ type: 'move', cid: 'q2', delta: -1 });
    expect(command(key('ArrowUp', { altKey: true }), state(1))).toBeNull();
    expect(command(key('ArrowDown', { altKey: true }), state(1))).toEqual({ type: 'move', cid: 'q1', delta: 1 });
    expect(command(key('ArrowLeft', { altKey: true }), state(1))).toEqual({ type: 'moveOut', cid: 'q1' });
    expect(command(key('ArrowLeft', { altKey: true }), state(3))).toBeNull();
    expect(command(key('ArrowRight', { altKey: true }), state(3))).toEqual({ type: 'moveIn', cid: 'q3' });
  });

  it('lets a row say whether it moves in or out (the routing tab)', () => {
    const ruled = rows.map((r) => (r.cid === 'q1' ? { ...r, canMoveIn: true, canMoveOut: false } : r));
    expect(command(key('ArrowRight', { altKey: true }), state(1, { rows: ruled }))).toEqual({ type: 'moveIn', cid: 'q1' });
    expect(command(key('ArrowLeft', { altKey: true }), state(1, { rows: ruled }))).toBeNull();
  });

  it('changes nothing in a read-only survey or on a deleted row', () => {
    expect(command(key('Delete'), state(2, { readOnly: true }))).toBeNull();
    expect(command(key('ArrowUp', { altKey: true }), state(2, { readOnly: true }))).toBeNull();
    const deleted = rows.map((r) => (r.cid === 'q2' ? { ...r, deleted: true } : r));
    expect(command(key('Delete'), state(2, { rows: deleted }))).toBeNull();
    expect(command(key('Enter'), state(2, { rows: deleted }))).toEqual({ type: 'open', cid: 'q2' });
  });

  it('shows the shortcuts with ?, and leaves Ctrl keys and Tab to the page', () => {
    expect(command(key('?', { shiftKey: true }), state(0))).toEqual({ type: 'help' });
    expect(treeKey(key('z', { ctrlKey: true }), state(0))).toBeNull();
    expect(treeKey(key('Tab'), state(0))).toBeNull();
    expect(treeKey(key(' '), state(0))).toBeNull();
  });
});
