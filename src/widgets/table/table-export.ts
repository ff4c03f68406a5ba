// The table export (spec §5, §9): a pipe-delimited .txt of the enabled columns and rows, header
// first, in the table's current order, named from the export name (default canvas_export).
import { escapeExportText } from '../format';
import { cellText, cellValue, type TableColumn } from './table-column';

export const DEFAULT_EXPORT_NAME = 'canvas_export';

export function tableToPipeText<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[]): string {
  const line = (cells: readonly string[]) => cells.map(escapeExportText).join('|');
  return [line(columns.map((column) => column.label)), ...rows.map((row) => line(columns.map((column) => cellText(cellValue(row, column)))))].join('\n');
}

/** `<name>.txt`, with characters that file systems refuse replaced by "_". */
export function exportFileName(name: string = DEFAULT_EXPORT_NAME): string {
  const safe =
    Array.from(name.trim(), (char) => (char.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(char) ? '_' : char)).join('') || DEFAULT_EXPORT_NAME;
  return safe.toLowerCase().endsWith('.txt') ? safe : `${safe}.txt`;
}
