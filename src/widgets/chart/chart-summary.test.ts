import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, seriesColour } from './chart-palette';
import { chartMaximum, chartSummary, isChartEmpty } from './chart-summary';

describe('chart palette', () => {
  it('has 9 colours and wraps after them', () => {
    expect(CHART_PALETTE).toHaveLength(9);
    expect(seriesColour(9)).toBe(CHART_PALETTE[0]);
  });
  it('rejects an empty palette', () => {
    expect(() => seriesColour(0, [])).toThrow(/got 0/);
  });
});

describe('isChartEmpty', () => {
  it('is empty without series, without values, or with only zeros', () => {
    expect(isChartEmpty([])).toBe(true);
    expect(isChartEmpty([{ name: 'A', data: [] }])).toBe(true);
    expect(isChartEmpty([{ name: 'A', data: [0, 0] }])).toBe(true);
    expect(isChartEmpty([{ name: 'A', data: [0, 3] }])).toBe(false);
  });
});

describe('chartSummary', () => {
  it('names the series, the categories and the largest bar', () => {
    const summary = chartSummary('Progress', ['Mon', 'Tue'], [
      { name: 'Complete', data: [3, 9] },
      { name: 'Screened', data: [1, 2] },
    ]);
    expect(summary).toBe('Progress: bar chart of 2 series (Complete, Screened) over 2 categories; highest: Complete, Tue, 9.');
  });
  it('finds the maximum', () => {
    expect(chartMaximum([{ name: 'A', data: [4, Number.NaN, 7] }])).toBe(7);
  });
});
