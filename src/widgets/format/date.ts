// Date display. Date-only strings ("2024-03-05") are read as that calendar day in local time, not as
// UTC midnight, so a survey date never shows as the previous day west of Greenwich.
export const INVALID_DATE_MESSAGE = 'Invalid date string';

export type DateInput = string | number | Date;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/** The instant a value names, or null when it names none (including days like 2024-02-31). */
export function parseDateValue(value: DateInput): Date | null {
  if (value instanceof Date || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  // A reply may hold anything where a date belongs (null, a number as text, an object).
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const [year, month, day] = dateOnly.slice(1).map(Number) as [number, number, number];
    const date = new Date(year, month - 1, day);
    date.setFullYear(year); // years 0-99 would otherwise be read as 1900-1999
    const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
    return sameDay ? date : null;
  }
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * Formats with the tokens YYYY, MM, DD, HH, mm, ss (local time); other characters are kept.
 * Throws Error('Invalid date string') when the value names no date.
 */
export function formatDate(value: DateInput, format: string): string {
  const date = parseDateValue(value);
  if (!date) throw new Error(INVALID_DATE_MESSAGE);
  return format.replace(TOKENS, (token) => {
    switch (token) {
      case 'YYYY':
        return pad(date.getFullYear(), 4);
      case 'MM':
        return pad(date.getMonth() + 1, 2);
      case 'DD':
        return pad(date.getDate(), 2);
      case 'HH':
        return pad(date.getHours(), 2);
      case 'mm':
        return pad(date.getMinutes(), 2);
      default:
        return pad(date.getSeconds(), 2);
    }
  });
}

/**
 * Survey dates appear as DD/MM/YYYY (spec §9). A value that names no date shows "Invalid date
 * string" in the date's place (spec §8) instead of throwing: one bad date in a reply must not take
 * down the page that lists it.
 */
export function formatSurveyDate(iso: DateInput | null | undefined): string {
  const date = iso === null || iso === undefined ? null : parseDateValue(iso);
  return date ? formatDate(date, 'DD/MM/YYYY') : INVALID_DATE_MESSAGE;
}
