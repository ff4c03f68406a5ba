// The respondent's walk held to the reachability analysis (issue 14 A): random surveys, taken by
// random respondents exactly as the server takes them (schema/survey/respondent/walk.ts, the walk
// server/respondent/fielding.ts runs: pageView → validatePage → withPage → the page's processors →
// stepAfter → landing, with Back), never reach a page or routing group the analysis calls
// unreachable. The converse where the analysis is exact: a root page that no exit, terminating
// page or quota check can come before is reported reachable and is visited.
//
// reachability.property.test.ts walks the bare flow (routing-walk.ts) with concrete responses;
// this one goes through everything the server adds: answers as posted (refused when invalid,
// as the server refuses them), visibility settled over all stored answers, pages with nothing to
// draw passed, data processors' results, collectors' values, the quota gate, and Back.
//
//   WALK_FUZZ_SEEDS=1000 npx vitest run workers/checks/walk-reachability.property    (a long run)
//   WALK_FUZZ_SEED=1234 npx vitest run workers/checks/walk-reachability.property     (one seed)
import { describe, expect, it } from 'vitest';
import {
  answerGroupsOf, arrive, childrenByParent, childrenOfKind, componentSchema, collectedFields, collectedResponses, firstStep, flowSourceOf,
  isDeletedInTree, pageQuestionIds, pageView, processorsOn, queryStringCollectors, setAnswer, settleVisibility, shownItself,
  pageOf, stepAfter, validatePage, withPage,
  type AnswerValue, type Answers, type Component, type ComponentOf, type ConditionNode, type FlowStep, type PageProblem,
  type Responses, type SurveyLanguage, type WalkVersion,
} from '../../schema';
import { answersOnPath } from '../../schema/survey/respondent/path-answers';
import { leavesOf } from './conditions';
import { runChecks } from './replica';
import { Prng, RandomSurvey } from './testing/random-survey';

type Page = ComponentOf<'routing_page'>;
type Group = ComponentOf<'answer_group'>;

/**
 * Seeds that once failed; they run first, every time (each has a regression test below).
 * 31042: a question of type data_processor holding a numeric group, answered on a page; 31035,
 * 34182: Back, then an earlier page answered again, read answers given further on (or on a way
 * since left); 31215: a single question with a multi group, two answers chosen; 32114, 32252: a
 * required question filed under a routing page, never drawn; 34000: an item naming a question as
 * an answer deleted that question's answer on save. 33209, 33310, 34079: as 34182.
 */
const PINNED: readonly number[] = [31035, 31042, 31215, 32114, 32252, 33209, 33310, 34000, 34079, 34182];
const SEEDS = Number(process.env.WALK_FUZZ_SEEDS ?? 80);
const ONLY = process.env.WALK_FUZZ_SEED;
const seeds = ONLY ? [Number(ONLY)] : [...PINNED, ...Array.from({ length: SEEDS }, (_, i) => 31_000 + i)];
const RESPONDENTS = 60;
const LANG: SurveyLanguage = { language: 'en', defaultLanguage: 'en' };
/** Tries at a page before a respondent gives up on it (a survey no answer can satisfy). */
const TRIES = 6;
const MAX_BACKS = Number(process.env.WALK_MAX_BACKS ?? 3);

/** The version as publishing freezes it (publication.ts): live records, routing apart. */
export function walkVersionOf(records: Iterable<Component>): WalkVersion {
  const byId = new Map([...records].map((c) => [c.id, c]));
  const all = [...byId.values()].filter((c) => !isDeletedInTree(c, byId));
  const components = all.filter((c) => !c.kind.startsWith('routing_'));
  return { all, components, source: flowSourceOf(all), tree: childrenByParent(components) };
}

/** What a crowd of respondents did: every page and group reached, and who got stuck where. */
export interface Walked {
  readonly visited: Set<string>;
  /** Respondents who left a page unanswerable (every try refused): the survey's fault, not the walk's. */
  stuck: number;
  finished: number;
  backs: number;
}

/**
 * One respondent, as the server takes them: `show` lands a first visit, each `submit` is
 * fielding.ts `answer` (the page's posted answers replace its questions' stored ones, validated
 * against the page as the server draws it, processors run, the step lands), Back moves to the
 * page before on the path, which is cut when that page is submitted again.
 */
