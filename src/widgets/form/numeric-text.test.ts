import { describe, expect, it } from 'vitest';
import { keepNumericCharacters } from './numeric-text';

describe('keepNumericCharacters', () => {
  it('strips everything except digits, "." and "-"', () => {
    expect(keepNumericCharacters('a-1,2.3 e4')).toBe('-12.34');
  });

  it('keeps repeated separators for the author to fix', () => {
    expect(keepNumericCharacters('1..2--')).toBe('1..2--');
  });
});
