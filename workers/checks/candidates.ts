// Representative responses of a condition subject, for the routing analysis (reachability.ts).
//
// A subject's possible responses are infinite (any number, any text) or huge (any subset of 50
// answers), but the conditions of a survey only tell a finite number of them apart: a numeric
// question is compared with a few constants, a multi question is asked about the answers named
// and about counts. So every subject gets a finite list of candidates, at least one in every
// region the conditions naming it can distinguish. Judging a condition on the candidates (with the
// schema's own evaluator) is then exact: a condition that no candidate satisfies no respondent can.
// Where the regions are too many to list, one wildcard stands for every answer: a condition may
// hold or not for it, which never hides a reachable page (and "not yet answered" stays exact).
import { ANSWER_GROUP_TYPES, type AnswerGroupType, type Component, type ComponentOf, type Condition, type ResponseValue } from '../../schema';
import type { CheckContext } from './check-context';
import { operandNumber } from './conditions';
import { questionTypeDef, type ResponseModel } from './question-types';
import { isBlankText } from './text';

export type Candidate = ResponseValue | undefined;

export interface CandidateSet {
  /** Responses of a respondent who answered. */
  readonly answered: readonly Candidate[];
  /** Answers too varied to list: a wildcard answer stands for them all. */
  readonly wild: boolean;
  /** Responses of one who did not (no response, an empty choice, a blank text); `undefined` first. */
  readonly skipped: readonly Candidate[];
  /** Set without a page showing it (hidden, from the link, a provider): possible from the start. */
  readonly filledOutsidePages: boolean;
}

const wildcard = (filledOutsidePages: boolean): CandidateSet => ({ answered: [], wild: true, skipped: [undefined], filledOutsidePages });
const NEVER_ANSWERED: CandidateSet = { answered: [], wild: false, skipped: [undefined], filledOutsidePages: false };
/** Past this many named answers (2^n subsets) or needles a subject's answers are a wildcard. */
const MAX_NAMED_ANSWERS = 10;
const MAX_NEEDLES = 5;
const MAX_TEXT_LENGTH = 2000;

/** Every number the conditions compare with (value, value2), sorted, distinct. */
function constants(leaves: readonly Condition[]): number[] {
  const out = new Set<number>();
  for (const leaf of leaves) {
    for (const value of [leaf.value, leaf.value2]) {
      const n = operandNumber(value);
      if (n !== null) out.add(n);
    }
  }
  return [...out].sort((a, b) => a - b);
}

const namedAnswers = (leaves: readonly Condition[]) => new Set(leaves.flatMap((leaf) => (leaf.answers ?? []).flat()));
const choice = (answers: readonly Component[]): Candidate => ({
  kind: 'choice',
  selected: answers.map((answer) => ({ id: answer.id, code: (answer as ComponentOf<'answer'>).code })),
});

/** The subject's answer groups of `types`, and its grid's for a grid question: where its answers are given. */
function groupsOf(subject: Component, ctx: CheckContext, types: readonly string[]): ComponentOf<'answer_group'>[] {
  const owners = [subject.id];
  if (subject.kind === 'question' && subject.parent?.kind === 'grid') owners.push(subject.parent.id);
  return owners.flatMap((owner) =>
    ctx.below(owner, () => ctx.children(owner, ['answer_group']).filter((group) => group.kind === 'answer_group' && types.includes(group.answer_group_type))),
  ) as ComponentOf<'answer_group'>[];
}
const choiceGroups = (subject: Component, ctx: CheckContext) => groupsOf(subject, ctx, ['single', 'multi']);

/** Calls `visit` with each answer of `groups`, in no particular order: any answer of a region stands for the others. */
function eachAnswer(subject: Component, groups: readonly Component[], ctx: CheckContext, visit: (answer: ComponentOf<'answer'>) => void): void {
  ctx.below(subject.id, () => {
    for (const group of groups) for (const answer of ctx.children(group.id, ['answer'])) visit(answer as ComponentOf<'answer'>);
  });
}

/** Which region of the sorted `bounds` a code falls in: 2i+1 on bound i, 2i between i-1 and i; -1 for no number. */
function region(code: number | null, bounds: readonly number[]): number {
  if (code === null) return -1;
  let i = 0;
  while (i < bounds.length && bounds[i]! < code) i++;
  return i < bounds.length && bounds[i] === code ? 2 * i + 1 : 2 * i;
}

/** One answer chosen: the named answers each, the others one per region of their code. */
function single(subject: Component, groups: readonly Component[], leaves: readonly Condition[], ctx: CheckContext): Candidate[] {
  const named = namedAnswers(leaves);
  const bounds = constants(leaves);
  const regions = new Set<number>();
  const out: Candidate[] = [];
  eachAnswer(subject, groups, ctx, (answer) => {
    if (!named.has(answer.id)) {
      const key = bounds.length === 0 ? 0 : region(operandNumber(answer.code), bounds);
      if (regions.has(key)) return;
      regions.add(key);
    }
    out.push(choice([answer]));
  });
  return out;
}

