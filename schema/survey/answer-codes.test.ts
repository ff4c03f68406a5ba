import { describe, expect, it } from 'vitest';
import { nextAnswerCode } from './answer-codes';

const coded = (...codes: string[]) => codes.map((code) => ({ code }));

describe('new answer codes', () => {
  it('numbers answers added in order 1, 2, 3', () => {
    expect(nextAnswerCode([], 0)).toBe('1');
    expect(nextAnswerCode(coded('1'), 1)).toBe('2');
    expect(nextAnswerCode(coded('1', '2'), 2)).toBe('3');
  });

  it('starts after the position and skips codes siblings use', () => {
    expect(nextAnswerCode(coded('1', '2', '3'), 1)).toBe('4');
    expect(nextAnswerCode(coded('1', '3'), 1)).toBe('2');
  });

  it('does not go below the position even when lower codes are free', () => {
    expect(nextAnswerCode(coded('7', '8'), 2)).toBe('3');
  });

  it('frees the codes of siblings being deleted', () => {
    const siblings = [{ code: '1' }, { code: '2', deleted: true }, { code: '3' }];
    expect(nextAnswerCode(siblings, 1)).toBe('2');
  });

  it('still skips a code held by a sibling that is kept', () => {
    const siblings = [{ code: '1' }, { code: '2' }, { code: '3', deleted: true }];
    expect(nextAnswerCode(siblings, 1)).toBe('3');
  });

  it('gives a new last answer the code of a deleted last sibling (2, deleted 3 → 3)', () => {
    expect(nextAnswerCode([{ code: '2' }, { code: '3', deleted: true }], 2)).toBe('3');
    expect(nextAnswerCode([{ code: '2' }, { code: '3' }], 2)).toBe('4');
  });

  it('ignores non-numeric codes and reads padded ones as numbers', () => {
    expect(nextAnswerCode(coded('A', 'B'), 0)).toBe('1');
    expect(nextAnswerCode(coded('01'), 0)).toBe('2');
  });

  it('throws naming the position when it is outside the siblings', () => {
    expect(() => nextAnswerCode(coded('1'), 3)).toThrow(/position 3 is outside 0..1/);
  });
});
