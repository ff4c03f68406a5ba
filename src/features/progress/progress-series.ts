// The progress reply as the bar chart draws it: one category per period, and the four series of
// spec §9 in their order (so each keeps its palette colour whichever is empty).
import type { BarSeries } from '../../widgets/chart';
import { periodLabels } from './period-label';
import type { ProgressGrouping, ProgressPeriod } from './progress-operations';

export const PROGRESS_SERIES = [
  { name: 'Complete', field: 'complete' },
  { name: 'Incomplete', field: 'incomplete' },
  { name: 'Screened', field: 'screened' },
  { name: 'Quota Full', field: 'quotaFull' },
] as const satisfies readonly { name: string; field: keyof Omit<ProgressPeriod, 'start'> }[];

export interface ProgressBars {
  readonly categories: readonly string[];
  readonly series: readonly BarSeries[];
}

export function progressBars(periods: readonly ProgressPeriod[], grouping: ProgressGrouping, timeZone: string): ProgressBars {
  return {
    categories: periodLabels(periods.map((period) => period.start), grouping, timeZone),
    series: PROGRESS_SERIES.map(({ name, field }) => ({ name, data: periods.map((period) => period[field]) })),
  };
}
