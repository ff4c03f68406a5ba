import { describe, expect, it } from 'vitest';
import { exportFileName, tableToPipeText } from './table-export';

describe('tableToPipeText', () => {
  it('writes a header and one line per row, pipe-delimited', () => {
    const columns = [
      { label: 'Name', value: 'name' as const },
      { label: 'Score', value: (row: { score: number }) => row.score * 2 },
    ];
    expect(tableToPipeText(columns, [{ name: 'Ann', score: 2 }])).toBe('Name|Score\nAnn|4');
  });
  it('escapes pipes and line breaks so they cannot split cells or rows', () => {
    expect(tableToPipeText([{ label: 'A|B', value: 'text' as const }], [{ text: 'one|two\nthree\r\n' }])).toBe('A\\|B\none\\|two\\nthree\\r\\n');
  });
});

describe('exportFileName', () => {
  it('defaults to canvas_export.txt', () => {
    expect(exportFileName()).toBe('canvas_export.txt');
    expect(exportFileName('  ')).toBe('canvas_export.txt');
  });
  it('uses the export name and keeps file systems happy', () => {
    expect(exportFileName('Survey 1: data')).toBe('Survey 1_ data.txt');
    expect(exportFileName('report.txt')).toBe('report.txt');
    expect(exportFileName('a\tb/c')).toBe('a_b_c.txt');
  });
});
