import { ParentSize } from '@visx/responsive';
import { VisuallyHidden } from 'radix-ui';
import { BarChartPlot } from './bar-chart-plot';
import { CHART_PALETTE, seriesColour } from './chart-palette';
import { chartSummary, isChartEmpty, type BarSeries } from './chart-summary';
import './bar-chart.css';

/** Default plot height (spec §9). */
export const BAR_CHART_HEIGHT = 350;

export interface BarChartProps {
  /** What the chart shows; it starts the accessible summary and captions the data table. */
  title: string;
  categories: readonly string[];
  /** undefined while loading ("Loading..."); no non-zero value shows the empty message. */
  series: readonly BarSeries[] | undefined;
  height?: number;
  /** Fixed width; by default the chart fills its container. */
  width?: number;
  emptyMessage?: string;
  palette?: readonly string[];
  className?: string;
}

/** A grouped bar chart (visx) with a legend, a spoken summary and a visually hidden data table. */
export function BarChart({ title, categories, series, height = BAR_CHART_HEIGHT, width, emptyMessage = 'No results', palette = CHART_PALETTE, className }: BarChartProps) {
  const classes = ['bar-chart', className].filter(Boolean).join(' ');
  if (series === undefined) {
    return (
      <div className={classes} data-state="loading" style={{ height }}>
        <p role="status" className="bar-chart__message">
          Loading...
        </p>
      </div>
    );
  }
  if (isChartEmpty(series)) {
    return (
      <div className={classes} data-state="empty" style={{ height }}>
        <p className="bar-chart__message">{emptyMessage}</p>
      </div>
    );
  }
  const summary = chartSummary(title, categories, series);
  const plot = (plotWidth: number) =>
    plotWidth > 0 && <BarChartPlot width={plotWidth} height={height} categories={categories} series={series} palette={palette} summary={summary} />;

  return (
    <figure className={classes} data-state="ready">
      {width === undefined ? <ParentSize style={{ height }}>{({ width: measured }) => plot(measured)}</ParentSize> : plot(width)}
      <ul className="bar-chart__legend" aria-hidden="true">
        {series.map((s, index) => (
          <li key={s.name}>
            <span className="bar-chart__swatch" style={{ background: seriesColour(index, palette) }} />
            {s.name}
          </li>
        ))}
      </ul>
      {/* A wrapper, not the table itself, is hidden: a table will not shrink to 1 px, and one
          this wide would stick out of the page and make it scroll sideways. */}
      <VisuallyHidden.Root>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Category</th>
              {series.map((s) => (
                <th key={s.name} scope="col">
                  {s.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {series.map((s) => (
                  <td key={s.name}>{s.data[index] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden.Root>
    </figure>
  );
}
