// Date answers typed as text (spec §3 date display "text"): read in the configured order.
import { parseOrderedDate } from '../form/date-order';
import type { DateOrder } from '../form/date-order';

export function dateTextError(text: string, order: DateOrder): string | null {
  if (text.trim() === '' || parseOrderedDate(text, order) !== '') return null;
  return `Enter the date as ${order}`;
}