class Respondent {
  private answers: Answers = {};
  private path: string[] = [];
  private current: Page | null = null;
  private readonly given: Responses;

  constructor(
    private readonly version: WalkVersion,
    private readonly prng: Prng,
    private readonly values: AnswerValues,
    private readonly walked: Walked,
    /** A quota-flagged page's gate: the counts are the server's, so any answer is possible. */
    private readonly quotaFull: number,
  ) {
    const query: Record<string, string> = {};
    for (const collector of queryStringCollectors(version.components)) {
      if (prng.chance(0.6)) query[collector.query_string.param_name.trim()] = prng.choose(values.texts).trim() || 'x';
    }
    const collected = collectedFields(version.components, query);
    this.given = collected.ok ? collectedResponses(version.components, collected.fields) : {};
  }

  take(): void {
    this.land(firstStep(this.version.source, this.given), this.answers);
    let backs = 0;
    for (let steps = 0; this.current && steps < 4 * this.version.all.length + 10; steps++) {
      const page: Page = this.current;
      this.walked.visited.add(page.id);
      const at = this.path.lastIndexOf(page.id);
      if (at > 0 && backs < MAX_BACKS && this.prng.chance(0.2)) {
        backs++;
        this.walked.backs++;
        this.current = this.version.source.get(this.path[at - 1]!) as Page;
        continue;
      }
      if (!this.submit(page)) {
        this.walked.stuck++;
        return;
      }
    }
    if (!this.current) this.walked.finished++;
  }

  /** fielding.ts `answer` for one page: false when every try was refused. */
  private submit(page: Page): boolean {
    const { version } = this;
    const questionIds = pageQuestionIds(version, page);
    let posted = this.values.forPage(version, pageView(version, page, this.answers, this.given).items, this.answers, this.given);
    for (let tries = 0; ; tries++) {
      const answers = withPage(this.answers, questionIds, posted);
      const view = pageView(version, page, answers, this.given);
      const problems = validatePage({ tree: version.tree, shown: view.items, answers: posted, responses: view.responses, lang: LANG, today: '2026-01-01' });
      if (problems.length === 0) {
        // After Back, the step is decided on the answers up to this page (answersOnPath), all kept stored.
        const passed = this.pass(page, answersOnPath(version, this.path, page.id, answers));
        this.answers = { ...answers, ...passed.answers };
        // The store cuts the path after the page and appends where the walk lands.
        this.path = this.path.slice(0, this.path.lastIndexOf(page.id) + 1);
        this.land(stepAfter(version.source, page.id, passed.responses), passed.answers);
        return true;
      }
      if (tries >= TRIES) return false;
      posted = this.values.repaired(version, view, posted, problems);
    }
  }

  /** The page's data processors, run as the walk leaves it: each a preset result code (200/401/403/500). */
  private pass(page: Page, answers: Answers): { answers: Answers; responses: Responses } {
    const { version } = this;
    const settled = settleVisibility(version.components, answers, this.given);
    const visible = new Set(settled.visible.map((c) => c.id));
    let out = answers;
    for (const processor of processorsOn(version, page, settled.responses, visible)) {
      const group = childrenOfKind(version.tree, processor.id, 'answer_group')[0];
      const codes = group ? childrenOfKind(version.tree, group.id, 'answer').map((a) => a.code) : [];
      // Run before (a page answered again after Back): its result is a stored answer.
      if (!group || out[processor.id]?.[group.id] || codes.length === 0) continue;
      out = setAnswer(out, processor.id, group.id, { type: 'single', value: { code: this.prng.choose(codes), other: {} } });
    }
    return out === answers ? { answers, responses: settled.responses } : { answers: out, responses: settleVisibility(version.components, out, this.given).responses };
  }

  /**
   * respondent-walk.ts `landingThrough` from a step decided on `walking` (the answers the walk
   * reads): pages with nothing to draw passed (their processors run), the quota gate.
   */
  private land(step: FlowStep, walking: Answers): void {
    const { version } = this;
    let current = step;
    for (let guard = 0; guard <= version.all.length; guard++) {
      for (const decision of current.decisions) this.walked.visited.add(decision.group.id);
      const settled = settleVisibility(version.components, walking, this.given);
      const visible = new Set(settled.visible.map((c) => c.id));
      const arrival = arrive(version, current.stop, settled.responses, visible, () => this.prng.chance(this.quotaFull));
      if (arrival.kind === 'end') {
        this.current = null;
        return;
      }
      this.walked.visited.add(arrival.page.id);
      if (arrival.kind === 'page') {
        this.current = arrival.page;
        this.path.push(arrival.page.id);
        return;
      }
      const passed = this.pass(arrival.page, walking);
      this.answers = { ...this.answers, ...passed.answers };
      walking = passed.answers;
      current = stepAfter(version.source, arrival.page.id, passed.responses);
    }
    throw new Error('The walk did not end');
  }
}

