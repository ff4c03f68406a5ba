import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import type { DraftDoc } from '../../../../sync/document';
import { placeFor } from './tree-edits';

const doc = (...components: Component[]): DraftDoc => ({ survey: {}, components: Object.fromEntries(components.map((c) => [c.id, c])) });
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
});
