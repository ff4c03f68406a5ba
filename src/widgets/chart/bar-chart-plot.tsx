import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarRounded } from '@visx/shape';
import { seriesColour } from './chart-palette';
import { chartMaximum, type BarSeries } from './chart-summary';

/** Bar corner radius (spec §9). */
export const BAR_RADIUS = 7;
const MARGIN = { top: 16, right: 16, bottom: 36, left: 48 } as const;

interface BarChartPlotProps {
  width: number;
  height: number;
  categories: readonly string[];
  series: readonly BarSeries[];
  palette: readonly string[];
  summary: string;
}

/** The room a category label needs at the axis' 11 px font (about 6.5 px a character, and a gap). */
function labelWidth(categories: readonly string[]): number {
  return Math.max(0, ...categories.map((category) => category.length)) * 6.5 + 8;
}

/** The drawing: grouped bars per category, rounded on top. One image to assistive technology. */
export function BarChartPlot({ width, height, categories, series, palette, summary }: BarChartPlotProps) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const outer = scaleBand<string>({ domain: [...categories], range: [0, innerWidth], padding: 0.2 });
  const inner = scaleBand<string>({ domain: series.map((s) => s.name), range: [0, outer.bandwidth()], padding: 0.1 });
  const y = scaleLinear<number>({ domain: [0, chartMaximum(series) || 1], range: [innerHeight, 0], nice: true });
  // Counts are whole: a chart of small counts must not show 0.5 between 0 and 1.
  const wholeData = series.every((s) => s.data.every((value) => !Number.isFinite(value) || Number.isInteger(value)));
  const yTicks = wholeData ? y.ticks(5).filter((tick) => Number.isInteger(tick)) : undefined;
  // On a narrow chart (a phone), every nth category is labelled so labels never overlap; each bar
  // keeps its title and the summary names every category.
  const stride = Math.max(1, Math.ceil(labelWidth(categories) / Math.max(1, outer.step())));
  const xTicks = stride === 1 ? undefined : categories.filter((_, index) => index % stride === 0);
  const axisColour = 'var(--color-text-muted)';
  const tickLabel = () => ({ fill: 'var(--color-text-muted)', fontSize: 11, fontFamily: 'var(--font-sans)' }) as const;

  return (
    <svg width={width} height={height} role="img" aria-label={summary} className="bar-chart__svg">
      <Group left={MARGIN.left} top={MARGIN.top}>
        {categories.map((category, categoryIndex) => (
          <Group key={category} left={outer(category) ?? 0}>
            {series.map((s, seriesIndex) => {
              const value = s.data[categoryIndex] ?? 0;
              if (!Number.isFinite(value) || value <= 0) return null;
              const top = y(value);
              return (
                <BarRounded
                  key={s.name}
                  x={inner(s.name) ?? 0}
                  y={top}
                  width={inner.bandwidth()}
                  height={innerHeight - top}
                  radius={BAR_RADIUS}
                  top
                  fill={seriesColour(seriesIndex, palette)}
                >
                  {({ path }) => (
                    <path d={path} fill={seriesColour(seriesIndex, palette)} className="bar-chart__bar">
                      <title>{`${s.name}, ${category}: ${value}`}</title>
                    </path>
                  )}
                </BarRounded>
              );
            })}
          </Group>
        ))}
        <AxisLeft scale={y} numTicks={5} {...(yTicks ? { tickValues: yTicks, tickFormat: (value) => String(value) } : {})} stroke={axisColour} tickStroke={axisColour} tickLabelProps={tickLabel} />
        <AxisBottom top={innerHeight} scale={outer} {...(xTicks ? { tickValues: xTicks } : {})} stroke={axisColour} tickStroke={axisColour} tickLabelProps={tickLabel} />
      </Group>
    </svg>
  );
}