/** Random answers a respondent posts, near the values the survey's conditions compare with. */
class AnswerValues {
  readonly numbers: number[] = [];
  readonly texts: string[] = ['', 'x', 'hello world'];

  constructor(private readonly prng: Prng, components: Iterable<Component>) {
    for (const component of components) {
      for (const field of ['condition', 'visibility_condition', 'required_condition', 'criteria'] as const) {
        for (const leaf of leavesOf((component as Partial<Record<typeof field, ConditionNode | null>>)[field])) {
          for (const value of [leaf.value, leaf.value2]) {
            if (typeof value === 'number') this.numbers.push(value - 1, value - 0.5, value, value + 0.5, value + 1);
            if (typeof value === 'string') this.texts.push(value, value.toUpperCase(), `${value}!`, `a${value}b`, ` ${value} `);
          }
        }
      }
    }
  }

  /** Answers to the questions under the page's shown items, each group left blank now and then. */
  forPage(version: WalkVersion, items: readonly Component[], stored: Answers, given: Responses): Answers {
    let posted: Answers = {};
    const responses = settleVisibility(version.components, stored, given).responses;
    for (const question of questionsUnder(version, items)) {
      for (const group of answerGroupsOf(version.tree, question)) {
        if (this.prng.chance(0.25)) continue;
        const value = this.value(version, group, responses);
        if (value) posted = setAnswer(posted, question.id, group.id, value);
      }
    }
    return posted;
  }

  /** The posted answers with each refused value dropped or given again, as a respondent corrects a page. */
  repaired(version: WalkVersion, view: { readonly responses: Responses }, posted: Answers, problems: readonly PageProblem[]): Answers {
    let out: Record<string, Record<string, AnswerValue>> = Object.fromEntries(Object.entries(posted).map(([q, groups]) => [q, { ...groups }]));
    for (const problem of problems) {
      const group = version.components.find((c): c is Group => c.id === problem.answerGroupId && c.kind === 'answer_group');
      const drop = problem.code === 'not_shown' || problem.code === 'not_on_page' || !group;
      const value = drop ? undefined : this.value(version, group, view.responses);
      if (value) out = { ...out, [problem.questionId]: { ...out[problem.questionId], [problem.answerGroupId]: value } };
      else delete out[problem.questionId]?.[problem.answerGroupId];
    }
    return out;
  }

  private value(version: WalkVersion, group: Group, responses: Responses): AnswerValue | undefined {
    const { prng } = this;
    switch (group.answer_group_type) {
      case 'single':
      case 'multi': {
        const offered = childrenOfKind(version.tree, group.id, 'answer').filter((a) => !a.disabled && shownItself(a, responses));
        if (offered.length === 0) return undefined;
        const other = (codes: readonly string[]) =>
          Object.fromEntries(offered.filter((a) => a.other && codes.includes(a.code)).map((a) => [a.code, prng.chance(0.8) ? 'other' : '']));
        if (group.answer_group_type === 'single') {
          const code = prng.choose(offered).code;
          return { type: 'single', value: { code, other: other([code]) } };
        }
        const exclusive = offered.filter((a) => a.exclusive);
        const open = offered.filter((a) => !a.exclusive);
        let codes: string[];
        if (exclusive.length && (open.length === 0 || prng.chance(0.25))) codes = [prng.choose(exclusive).code];
        else {
          const want = Math.max(1, Math.min(open.length, prng.int(group.min ?? 1, group.max ?? open.length)));
          codes = [...open].sort(() => prng.next() - 0.5).slice(0, want).map((a) => a.code);
        }
        return { type: 'multi', value: { codes, other: other(codes) } };
      }
      case 'numeric': {
        const min = group.min ?? -Infinity;
        const max = group.max ?? Infinity;
        const pool = [...this.numbers, prng.int(-20, 20), min, max, 0]
          .map((n) => Number(n.toFixed(group.decimal_places)))
          .filter((n) => Number.isFinite(n) && n >= min && n <= max);
        return pool.length ? { type: 'numeric', value: prng.choose(pool) } : undefined;
      }
      case 'open_text': {
        let text = group.text_type === 'number' ? String(prng.choose([...this.numbers, 1, 42])) : prng.choose(this.texts) + (prng.chance(0.3) ? prng.choose(this.texts) : '');
        if (group.min !== null && [...text].length < group.min) text = text.padEnd(group.min, 'z');
        if (group.max !== null) text = [...text].slice(0, group.max).join('');
        return { type: 'open_text', value: text.trim() === '' ? (group.text_type === 'number' ? '1' : 'y') : text };
      }
      case 'date':
        return { type: 'date', value: prng.choose(['2020-01-15', '2024-02-29', '1999-12-31']) };
      default: {
        const never: never = group;
        throw new RangeError(`Unexpected answer group ${JSON.stringify(never)}`);
      }
    }
  }
}

