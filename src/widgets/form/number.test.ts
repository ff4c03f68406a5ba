import { describe, expect, it } from 'vitest';
import {
  clampNumber,
  parseNumberText,
  sanitizeNumberText,
  settleNumberText,
  snapWhileTyping,
  truncateDecimals,
} from './number';

describe('sanitizeNumberText', () => {
  it('keeps digits only', () => {
    expect(sanitizeNumberText('1a2 3', {})).toBe('123');
  });

  it('drops the period when no decimal places are allowed', () => {
    expect(sanitizeNumberText('1.5', { decimalPlaces: 0 })).toBe('15');
  });

  it('keeps one period only when decimal places > 0', () => {
    expect(sanitizeNumberText('1.2.3', { decimalPlaces: 3 })).toBe('1.23');
  });

  it('cuts decimals beyond the configured places', () => {
    expect(sanitizeNumberText('3.14159', { decimalPlaces: 2 })).toBe('3.14');
  });

  it('keeps a minus only as the first character', () => {
    expect(sanitizeNumberText('-5-', {})).toBe('-5');
    expect(sanitizeNumberText('5-', {})).toBe('5');
  });

  it('keeps a minus only when min is unset or negative', () => {
    expect(sanitizeNumberText('-5', { min: -10 })).toBe('-5');
    expect(sanitizeNumberText('-5', { min: 0 })).toBe('5');
  });

  it('sanitises pasted text', () => {
    expect(sanitizeNumberText(' -1,234.567 kg', { decimalPlaces: 2 })).toBe('-1234.56');
  });
});

describe('parseNumberText', () => {
  it('gives null for empty and half-typed text', () => {
    for (const text of ['', '-', '.', '-.']) expect(parseNumberText(text, { decimalPlaces: 1 })).toBeNull();
  });

  it('clamps to min and max', () => {
    expect(parseNumberText('150', { max: 100 })).toBe(100);
    expect(parseNumberText('5', { min: 10 })).toBe(10);
  });

  it('truncates to the configured places', () => {
    expect(parseNumberText('2.999', { decimalPlaces: 1 })).toBe(2.9);
  });
});

describe('clampNumber', () => {
  it('leaves values within bounds alone', () => {
    expect(clampNumber(5, 0, 10)).toBe(5);
  });

  it('throws with both values when bounds are crossed', () => {
    expect(() => clampNumber(5, 10, 1)).toThrow('min 10 > max 1');
  });
});

describe('truncateDecimals', () => {
  it('cuts without rounding', () => {
    expect(truncateDecimals(1.999, 2)).toBe(1.99);
    expect(truncateDecimals(-1.999, 0)).toBe(-1);
  });

  it('does not suffer float drift', () => {
    expect(truncateDecimals(0.29, 2)).toBe(0.29);
  });
});

describe('settleNumberText', () => {
  it('clears a lone "-" or "."', () => {
    expect(settleNumberText('-')).toBe('');
    expect(settleNumberText('.')).toBe('');
  });

  it('turns "0.", "-0" and "-0." into 0', () => {
    for (const text of ['0.', '-0', '-0.']) expect(settleNumberText(text)).toBe('0');
  });

  it('removes a trailing period', () => {
    expect(settleNumberText('12.')).toBe('12');
  });

  it('keeps complete numbers', () => {
    expect(settleNumberText('-1.5')).toBe('-1.5');
  });
});

describe('snapWhileTyping', () => {
  it('snaps to max once a positive text passes it', () => {
    expect(snapWhileTyping('1000', { max: 100 })).toBe('100');
  });

  it('snaps to min once a negative text passes it', () => {
    expect(snapWhileTyping('-50', { min: -10 })).toBe('-10');
  });

  it('waits while more digits could still reach the range', () => {
    expect(snapWhileTyping('1', { min: 10 })).toBe('1');
    expect(snapWhileTyping('-5', { max: -10 })).toBe('-5');
  });
});
