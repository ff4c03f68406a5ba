import { describe, expect, it } from 'vitest';
import { isMultiCellPaste, splitPastedRows } from './split-pasted-rows';

describe('splitPastedRows', () => {
  it('keeps single-line text as one cell', () => {
    expect(splitPastedRows('Very satisfied')).toEqual([['Very satisfied']]);
  });
  it('makes each line a row', () => {
    expect(splitPastedRows('Yes\nNo\nMaybe')).toEqual([['Yes'], ['No'], ['Maybe']]);
  });
  it('splits tab-separated cells', () => {
    expect(splitPastedRows('1\tYes\n2\tNo')).toEqual([
      ['1', 'Yes'],
      ['2', 'No'],
    ]);
  });
  it('handles Windows and old Mac line breaks', () => {
    expect(splitPastedRows('a\r\nb\rc')).toEqual([['a'], ['b'], ['c']]);
  });
  it('drops the trailing line break a spreadsheet adds', () => {
    expect(splitPastedRows('a\tb\n')).toEqual([['a', 'b']]);
  });
  it('keeps empty cells and empty middle rows', () => {
    expect(splitPastedRows('a\t\tc\n\nd')).toEqual([['a', '', 'c'], [''], ['d']]);
  });
  it('reads quoted cells with line breaks, tabs and doubled quotes whole', () => {
    expect(splitPastedRows('"two\nlines"\t"say ""hi"""\nnext')).toEqual([['two\nlines', 'say "hi"'], ['next']]);
  });
  it('keeps a stray quote as text', () => {
    expect(splitPastedRows('5" screen\tok')).toEqual([['5" screen', 'ok']]);
    expect(splitPastedRows('"open')).toEqual([['"open']]);
  });
  it('gives no rows for empty text', () => {
    expect(splitPastedRows('')).toEqual([]);
  });
});

describe('isMultiCellPaste', () => {
  it('is true for several lines or cells only', () => {
    expect(isMultiCellPaste('a')).toBe(false);
    expect(isMultiCellPaste('a\nb')).toBe(true);
    expect(isMultiCellPaste('a\tb')).toBe(true);
  });
});
