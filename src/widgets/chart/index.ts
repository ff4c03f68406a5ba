export { BarChart, BAR_CHART_HEIGHT, type BarChartProps } from './bar-chart';
export { BAR_RADIUS } from './bar-chart-plot';
export { CHART_PALETTE, seriesColour } from './chart-palette';
export { chartSummary, isChartEmpty, type BarSeries } from './chart-summary';
