import { cellValue, type TableColumn } from './table-column';

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  readonly column: number;
  readonly direction: SortDirection;
}

/** A header click: a new column sorts ascending, the same column flips direction. */
export function nextSort(current: SortState | null, column: number): SortState {
  if (current?.column === column) return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { column, direction: 'ascending' };
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** Orders two cell values: numbers and dates by value, text naturally ("Q2" before "Q10"); blanks last. */
export function compareCells(a: unknown, b: unknown): number {
  const blankA = isBlank(a);
  const blankB = isBlank(b);
  if (blankA || blankB) return blankA === blankB ? 0 : blankA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A sorted copy (stable; blanks stay last in both directions). */
export function sortRows<Row>(rows: readonly Row[], columns: readonly TableColumn<Row>[], sort: SortState | null): readonly Row[] {
  const column = sort ? columns[sort.column] : undefined;
  if (!sort || !column) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: cellValue(row, column) }))
    .sort((x, y) => {
      if (isBlank(x.value) !== isBlank(y.value)) return isBlank(x.value) ? 1 : -1;
      return sign * compareCells(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}
