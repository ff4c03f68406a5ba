import { describe, expect, it } from 'vitest';
import { formatDate, formatSurveyDate, parseDateValue } from './date';

describe('formatSurveyDate', () => {
  it('shows an ISO instant as DD/MM/YYYY in local time', () => {
    expect(formatSurveyDate('2024-03-05T10:30:00')).toBe('05/03/2024');
  });

  it('shows a date-only string as that calendar day', () => {
    expect(formatSurveyDate('2024-03-05')).toBe('05/03/2024');
  });

  // Spec §8: the failure is shown where the date would be; the page around it stays (issue 12).
  it('shows "Invalid date string" in place of an unparsable date instead of throwing', () => {
    expect(formatSurveyDate('not a date')).toBe('Invalid date string');
    expect(formatSurveyDate('2024-02-31')).toBe('Invalid date string');
    expect(formatSurveyDate(null)).toBe('Invalid date string');
    expect(formatSurveyDate({} as unknown as string)).toBe('Invalid date string');
  });
});

describe('formatDate', () => {
  it('replaces every token and keeps other characters', () => {
    expect(formatDate('2024-12-31T23:04:05', 'YYYY-MM-DD HH:mm:ss')).toBe('2024-12-31 23:04:05');
    expect(formatDate(new Date(2024, 0, 2), 'MM-DD-YYYY')).toBe('01-02-2024');
  });

  it('throws Error("Invalid date string") for unparsable input', () => {
    expect(() => formatDate('', 'DD/MM/YYYY')).toThrow(new Error('Invalid date string'));
    expect(() => formatDate('2024-13-01', 'DD/MM/YYYY')).toThrow('Invalid date string');
    expect(() => formatDate(Number.NaN, 'DD/MM/YYYY')).toThrow('Invalid date string');
  });
});

describe('parseDateValue', () => {
  it('rejects days that do not exist', () => {
    expect(parseDateValue('2023-02-29')).toBeNull();
    expect(parseDateValue('2024-02-29')).not.toBeNull();
  });

  it('keeps years below 100 as written', () => {
    expect(parseDateValue('0099-01-01')?.getFullYear()).toBe(99);
  });
});
