// A small survey for the respondent tests (here and in the renderer's): built with createComponent, so every
// default of the spec is filled in as in a real draft.
import { createComponent } from '../components/component';
import type { Component } from '../components/component';
import type { ConditionGroup } from '../condition';

const root = null;
const under = (id: string, kind: 'group' | 'grid' | 'question' | 'answer_group' | 'exit_block') => ({ id, kind });

/** "questionId is answered with answerId" as a visibility condition. */
export function answeredWith(questionId: string, answerId: string): ConditionGroup {
  return {
    kind: 'group',
    operator: 'and',
    items: [{ kind: 'condition', question_id: questionId, negate: false, fn: 'answered', answers: [[answerId]] }],
  };
}

const answer = (id: string, parent: string, order: number, code: string, label: string, extra: object = {}) =>
  createComponent('answer', {
    id,
    name: `A${order + 1}`,
    order,
    parent: under(parent, 'answer_group'),
    code,
    default_language_data: { label },
    ...extra,
  });

export function surveyComponents(): Component[] {
  return [
    createComponent('group', { id: 'g1', name: 'GP1', order: 0, parent: root }),
    createComponent('question', {
      id: 'q1',
      name: 'Q1',
      order: 0,
      parent: under('g1', 'group'),
      question_type: 'single',
      default_language_data: { question_text: '<p>Do you drink coffee?</p>' },
      additional_language_data: { fr: { question_text: '<p>Buvez-vous du café ?</p>' } },
    }),
    createComponent('answer_group', { id: 'ag1', name: 'AG1', order: 0, parent: under('q1', 'question'), answer_group_type: 'single' }),
    answer('a1', 'ag1', 0, '1', 'Yes', { additional_language_data: { fr: { label: 'Oui' } } }),
    answer('a2', 'ag1', 1, '2', 'No'),
    createComponent('conditional_text', {
      id: 'ct1',
      order: 0,
      parent: under('q1', 'question'),
      visibility_condition: answeredWith('q1', 'a2'),
      default_language_data: { text: '<p>Sorry to hear that.</p>' },
    }),
    createComponent('question', {
      id: 'q2',
      name: 'Q2',
      order: 1,
      parent: under('g1', 'group'),
      question_type: 'numeric',
      visibility_condition: answeredWith('q1', 'a1'),
      default_language_data: { question_text: '<p>How many cups a day?</p>' },
    }),
    createComponent('answer_group', { id: 'ag2', name: 'AG1', order: 0, parent: under('q2', 'question'), answer_group_type: 'numeric' }),
    createComponent('question', {
      id: 'q3',
      name: 'Q3',
      order: 2,
      parent: under('g1', 'group'),
      question_type: 'multi',
      required: false,
      default_language_data: { question_text: '<p>What else do you drink?</p>' },
    }),
    createComponent('answer_group', { id: 'ag3', name: 'AG1', order: 0, parent: under('q3', 'question'), answer_group_type: 'multi' }),
    answer('a31', 'ag3', 0, '1', 'Tea'),
    answer('a32', 'ag3', 1, '2', 'Juice'),
    answer('a33', 'ag3', 2, '3', 'Something else', { other: true }),
    answer('a34', 'ag3', 3, '99', 'Nothing', { exclusive: true }),
    createComponent('question', {
      id: 'q4',
      name: 'Q4',
      order: 3,
      parent: under('g1', 'group'),
      question_type: 'open_text',
      hidden: true,
      default_language_data: { question_text: '<p>Secret question</p>' },
    }),
    createComponent('grid', {
      id: 'gd1',
      name: 'GD1',
      order: 1,
      parent: root,
      default_language_data: { question_text: '<p>Rate our café</p>' },
    }),
    createComponent('question', { id: 'gq1', name: 'GD1_1', order: 0, parent: under('gd1', 'grid'), question_type: 'single', default_language_data: { question_text: 'Service' } }),
    createComponent('question', { id: 'gq2', name: 'GD1_2', order: 1, parent: under('gd1', 'grid'), question_type: 'single', default_language_data: { question_text: 'Price' } }),
    createComponent('answer_group', { id: 'gag', name: 'AG1', order: 2, parent: under('gd1', 'grid'), answer_group_type: 'single' }),
    answer('ga1', 'gag', 0, '1', 'Good'),
    answer('ga2', 'gag', 1, '2', 'Bad'),
    createComponent('question', {
      id: 'q5',
      name: 'Q5',
      order: 2,
      parent: root,
      default_language_data: { question_text: '<p>Thanks for your time so far.</p>' },
    }),
    createComponent('exit_block', {
      id: 'eb1',
      name: 'EB1',
      order: 3,
      parent: root,
      terminate_status: 'complete',
      default_language_data: { exit_text: '<p>All done, thank you!</p>' },
    }),
    createComponent('exit_block', { id: 'eb2', name: 'EB2', order: 4, parent: root, terminate_status: 'screened' }),
  ];
}

