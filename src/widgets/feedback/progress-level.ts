// Progress bar thresholds (spec §9): warning style above 75 %, danger above 95 %, and only when
// the caller turns warnings on (a plain progress bar never changes colour).
export const PROGRESS_WARNING_ABOVE = 75;
export const PROGRESS_DANGER_ABOVE = 95;

export type ProgressLevel = 'normal' | 'warning' | 'danger';

/** The share of `max` that `value` represents, clamped to 0..100. */
export function progressPercent(value: number, max = 100): number {
  if (!(max > 0)) throw new RangeError(`Progress max must be positive, got ${max}`);
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, (value / max) * 100));
}

export function progressLevel(percent: number, warnings: boolean): ProgressLevel {
  if (!warnings) return 'normal';
  if (percent > PROGRESS_DANGER_ABOVE) return 'danger';
  if (percent > PROGRESS_WARNING_ABOVE) return 'warning';
  return 'normal';
}
