import { describe, expect, it } from 'vitest';
import { cellText, cellValue, truncateCellText } from './table-column';
import { compareCells, nextSort, sortRows } from './table-sort';

describe('cells', () => {
  it('reads a key or an accessor', () => {
    const row = { name: 'Ann', age: 30 };
    expect(cellValue(row, { label: 'Name', value: 'name' })).toBe('Ann');
    expect(cellValue(row, { label: 'Age', value: (r) => r.age + 1 })).toBe(31);
  });
  it('turns values into text', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(true)).toBe('Yes');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
  });
  it('cuts text beyond 50 characters', () => {
    expect(truncateCellText('x'.repeat(50))).toEqual({ text: 'x'.repeat(50), truncated: false });
    expect(truncateCellText('x'.repeat(51))).toEqual({ text: `${'x'.repeat(50)}…`, truncated: true });
  });
});

describe('sorting', () => {
  const columns = [{ label: 'Name', value: 'name' as const }];
  const rows = [{ name: 'Q10' }, { name: '' }, { name: 'Q2' }, { name: 'q1' }];
  it('sorts naturally and keeps blanks last in both directions', () => {
    expect(sortRows(rows, columns, { column: 0, direction: 'ascending' }).map((r) => r.name)).toEqual(['q1', 'Q2', 'Q10', '']);
    expect(sortRows(rows, columns, { column: 0, direction: 'descending' }).map((r) => r.name)).toEqual(['Q10', 'Q2', 'q1', '']);
  });
  it('leaves rows alone without a sort', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
  });
  it('compares numbers as numbers', () => {
    expect(compareCells(9, 10)).toBeLessThan(0);
  });
  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSort(null, 1)).toEqual({ column: 1, direction: 'ascending' });
    expect(nextSort({ column: 1, direction: 'ascending' }, 1)).toEqual({ column: 1, direction: 'descending' });
    expect(nextSort({ column: 1, direction: 'descending' }, 2)).toEqual({ column: 2, direction: 'ascending' });
  });
});