/**
 * Any non-empty set of answers: each subset of the named answers, topped up with unnamed ones to
 * every count the conditions tell apart. An exclusive answer is only ever chosen alone.
 */
function multi(subject: Component, groups: readonly Component[], leaves: readonly Condition[], ctx: CheckContext): Candidate[] | null {
  const namedIds = namedAnswers(leaves);
  const bounds = constants(leaves);
  const counts = bounds.flatMap((c) => [Math.floor(c) - 1, Math.floor(c), Math.ceil(c), Math.ceil(c) + 1]);
  const needed = Math.max(2, ...counts);
  const named: ComponentOf<'answer'>[] = [];
  const fillers: ComponentOf<'answer'>[] = [];
  let fillerCount = 0;
  let lone: ComponentOf<'answer'> | undefined;
  // One answer alone is compared by its code (greaterThan …): one per code region, as for single.
  const alone = new Map<number, ComponentOf<'answer'>>();
  eachAnswer(subject, groups, ctx, (answer) => {
    if (namedIds.has(answer.id)) {
      named.push(answer);
      return;
    }
    if (bounds.length) {
      const key = region(operandNumber(answer.code), bounds);
      if (!alone.has(key)) alone.set(key, answer);
    }
    if (answer.exclusive) lone ??= answer;
    else if (++fillerCount <= needed) fillers.push(answer);
  });
  if (named.length > MAX_NAMED_ANSWERS) return null;
  const out: Candidate[] = [];
  for (let mask = 0; mask < 1 << named.length; mask++) {
    const chosen = named.filter((_, i) => mask & (1 << i));
    const exclusive = chosen.some((answer) => answer.exclusive);
    if (exclusive && chosen.length > 1) continue;
    // The chosen set exactly (equalTo tells it apart), the set and one more; one answer and two
    // (a code is compared only when one answer is chosen); counts around each boundary
    // (answerCount), which stand for every region between them: 500 fillers are never all chosen.
    const most = chosen.length + (exclusive ? 0 : fillerCount);
    const totals = new Set([chosen.length, ...[chosen.length + 1, 1, 2, ...counts].filter((n) => n >= chosen.length && n <= most)]);
    for (const total of totals) if (total > 0) out.push(choice([...chosen, ...fillers.slice(0, total - chosen.length)]));
  }
  if (lone) out.push(choice([lone]));
  for (const answer of alone.values()) out.push(choice([answer]));
  return out;
}

/**
 * A value in the open interval (low, high) that the answer groups accept (within min..max, whole
 * when no decimals are allowed), or null when there is none.
 */
function pick(low: number, high: number, min: number, max: number, whole: boolean): number | null {
  const a = Math.max(low, min);
  const b = Math.min(high, max);
  const openA = a === low;
  const openB = b === high;
  if (whole) {
    const lo = openA ? Math.floor(a) + 1 : Math.ceil(a);
    const hi = openB ? Math.ceil(b) - 1 : Math.floor(b);
    if (lo > hi) return null;
    return Number.isFinite(lo) ? lo : Number.isFinite(hi) ? hi : 0;
  }
  if (a < b) return Number.isFinite(a) && Number.isFinite(b) ? (a + b) / 2 : Number.isFinite(a) ? a + 1 : Number.isFinite(b) ? b - 1 : 0;
  return a === b && !openA && !openB ? a : null;
}

/** Each constant compared with, and one value between, below and above them, within the bounds. */
function numeric(groups: readonly ComponentOf<'answer_group'>[], leaves: readonly Condition[]): Candidate[] {
  const typed = groups.filter((group): group is Extract<ComponentOf<'answer_group'>, { answer_group_type: 'numeric' }> => group.answer_group_type === 'numeric');
  // No numeric group: nowhere to type a number, so no answer to give.
  if (typed.length === 0) return [];
  const min = Math.min(...typed.map((group) => group.min ?? -Infinity));
  const max = Math.max(...typed.map((group) => group.max ?? Infinity));
  const whole = typed.every((group) => group.decimal_places === 0);
  const points = constants(leaves);
  const values = new Set<number>(points.filter((c) => c >= min && c <= max && (!whole || Number.isInteger(c))));
  const edges = [-Infinity, ...points, Infinity];
  for (let i = 0; i + 1 < edges.length; i++) {
    const value = pick(edges[i]!, edges[i + 1]!, min, max, whole);
    if (value !== null) values.add(value);
  }
  return [...values].map((value) => ({ kind: 'number', value }));
}

const SEP = '\u0001';
const normalise = (text: string) => text.trim().toLowerCase();

/**
 * Texts: each text compared with by equalTo (padded with spaces to each length told apart), and
 * for each set of contains-needles one text holding exactly those, padded likewise.
 */
