// Property test of the replica: random surveys, random edit sequences. After every change the
// checks have not thrown, and the replica's findings equal a full check of the survey as it now is.
//
//   CHECKS_FUZZ_SEEDS=500 CHECKS_FUZZ_STEPS=200 npx vitest run workers/checks/replica.property   (a long run)
//   CHECKS_FUZZ_SEED=1234 npx vitest run workers/checks/replica.property                          (one seed)
import { describe, expect, it } from 'vitest';
import { createCheckReplica, runChecks } from './replica';
import { describeChange } from './testing/change-text';
import { Prng, RandomSurvey } from './testing/random-survey';

/** Seeds that once failed; they run first, every time. */
const PINNED: readonly number[] = [];
const SEEDS = Number(process.env.CHECKS_FUZZ_SEEDS ?? 40);
const STEPS = Number(process.env.CHECKS_FUZZ_STEPS ?? 80);
const ONLY = process.env.CHECKS_FUZZ_SEED;
const seeds = ONLY ? [Number(ONLY)] : [...PINNED, ...Array.from({ length: SEEDS }, (_, i) => 7000 + i)];

function run(seed: number): void {
  const prng = new Prng(seed);
  const survey = new RandomSurvey(prng);
  // Even seeds start from a survey as an author builds one, odd seeds from a random heap.
  const initial = seed % 2 === 0 ? survey.generateFlow() : survey.generate(prng.int(3, 40));
  const replica = createCheckReplica(initial, { additionalLanguages: survey.languages });
  const trace: string[] = [];
  const full = () => runChecks([...survey.components.values()], { additionalLanguages: survey.languages });
  expect(replica.findings(), `seed ${seed}: initial`).toEqual(full());
  for (let step = 1; step <= STEPS; step++) {
    // Sometimes a batch of edits at once, as one gesture of the designer sends.
    const batch = Array.from({ length: prng.chance(0.2) ? prng.int(2, 4) : 1 }, () => survey.edit());
    trace.push(`${step}: ${batch.map(describeChange).join(' + ')}`);
    try {
      replica.apply(batch.length === 1 ? batch[0]! : batch);
      expect(replica.findings()).toEqual(full());
    } catch (error) {
      throw new Error(`Checks fuzz failed: seed ${seed}, step ${step} (replay: CHECKS_FUZZ_SEED=${seed})\n${trace.slice(-8).join('\n')}\n${String(error)}`, { cause: error });
    }
  }
}

describe('check replica: incremental results equal a full check', () => {
  it.each(seeds)('seed %i', (seed) => {
    run(seed);
  });
});