/** The questions under a page's items (through groups and grids), in tree order. */
function questionsUnder(version: WalkVersion, items: readonly Component[]): ComponentOf<'question'>[] {
  const out: ComponentOf<'question'>[] = [];
  const seen = new Set<string>();
  const visit = (component: Component) => {
    if (seen.has(component.id)) return;
    seen.add(component.id);
    if (component.kind === 'question') out.push(component);
    else if (component.kind === 'group' || component.kind === 'grid') for (const child of version.tree.get(component.id) ?? []) visit(child);
  };
  items.forEach(visit);
  return out;
}

/**
 * Root pages every respondent passes unless they get stuck: no exit block, terminating page or
 * quota check anywhere in the flow before them (nor on a page of a branch before them).
 */
export function unconditionalPages(version: WalkVersion): string[] {
  const { source } = version;
  const flowOf = (parent: string | null) => source.children(parent).filter((c) => c.kind === 'routing_page' || c.kind === 'routing_group');
  const mayEnd = (node: Component): boolean => {
    if (node.kind === 'routing_page') {
      return node.terminate || node.quota || source.children(node.id).some((item) => item.kind === 'routing_item' && item.item_kind === 'exit_block');
    }
    return source.children(node.id).some((branch) => branch.kind === 'routing_condition' && flowOf(branch.id).some(mayEnd));
  };
  const out: string[] = [];
  for (const node of flowOf(null)) {
    if (node.kind === 'routing_page') out.push(node.id);
    if (mayEnd(node)) break;
  }
  return out;
}

/** `count` respondents taking the survey; what they reached. */
function walkCrowd(version: WalkVersion, prng: Prng, count: number): Walked {
  const values = new AnswerValues(prng, version.all);
  const walked: Walked = { visited: new Set(), stuck: 0, finished: 0, backs: 0 };
  for (let i = 0; i < count; i++) new Respondent(version, prng, values, walked, prng.choose([0, 0.2])).take();
  return walked;
}

const unreachableIds = (components: readonly Component[]) =>
  new Set(runChecks(components).filter((f) => f.code === 'routing_unreachable').map((f) => f.itemId));

describe('the respondent walk never reaches what reachability calls unreachable', () => {
  const totals = { visited: 0, stuck: 0, finished: 0, backs: 0, unconditional: 0 };

  it.each(seeds)('seed %i', (seed) => {
    const prng = new Prng(seed);
    const survey = new RandomSurvey(prng);
    survey.generateFlow();
    for (let edits = prng.int(0, 8); edits > 0; edits--) survey.edit();
    const components = [...survey.components.values()];
    const version = walkVersionOf(components);
    const unreachable = unreachableIds(components);
    const walked = walkCrowd(version, prng, RESPONDENTS);
    const replay = `seed ${seed} (replay: WALK_FUZZ_SEED=${seed})`;
    expect([...walked.visited].filter((id) => unreachable.has(id)), `${replay}: visited yet reported unreachable`).toEqual([]);

    const everyone = unconditionalPages(version);
    expect(everyone.filter((id) => unreachable.has(id)), `${replay}: a page every respondent passes is reported unreachable`).toEqual([]);
    // A respondent who is never stuck reaches every page before the first possible end.
    if (walked.stuck < RESPONDENTS) expect(everyone.filter((id) => !walked.visited.has(id)), `${replay}: never visited`).toEqual([]);

    totals.visited += walked.visited.size;
    totals.stuck += walked.stuck;
    totals.finished += walked.finished;
    totals.backs += walked.backs;
    totals.unconditional += everyone.length;
  });

  it('walks far enough to mean something', () => {
    if (ONLY) return;
    // Most respondents finish; they go Back; pages are reached: else the property holds vacuously.
    const respondents = seeds.length * RESPONDENTS;
    expect(totals.finished, JSON.stringify(totals)).toBeGreaterThan(respondents * 0.6);
    expect(totals.backs).toBeGreaterThan(respondents * 0.2);
    expect(totals.visited).toBeGreaterThan(seeds.length * 3);
  });
});

