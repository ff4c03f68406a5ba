import { describe, expect, it } from 'vitest';
import { createComponent, type Component } from '../components/component';
import { surveyComponents } from './test-survey';
import { parseDateText } from './dates';
import { answerFieldName, answersFromForm, datePartFieldName, otherFieldName } from './form-fields';

const components = surveyComponents();

function dateQuestion(id: string, display: 'datepicker' | 'date' | 'text' | 'selects'): Component[] {
  return [
    createComponent('question', { id, name: id, order: 9, parent: null, question_type: 'open_text' }),
    createComponent('answer_group', { id: `${id}g`, name: 'AG1', order: 0, parent: { id, kind: 'question' }, answer_group_type: 'date', display, format: 'DD-MM-YYYY' }),
  ];
}

describe('answersFromForm', () => {
  it('reads a single code with its other text, multi codes and a typed number', () => {
    const answers = answersFromForm(
      [
        [answerFieldName('q1', 'ag1'), '1'],
        [answerFieldName('q2', 'ag2'), ' 3 '],
        [answerFieldName('q3', 'ag3'), '1'],
        [answerFieldName('q3', 'ag3'), '3'],
        [otherFieldName('q3', 'ag3', '3'), 'Milk'],
        // The other text of an answer not chosen is not an answer.
        [otherFieldName('q3', 'ag3', '2'), 'ignored'],
      ],
      components,
    );
    expect(answers).toEqual({
      q1: { ag1: { type: 'single', value: { code: '1', other: {} } } },
      q2: { ag2: { type: 'numeric', value: 3 } },
      q3: { ag3: { type: 'multi', value: { codes: ['1', '3'], other: { '3': 'Milk' } } } },
    });
  });

  it('keys grid rows by their own question, sharing the grid group', () => {
    const answers = answersFromForm([[answerFieldName('gq1', 'gag'), '2'], [answerFieldName('gq2', 'gag'), '1']], components);
    expect(answers.gq1?.gag).toEqual({ type: 'single', value: { code: '2', other: {} } });
    expect(answers.gq2?.gag).toEqual({ type: 'single', value: { code: '1', other: {} } });
  });

  it('leaves out empty and unknown fields', () => {
    const answers = answersFromForm([[answerFieldName('q1', 'ag1'), ''], [answerFieldName('q2', 'ag2'), ''], ['a:nope:ag1', '1'], ['csrf', 'x']], components);
    expect(answers).toEqual({});
  });

  it('hands on what the group does not allow, for validatePage to name', () => {
    const answers = answersFromForm(
      [[answerFieldName('q1', 'ag1'), '1'], [answerFieldName('q1', 'ag1'), '2'], [answerFieldName('q2', 'ag2'), 'ten']],
      components,
    );
    expect(answers.q1?.ag1).toEqual({ type: 'multi', value: { codes: ['1', '2'], other: {} } });
    expect(answers.q2?.ag2).toMatchObject({ type: 'numeric', value: Number.NaN });
  });

  it('reads dates from the picker, from text in the group order and from parts', () => {
    const page = [...dateQuestion('p', 'datepicker'), ...dateQuestion('t', 'text'), ...dateQuestion('s', 'date'), ...dateQuestion('d', 'selects')];
    const answers = answersFromForm(
      [
        [answerFieldName('p', 'pg'), '2024-03-05'],
        [answerFieldName('t', 'tg'), '05-03-2024'],
        [datePartFieldName('s', 'sg', 'day'), '5'],
        [datePartFieldName('s', 'sg', 'month'), '3'],
        [datePartFieldName('s', 'sg', 'year'), '2024'],
        [datePartFieldName('d', 'dg', 'day'), '31'],
        [datePartFieldName('d', 'dg', 'month'), '02'],
        [datePartFieldName('d', 'dg', 'year'), '2024'],
      ],
      page,
    );
    expect(answers).toEqual({
      p: { pg: { type: 'date', value: '2024-03-05' } },
      t: { tg: { type: 'date', value: '2024-03-05' } },
      s: { sg: { type: 'date', value: '2024-03-05' } },
      // Not a real date: kept as posted so the check can say so.
      d: { dg: { type: 'date', value: '2024-02-31' } },
    });
  });

  it('keeps date text it cannot read as typed', () => {
    expect(answersFromForm([[answerFieldName('t', 'tg'), 'soon']], dateQuestion('t', 'text'))).toEqual({ t: { tg: { type: 'date', value: 'soon' } } });
  });

  it('looks names up rather than splitting them, so ids may hold the separator', () => {
    const page = [
      createComponent('question', { id: 'q:1', name: 'Q1', order: 0, parent: null, question_type: 'open_text' }),
      createComponent('answer_group', { id: 'g:1', name: 'AG1', order: 0, parent: { id: 'q:1', kind: 'question' }, answer_group_type: 'open_text' }),
    ];
    expect(answersFromForm([[answerFieldName('q:1', 'g:1'), 'hello']], page)).toEqual({ 'q:1': { 'g:1': { type: 'open_text', value: 'hello' } } });
  });
});

describe('parseDateText', () => {
  it('reads the group format with any of its separators, and only real dates', () => {
    expect(parseDateText('5/3/2024', 'DD-MM-YYYY')).toBe('2024-03-05');
    expect(parseDateText('03.05.2024', 'MM-DD-YYYY')).toBe('2024-03-05');
    expect(parseDateText('0024-03-05', 'YYYY-MM-DD')).toBe('0024-03-05');
    for (const bad of ['31-02-2024', '5-3-24', '5-3', 'a-3-2024', '0-0-0000']) expect(parseDateText(bad, 'DD-MM-YYYY')).toBe('');
  });
});
