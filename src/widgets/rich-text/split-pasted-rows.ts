// Pasting into a grid (spec §5): multi-line or tab-separated text becomes rows of cells. Text copied
// from a spreadsheet quotes a cell that holds a tab, a line break or a quote ("a ""b"""), so quoted
// cells are read whole; the trailing line break spreadsheets add does not make an empty row.

/** Rows of cells from pasted text: lines are rows, tabs separate cells. */
export function splitPastedRows(text: string): string[][] {
  const source = text.replace(/\r\n?/g, '\n');
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let cellStart = true;
  while (index < source.length) {
    const char = source[index] as string;
    if (cellStart && char === '"') {
      const end = quotedCellEnd(source, index);
      if (end !== undefined) {
        cell = source.slice(index + 1, end).replace(/""/g, '"');
        index = end + 1;
        cellStart = false;
        continue;
      }
    }
    cellStart = false;
    if (char === '\t') {
      row.push(cell);
      cell = '';
      cellStart = true;
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      cellStart = true;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (!(cellStart && row.length === 0 && cell === '')) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Index of the closing quote of a quoted cell opening at `start`, if it closes before a separator. */
function quotedCellEnd(source: string, start: number): number | undefined {
  let index = start + 1;
  while (index < source.length) {
    if (source[index] === '"') {
      if (source[index + 1] === '"') {
        index += 2;
        continue;
      }
      const next = source[index + 1];
      return next === undefined || next === '\t' || next === '\n' ? index : undefined;
    }
    index += 1;
  }
  return undefined;
}

/** Whether pasted text holds more than one cell (and so should be split rather than typed). */
export function isMultiCellPaste(text: string): boolean {
  const rows = splitPastedRows(text);
  return rows.length > 1 || (rows[0]?.length ?? 0) > 1;
}
