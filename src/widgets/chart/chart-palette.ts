// The 9 series colours of bar charts (spec §9), in order of use. Mid-tone so bars read on both the
// light and the dark surface; series beyond 9 reuse them from the start.
export const CHART_PALETTE = ['#5270ff', '#2f9e44', '#f08c00', '#e03131', '#7048e8', '#1098ad', '#d6336c', '#74b816', '#868e96'] as const;

export function seriesColour(index: number, palette: readonly string[] = CHART_PALETTE): string {
  if (palette.length === 0) throw new RangeError('A chart palette needs at least one colour, got 0');
  return palette[index % palette.length] as string;
}
