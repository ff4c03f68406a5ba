// Property test of the designer's copy of the findings: random surveys, random edit sequences (as in
// replica.property.test.ts), each change cloned as it would cross the worker boundary and applied
// to a FindingsCopy. After every batch the copy is exactly the replica's list.
//
//   CHECKS_FUZZ_SEEDS=500 npx vitest run workers/checks/findings-copy.property   (a long run)
//   CHECKS_FUZZ_SEED=1234 npx vitest run workers/checks/findings-copy.property   (one seed)
import { describe, expect, it } from 'vitest';
import { FindingsCopy } from './findings-copy';
import { createCheckReplica } from './replica';
import { Prng, RandomSurvey } from './testing/random-survey';

/** Seeds that once failed; they run first, every time. */
const PINNED: readonly number[] = [];
const SEEDS = Number(process.env.CHECKS_FUZZ_SEEDS ?? 30);
const STEPS = Number(process.env.CHECKS_FUZZ_STEPS ?? 80);
const ONLY = process.env.CHECKS_FUZZ_SEED;
const seeds = ONLY ? [Number(ONLY)] : [...PINNED, ...Array.from({ length: SEEDS }, (_, i) => 9100 + i)];

function run(seed: number): void {
  const prng = new Prng(seed);
  const survey = new RandomSurvey(prng);
  const initial = seed % 2 === 0 ? survey.generateFlow() : survey.generate(prng.int(3, 40));
  const replica = createCheckReplica(initial, { additionalLanguages: survey.languages });
  const copy = new FindingsCopy();
  copy.apply({ type: 'all', findings: structuredClone(replica.findings()) });
  for (let step = 1; step <= STEPS; step++) {
    const batch = Array.from({ length: prng.chance(0.2) ? prng.int(2, 4) : 1 }, () => survey.edit());
    replica.apply(batch);
    // Now and then the replica's own list is read between changes, as the server and tests do:
    // the changes taken must not depend on it.
    if (prng.chance(0.3)) replica.findings();
    // Now and then changes pile up before the copy is brought up to date (as replies queue).
    if (step < STEPS && prng.chance(0.25)) continue;
    const change = replica.takeChange();
    const revision = replica.revision;
    try {
      if (change) expect(copy.apply(structuredClone(change))).toBe(true);
      expect(copy.list()).toEqual(replica.findings());
      expect(replica.takeChange()).toBeNull();
      expect(replica.revision).toBe(revision);
    } catch (error) {
      throw new Error(`Findings copy fuzz failed: seed ${seed}, step ${step} (replay: CHECKS_FUZZ_SEED=${seed})\n${String(error)}`, { cause: error });
    }
  }
}

describe('the designer\'s copy of the findings, kept by changes, equals the replica\'s list', () => {
  it.each(seeds)('seed %i', (seed) => {
    run(seed);
  });
});
