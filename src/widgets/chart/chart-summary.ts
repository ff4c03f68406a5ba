// What a screen reader hears for a bar chart: its title, its shape and its largest bar. The full
// numbers are in the visually hidden table beside the chart.

export interface BarSeries {
  readonly name: string;
  /** One value per category, in category order; missing values count as 0. */
  readonly data: readonly number[];
}

/** A chart is empty when no series has a non-zero value: a row of zero bars says nothing. */
export function isChartEmpty(series: readonly BarSeries[]): boolean {
  return !series.some((s) => s.data.some((value) => Number.isFinite(value) && value !== 0));
}

export function chartMaximum(series: readonly BarSeries[]): number {
  return Math.max(0, ...series.flatMap((s) => s.data.filter(Number.isFinite)));
}

export function chartSummary(title: string, categories: readonly string[], series: readonly BarSeries[]): string {
  const names = series.map((s) => s.name).join(', ');
  const seriesPart = `${series.length} series (${names})`;
  const categoriesPart = `${categories.length} ${categories.length === 1 ? 'category' : 'categories'}`;
  let top: { name: string; category: string; value: number } | undefined;
  for (const s of series) {
    s.data.forEach((value, index) => {
      if (Number.isFinite(value) && (top === undefined || value > top.value)) top = { name: s.name, category: categories[index] ?? `#${index + 1}`, value };
    });
  }
  const topPart = top ? `; highest: ${top.name}, ${top.category}, ${top.value}` : '';
  return `${title}: bar chart of ${seriesPart} over ${categoriesPart}${topPart}.`;
}
