import { describe, expect, it } from 'vitest';
import { dateTextError } from './date-text';

describe('dateTextError', () => {
  it('accepts a date in the configured order and empty text', () => {
    expect(dateTextError('31-12-2024', 'DD-MM-YYYY')).toBeNull();
    expect(dateTextError('', 'DD-MM-YYYY')).toBeNull();
  });

  it('names the expected order otherwise', () => {
    expect(dateTextError('2024-12-31', 'DD-MM-YYYY')).toBe('Enter the date as DD-MM-YYYY');
  });
});
