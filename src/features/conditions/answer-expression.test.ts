import { describe, expect, it } from 'vitest';
import { formatAnswerExpression, parseAnswerExpression } from './answer-expression';

const choices = [{ id: 'a1', code: '1', label: 'Yes' }, { id: 'a2', code: '2', label: 'No' }, { id: 'a3', code: '99', label: 'None' }];

describe('answer expressions', () => {
  it('reads + as AND and , as OR, storing answer ids', () => {
    expect(parseAnswerExpression('1+2, 99', choices)).toEqual({ ok: true, answers: [['a1', 'a2'], ['a3']] });
    expect(parseAnswerExpression('  ', choices)).toEqual({ ok: true, answers: [] });
  });

  it('names an unknown code and an empty AND part', () => {
    expect(parseAnswerExpression('1, 7', choices)).toEqual({ ok: false, message: 'There is no answer with code 7' });
    expect(parseAnswerExpression('1++2', choices)).toMatchObject({ ok: false });
  });

  it('writes stored ids back as codes, marking deleted answers', () => {
    expect(formatAnswerExpression([['a1', 'a2'], ['a3']], choices)).toBe('1+2, 99');
    expect(formatAnswerExpression([['gone']], choices)).toBe('?');
  });
});
