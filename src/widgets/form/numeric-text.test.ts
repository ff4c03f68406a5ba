import { describe, expect, it } from 'vitest';
import { isNumberText, keepNumericCharacters } from './numeric-text';

describe('keepNumericCharacters', () => {
  it('strips everything except digits, "." and "-"', () => {
    expect(keepNumericCharacters('a-1,2.3 e4')).toBe('-12.34');
  });

  it('keeps repeated separators for the author to fix', () => {
    expect(keepNumericCharacters('1..2--')).toBe('1..2--');
  });
});

describe('isNumberText', () => {
  it('reads whole, negative and decimal numbers', () => {
    for (const text of ['0', '42', '-7', '3.25', '-0.5', '.5', '3.']) expect(isNumberText(text), text).toBe(true);
  });

  it('refuses what the filter lets through but is no number', () => {
    for (const text of ['', '-', '.', '1..2', '1-2', '--1', '1.2.3', '-.']) expect(isNumberText(text), text).toBe(false);
  });
});
