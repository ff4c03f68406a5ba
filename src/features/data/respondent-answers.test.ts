import { describe, expect, it } from 'vitest';
import { answersToSave, draftsOf, questionModels } from './respondent-answers';
import type { Answer, Header, RespondentRow } from './respondent-data-types';

const headers: Header[] = [
  { name: 'Q1', label: 'Age?', questionId: 'q1', answerGroupId: 'ag1', answerCode: null, valueKind: 'code', valueLabels: [{ code: '1', label: 'Young' }, { code: '2', label: 'Old' }] },
  { name: 'Q2_1', label: 'Drinks?: Tea', questionId: 'q2', answerGroupId: 'ag2', answerCode: '1', valueKind: 'selected', valueLabels: [] },
  { name: 'Q2_2', label: 'Drinks?: Other', questionId: 'q2', answerGroupId: 'ag2', answerCode: '2', valueKind: 'selected', valueLabels: [] },
  { name: 'Q2_other', label: 'Drinks?: Other (other)', questionId: 'q2', answerGroupId: 'ag2', answerCode: '2', valueKind: 'other', valueLabels: [] },
  { name: 'Q3_AG1', label: 'Size?', questionId: 'q3', answerGroupId: 'ag3', answerCode: null, valueKind: 'numeric', valueLabels: [] },
  { name: 'Q3_AG2', label: 'Size?', questionId: 'q3', answerGroupId: 'ag4', answerCode: null, valueKind: 'text', valueLabels: [] },
];
const answer = (q: string, ag: string, patch: Partial<Answer>): Answer => ({
  questionId: `p-${q}`, answerGroupId: `p-${ag}`, designQuestionId: q, designAnswerGroupId: ag, codes: null, otherText: null, date: null, numeric: null, text: null, ...patch,
});
const row: RespondentRow = {
  id: 'r', status: 'complete', screenedReason: null, languageId: 'en', isTest: false, version: 1, surveyStart: null, surveyEnd: null, createdAt: '2025-01-01T00:00:00Z',
  answers: [answer('q1', 'ag1', { codes: ['1'] }), answer('q2', 'ag2', { codes: ['2'], otherText: 'Mate' }), answer('q3', 'ag3', { numeric: 0 })],
};

describe('a respondent\'s answers for editing', () => {
  it('groups the columns back into questions and answer groups', () => {
    const questions = questionModels(headers);
    expect(questions.map((q) => [q.name, q.text, q.groups.map((g) => g.kind)])).toEqual([
      ['Q1', 'Age?', ['single']], ['Q2', 'Drinks?', ['multi']], ['Q3', 'Size?', ['numeric', 'text']],
    ]);
    expect(questions[1]!.groups[0]).toMatchObject({ choices: [{ code: '1', label: 'Tea' }, { code: '2', label: 'Other' }], otherCodes: ['2'] });
  });

  it('sends every answer group of the changed questions only, by design ids, an emptied one without a value', () => {
    const questions = questionModels(headers);
    const drafts = draftsOf(row, questions);
    expect(drafts.get('q3/ag3')!.numeric).toBe('0');
    drafts.set('q3/ag3', { ...drafts.get('q3/ag3')!, numeric: '' });
    drafts.set('q3/ag4', { ...drafts.get('q3/ag4')!, text: 'Large' });
    drafts.set('q2/ag2', { ...drafts.get('q2/ag2')!, codes: ['1'] });
    expect(answersToSave(questions, drafts, new Set(['q2', 'q3']))).toEqual({ ok: true, answers: [
      { questionId: 'q2', answerGroupId: 'ag2', codes: ['1'] },
      { questionId: 'q3', answerGroupId: 'ag3' },
      { questionId: 'q3', answerGroupId: 'ag4', text: 'Large' },
    ] });
  });

  it('keeps the other text only while its answer is chosen', () => {
    const questions = questionModels(headers);
    const drafts = draftsOf(row, questions);
    expect(answersToSave(questions, drafts, new Set(['q2']))).toEqual({ ok: true, answers: [{ questionId: 'q2', answerGroupId: 'ag2', codes: ['2'], otherText: 'Mate' }] });
  });

  it('refuses a number that is not one, naming the field', () => {
    const questions = questionModels(headers);
    const drafts = draftsOf(row, questions);
    drafts.set('q3/ag3', { ...drafts.get('q3/ag3')!, numeric: '1e' });
    const result = answersToSave(questions, drafts, new Set(['q3']));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.get('q3/ag3')).toBe('Q3_AG1: enter a number');
  });
});
