// Completeness of the candidates (candidates.ts), by brute force: for a subject and random
// conditions naming it, every concrete response of a small universe must agree, condition by
// condition, with some candidate. That is what makes "no candidate satisfies it" mean "no
// respondent can".
//
//   CANDIDATES_FUZZ_SEEDS=2000 npx vitest run workers/checks/candidates.property     (a long run)
import { describe, expect, it } from 'vitest';
import { evaluateCondition, CONDITION_FUNCTIONS, type Component, type Condition, type ResponseValue } from '../../schema';
import { candidatesOf, type Candidate } from './candidates';
import { SurveyReader } from './check-context';
import { SurveyStore } from './survey-store';
import { cond, make, ref } from './testing/builders';
import { Prng } from './testing/random-survey';

/**
 * Seeds that once failed; they run first, every time. 5900: a multi set chosen exactly vs. with one
 * more answer (equalTo); 6524, 8308, 8442: one answer vs. two (a code is compared only alone).
 */
const PINNED: readonly number[] = [5900, 6524, 8308, 8442];
const SEEDS = Number(process.env.CANDIDATES_FUZZ_SEEDS ?? 1000);
const seeds = [...PINNED, ...Array.from({ length: SEEDS }, (_, i) => 5000 + i)];

const choice = (answers: readonly Component[]): ResponseValue => ({
  kind: 'choice',
  selected: answers.map((a) => ({ id: a.id, code: (a as { code: string }).code })),
});
const subsets = <T>(items: readonly T[]): T[][] => items.reduce<T[][]>((all, item) => [...all, ...all.map((s) => [...s, item])], [[]]);

interface Case {
  readonly components: Component[];
  readonly universe: ResponseValue[];
  readonly leaves: Condition[];
}

function randomCase(prng: Prng): Case {
  const type = prng.choose(['single', 'single2', 'multi', 'numeric', 'open_text'] as const);
  const q = make('question', { id: 'q', question_type: type === 'single2' ? 'single' : type });
  const components: Component[] = [q];
  const answers: Component[] = [];
  const groups = type === 'single2' ? 2 : type === 'single' || type === 'multi' ? 1 : 0;
  for (let g = 0; g < groups; g++) {
    const ag = make('answer_group', { id: `ag${g}`, parent: ref(q), answer_group_type: type === 'multi' ? 'multi' : 'single' });
    components.push(ag);
    for (let a = prng.int(1, type === 'single2' ? 3 : 6); a > 0; a--) {
      const answer = make('answer', { id: `a${g}.${a}`, parent: ref(ag), code: String(prng.choose([a, prng.int(-2, 9), 'x'])), exclusive: type === 'multi' && prng.chance(0.2) });
      answers.push(answer);
      components.push(answer);
    }
  }
  let universe: ResponseValue[] = [];
  const pool = ['', 'a', 'ab', 'b', 'yes', 'no', 'bab', 'xyz'];
  const numbers = [-3, -2, -1, 0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9];
  let bounds = { min: -Infinity, max: Infinity, whole: false };
  if (type === 'single') universe = answers.map((a) => choice([a]));
  if (type === 'single2' || type === 'multi') {
    universe = subsets(answers)
      .filter((s) => s.length > 0 && (s.length === 1 || !s.some((a) => (a as { exclusive: boolean }).exclusive)))
      .map(choice);
  }
  if (type === 'numeric') {
    const min = prng.chance(0.5) ? prng.int(-2, 3) : null;
    const max = prng.chance(0.5) ? prng.int(4, 8) : null;
    const decimals = prng.int(0, 1);
    components.push(make('answer_group', { id: 'agn', parent: ref(q), answer_group_type: 'numeric', min, max, decimal_places: decimals } as never));
    bounds = { min: min ?? -Infinity, max: max ?? Infinity, whole: decimals === 0 };
    universe = numbers.filter((n) => n >= bounds.min && n <= bounds.max && (!bounds.whole || Number.isInteger(n))).map((value) => ({ kind: 'number', value }));
  }
  if (type === 'open_text') {
    components.push(make('answer_group', { id: 'agt', parent: ref(q), answer_group_type: 'open_text' }));
    const texts = new Set<string>();
    for (const a of pool) for (const b of pool) for (const pad of ['', ' ', 'A']) texts.add(`${a}${pad}${b}`);
    universe = [...texts].filter((t) => t.trim() !== '').map((value) => ({ kind: 'text', value }));
  }
  const leaves = Array.from({ length: prng.int(1, 6) }, () => {
    const sets = answers.length && prng.chance(0.5) ? Array.from({ length: prng.int(1, 2) }, () => Array.from({ length: prng.int(1, 2) }, () => prng.choose(answers).id)) : [];
    return cond('q', {
      fn: prng.choose(CONDITION_FUNCTIONS),
      negate: prng.chance(0.3),
      answers: sets,
      ...(prng.chance(0.7) ? { value: prng.chance(0.6) ? prng.choose(numbers) : prng.choose(pool) } : {}),
      ...(prng.chance(0.4) ? { value2: prng.choose(numbers) } : {}),
    });
  });
  return { components, universe, leaves };
}

const vector = (leaves: readonly Condition[], response: Candidate) => leaves.map((leaf) => (evaluateCondition(leaf, { q: response }) ? '1' : '0')).join('');

describe('candidates cover every response the conditions can tell apart', () => {
  it.each(seeds)('seed %i', (seed) => {
    const { components, universe, leaves } = randomCase(new Prng(seed));
    const store = new SurveyStore();
    for (const component of components) store.put(component);
    const set = candidatesOf('q', leaves, new SurveyReader(store));
    if (set.wild) return; // a wildcard covers everything by definition
    const covered = new Set(set.answered.map((candidate) => vector(leaves, candidate)));
    const missed = universe.filter((response) => !covered.has(vector(leaves, response)));
    expect(missed.slice(0, 3), `seed ${seed}: ${JSON.stringify(leaves)}`).toEqual([]);
  });
});
