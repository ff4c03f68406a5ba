import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows zero as 0 Bytes', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
  });

  it('keeps small sizes in Bytes', () => {
    expect(formatFileSize(999)).toBe('999 Bytes');
  });

  it('uses base 1000 by default', () => {
    expect(formatFileSize(1500)).toBe('1.5 KB');
    expect(formatFileSize(5_242_880)).toBe('5.24 MB');
  });

  it('uses base 1024 when asked', () => {
    expect(formatFileSize(1536, { base: 1024 })).toBe('1.5 KB');
    expect(formatFileSize(5_242_880, { base: 1024 })).toBe('5 MB');
  });

  it('reaches GB and TB', () => {
    expect(formatFileSize(2e9)).toBe('2 GB');
    expect(formatFileSize(3e12)).toBe('3 TB');
  });

  it('stays in TB beyond the largest unit', () => {
    expect(formatFileSize(4e15)).toBe('4000 TB');
  });

  it('rounds to the requested decimals', () => {
    expect(formatFileSize(1234, { decimals: 0 })).toBe('1 KB');
  });

  it('rejects negative and non-finite sizes, naming the value', () => {
    expect(() => formatFileSize(-1)).toThrow(/-1/);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});
