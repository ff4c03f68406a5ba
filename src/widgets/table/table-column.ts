// Table columns and rows (spec §3): a column has label, value, sort, width and enable; a row may
// carry enable. Disabled columns and rows are not shown and not exported.
import type { ReactNode } from 'react';

export interface TableColumn<Row> {
  readonly label: string;
  /** A key of the row, or a function that computes the cell value from the row. */
  readonly value: (keyof Row & string) | ((row: Row) => unknown);
  /** Whether the header sorts the table. */
  readonly sort?: boolean;
  /** CSS width, e.g. 120 or "20%". */
  readonly width?: number | string;
  /** false hides the column. */
  readonly enable?: boolean;
  /** Shows the cell as more than text (a link, a status, actions); `value` still sorts and exports. */
  readonly render?: (row: Row) => ReactNode;
}

export interface TableRow {
  /** false hides the row. */
  readonly enable?: boolean;
}

export function isEnabled(item: { readonly enable?: boolean }): boolean {
  return item.enable !== false;
}

export function cellValue<Row>(row: Row, column: TableColumn<Row>): unknown {
  return typeof column.value === 'function' ? column.value(row) : row[column.value];
}

/** The text a cell shows and exports. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  return JSON.stringify(value) ?? '';
}

/** Cell text longer than this is cut, with the full text on hover (spec §9). */
export const CELL_TEXT_LIMIT = 50;

/** The visible part of a cell's text: cut after 50 characters with an ellipsis. */
export function truncateCellText(text: string, limit = CELL_TEXT_LIMIT): { readonly text: string; readonly truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  return { text: `${chars.slice(0, limit).join('')}…`, truncated: true };
}
