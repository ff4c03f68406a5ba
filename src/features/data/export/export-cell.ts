// What every writer is fed: the columns, decided once before the first row, and rows of cells.
// A column's kind says what its cells hold, so each writer can lay them out its own way (text for
// pipe and CSV; numbers, dates as seconds and fixed-width strings for .sav).

/** A numeric value that has a label in the file (a code column written as codes, a 0/1 column). */
export interface NumericValueLabel {
  readonly value: number;
  readonly label: string;
}
export interface StringValueLabel {
  readonly value: string;
  readonly label: string;
}

interface ColumnBase {
  /** The column's name as the data names it (`Q3`, `Q3_AG2`, `Q3_2`, `Q3_other`, `status`). */
  readonly name: string;
  /** What it holds, in words (the question text and answer). */
  readonly label: string;
}

export type ExportColumn =
  | (ColumnBase & {
      readonly kind: 'numeric';
      /** Decimal places shown by tools that format numbers (SPSS F format); values keep full precision. */
      readonly decimals: number;
      readonly valueLabels: readonly NumericValueLabel[];
      /** Values the analysis should treat as missing (at most 3: the .sav limit). */
      readonly missing: readonly number[];
    })
  | (ColumnBase & {
      readonly kind: 'string';
      /** Width in UTF-8 bytes, known before the first row (a .sav needs it in its dictionary). */
      readonly width: number;
      readonly valueLabels: readonly StringValueLabel[];
    })
  /** Cells are `YYYY-MM-DD`. */
  | (ColumnBase & { readonly kind: 'date' })
  /** Cells are ISO 8601 instants with their offset. */
  | (ColumnBase & { readonly kind: 'datetime' });

export type ExportColumnKind = ExportColumn['kind'];

/**
 * One cell: a number in a numeric column, text in the others, null where there is no value
 * (unanswered: empty in text files, system missing in a .sav).
 */
export type ExportCell = number | string | null;
export type ExportRow = readonly ExportCell[];

export function assertNever(value: never, what: string): never {
  throw new Error(`Unexpected ${what}: ${JSON.stringify(value)}`);
}
