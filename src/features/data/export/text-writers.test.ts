import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { ExportColumn, ExportRow } from './export-cell';
import { createCsvWriter } from './csv-writer';
import { createPipeWriter } from './pipe-writer';
import { cellText } from './cell-text';
import { escapeExportText } from '../../../widgets/format';
import type { ExportWriter } from './export-writer';

const columns: ExportColumn[] = [
  { kind: 'string', name: 'id', label: 'Id', width: 4, valueLabels: [] },
  { kind: 'numeric', name: 'n|um', label: 'Number', decimals: 0, valueLabels: [], missing: [] },
  { kind: 'string', name: 'text', label: 'Text', width: 40, valueLabels: [] },
];

function written(writer: ExportWriter, pages: ExportRow[][]): string {
  const parts = [writer.begin(), ...pages.map((page) => writer.write(page)), writer.end().tail];
  return new TextDecoder().decode(Buffer.concat(parts));
}

describe('pipe writer', () => {
  it('writes a header line of names, then one line per row, escaping pipes and line breaks', () => {
    const text = written(createPipeWriter(columns), [[['a', 1, 'x|y']], [['b', null, 'two\nlines\r\\']]]);
    expect(text).toBe('id|n\\|um|text\na|1|x\\|y\nb||two\\nlines\\r\\\\');
  });

  it('writes every kind of cell as escaping each one would, plain rows and rows needing escapes alike', () => {
    const cells: ExportRow[] = [[1, 'a', null], [0, -0, 2.5], ['x|y', 'b\\', null], ['two\nlines', 1e21, 'cr\r'], [Number.NaN, '', 'é']];
    const expected = cells.map((row) => row.map((cell) => escapeExportText(cellText(cell))).join('|'));
    expect(written(createPipeWriter(columns), [cells]).split('\n').slice(1)).toEqual(expected);
  });

  it('writes only the header when there are no rows', () => {
    expect(written(createPipeWriter(columns), [])).toBe('id|n\\|um|text');
  });
});

describe('CSV writer', () => {
  it('ends every record with CRLF and quotes fields holding commas, quotes or line breaks', () => {
    const text = written(createCsvWriter(columns), [[['a', 1.5, 'x, "y"']], [['b', -3, 'line\nbreak']]]);
    expect(text).toBe('id,n|um,text\r\na,1.5,"x, ""y"""\r\nb,-3,"line\nbreak"\r\n');
  });

  it('reads back the same cells, page after page', () => {
    const rows: ExportRow[] = [['a', 1, 'é, ü'], ['b', null, ''], ['c', 2, '"quoted"']];
    const parsed = Papa.parse<string[]>(written(createCsvWriter(columns), [rows.slice(0, 1), rows.slice(1)]), { newline: '\r\n', skipEmptyLines: true });
    expect(parsed.data).toEqual([['id', 'n|um', 'text'], ['a', '1', 'é, ü'], ['b', '', ''], ['c', '2', '"quoted"']]);
  });

  it('writes what PapaParse writes for every kind of cell, plain rows and rows needing quotes alike', () => {
    const cells: ExportRow = ['plain', 0, 1, -2.5, null, '', ' lead', 'trail ', 'a,b', 'say "hi"', 'two\nlines', 'cr\r', '\ufeffbom', '=1', '+1', '-1', '@x', '\tt', 'é|ü'];
    const rows: ExportRow[] = [[1, 'a', null], ...cells.map((cell): ExportRow => ['x', cell, 3])];
    const expected = Papa.unparse(rows as (string | number | null)[][], { newline: '\r\n', escapeFormulae: true }) + '\r\n';
    const text = written(createCsvWriter(columns), [rows]);
    expect(text.slice(text.indexOf('\r\n') + 2)).toBe(expected);
  });

  it('keeps a spreadsheet from running respondent text as a formula, but not negative numbers', () => {
    const text = written(createCsvWriter(columns), [[['=1+1', -2, '@SUM(A1)']]]);
    expect(text.split('\r\n')[1]).toBe(`"'=1+1",-2,"'@SUM(A1)"`);
  });
});
