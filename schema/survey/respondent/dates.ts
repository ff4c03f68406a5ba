// Date answers (spec §3, §5): every display reports YYYY-MM-DD; text is typed in the group's
// format. The one reading of typed dates, shared by the date widgets, the form-post parser and
// the server's checks, so a date typed with or without scripts reads the same.
import type { DATE_FORMATS } from '../components/answer-group';

export type DateFormat = (typeof DATE_FORMATS)[number];
export type DatePart = 'day' | 'month' | 'year';

/** Spec §5: a dropdown date offers the years from the current one down to 1921. */
export const FIRST_DROPDOWN_YEAR = 1921;

const PART_ORDER = {
  'DD-MM-YYYY': ['day', 'month', 'year'],
  'MM-DD-YYYY': ['month', 'day', 'year'],
  'YYYY-MM-DD': ['year', 'month', 'day'],
} as const satisfies Record<DateFormat, readonly DatePart[]>;

/** A real calendar day as YYYY-MM-DD, year 1 to 9999 (spec §5: under 10000). */
export function isIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  // setUTCFullYear: Date.UTC reads the years 0-99 as 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Reads text typed in the given format (separators '-', '/', '.' or space; all four digits of the
 * year) as YYYY-MM-DD, or '' when it is not a real date.
 */
export function parseDateText(text: string, format: DateFormat): string {
  const pieces = text.trim().split(/[-/. ]+/);
  if (pieces.length !== 3 || !pieces.every((piece) => /^\d+$/.test(piece))) return '';
  const parts: Partial<Record<DatePart, string>> = {};
  PART_ORDER[format].forEach((part, index) => {
    parts[part] = pieces[index];
  });
  const { day = '', month = '', year = '' } = parts;
  // A typed year needs all four digits: "5-3-2" is half-typed, not the year 0002.
  if (year.length !== 4 || day.length > 2 || month.length > 2) return '';
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : '';
}
