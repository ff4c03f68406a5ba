import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../../../../schema';
import { makeDoc, type DraftDoc } from '../../../../sync/document';
import { dynamicTextSources } from './dynamic-text-sources';

const doc = (...components: Component[]): DraftDoc => makeDoc({}, components);

describe('dynamic text sources', () => {
  it('offers questions with their answer type and answer groups as question.group', () => {
    const q = createComponent('question', { id: 'q', name: 'Q1', parent: null, order: 0, question_type: 'multi' });
    const ag = createComponent('answer_group', { id: 'ag', name: 'AG1', parent: { id: 'q', kind: 'question' }, order: 0, answer_group_type: 'multi' });
    const gone = createComponent('question', { id: 'x', name: 'Q2', parent: null, order: 1, deleted: true });
    expect(dynamicTextSources(doc(q, ag, gone))).toEqual([
      { type: 'question', id: 'q', name: 'Q1', answerType: 'multi' },
      { type: 'answer_group', id: 'q.ag', name: 'Q1 AG1', answerType: 'multi' },
    ]);
  });

  it('gives a grid row the type of the grid scale, and offers quotas', () => {
    const grid = createComponent('grid', { id: 'g', name: 'GD1', parent: null, order: 0 });
    const row = createComponent('question', { id: 'r', name: 'GD1_1', parent: { id: 'g', kind: 'grid' }, order: 0, question_type: 'single' });
    const scale = createComponent('answer_group', { id: 's', name: 'AG1', parent: { id: 'g', kind: 'grid' }, order: 1, answer_group_type: 'single' });
    const quota = createComponent('quota', { id: 'qu', name: 'QUOTA1', parent: null, order: 1 });
    const sources = dynamicTextSources(doc(grid, row, scale, quota));
    expect(sources).toContainEqual({ type: 'question', id: 'r', name: 'GD1_1', answerType: 'single' });
    expect(sources).toContainEqual({ type: 'quota', id: 'qu', name: 'QUOTA1' });
  });
});
