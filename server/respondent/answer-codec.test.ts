import { describe, expect, it } from 'vitest';
import type { AnswerGroupType, Answers } from '../../schema';
import { answersOfStored, storedAnswersOf } from './answer-codec';

const types: Record<string, AnswerGroupType> = { 'q1.ag1': 'single', 'q2.ag1': 'multi', 'q3.ag1': 'numeric', 'q4.ag1': 'open_text', 'q5.ag1': 'date' };
const typeOf = (q: string, g: string) => types[`${q}.${g}`];

describe('answer codec', () => {
  const answers: Answers = {
    q1: { ag1: { type: 'single', value: { code: '4', other: { 4: 'a ferret' } } } },
    q2: { ag1: { type: 'multi', value: { codes: ['1', '3'], other: {} } } },
    q3: { ag1: { type: 'numeric', value: 0 } },
    q4: { ag1: { type: 'open_text', value: 'fine' } },
    q5: { ag1: { type: 'date', value: '2001-09-30' } },
  };

  it('stores each answer as codes, a numeric, an open text or a date, keeping other texts', () => {
    expect(storedAnswersOf(answers)).toEqual([
      { kind: 'code', questionId: 'q1', answerGroupId: 'ag1', values: [{ code: '4', otherText: 'a ferret' }] },
      { kind: 'code', questionId: 'q2', answerGroupId: 'ag1', values: [{ code: '1' }, { code: '3' }] },
      { kind: 'numeric', questionId: 'q3', answerGroupId: 'ag1', value: 0 },
      { kind: 'open_text', questionId: 'q4', answerGroupId: 'ag1', value: 'fine' },
      { kind: 'date', questionId: 'q5', answerGroupId: 'ag1', value: '2001-09-30' },
    ]);
  });

  it('stores nothing for empty values', () => {
    expect(storedAnswersOf({
      q1: { ag1: { type: 'single', value: { code: null, other: {} } }, ag2: { type: 'multi', value: { codes: [], other: {} } } },
      q3: { ag1: { type: 'numeric', value: null }, ag2: { type: 'open_text', value: '' }, ag3: { type: 'date', value: '' } },
    })).toEqual([]);
  });

  it('reads stored answers back as the same answers, by the version’s group types', () => {
    expect(answersOfStored(storedAnswersOf(answers), typeOf)).toEqual(answers);
  });

  it('leaves out a stored answer whose group is unknown or of another type', () => {
    const stored = storedAnswersOf(answers);
    expect(answersOfStored(stored, (q, g) => (q === 'q3' ? 'open_text' : q === 'q4' ? undefined : typeOf(q, g)))).toEqual({
      q1: answers.q1, q2: answers.q2, q5: answers.q5,
    });
  });
});
