// Property test of language changes: random surveys whose texts are translated at random, the
// survey's languages added, removed, reordered and listed twice between random edits. A language
// change goes through the translation index (translation-index.ts) and is sent as a column; an
// item edit runs the check itself. After every step the replica equals a full check, and the
// page's copy, kept by the cloned changes, equals the replica. Every few seeds the survey has more
// languages than the index holds, so the check's own pass is held to the same.
//
//   CHECKS_FUZZ_SEEDS=500 npx vitest run workers/checks/translations.property   (a long run)
//   CHECKS_FUZZ_SEED=1234 npx vitest run workers/checks/translations.property   (one seed)
import { describe, expect, it } from 'vitest';
import type { CheckChange } from './changes';
import { FindingsCopy } from './findings-copy';
import { createCheckReplica, runChecks } from './replica';
import { Prng, RandomSurvey } from './testing/random-survey';
import { INDEXED_LANGUAGES } from './translation-index';

/** Seeds that once failed; they run first, every time. */
const PINNED: readonly number[] = [];
const SEEDS = Number(process.env.CHECKS_FUZZ_SEEDS ?? 30);
const STEPS = Number(process.env.CHECKS_FUZZ_STEPS ?? 60);
const ONLY = process.env.CHECKS_FUZZ_SEED;
const seeds = ONLY ? [Number(ONLY)] : [...PINNED, ...Array.from({ length: SEEDS }, (_, i) => 4200 + i)];

/** The random survey's languages (translated at random), a language nothing is in, and filler past the index. */
const POOL = ['fr', 'de', 'es', 'it'];
const MANY = Array.from({ length: INDEXED_LANGUAGES }, (_, i) => `x${i}`);

function languages(prng: Prng, seed: number): string[] {
  const picked = POOL.filter(() => prng.chance(0.5));
  if (prng.chance(0.3)) picked.reverse();
  if (picked.length && prng.chance(0.1)) picked.push(prng.choose(picked));
  // Past the index's bits, now and then: the check's own pass takes over, and the index is made again after.
  if (seed % 5 === 0 && prng.chance(0.3)) picked.push(...MANY);
  return picked;
}

function run(seed: number): void {
  const prng = new Prng(seed);
  const survey = new RandomSurvey(prng);
  const initial = seed % 2 === 0 ? survey.generateFlow() : survey.generate(prng.int(10, 60));
  let current: string[] = languages(prng, seed);
  const replica = createCheckReplica(initial, { additionalLanguages: current });
  const copy = new FindingsCopy();
  copy.apply({ type: 'all', findings: structuredClone(replica.findings()) });
  const trace: string[] = [];
  for (let step = 1; step <= STEPS; step++) {
    let change: CheckChange;
    if (prng.chance(0.5)) {
      current = languages(prng, seed);
      change = { type: 'setLanguages', additionalLanguages: current };
    } else {
      change = survey.edit();
      if (change.type === 'setLanguages' || change.type === 'reset') {
        // The survey's own language draw: keep ours, so the list stays the one this test chose.
        change = change.type === 'reset' ? { ...change, additionalLanguages: current } : { type: 'setLanguages', additionalLanguages: current };
      }
    }
    trace.push(`${step}: ${change.type === 'setLanguages' ? `languages ${change.additionalLanguages.join(',') || '(none)'}` : change.type}`);
    try {
      replica.apply(change);
      const taken = replica.takeChange();
      if (taken) copy.apply(structuredClone(taken));
      const full = runChecks([...survey.components.values()], { additionalLanguages: current });
      expect(replica.findings()).toEqual(full);
      expect(copy.list()).toEqual(full);
    } catch (error) {
      throw new Error(`Translations fuzz failed: seed ${seed}, step ${step} (replay: CHECKS_FUZZ_SEED=${seed})\n${trace.slice(-8).join('\n')}\n${String(error)}`, { cause: error });
    }
  }
}

describe('language changes: incremental results, and the page\'s copy, equal a full check', () => {
  it.each(seeds)('seed %i', (seed) => {
    run(seed);
  });
});
