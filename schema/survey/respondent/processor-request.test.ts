import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../components/component';
import { NO_ANSWERS, setAnswer } from './answers';
import { namedComponents, processorRequest, resultCodeOf, type ProcessorSources } from './processor-request';
import { childrenByParent } from './tree';
import { surveyComponents } from './test-survey';

const processor = (block: { score?: string | null; comment?: string | null; tags?: string[] }) =>
  createComponent('data_processor', {
    id: 'dp1', name: 'DP1', order: 9, parent: null,
    feedback_analytics: { id: 'acct', token: 'tok', score: null, comment: null, tags: [], ...block },
  });

const extra: Component[] = [
  createComponent('question', { id: 'q9', name: 'Comment', order: 9, parent: null, question_type: 'open_text' }),
  createComponent('answer_group', { id: 'ag9', name: 'AG1', order: 0, parent: { id: 'q9', kind: 'question' }, answer_group_type: 'open_text' }),
  createComponent('data_collector', { id: 'dc1', name: 'DC1', order: 10, parent: null, query_string: { param_name: 'src' } }),
];
const components = [...surveyComponents(), ...extra];

function sources(answers = NO_ANSWERS, fields: Record<string, string> = {}): ProcessorSources {
  return { byName: namedComponents(components), tree: childrenByParent(components), answers, fields, lang: { language: 'en', defaultLanguage: 'en' } };
}

describe('processorRequest', () => {
  it('sends the block with the named components\' answers: the score as a number, texts by label, one tag per chosen answer', () => {
    let answers = setAnswer(NO_ANSWERS, 'q2', 'ag2', { type: 'numeric', value: 7 });
    answers = setAnswer(answers, 'q9', 'ag9', { type: 'open_text', value: '  Lovely coffee ' });
    answers = setAnswer(answers, 'q1', 'ag1', { type: 'single', value: { code: '1', other: {} } });
    const request = processorRequest(processor({ score: 'Q2', comment: 'comment', tags: ['Q1', 'DC1', 'nobody'] }), sources(answers, { src: 'mail' }));
    expect(request).toEqual({ id: 'acct', token: 'tok', score: 7, comment: 'Lovely coffee', tags: ['Yes', 'mail'] });
  });

  it('sends null for an unanswered or unknown score and comment, and a code that is not a number as text', () => {
    expect(processorRequest(processor({ score: 'Q2', comment: 'missing' }), sources())).toEqual({ id: 'acct', token: 'tok', score: null, comment: null, tags: [] });
    const answers = setAnswer(NO_ANSWERS, 'q1', 'ag1', { type: 'single', value: { code: 'x1', other: {} } });
    expect(processorRequest(processor({ score: 'q1' }), sources(answers)).score).toBe('x1');
  });
});

describe('resultCodeOf', () => {
  it.each([[200, '200'], [204, '200'], [401, '401'], [403, '403'], [404, '500'], [500, '500'], [302, '500'], [null, '500']] as const)(
    'status %s records %s', (status, code) => {
      expect(resultCodeOf(status)).toBe(code);
    },
  );
});
