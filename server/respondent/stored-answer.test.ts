import { describe, expect, it } from 'vitest';
import { answerRows, answersFromRows, canonicalAnswers, type StoredAnswer } from './stored-answer';

const code = (questionId: string, ...codes: string[]): StoredAnswer =>
  ({ kind: 'code', questionId, answerGroupId: 'ag', values: codes.map((c) => ({ code: c })) });

describe('stored answers', () => {
  it('sorts answers by question and answer group, and codes by code', () => {
    expect(canonicalAnswers([code('q2', '3', '1'), code('q1', '2')])).toEqual([code('q1', '2'), code('q2', '1', '3')]);
  });

  it('turns answers into rows and back unchanged', () => {
    const answers: StoredAnswer[] = [
      { kind: 'code', questionId: 'q1', answerGroupId: 'ag', values: [{ code: '1' }, { code: '9', otherText: 'a dog' }] },
      { kind: 'date', questionId: 'q2', answerGroupId: 'ag', value: '2024-02-29' },
      { kind: 'numeric', questionId: 'q3', answerGroupId: 'ag', value: -0.5 },
      { kind: 'open_text', questionId: 'q4', answerGroupId: 'ag', value: '' },
    ];
    const rows = answerRows('r1', answers);
    expect(rows.codes).toEqual([
      { respondent_id: 'r1', question_id: 'q1', answer_group_id: 'ag', code: '1', other_text: null },
      { respondent_id: 'r1', question_id: 'q1', answer_group_id: 'ag', code: '9', other_text: 'a dog' },
    ]);
    expect(answersFromRows(rows)).toEqual(answers);
  });

  it('refuses an answer group answered twice, a repeated code, a bad date and a non-finite number', () => {
    expect(() => canonicalAnswers([code('q1', '1'), code('q1', '2')])).toThrow('Answer group q1.ag is answered twice in one submission');
    expect(() => canonicalAnswers([code('q1', '1', '1')])).toThrow('Code 1 is chosen twice in answer group q1.ag');
    expect(() => canonicalAnswers([{ kind: 'date', questionId: 'q', answerGroupId: 'g', value: '28-02-1990' }]))
      .toThrow('Date answer q.g is "28-02-1990", not YYYY-MM-DD');
    expect(() => canonicalAnswers([{ kind: 'numeric', questionId: 'q', answerGroupId: 'g', value: Number.NaN }]))
      .toThrow('Numeric answer q.g is NaN, not a finite number');
  });
});
