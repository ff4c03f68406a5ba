import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../components/component';
import type { Answers } from './answers';
import { pipeText, pipingSurvey, type PipingContext } from './piped-text';
import { respondentComponents } from './respondent-components';
import { surveyComponents } from './test-survey';

const EN = { language: 'en', defaultLanguage: 'en' };
const FR = { language: 'fr', defaultLanguage: 'en' };
const item = (type: string, id: string, value: string) => `<span dt-id="${id}" dt-type="${type}" dt-value="${value}"></span>`;

function extras(): Component[] {
  return [
    createComponent('question', { id: 'q6', name: 'Q6', order: 5, parent: null, question_type: 'open_text' }),
    createComponent('answer_group', { id: 'ag6', name: 'AG1', parent: { id: 'q6', kind: 'question' }, answer_group_type: 'open_text' }),
    createComponent('question', { id: 'q7', name: '', order: 6, parent: null, question_type: 'mixed' }),
    createComponent('answer_group', { id: 'ag7', name: 'AG1', parent: { id: 'q7', kind: 'question' }, answer_group_type: 'date' }),
    createComponent('quota', { id: 'quota1', name: 'QUOTA1', parent: null }),
    createComponent('quota_group', { id: 'qg1', name: 'Regions', parent: { id: 'quota1', kind: 'quota' } }),
    createComponent('quota_definition', { id: 'd1', code: 'N', label: 'North', target: 5, parent: { id: 'qg1', kind: 'quota_group' } }),
  ];
}

const ANSWERS: Answers = {
  q1: { ag1: { type: 'single', value: { code: '1', other: {} } } },
  q2: { ag2: { type: 'numeric', value: 3.5 } },
  q3: { ag3: { type: 'multi', value: { codes: ['1', '3'], other: { 3: 'Water' } } } },
  q6: { ag6: { type: 'open_text', value: 'I <3 "cafés" & <script>alert(1)</script>' } },
  q7: { ag7: { type: 'date', value: '2026-03-01' } },
};

function context(overrides: Partial<PipingContext> = {}): PipingContext {
  return {
    respondentId: 'resp-42', today: '2026-11-26', answers: ANSWERS, contact: { email: 'ann@example.org', phone: '' },
    survey: pipingSurvey([...surveyComponents(), ...extras()]), lang: EN, ...overrides,
  };
}
const pipe = (html: string, overrides: Partial<PipingContext> = {}) => pipeText(html, context(overrides));

describe('pipeText', () => {
  it('pipes a single question\'s code, label (in the shown language) and name', () => {
    expect(pipe(`<p>You said ${item('question', 'q1', 'label')} (${item('question', 'q1', 'code')}) to ${item('question', 'q1', 'name')}</p>`))
      .toBe('<p>You said Yes (1) to Q1</p>');
    expect(pipe(item('question', 'q1', 'label'), { lang: FR })).toBe('Oui');
  });

  it('joins a multi question\'s codes and labels with ", "', () => {
    expect(pipe(item('question', 'q3', 'code'))).toBe('1, 3');
    expect(pipe(item('answer_group', 'q3.ag3', 'label'))).toBe('Tea, Something else');
  });

  it('pipes a numeric\'s number, a date\'s date and an open text\'s text, escaped', () => {
    expect(pipe(item('answer_group', 'q2.ag2', 'label'))).toBe('3.5');
    expect(pipe(item('question', 'q7', 'label'))).toBe('2026-03-01');
    expect(pipe(`<b>${item('question', 'q6', 'label')}</b>`)).toBe('<b>I &lt;3 &quot;cafés&quot; &amp; &lt;script&gt;alert(1)&lt;/script&gt;</b>');
  });

  it('pipes one answer of a question (questionId.answerId) and an answer group\'s name', () => {
    expect(pipe(`${item('question', 'q1.a2', 'label')}=${item('question', 'q1.a2', 'code')}`)).toBe('No=2');
    expect(pipe(item('answer_group', 'q3.ag3', 'name'))).toBe('AG1');
  });

  it('reads nothing for a question not answered yet, and "unknown" for a missing name', () => {
    expect(pipe(`[${item('question', 'q1', 'label')}]`, { answers: {} })).toBe('[]');
    expect(pipe(item('question', 'q7', 'name'))).toBe('unknown');
    expect(pipe(item('question', 'gone', 'name'))).toBe('unknown');
    expect(pipe(`[${item('question', 'gone', 'code')}]`)).toBe('[]');
  });

  it('pipes the respondent id, today\'s ISO date and contact fields ("undefined" when empty)', () => {
    expect(pipe(item('respondent', 'respondent', 'id'))).toBe('resp-42');
    expect(pipe(item('date', 'date', 'iso'))).toBe('2026-11-26');
    expect(pipe(item('field', 'field', 'email'))).toBe('ann@example.org');
    expect(pipe(`${item('field', 'field', 'phone')} ${item('field', 'field', 'fax')} ${item('field', 'field', '')}`)).toBe('undefined undefined undefined');
  });

  it('pipes a quota definition\'s code and label and the names of quotas and quota groups', () => {
    expect(pipe(`${item('quota', 'quota1.d1', 'code')} ${item('quota', 'quota1.d1', 'label')} ${item('quota', 'quota1.d1', 'name')}`)).toBe('N North QUOTA1');
    expect(pipe(item('quota_group', 'quota1.qg1', 'name'))).toBe('Regions');
  });

  it('drops a viewer chip\'s text and reads attributes in any order and quoting', () => {
    expect(pipe(`Hi <span class="dt-chip" dt-value='label' dt-type=question dt-id="q1">Q1: Label</span>!`)).toBe('Hi Yes!');
  });

  it('leaves HTML without items as it is', () => {
    const html = '<p>No <span class="x">items</span> &amp; here</p>';
    expect(pipe(html)).toBe(html);
  });
});

describe('respondentComponents', () => {
  it('pipes every language\'s texts and orders answers once: applying it again changes nothing', () => {
    const survey = surveyComponents().map((c): Component => {
      if (c.id === 'ag3' && c.kind === 'answer_group' && c.answer_group_type === 'multi') return { ...c, child_list_order: 'rotate' };
      if (c.id === 'q2' && c.kind === 'question') return { ...c, default_language_data: { question_text: `<p>${item('question', 'q1', 'label')}: how many?</p>` } };
      return c;
    });
    const view = { seed: 'resp-1', lang: EN, piping: { respondentId: 'resp-1', today: '2026-11-26', answers: ANSWERS, contact: {} }, survey };
    const once = respondentComponents(survey, view);
    expect(once.find((c) => c.id === 'q2')).toMatchObject({ default_language_data: { question_text: '<p>Yes: how many?</p>' } });
    expect(once.find((c) => c.id === 'ag3')).toMatchObject({ child_list_order: 'as_displayed' });
    // Tea and Juice rotate; 'other' and the exclusive answer keep their places (2 and 3).
    const orderOf = (list: readonly Component[], id: string) => list.find((c) => c.id === id)!.order;
    expect([orderOf(once, 'a33'), orderOf(once, 'a34')]).toEqual([2, 3]);
    expect(respondentComponents(once, { ...view, survey: once })).toEqual(once);
  });
});
