// `settle` (schema/survey/respondent/responses.ts) reads only the answered components' visibility each round, so the server
// settles a page of the largest survey without walking it. Held here to the definition it
// replaced: every round lists every visible component and reads the responses from that list,
// until the list stops changing (or ten rounds pass). Random surveys (including broken drafts:
// parents missing, codes repeated, conditions on anything), random answers of every type (wrong
// types, unknown codes, answers to hidden components) and random collector values.
//
//   SETTLE_FUZZ_SEEDS=2000 npx vitest run workers/checks/settle.property   (a long run)
import { describe, expect, it } from 'vitest';
import { Prng, RandomSurvey } from './testing/random-survey';
import {
  settleVisibility, shownItself, toResponses, visibilityUnder,
  type AnswerGroup, type AnswerValue, type Answers, type Component, type ResponseValue, type Responses,
} from '../../schema';

const SEEDS = Number(process.env.SETTLE_FUZZ_SEEDS ?? 150);

/** The definition: the old whole-list settling, kept verbatim as the oracle. */
function referenceResponses(components: readonly Component[], answers: Answers): Responses {
  const questions = new Set(components.filter((c) => c.kind === 'question' || c.kind === 'data_processor').map((c) => c.id));
  const groups = new Map<string, AnswerGroup>();
  const answerIds = new Map<string, Map<string, string>>();
  for (const component of components) {
    if (component.kind === 'answer_group') groups.set(component.id, component);
    if (component.kind === 'answer' && component.parent) {
      const byCode = answerIds.get(component.parent.id) ?? new Map<string, string>();
      byCode.set(component.code, component.id);
      answerIds.set(component.parent.id, byCode);
    }
  }
  const typed = (value: AnswerValue): ResponseValue | undefined => {
    if (value.type === 'numeric') return value.value === null ? undefined : { kind: 'number', value: value.value };
    if (value.type === 'open_text' || value.type === 'date') return value.value.trim() === '' ? undefined : { kind: 'text', value: value.value };
    return undefined;
  };
  const responses: Record<string, ResponseValue> = {};
  for (const [questionId, byGroup] of Object.entries(answers)) {
    if (!questions.has(questionId)) continue;
    const entries = Object.entries(byGroup)
      .flatMap(([groupId, value]) => {
        const group = groups.get(groupId);
        return group && group.answer_group_type === value.type ? [{ group, value }] : [];
      })
      .sort((a, b) => a.group.order - b.group.order);
    const selected = entries.flatMap(({ group, value }) => {
      const codes = value.type === 'single' ? (value.value.code === null ? [] : [value.value.code]) : value.type === 'multi' ? value.value.codes : [];
      return codes.flatMap((code) => {
        const id = answerIds.get(group.id)?.get(code);
        return id === undefined ? [] : [{ id, code }];
      });
    });
    const response = selected.length > 0 ? { kind: 'choice' as const, selected } : entries.map(({ value }) => typed(value)).find(Boolean);
    if (response) responses[questionId] = response;
  }
  return responses;
}

/**
 * Visible as spec §4 says it, asked of each component on its own: it shows itself and so does every
 * ancestor (a missing parent, or a loop of parents, shows nothing). Quadratic and memo-free on
 * purpose: it shares nothing with the walk it checks (visibilityUnder).
 */
function referenceVisible(components: readonly Component[], responses: Responses): Component[] {
  const byId = new Map(components.map((component) => [component.id, component]));
  return components.filter((component) => {
    const seen = new Set<string>();
    for (let at: Component | undefined = component; at !== undefined; at = at.parent ? byId.get(at.parent.id) : undefined) {
      if (seen.has(at.id) || !shownItself(at, responses)) return false;
      seen.add(at.id);
      if (!at.parent) return true;
    }
    return false;
  });
}

function referenceSettle(components: readonly Component[], answers: Answers, given: Responses) {
  let visible = [...components];
  let responses = { ...given, ...referenceResponses(visible, answers) };
  for (let round = 0; round < 10; round += 1) {
    const next = referenceVisible(components, responses);
    const same = next.length === visible.length && next.every((component, index) => component === visible[index]);
    visible = next;
    responses = { ...given, ...referenceResponses(visible, answers) };
    if (same) break;
  }
  return { visible, responses };
}

