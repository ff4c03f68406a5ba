// The progress chart's category labels: each period's start as the viewer reads it in their time
// zone, "Tue 25 Nov" by day and "14:00" by hour. The service already cut the periods in that zone;
// this only names them. Labels must be unique (they key the bars and the data table's rows), so an
// hour that a clock change repeats ("01:00" twice in autumn) names its zone offset too.
import type { ProgressGrouping } from './progress-operations';

/** The viewer's IANA time zone, or UTC when the browser does not say. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

const formats = {
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  hour: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<ProgressGrouping, Intl.DateTimeFormatOptions>;

export function periodLabels(starts: readonly string[], grouping: ProgressGrouping, timeZone: string, locale = 'en-GB'): string[] {
  const instants = starts.map((start) => {
    const instant = new Date(start);
    if (Number.isNaN(instant.getTime())) throw new RangeError(`A progress period starts at an instant, got ${JSON.stringify(start)}`);
    return instant;
  });
  const plain = new Intl.DateTimeFormat(locale, { ...formats[grouping], timeZone });
  const labels = instants.map((instant) => plain.format(instant));
  const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
  if (repeated.length === 0) return labels;
  const zoned = new Intl.DateTimeFormat(locale, { ...formats[grouping], timeZone, timeZoneName: 'short' });
  return labels.map((label, index) => (repeated.includes(label) ? zoned.format(instants[index]) : label));
}

/** The periods' span in words, for the chart's title: "last 7 days" / "last 7 hours". */
export function periodSpan(grouping: ProgressGrouping, count: number): string {
  const unit = grouping === 'day' ? 'day' : 'hour';
  return `last ${count} ${unit}${count === 1 ? '' : 's'}`;
}
