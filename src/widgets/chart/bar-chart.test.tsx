// @vitest-environment jsdom
import '../feedback/dom-test-setup';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { CHART_PALETTE } from './chart-palette';

const categories = ['Mon', 'Tue', 'Wed'];
const series = [
  { name: 'Complete', data: [3, 5, 0] },
  { name: 'Screened', data: [1, 0, 2] },
];

describe('BarChart', () => {
  it('says "Loading..." while series is undefined', () => {
    render(<BarChart title="Progress" categories={categories} series={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('says "No results" for empty data, or a custom message', () => {
    const { rerender } = render(<BarChart title="Progress" categories={categories} series={[]} />);
    expect(screen.getByText('No results')).toBeInTheDocument();
    rerender(<BarChart title="Progress" categories={categories} series={[{ name: 'A', data: [0, 0, 0] }]} emptyMessage="No responses yet" />);
    expect(screen.getByText('No responses yet')).toBeInTheDocument();
  });

  it('is an image with a summary, 350 high by default, with rounded bars in palette colours', () => {
    const { container } = render(<BarChart title="Progress" categories={categories} series={series} width={600} />);
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName('Progress: bar chart of 2 series (Complete, Screened) over 3 categories; highest: Complete, Tue, 5.');
    expect(image).toHaveAttribute('height', '350');
    const bars = container.querySelectorAll('.bar-chart__bar');
    expect(bars).toHaveLength(4);
    expect(bars[0]).toHaveAttribute('fill', CHART_PALETTE[0]);
    // Rounded top corners of radius 7, square bottom corners.
    expect(bars[0]?.getAttribute('d')).toContain('a7,7 0 0 1 7,7');
    expect(bars[0]?.getAttribute('d')).toContain('v7h-7');
  });

  it('labels whole counts with whole ticks only, and thins category labels on a narrow chart', () => {
    const days = ['Thu 20', 'Fri 21', 'Sat 22', 'Sun 23', 'Mon 24', 'Tue 25', 'Wed 26'];
    const { container } = render(<BarChart title="Progress" categories={days} series={[{ name: 'Complete', data: [0, 1, 0, 0, 0, 0, 1] }]} width={280} />);
    const ticks = [...container.querySelectorAll('.visx-axis-left .visx-axis-tick text')].map((tick) => tick.textContent);
    expect(ticks).toEqual(['0', '1']);
    const labels = [...container.querySelectorAll('.visx-axis-bottom .visx-axis-tick text')].map((tick) => tick.textContent);
    expect(labels.length).toBeLessThan(days.length);
    expect(labels[0]).toBe('Thu 20');
    // Wide enough: every day is labelled.
    const wide = render(<BarChart title="Progress" categories={days} series={[{ name: 'Complete', data: [0, 1, 0, 0, 0, 0, 1] }]} width={900} />);
    expect(wide.container.querySelectorAll('.visx-axis-bottom .visx-axis-tick text')).toHaveLength(days.length);
  });

  it('has a data table for assistive technology', () => {
    render(<BarChart title="Progress" categories={categories} series={series} width={600} />);
    const table = screen.getByRole('table', { name: 'Progress' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Category', 'Complete', 'Screened']);
    const tue = within(table).getByRole('row', { name: /Tue/ });
    expect(within(tue).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '0']);
  });
});