/** A respondent who answers every question as told, walked as the server walks them; the pages they see. */
function walkAnswering(version: WalkVersion, answer: (question: ComponentOf<'question'>, group: Group) => AnswerValue): string[] {
  const seen: string[] = [];
  let answers: Answers = {};
  let landed = landingOf(version, firstStep(version.source, {}), answers);
  while (landed) {
    seen.push(landed.id);
    const page = landed;
    let posted: Answers = {};
    for (const question of questionsUnder(version, pageView(version, page, answers).items)) {
      for (const group of answerGroupsOf(version.tree, question)) posted = setAnswer(posted, question.id, group.id, answer(question, group));
    }
    answers = withPage(answers, pageQuestionIds(version, page), posted);
    const view = pageView(version, page, answers);
    expect(validatePage({ tree: version.tree, shown: view.items, answers: posted, responses: view.responses, lang: LANG })).toEqual([]);
    landed = landingOf(version, stepAfter(version.source, page.id, view.responses), answers);
  }
  return seen;
}

function landingOf(version: WalkVersion, step: FlowStep, answers: Answers): Page | null {
  const { visible, responses } = settleVisibility(version.components, answers);
  const arrival = arrive(version, step.stop, responses, new Set(visible.map((c) => c.id)));
  if (arrival.kind === 'pass') return landingOf(version, stepAfter(version.source, arrival.page.id, responses), answers);
  return arrival.kind === 'page' ? arrival.page : null;
}