function text(leaves: readonly Condition[]): { answered: Candidate[]; skipped: Candidate[] } | null {
  const operands = (fn: string) => leaves.filter((leaf) => leaf.fn === fn && leaf.value !== undefined).map((leaf) => normalise(String(leaf.value)));
  const equals = [...new Set(operands('equalTo'))];
  const needles = [...new Set(operands('contains'))].filter((needle) => needle !== '');
  const counted = leaves.some((leaf) => leaf.fn === 'characterCount');
  const lengths = counted ? constants(leaves) : [];
  // Needles may overlap in a text shorter than their sum, which the padded joins below cannot show.
  if (needles.length > MAX_NEEDLES || (counted && needles.length > 1)) return null;
  if ([...equals, ...needles].some((s) => s.includes(SEP)) || lengths.some((n) => n > MAX_TEXT_LENGTH)) return null;
  const lengthsFrom = (m: number) => [
    ...new Set([m, m + 1, ...lengths.flatMap((c) => [Math.floor(c) - 1, Math.floor(c), Math.ceil(c), Math.ceil(c) + 1]).filter((n) => n >= m)]),
  ];
  const texts = new Set<string>();
  for (const base of equals) for (const n of lengthsFrom(base.length)) texts.add(base.padEnd(n, ' '));
  for (let mask = 0; mask < 1 << needles.length; mask++) {
    const base = needles.filter((_, i) => mask & (1 << i)).join(SEP);
    for (const n of lengthsFrom(base.length)) texts.add(base.padEnd(n, SEP));
  }
  for (const n of lengthsFrom(0)) texts.add(' '.repeat(n));
  const answered: Candidate[] = [];
  const skipped: Candidate[] = [undefined];
  for (const value of texts) (isBlankText(value) ? skipped : answered).push({ kind: 'text', value });
  return { answered, skipped };
}

function byModel(model: ResponseModel, subject: Component, leaves: readonly Condition[], ctx: CheckContext, outside: boolean): CandidateSet {
  const set = (answered: Candidate[] | null, skipped: Candidate[] = [undefined]): CandidateSet =>
    answered === null ? wildcard(outside) : { answered, wild: false, skipped, filledOutsidePages: outside };
  const emptyChoice: Candidate[] = [undefined, { kind: 'choice', selected: [] }];
  switch (model) {
    case 'single': {
      // One answer per single group: with several groups, or a multi group (a single question may
      // hold one), a respondent may hold several answers.
      const groups = choiceGroups(subject, ctx);
      const several = groups.length > 1 || groups.some((group) => group.answer_group_type === 'multi');
      return set(several ? multi(subject, groups, leaves, ctx) : single(subject, groups, leaves, ctx), emptyChoice);
    }
    case 'multi': return set(multi(subject, choiceGroups(subject, ctx), leaves, ctx), emptyChoice);
    case 'numeric': return set(numeric(groupsOf(subject, ctx, ['numeric']), leaves));
    case 'text': {
      // No open-text group: nowhere to type, so no answer to give.
      if (groupsOf(subject, ctx, ['open_text']).length === 0) return set([]);
      const texts = text(leaves);
      return texts ? set(texts.answered, texts.skipped) : wildcard(outside);
    }
    case 'opaque': return wildcard(outside);
  }
}

/** The candidates of the subject named `id` by `leaves` (every condition of the flow naming it). */
export function candidatesOf(id: string, leaves: readonly Condition[], ctx: CheckContext): CandidateSet {
  const subject = ctx.get(id);
  if (!subject) return NEVER_ANSWERED;
  if (subject.kind === 'quota_definition') {
    return { answered: [{ kind: 'quota', full: true }, { kind: 'quota', full: false }], wild: false, skipped: [undefined], filledOutsidePages: true };
  }
  if (subject.kind === 'data_processor') return byModel('single', subject, leaves, ctx, true);
  if (subject.kind === 'data_collector') return wildcard(true);
  if (subject.kind !== 'question') return NEVER_ANSWERED;
  const def = questionTypeDef(subject.question_type);
  const outside = def.filledOutsidePages || subject.hidden || subject.data_collector || subject.development_fields?.data_punch === true;
  return byModel(modelOf(def.responses, subject, ctx), subject, leaves, ctx, outside);
}

/** The answer group types whose values a response model lists; any other group's value it cannot. */
const MODEL_GROUPS: { readonly [M in ResponseModel]: readonly AnswerGroupType[] } = {
  single: ['single', 'multi'],
  multi: ['single', 'multi'],
  numeric: ['numeric'],
  text: ['open_text'],
  opaque: ANSWER_GROUP_TYPES,
};

/**
 * The question type's model, unless the question holds an answer group of a type outside it: the
 * respondent answers the groups a question has, whatever its type says (the designer's Date is an
 * open-text question with a date group; an imported single question may hold a numeric group), and
 * the runtime's response is a choice if one is chosen, else the first typed value (toResponses).
 * Such a question's answers are a wildcard, or a branch on them would be called unreachable.
 */
function modelOf(model: ResponseModel, subject: Component, ctx: CheckContext): ResponseModel {
  const listed = MODEL_GROUPS[model];
  const others = ANSWER_GROUP_TYPES.filter((type) => !listed.includes(type));
  return others.length > 0 && groupsOf(subject, ctx, others).length > 0 ? 'opaque' : model;
}
