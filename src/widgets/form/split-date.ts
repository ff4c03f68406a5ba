// Split date input rules (spec §5): three digit fields that move focus on once a part is settled.
import { DATE_PART_LENGTH } from './date-order';
import type { DatePart } from './date-order';

export const YEAR_LIMIT = 10_000;

/**
 * The text a part takes after an edit: digits only; a part longer than its length, or a year of
 * 10000 or more, reverts to the previous text.
 */
export function acceptDatePartInput(part: DatePart, next: string, previous: string): string {
  const digits = next.replace(/\D/g, '');
  if (digits.length > DATE_PART_LENGTH[part]) return previous;
  if (part === 'year' && Number(digits) >= YEAR_LIMIT) return previous;
  return digits;
}

/**
 * Whether focus moves to the next field: when the part is full, or when its first digit cannot
 * start a two-digit value (a day of 4-9, a month of 3-9).
 */
export function shouldAdvanceDatePart(part: DatePart, text: string): boolean {
  if (text.length >= DATE_PART_LENGTH[part]) return true;
  if (text.length !== 1) return false;
  const digit = Number(text);
  if (part === 'day') return digit >= 4;
  if (part === 'month') return digit >= 3;
  return false;
}
