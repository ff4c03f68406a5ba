// Fault injection for the draft engine, second half of the seeds (a file of its own, so it runs
// beside the first half on the other core); the suite itself is in support/fuzz-suite.ts.
import { describe, it } from 'vitest';
import { describeFuzz, fuzzSeeds } from './support/fuzz-suite';

const seeds = fuzzSeeds(1, 2);
if (seeds.length) describeFuzz('second half', seeds);
else describe('draft engine under faults: second half', () => it.skip('has no seeds in this run (SYNC_FUZZ_SEED picks one seed)', () => {}));
