// Timing helpers for the benchmarks: figures in milliseconds, rounded for reading.

export interface Timing {
  readonly runs: number;
  readonly median: number;
  readonly p95: number;
  readonly min: number;
  readonly max: number;
}

const round = (ms: number) => Math.round(ms * 1000) / 1000;

export function summarise(samples: readonly number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { runs: sorted.length, median: round(at(0.5)), p95: round(at(0.95)), min: round(sorted[0]!), max: round(sorted.at(-1)!) };
}

/** Times `run` `runs` times after `warmup` untimed runs; `run` receives the run's index. */
export function time(run: (i: number) => void, { runs, warmup }: { runs: number; warmup: number }): Timing {
  for (let i = 0; i < warmup; i++) run(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    run(warmup + i);
    samples.push(performance.now() - start);
  }
  return summarise(samples);
}
