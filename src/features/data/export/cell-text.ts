// A cell as the text formats write it: numbers in JavaScript's shortest round-trip form, dates and
// instants as the service gives them (ISO 8601), nothing for a missing value.
import type { ExportCell } from './export-cell';

export function cellText(cell: ExportCell): string {
  if (cell === null) return '';
  return typeof cell === 'number' ? String(cell) : cell;
}
