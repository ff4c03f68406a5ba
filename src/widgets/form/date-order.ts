// Date field orders and the YYYY-MM-DD value every date input emits (spec §3 date answers, §5).
import { parseDateText } from '../../../schema/survey/respondent/dates';
import { parseDateValue } from '../format/date';

export const DATE_ORDERS = ['DD-MM-YYYY', 'MM-DD-YYYY', 'YYYY-MM-DD'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const DEFAULT_DATE_ORDER: DateOrder = 'YYYY-MM-DD';
export const IMPOSSIBLE_DATE_MESSAGE = 'This date does not exist';

export type DatePart = 'day' | 'month' | 'year';
export const DATE_PART_LENGTH = { day: 2, month: 2, year: 4 } as const satisfies Record<DatePart, number>;
export const DATE_PART_LABEL = { day: 'Day', month: 'Month', year: 'Year' } as const satisfies Record<
  DatePart,
  string
>;

const PART_ORDER = {
  'DD-MM-YYYY': ['day', 'month', 'year'],
  'MM-DD-YYYY': ['month', 'day', 'year'],
  'YYYY-MM-DD': ['year', 'month', 'day'],
} as const satisfies Record<DateOrder, readonly DatePart[]>;

export type DateParts = Readonly<Record<DatePart, string>>;
export const EMPTY_DATE_PARTS: DateParts = { day: '', month: '', year: '' };

export function datePartOrder(order: DateOrder): readonly DatePart[] {
  return PART_ORDER[order];
}

export function padDatePart(part: DatePart, text: string): string {
  return text === '' ? '' : text.padStart(DATE_PART_LENGTH[part], '0');
}

export function isCompleteParts(parts: DateParts): boolean {
  return parts.day !== '' && parts.month !== '' && parts.year !== '';
}

/** YYYY-MM-DD for a real calendar day, or '' when a part is missing or the day does not exist. */
export function composeIsoDate(parts: DateParts): string {
  if (!isCompleteParts(parts) || !/^\d+$/.test(parts.day + parts.month + parts.year)) return '';
  const [year, month, day] = (['year', 'month', 'day'] as const).map((part) => padDatePart(part, parts[part]));
  const iso = `${year}-${month}-${day}`;
  if (iso.length !== 10 || Number(parts.year) < 1) return '';
  return parseDateValue(iso) ? iso : '';
}

/** The parts of a YYYY-MM-DD value; empty parts for anything else. */
export function splitIsoDate(iso: string): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return EMPTY_DATE_PARTS;
  const [, year = '', month = '', day = ''] = match;
  return { day, month, year };
}

/** Shows a YYYY-MM-DD value in the given order with '-' separators; '' for no value. */
export function formatIsoDate(iso: string, order: DateOrder): string {
  const parts = splitIsoDate(iso);
  if (!isCompleteParts(parts)) return '';
  return datePartOrder(order)
    .map((part) => parts[part])
    .join('-');
}

/**
 * Reads text typed in the given order (separators '-', '/', '.' or space; a four-digit year) as
 * YYYY-MM-DD, or ''. The survey schema's reading, so the server reads a date posted without
 * scripts exactly as this box does.
 */
export function parseOrderedDate(text: string, order: DateOrder): string {
  return parseDateText(text, order);
}

export const INCOMPLETE_DATE_MESSAGE = 'Enter a complete date';

/** Why entered parts give no date: some missing, or a day that does not exist; null if fine. */
export function datePartsError(parts: DateParts): string | null {
  const filled = [parts.day, parts.month, parts.year].filter((part) => part !== '').length;
  if (filled === 0) return null;
  if (filled < 3) return INCOMPLETE_DATE_MESSAGE;
  return composeIsoDate(parts) === '' ? IMPOSSIBLE_DATE_MESSAGE : null;
}
