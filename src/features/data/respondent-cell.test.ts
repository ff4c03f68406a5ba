import { describe, expect, it } from 'vitest';
import { answerOf, cellContent, cellText } from './respondent-cell';
import type { Answer, Header, RespondentRow } from './respondent-data-types';

const header = (patch: Partial<Header>): Header => ({
  name: 'Q1', label: 'How old are you?', questionId: 'dq1', answerGroupId: 'dag1', answerCode: null, valueKind: 'code',
  valueLabels: [{ code: '1', label: 'Young' }, { code: '2', label: 'Old' }], ...patch,
});
const answer = (patch: Partial<Answer>): Answer => ({
  questionId: 'pq1', answerGroupId: 'pag1', designQuestionId: 'dq1', designAnswerGroupId: 'dag1',
  codes: null, otherText: null, date: null, numeric: null, text: null, ...patch,
});
const row = (answers: Answer[]): RespondentRow => ({
  id: 'r1', status: 'complete', screenedReason: null, languageId: 'en', isTest: false, version: 1,
  surveyStart: null, surveyEnd: null, createdAt: '2025-01-01T00:00:00Z', answers,
});

describe('a cell of the Data table', () => {
  it('shows a code column as label with code, and the code alone when it has no label', () => {
    expect(cellText(cellContent(header({}), answer({ codes: ['2'] })))).toBe('Old (2)');
    expect(cellText(cellContent(header({}), answer({ codes: ['9'] })))).toBe('9');
  });

  it('shows a JSON response code as its code plus error and message', () => {
    const processor = header({ valueLabels: [{ code: '401', label: 'Unauthorized' }] });
    const content = cellContent(processor, answer({ codes: ['{"code":401,"error":"Bad token","message":"Expired"}'] }));
    expect(content.kind).toBe('response');
    expect(cellText(content)).toBe('Unauthorized (401 · error: Bad token · message: Expired)');
  });

  it('reads a multi as 1 chosen / 0 answered but not chosen, and other boxes as their text', () => {
    const chosen = answer({ codes: ['1', '3'], otherText: 'Tea' });
    expect(cellText(cellContent(header({ valueKind: 'selected', answerCode: '3' }), chosen))).toBe('1');
    expect(cellText(cellContent(header({ valueKind: 'selected', answerCode: '2' }), chosen))).toBe('0');
    expect(cellText(cellContent(header({ valueKind: 'other', answerCode: '3' }), chosen))).toBe('Tea');
  });

  it('shows dates, numbers (zero included) and texts, and nothing when unanswered', () => {
    expect(cellText(cellContent(header({ valueKind: 'date' }), answer({ date: '2024-02-29' })))).toBe('2024-02-29');
    expect(cellText(cellContent(header({ valueKind: 'numeric' }), answer({ numeric: 0 })))).toBe('0');
    expect(cellText(cellContent(header({ valueKind: 'text' }), answer({ text: 'Hello' })))).toBe('Hello');
    expect(cellContent(header({ valueKind: 'selected', answerCode: '1' }), undefined)).toEqual({ kind: 'empty' });
  });

  it('reads an unknown value kind as text', () => {
    expect(cellText(cellContent(header({ valueKind: 'rating' }), answer({ text: '5' })))).toBe('5');
  });

  it('finds a row\'s answer by design ids, whatever the version published them as', () => {
    const r = row([answer({ codes: ['1'] }), answer({ designQuestionId: 'dq2', designAnswerGroupId: 'dag2', text: 'x' }), answer({ designQuestionId: null })]);
    expect(answerOf(r, { questionId: 'dq2', answerGroupId: 'dag2' })?.text).toBe('x');
    expect(answerOf(r, { questionId: 'dq1', answerGroupId: 'dag1' })?.codes).toEqual(['1']);
    expect(answerOf(r, { questionId: 'dq3', answerGroupId: 'dag1' })).toBeUndefined();
  });
});
