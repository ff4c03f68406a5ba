import { describe, expect, it } from 'vitest';
import { hexError, isValidHex, sanitizeHex } from './hex';

describe('sanitizeHex', () => {
  it('keeps only 0-9 and a-f', () => {
    expect(sanitizeHex('1g2h3z')).toBe('123');
  });

  it('stores letters lower-case', () => {
    expect(sanitizeHex('ABCDEF')).toBe('abcdef');
  });

  it('cuts pasted text to six characters after stripping', () => {
    expect(sanitizeHex('#FF 00 AA 12')).toBe('ff00aa');
  });
});

describe('hexError', () => {
  it('accepts an empty value', () => {
    expect(hexError('')).toBeNull();
  });

  it('accepts six valid digits in either case', () => {
    expect(hexError('f1f3f5')).toBeNull();
    expect(isValidHex('F1F3F5')).toBe(true);
  });

  it('rejects a partial value with "Invalid hex code"', () => {
    expect(hexError('fff')).toBe('Invalid hex code');
  });
});