describe('regressions: the walk and the analysis on one survey', () => {
  const parse = (records: Record<string, unknown>[]) => records.map((r) => componentSchema.parse(r));
  const at = (id: string, kind: string) => ({ id, kind });
  const answered = (questionId: string, fields: Record<string, unknown> = {}) =>
    ({ kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: questionId, negate: false, fn: 'answered', answers: [], ...fields }] });
  /** p1 asks `questionId`; a group then shows p2 when `branch` holds (it is answered); p3 for everyone (p2 and p3 show a text). */
  const branchOn = (questionId: string, records: Record<string, unknown>[], branch: Record<string, unknown> = answered(questionId)) => parse([
    ...records,
    { id: 'p1', kind: 'routing_page', order: 0 },
    { id: 'p1-i', kind: 'routing_item', parent: at('p1', 'routing_page'), item_id: questionId, item_kind: 'question' },
    { id: 'g', kind: 'routing_group', order: 1 },
    { id: 'g-c', kind: 'routing_condition', parent: at('g', 'routing_group'), condition: branch },
    { id: 'p2', kind: 'routing_page', parent: at('g-c', 'routing_condition') },
    { id: 'p2-i', kind: 'routing_item', parent: at('p2', 'routing_page'), item_id: 'qi', item_kind: 'question' },
    { id: 'p3', kind: 'routing_page', order: 2 },
    { id: 'p3-i', kind: 'routing_item', parent: at('p3', 'routing_page'), item_id: 'qi', item_kind: 'question' },
    { id: 'qi', kind: 'question', name: 'QI', question_type: 'info', required: false },
    { id: 'x', kind: 'exit_block', terminate_status: 'complete' },
  ]);

  // The designer's Date question (add-catalogue.ts) is an open-text question with a date group.
  // The analysis modelled it by its type, as text, found no open-text group, so "no answer to give":
  // a branch on it answered was reported unreachable, though every respondent who dates it goes there.
  it('a Date question answered takes its branch (candidates model the groups a question holds)', () => {
    const survey = branchOn('qd', [
      { id: 'qd', kind: 'question', name: 'QD', question_type: 'open_text' },
      { id: 'qd-g', kind: 'answer_group', parent: at('qd', 'question'), answer_group_type: 'date' },
    ]);
    const version = walkVersionOf(survey);
    expect(walkAnswering(version, () => ({ type: 'date', value: '2024-02-29' }))).toEqual(['p1', 'p2', 'p3']);
    expect([...unreachableIds(survey)]).toEqual([]);
  });

  // A single question holding a numeric group (an import; the schema takes it) is answered with a number.
  it('a number typed into a single question takes a branch on it', () => {
    const survey = branchOn('qs', [
      { id: 'qs', kind: 'question', name: 'QS', question_type: 'single' },
      { id: 'qs-g', kind: 'answer_group', parent: at('qs', 'question'), answer_group_type: 'numeric' },
    ]);
    const version = walkVersionOf(survey);
    expect(walkAnswering(version, () => ({ type: 'numeric', value: 4 }))).toEqual(['p1', 'p2', 'p3']);
    expect([...unreachableIds(survey)]).toEqual([]);
  });

  // A single question may hold a multi group (the schema takes it): its respondent chooses several
  // answers. The analysis gave it one answer per single group, so a branch on two answers chosen
  // was reported unreachable.
  it('two answers chosen in the multi group of a single question take a branch on the count', () => {
    const survey = branchOn('qm', [
      { id: 'qm', kind: 'question', name: 'QM', question_type: 'single' },
      { id: 'qm-g', kind: 'answer_group', parent: at('qm', 'question'), answer_group_type: 'multi' },
      { id: 'qm-a', kind: 'answer', parent: at('qm-g', 'answer_group'), order: 0, code: '1' },
      { id: 'qm-b', kind: 'answer', parent: at('qm-g', 'answer_group'), order: 1, code: '2' },
    ], { kind: 'group', operator: 'and', items: [{ kind: 'condition', question_id: 'qm', negate: false, fn: 'answerCount', answers: [], value: 2 }] });
    const version = walkVersionOf(survey);
    expect(walkAnswering(version, () => ({ type: 'multi', value: { codes: ['1', '2'], other: {} } }))).toEqual(['p1', 'p2', 'p3']);
    expect([...unreachableIds(survey)]).toEqual([]);
  });

  // A question filed under a routing page (a broken parent) is placed on p1 but never drawn: the
  // runtime shows a component only under shown parents of the survey. The analysis took it as
  // shown and, being required, answered, so "not answered" could never hold.
  it('a required question the page cannot draw stays unanswered, and a branch on that is reachable', () => {
    const survey = branchOn('qr', [
      { id: 'qr', kind: 'question', name: 'QR', question_type: 'numeric', required: true, parent: at('p1', 'routing_page') },
      { id: 'qr-g', kind: 'answer_group', parent: at('qr', 'question'), answer_group_type: 'numeric' },
      { id: 'qt', kind: 'question', name: 'QT', question_type: 'info', required: false },
      { id: 'p1-t', kind: 'routing_item', parent: at('p1', 'routing_page'), order: 1, item_id: 'qt', item_kind: 'question' },
    ], answered('qr', { negate: true }));
    const version = walkVersionOf(survey);
    expect(walkAnswering(version, () => ({ type: 'numeric', value: 1 }))).toEqual(['p1', 'p2', 'p3']);
    expect([...unreachableIds(survey)]).toEqual([]);
  });

  // An item naming a question under another kind draws nothing; its page's save replaced (deleted)
  // that question's answer all the same, so a branch on the question answered earlier was shut.
  it('a page whose item names a question as an answer leaves the answer to that question alone', () => {
    const survey = parse([
      { id: 'q1', kind: 'question', name: 'Q1', question_type: 'numeric', required: true },
      { id: 'q1-g', kind: 'answer_group', parent: at('q1', 'question'), answer_group_type: 'numeric' },
      { id: 'p1', kind: 'routing_page', order: 0 },
      { id: 'p1-i', kind: 'routing_item', parent: at('p1', 'routing_page'), item_id: 'q1', item_kind: 'question' },
      { id: 'p2', kind: 'routing_page', order: 1 },
      { id: 'p2-i', kind: 'routing_item', parent: at('p2', 'routing_page'), item_id: 'q1', item_kind: 'answer' },
      { id: 'p2-t', kind: 'routing_item', parent: at('p2', 'routing_page'), order: 1, item_id: 'qi', item_kind: 'question' },
      { id: 'qi', kind: 'question', name: 'QI', question_type: 'info', required: false },
      { id: 'g', kind: 'routing_group', order: 2 },
      { id: 'g-c', kind: 'routing_condition', parent: at('g', 'routing_group'), condition: answered('q1') },
      { id: 'p3', kind: 'routing_page', parent: at('g-c', 'routing_condition') },
      { id: 'p3-i', kind: 'routing_item', parent: at('p3', 'routing_page'), item_id: 'qi', item_kind: 'question' },
      { id: 'x', kind: 'exit_block', terminate_status: 'complete' },
    ]);
    const version = walkVersionOf(survey);
    expect(pageQuestionIds(version, pageOf(version, 'p2')!)).toEqual(['qi']);
    expect(walkAnswering(version, () => ({ type: 'numeric', value: 1 }))).toEqual(['p1', 'p2', 'p3']);
    expect([...unreachableIds(survey)]).toEqual([]);
  });

  // Back keeps the answers of the pages after it. Answering p1 again, the walk read q3 (answered on
  // p3, further on) and opened p2, a branch on q3 placed before it that the analysis rightly calls
  // unreachable: the step after a page is decided on the answers given on the way to it.
  it('Back: answering an earlier page again, a branch on a question asked further on stays shut', () => {
    const survey = parse([
      { id: 'q1', kind: 'question', name: 'Q1', question_type: 'numeric', required: true },
      { id: 'q1-g', kind: 'answer_group', parent: at('q1', 'question'), answer_group_type: 'numeric' },
      { id: 'q3', kind: 'question', name: 'Q3', question_type: 'numeric', required: true },
      { id: 'q3-g', kind: 'answer_group', parent: at('q3', 'question'), answer_group_type: 'numeric' },
      { id: 'qi', kind: 'question', name: 'QI', question_type: 'info', required: false },
      { id: 'p1', kind: 'routing_page', order: 0 },
      { id: 'p1-i', kind: 'routing_item', parent: at('p1', 'routing_page'), item_id: 'q1', item_kind: 'question' },
      { id: 'g', kind: 'routing_group', order: 1 },
      { id: 'g-c', kind: 'routing_condition', parent: at('g', 'routing_group'), condition: answered('q3') },
      { id: 'p2', kind: 'routing_page', parent: at('g-c', 'routing_condition') },
      { id: 'p2-i', kind: 'routing_item', parent: at('p2', 'routing_page'), item_id: 'qi', item_kind: 'question' },
      { id: 'p3', kind: 'routing_page', order: 2 },
      { id: 'p3-i', kind: 'routing_item', parent: at('p3', 'routing_page'), item_id: 'q3', item_kind: 'question' },
      { id: 'p4', kind: 'routing_page', order: 3 },
      { id: 'p4-i', kind: 'routing_item', parent: at('p4', 'routing_page'), item_id: 'qi', item_kind: 'question' },
      { id: 'x', kind: 'exit_block', terminate_status: 'complete' },
    ]);
    expect([...unreachableIds(survey)]).toEqual(['p2']);
    const version = walkVersionOf(survey);
    const number = (questionId: string, groupId: string, value: number): Answers => ({ [questionId]: { [groupId]: { type: 'numeric', value } } });
    // p1 → p3 (q3 answered) → p4, then Back twice: the path is kept, every answer stored.
    const stored: Answers = { ...number('q1', 'q1-g', 1), ...number('q3', 'q3-g', 2) };
    const path = ['p1', 'p3', 'p4'];
    const again = withPage(stored, pageQuestionIds(version, pageOf(version, 'p1')!), number('q1', 'q1-g', 5));
    const next = (answers: Answers) => landingOf(version, stepAfter(version.source, 'p1', settleVisibility(version.components, answers).responses), answers)?.id;
    expect(next(again), 'every stored answer read: q3 opens p2').toBe('p2');
    const walking = answersOnPath(version, path, 'p1', again);
    expect(walking).toEqual(number('q1', 'q1-g', 5));
    expect(next(walking)).toBe('p3');
    // On the last page of the path nothing is left out: the same answers.
    expect(answersOnPath(version, path, 'p4', stored)).toBe(stored);
  });
});
