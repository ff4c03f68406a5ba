import { describe, expect, it } from 'vitest';
import { exportLayout } from './export-layout';
import { answer, headers, respondent, textWidths } from './testing/export-fixtures';

const answered = respondent('r1', [
  answer('q1', 'ag1', { codes: ['2'] }),
  answer('q2', 'ag2', { codes: ['2'], otherText: 'Kiwi' }),
  answer('q3', 'ag3', { text: 'Fine' }),
  answer('q4', 'ag4', { numeric: 7.5 }),
  answer('q5', 'ag5', { date: '2025-05-31' }),
  // A component the design no longer has: no column.
  { ...answer('gone', 'gone', { text: 'x' }), designQuestionId: null },
]);
const answerCells = (cells: unknown[]) => cells.slice(9);

describe('export layout', () => {
  it('puts the respondent columns first, then one per header', () => {
    const layout = exportLayout(headers, textWidths, 'codes');
    expect(layout.columns.map((c) => c.name)).toEqual([
      'respondent_id', 'status', 'screened_reason', 'language', 'test', 'version', 'created_at', 'survey_start', 'survey_end',
      'Q1', 'Q2_1', 'Q2_2', 'Q2_other', 'Q3', 'Q4', 'Q5',
    ]);
    expect(layout.row(answered).slice(0, 6)).toEqual(['r1', 'complete', null, 'en', 0, 1]);
  });

  it('writes numeric codes as numbers with value labels, and a chosen option as 1', () => {
    const layout = exportLayout(headers, textWidths, 'codes');
    expect(layout.columns[9]).toMatchObject({ kind: 'numeric', valueLabels: [{ value: 1, label: 'Under 18' }, { value: 2, label: '18 or over' }] });
    expect(answerCells(layout.row(answered))).toEqual([2, 0, 1, 'Kiwi', 'Fine', 7.5, '2025-05-31']);
  });

  it('writes code columns as their labels when asked, sized to the longest label', () => {
    const layout = exportLayout(headers, textWidths, 'labels');
    expect(layout.columns[9]).toMatchObject({ kind: 'string', width: 10, valueLabels: [] });
    expect(answerCells(layout.row(answered))[0]).toBe('18 or over');
  });

  it('leaves every answer column empty for a respondent who answered nothing', () => {
    const layout = exportLayout(headers, textWidths, 'codes');
    expect(answerCells(layout.row(respondent('r2', [])))).toEqual([null, null, null, null, null, null, null]);
  });

  it('keeps text codes as strings with value labels', () => {
    const layout = exportLayout([{ ...headers[0]!, valueLabels: [{ code: 'yes', label: 'Yes' }, { code: 'no', label: 'No' }] }], [], 'codes');
    expect(layout.columns[9]).toMatchObject({ kind: 'string', width: 3, valueLabels: [{ value: 'yes', label: 'Yes' }, { value: 'no', label: 'No' }] });
  });

  it('sizes text columns from the measured widths, at least 1 byte', () => {
    const layout = exportLayout(headers, [], 'codes');
    expect(layout.columns.find((c) => c.name === 'Q3')).toMatchObject({ kind: 'string', width: 1 });
    expect(exportLayout(headers, textWidths, 'codes').columns.find((c) => c.name === 'Q3')).toMatchObject({ width: 400 });
  });

  it('refuses an unknown value kind, naming the column', () => {
    expect(() => exportLayout([{ ...headers[0]!, valueKind: 'matrix' }], [], 'codes')).toThrow('Column Q1: unknown valueKind "matrix"');
  });
});
