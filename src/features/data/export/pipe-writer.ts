// The pipe-delimited .txt of spec §5 and §9: a header line of column names, then one line per
// respondent; pipes and line breaks inside a cell are escaped (the table export's escaping, so both
// files read back the same way). Lines are separated by "\n", as the table's export writes them.
import { escapeExportText } from '../../../widgets/format';
import type { ExportColumn, ExportRow } from './export-cell';
import { cellText } from './cell-text';
import { encodeUtf8, type ExportWriter } from './export-writer';

const NEEDS_ESCAPE = /[\\|\r\n]/;

/**
 * One line. `join` writes numbers in their shortest round-trip form and null as nothing, as
 * `cellText` does, so a row whose text needs no escaping (nearly all: codes and 0/1) is joined as
 * it is; cell-by-cell escaping and string building took most of a row's time in the largest survey.
 */
function line(row: ExportRow): string {
  for (let i = 0; i < row.length; i += 1) {
    const cell = row[i];
    if (typeof cell === 'string' && NEEDS_ESCAPE.test(cell)) {
      return row.map((value) => (typeof value === 'string' ? escapeExportText(value) : cellText(value ?? null))).join('|');
    }
  }
  return row.join('|');
}

export function createPipeWriter(columns: readonly ExportColumn[]): ExportWriter {
  return {
    begin: () => encodeUtf8(columns.map((column) => escapeExportText(column.name)).join('|')),
    write(rows: readonly ExportRow[]) {
      if (rows.length === 0) return new Uint8Array(0);
      const lines = new Array<string>(rows.length);
      for (let i = 0; i < rows.length; i += 1) lines[i] = line(rows[i]!);
      return encodeUtf8(`\n${lines.join('\n')}`);
    },
    end: () => ({ tail: new Uint8Array(0), patches: [] }),
  };
}
