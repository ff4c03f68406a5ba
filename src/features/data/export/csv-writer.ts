// CSV as RFC 4180 has it: CRLF after every record, a field quoted when it holds a comma, a quote or
// a line break, quotes doubled; a header record of column names. PapaParse's `unparse` does the
// quoting of any record holding text that needs it.
//
// Text that a spreadsheet would run as a formula (starting =, +, -, @, tab or CR) is prefixed with
// a quote mark: respondents are strangers, and the author opens this file in a spreadsheet
// (CSV injection). Numbers are written as numbers, so negative values are untouched.
import Papa from 'papaparse';
import type { ExportColumn, ExportRow } from './export-cell';
import { encodeUtf8, type ExportWriter } from './export-writer';

const CRLF = '\r\n';
const UNPARSE = { newline: CRLF, escapeFormulae: true, header: false } as const;
/**
 * Text PapaParse might change: quote (a quote, comma, line break, byte-order mark, a space at
 * either end) or prefix (a formula's first character). Deliberately wider than its rules.
 */
const NEEDS_PAPA = /[",\r\n\ufeff]|^[ =+\-@\t]| $/;

/**
 * One record. A row of numbers and plain text (nearly all: codes and 0/1) is what `unparse` would
 * write joined as it is (`join` writes numbers as `toString` does and null as nothing); going
 * through `unparse` cell by cell took most of a row's time in the largest survey.
 */
function record(row: readonly (string | number | null)[]): string {
  for (let i = 0; i < row.length; i += 1) {
    const cell = row[i];
    if (typeof cell === 'string' && NEEDS_PAPA.test(cell)) return Papa.unparse([row as (string | number | null)[]], UNPARSE);
  }
  return row.join(',');
}

function records(rows: readonly (readonly (string | number | null)[])[]): string {
  // A CRLF after each record (RFC 4180 allows the last without one) lets pages be appended as they come.
  const lines = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i += 1) lines[i] = record(rows[i]!);
  return lines.join(CRLF) + CRLF;
}

export function createCsvWriter(columns: readonly ExportColumn[]): ExportWriter {
  return {
    begin: () => encodeUtf8(records([columns.map((column) => column.name)])),
    write: (rows: readonly ExportRow[]) => (rows.length === 0 ? new Uint8Array(0) : encodeUtf8(records(rows))),
    end: () => ({ tail: new Uint8Array(0), patches: [] }),
  };
}
