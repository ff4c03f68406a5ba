import { describe, expect, it } from 'vitest';
import { createComponent } from '../../../schema';
import { makeDoc } from '../../../sync/document';
import { surveyCounts } from './survey-counts';

describe('survey counts', () => {
  it('counts questions, pages, quotas and exits still in the survey, not those deleted or below a deleted record', () => {
    const doc = makeDoc({}, [
      createComponent('group', { id: 'g', name: 'GP1', parent: null, order: 0, deleted: true }),
      createComponent('question', { id: 'q1', name: 'Q1', parent: { id: 'g', kind: 'group' }, order: 0 }),
      createComponent('question', { id: 'q2', name: 'Q2', parent: null, order: 1 }),
      createComponent('question', { id: 'q3', name: 'Q3', parent: null, order: 2, deleted: true }),
      createComponent('answer_group', { id: 'ag', name: 'AG', answer_group_type: 'single', parent: { id: 'q2', kind: 'question' }, order: 0 }),
      createComponent('routing_page', { id: 'p1', parent: null, order: 0 }),
      createComponent('routing_page', { id: 'p2', parent: null, order: 1 }),
      createComponent('exit_block', { id: 'e', name: 'E1', parent: null, order: 3 }),
      createComponent('quota', { id: 'qa', name: 'QA1', parent: null, order: 4 }),
    ]);
    expect(surveyCounts(doc)).toEqual({ questions: 1, pages: 2, quotas: 1, exits: 1 });
  });
});
