// Durations as ms, secs, mins or hrs (spec §9), picking the largest unit that keeps the number >= 1.
const STEPS = [
  { unit: 'hrs', ms: 3_600_000 },
  { unit: 'mins', ms: 60_000 },
  { unit: 'secs', ms: 1_000 },
] as const;

/** One decimal at most: "1.5 mins", "2 hrs", "250 ms". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) {
    throw new RangeError(`Duration must be a finite number of milliseconds >= 0, got ${ms}`);
  }
  for (const step of STEPS) {
    if (ms >= step.ms) return `${Number((ms / step.ms).toFixed(1))} ${step.unit}`;
  }
  return `${Math.round(ms)} ms`;
}