/** A random respondent's answers: to most questions, every type, some codes unknown or repeated. */
function randomAnswers(components: readonly Component[], prng: Prng): Answers {
  const groups = components.filter((c): c is AnswerGroup => c.kind === 'answer_group');
  const codes = components.flatMap((c) => (c.kind === 'answer' ? [c.code] : []));
  const answerable = components.filter((c) => c.kind === 'question' || c.kind === 'data_processor');
  const answers: Record<string, Record<string, AnswerValue>> = {};
  const code = () => (prng.chance(0.1) || codes.length === 0 ? `x${prng.int(0, 3)}` : prng.choose(codes));
  for (const question of answerable) {
    if (!prng.chance(0.6)) continue;
    const own = groups.filter((g) => g.parent?.id === question.id || prng.chance(0.03));
    const values: Record<string, AnswerValue> = {};
    for (const group of own) {
      const type = prng.chance(0.1) ? prng.choose(['single', 'multi', 'numeric', 'open_text', 'date'] as const) : group.answer_group_type;
      const value: AnswerValue = type === 'single' ? { type, value: { code: prng.chance(0.1) ? null : code(), other: {} } }
        : type === 'multi' ? { type, value: { codes: Array.from({ length: prng.int(0, 3) }, code), other: {} } }
        : type === 'numeric' ? { type, value: prng.chance(0.1) ? null : prng.int(-2, 12) }
        : type === 'date' ? { type, value: prng.chance(0.2) ? '' : `2026-0${prng.int(1, 9)}-1${prng.int(0, 9)}` }
        : { type, value: prng.choose(['', ' ', 'x', 'hello world', String(prng.int(0, 9))]) };
      values[group.id] = value;
    }
    answers[question.id] = values;
  }
  return answers;
}

function randomGiven(components: readonly Component[], prng: Prng): Responses {
  const given: Record<string, ResponseValue> = {};
  for (const component of components) {
    if (component.kind === 'question' && prng.chance(0.05)) given[component.id] = { kind: 'text', value: prng.choose(['x', '3', '']) };
  }
  return given;
}

describe('settle equals settling over the whole list', () => {
  let settlings = 0;
  let dropped = 0;
  it.each(Array.from({ length: SEEDS }, (_, i) => 52_000 + i))('seed %i', (seed) => {
    const prng = new Prng(seed);
    const survey = new RandomSurvey(prng);
    if (prng.chance(0.5)) survey.generateFlow();
    else survey.generate(prng.int(10, 120));
    for (let edits = prng.int(0, 8); edits > 0; edits--) survey.edit();
    const components = [...survey.components.values()];
    for (let respondent = 0; respondent < 12; respondent++) {
      const answers = randomAnswers(components, prng);
      const given = randomGiven(components, prng);
      const expected = referenceSettle(components, answers, given);
      const settled = settleVisibility(components, answers, given);
      settlings += 1;
      if (Object.keys(expected.responses).length < Object.keys({ ...given, ...referenceResponses(components, answers) }).length) dropped += 1;
      const replay = `seed ${seed}, respondent ${respondent}`;
      expect(settled.visible.map((c) => c.id), replay).toEqual(expected.visible.map((c) => c.id));
      expect(settled.responses, replay).toEqual(expected.responses);
      expect(toResponses(components, answers), replay).toEqual(referenceResponses(components, answers));
      const under = visibilityUnder(components, expected.responses);
      expect(components.filter((c) => under.has(c.id)).map((c) => c.id), replay).toEqual(referenceVisible(components, expected.responses).map((c) => c.id));
    }
  });

  it('meets conditions that hide answered questions', () => {
    // Else the equality above would hold vacuously: settling must often drop answers.
    expect(dropped, `of ${settlings} settlings`).toBeGreaterThan(settlings / 20);
  });
});
