import { describe, expect, it } from 'vitest';
import { textLengthError } from './text-length';

describe('textLengthError', () => {
  it('leaves empty text to the required rule', () => {
    expect(textLengthError('', { min: 5 })).toBeNull();
  });

  it('asks for at least min characters', () => {
    expect(textLengthError('abc', { min: 5 })).toBe('Enter at least 5 characters');
  });

  it('flags more than max characters', () => {
    expect(textLengthError('abcdef', { max: 5 })).toBe('Enter no more than 5 characters');
  });

  it('accepts text within the limits', () => {
    expect(textLengthError('abcde', { min: 5, max: 5 })).toBeNull();
  });
});
