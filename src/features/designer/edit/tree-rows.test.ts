import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import { childrenOf, makeDoc, type DraftDoc } from '../../../../sync/document';
import { withRecords } from '../../../../sync/doc-writer';
import { deletedRoots, FIRST_TREE, plainText, treeRows, TreeRowsCache, treeRowsCacheOf } from './tree-rows';

const doc = (...components: Component[]): DraftDoc => makeDoc({}, components);
const group = createComponent('group', { id: 'g', name: 'GP1', parent: null, order: 0 });
const q1 = createComponent('question', { id: 'q1', name: 'Q1', parent: { id: 'g', kind: 'group' }, order: 0, default_language_data: { question_text: '<p>How <b>old</b> are you?</p>' } });
const q2 = createComponent('question', { id: 'q2', name: 'Q2', parent: null, order: 1 });
const page = createComponent('routing_page', { id: 'p', parent: null, order: 0 });
const options = { collapsed: new Set<string>(), showDeleted: false };

describe('designer tree rows', () => {
  it('lists components depth-first in sibling order with their text, leaving routing out', () => {
    expect(treeRows(doc(q2, q1, group, page), options).map((r) => [r.name, r.depth, r.label])).toEqual([
      ['GP1', 0, ''], ['Q1', 1, 'How old are you?'], ['Q2', 0, ''],
    ]);
  });

  it('hides the children of a collapsed row', () => {
    const rows = treeRows(doc(group, q1, q2), { ...options, collapsed: new Set(['g']) });
    expect(rows.map((r) => r.name)).toEqual(['GP1', 'Q2']);
    expect(rows[0]).toMatchObject({ expanded: false, childCount: 1 });
  });

  it('hides deleted components unless the deleted-items toggle is on', () => {
    const deletedGroup = { ...group, deleted: true };
    expect(treeRows(doc(deletedGroup, q1, q2), options).map((r) => r.name)).toEqual(['Q2']);
    const all = treeRows(doc(deletedGroup, q1, q2), { ...options, showDeleted: true });
    expect(all.map((r) => [r.name, r.deleted])).toEqual([['GP1', true], ['Q1', true], ['Q2', false]]);
    expect(deletedRoots(doc(deletedGroup, { ...q1, deleted: true }, q2)).map((c) => c.id)).toEqual(['g']);
  });

  it('hands back the same row for an unchanged record in an unchanged place, and a new one otherwise', () => {
    const before = treeRows(doc(group, q1, q2), options);
    const editedQ1 = { ...q1, default_language_data: { question_text: '<p>Your age?</p>' } };
    const after = treeRows(doc(group, editedQ1, q2), options);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.label).toBe('Your age?');
    expect(after[2]).toBe(before[2]);
    // Same record, new place: GP1 collapsed, Q2 now second of three top-level rows.
    const moved = treeRows(doc(group, editedQ1, q2, { ...q2, id: 'q3', name: 'Q3', order: 2 }), { ...options, collapsed: new Set(['g']) });
    expect(moved[0]).not.toBe(before[0]);
    expect(moved[0]).toMatchObject({ expanded: false });
    expect(moved[1]).not.toBe(before[2]);
    expect(moved[1]).toMatchObject({ name: 'Q2', siblings: 3 });
  });

  it('strips markup and entities from texts', () => {
    expect(plainText('<p>A &amp; B&nbsp;<span dt-id="x">C</span></p>')).toBe('A & B C');
  });
});

/** A small deterministic generator (mulberry32), so a failure names its seed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** The tree walked through the document's children index, row by row: what treeRows must equal. */
function walkedRows(current: DraftDoc, { collapsed, showDeleted }: { collapsed: ReadonlySet<string>; showDeleted: boolean }) {
  const rows: unknown[] = [];
  const shown = (parent: string | null) => childrenOf(current, parent).filter((c) => !c.kind.startsWith('routing_') && (showDeleted || !c.deleted));
  const visit = (children: readonly Component[], depth: number, parentDeleted: boolean) => children.forEach((c, index) => {
    const own = shown(c.id);
    const deleted = parentDeleted || c.deleted === true;
    rows.push({ cid: c.id, kind: c.kind, name: c.name, depth, childCount: own.length, expanded: !collapsed.has(c.id), deleted, index, siblings: children.length });
    if (!collapsed.has(c.id)) visit(own, depth + 1, deleted);
  });
  visit(shown(null), 0, false);
  return rows;
}

describe('the tree rows of a random survey', () => {
  it('equal a walk through the children index: routing, deleted, collapsed, orphaned and equal orders alike', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const next = random(seed);
      const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
      const components: Component[] = [];
      for (let i = 0; i < 80; i++) {
        const roll = next();
        const kind = roll < 0.25 ? 'group' : roll < 0.35 ? 'routing_page' : 'question';
        const parents = components.filter((c) => c.kind === 'group' || c.kind === 'routing_page');
        // Some parents are missing: a record under one is never reached.
        const parent = next() < 0.05 ? { id: `gone${i}`, kind: 'group' as const } : parents.length && next() < 0.7 ? { id: pick(parents).id, kind: pick(parents).kind } : null;
        const at = parent && parents.find((p) => p.id === parent.id);
        components.push(createComponent(kind, { id: `c${i}`, name: `N${i}`, order: Math.floor(next() * 4), deleted: next() < 0.1, parent: at ? { id: at.id, kind: at.kind } : parent }));
      }
      const current = makeDoc({}, components);
      for (const options of [
        { collapsed: new Set<string>(), showDeleted: false },
        { collapsed: new Set<string>(), showDeleted: true },
        { collapsed: new Set(components.filter(() => next() < 0.2).map((c) => c.id)), showDeleted: next() < 0.5 },
      ]) {
        const rows = treeRows(current, options).map(({ cid, kind, name, depth, childCount, expanded, deleted, index, siblings }) => ({ cid, kind, name, depth, childCount, expanded, deleted, index, siblings }));
        expect(rows, `seed ${seed}`).toEqual(walkedRows(current, options));
        expect(rows.length, `seed ${seed}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('the tree rows cache', () => {
  it('patches a text edit into the last tree: the other rows are the same objects', () => {
    const cache = new TreeRowsCache();
    const first = cache.rows(doc(group, q1, q2), options);
    const edited = withRecords(doc(group, q1, q2), {}, [{ ...q1, default_language_data: { question_text: '<p>Your age?</p>' } }], []);
    const second = cache.rows(edited, options);
    expect(second).not.toBe(first);
    expect(second[0]).toBe(first[0]);
    expect(second[2]).toBe(first[2]);
    expect(second[1]!.label).toBe('Your age?');
  });

  it('hands an editor the first tree made ahead for its draft, and one made anew once it collapses a row', () => {
    const draft = {};
    const survey = doc(group, q1, q2);
    const ahead = treeRowsCacheOf(draft).rows(survey, FIRST_TREE);
    // The editor's own (empty) set of collapsed rows: the same tree, not walked again.
    expect(treeRowsCacheOf(draft).rows(survey, { collapsed: new Set(), showDeleted: false })).toBe(ahead);
    expect(treeRowsCacheOf(draft).rows(survey, { collapsed: new Set(['g']), showDeleted: false })).toHaveLength(2);
    expect(treeRowsCacheOf({})).not.toBe(treeRowsCacheOf(draft));
  });

  it('equals a full rebuild after any mix of edits, moves, deletions, additions and toggles', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed);
      const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
      let components: Component[] = [];
      for (let i = 0; i < 30; i++) {
        const parents = components.filter((c) => c.kind === 'group');
        const parent = parents.length && next() < 0.6 ? pick(parents) : null;
        const kind = next() < 0.3 ? 'group' : 'question';
        components.push(createComponent(kind, { id: `c${i}`, name: `N${i}`, order: Math.floor(next() * 5), parent: parent ? { id: parent.id, kind: 'group' } : null }));
      }
      let current = makeDoc({}, components);
      let collapsed: ReadonlySet<string> = new Set();
      let showDeleted = false;
      const cache = new TreeRowsCache();
      for (let step = 0; step < 60; step++) {
        const target = pick(components);
        const roll = next();
        let put: Component[] = [];
        let removed: string[] = [];
        if (roll < 0.4) put = [{ ...target, name: `${target.name}x` } as Component];
        else if (roll < 0.55) put = [{ ...target, order: Math.floor(next() * 5) }];
        else if (roll < 0.65) put = [{ ...target, deleted: !target.deleted }];
        else if (roll < 0.72 && target.kind === 'question') put = [{ ...target, parent: null }];
        else if (roll < 0.78) put = [createComponent('question', { id: `n${seed}-${step}`, name: `New${step}`, order: 0, parent: null })];
        else if (roll < 0.82 && target.kind === 'question') removed = [target.id];
        else if (roll < 0.92) collapsed = new Set(next() < 0.5 ? [] : [pick(components).id]);
        else showDeleted = !showDeleted;
        current = withRecords(current, {}, put, removed);
        components = [...components.filter((c) => !removed.includes(c.id) && !put.some((p) => p.id === c.id)), ...put];
        const options = { collapsed, showDeleted };
        expect(cache.rows(current, options), `seed ${seed}, step ${step}`).toEqual(treeRows(current, options));
      }
    }
  });
});
