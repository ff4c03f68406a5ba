// Answers as the condition evaluator reads them (Responses), and which
// components a respondent would see given those responses. Pure: the runtime calls these on
// every answer, so visibility follows the answers live.
import { evaluateCondition, type ResponseValue, type Responses } from '../condition-evaluator';
import type { AnswerGroup } from '../components/answer-group';
import type { Component } from '../components/component';
import type { AnswerValue, Answers } from './answers';

type Selected = { id: string; code: string }[];

function selectedOf(value: AnswerValue, answerIdOf: (code: string) => string | undefined): Selected {
  const codes = value.type === 'single' ? (value.value.code === null ? [] : [value.value.code]) : value.type === 'multi' ? value.value.codes : [];
  return codes.flatMap((code) => {
    const id = answerIdOf(code);
    return id === undefined ? [] : [{ id, code }];
  });
}

function typedResponse(value: AnswerValue): ResponseValue | undefined {
  if (value.type === 'numeric') return value.value === null ? undefined : { kind: 'number', value: value.value };
  if (value.type === 'open_text' || value.type === 'date') {
    return value.value.trim() === '' ? undefined : { kind: 'text', value: value.value };
  }
  return undefined;
}

/** What reading answers needs of a component list, indexed once per list (a version's never changes). */
interface AnswerIndex {
  readonly byId: ReadonlyMap<string, Component>;
  /** Questions and data processors: what an answer may be given to. */
  readonly answerable: ReadonlySet<string>;
  readonly groups: ReadonlyMap<string, AnswerGroup>;
  /** Per answer group, each code's answer ids in component order (the last visible one counts). */
  readonly answersByCode: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
}

const indexes = new WeakMap<readonly Component[], AnswerIndex>();

function answerIndexOf(components: readonly Component[]): AnswerIndex {
  const known = indexes.get(components);
  if (known) return known;
  const byId = new Map<string, Component>();
  const answerable = new Set<string>();
  const groups = new Map<string, AnswerGroup>();
  const answersByCode = new Map<string, Map<string, string[]>>();
  for (const component of components) {
    byId.set(component.id, component);
    if (component.kind === 'question' || component.kind === 'data_processor') answerable.add(component.id);
    if (component.kind === 'answer_group') groups.set(component.id, component);
    if (component.kind === 'answer' && component.parent) {
      let byCode = answersByCode.get(component.parent.id);
      if (!byCode) answersByCode.set(component.parent.id, (byCode = new Map()));
      const ids = byCode.get(component.code);
      if (ids) ids.push(component.id);
      else byCode.set(component.code, [component.id]);
    }
  }
  const index = { byId, answerable, groups, answersByCode };
  indexes.set(components, index);
  return index;
}

/** Which components count, by id. */
type Counts = (id: string) => boolean;
const EVERY: Counts = () => true;

/**
 * The responses `answers` give when only the components `counts` accepts count: the work is the
 * answers', never the survey's (the index is built once per component list).
 */
function responsesOf(index: AnswerIndex, answers: Answers, counts: Counts): Record<string, ResponseValue> {
  const responses: Record<string, ResponseValue> = {};
  for (const [questionId, byGroup] of Object.entries(answers)) {
    if (!index.answerable.has(questionId) || !counts(questionId)) continue;
    const entries = Object.entries(byGroup)
      .flatMap(([groupId, value]) => {
        const group = index.groups.get(groupId);
        return group && group.answer_group_type === value.type && counts(groupId) ? [{ group, value }] : [];
      })
      .sort((a, b) => a.group.order - b.group.order);
    const selected = entries.flatMap(({ group, value }) => {
      const byCode = index.answersByCode.get(group.id);
      return selectedOf(value, (code) => byCode?.get(code)?.findLast(counts));
    });
    const response = selected.length > 0 ? { kind: 'choice' as const, selected } : entries.map(({ value }) => typedResponse(value)).find(Boolean);
    if (response) responses[questionId] = response;
  }
  return responses;
}

/**
 * Responses keyed by question id. A question's choice groups (single, multi) add up to one choice
 * response; a question without choices answers with its first filled numeric, open-text or date
 * group (dates as YYYY-MM-DD text). A data processor answers like a single question: its result
 * code, recorded by the server, is the chosen answer of its preset group. Unanswered questions are
 * left out (missing = not answered). Only the components given count: pass the visible ones, and
 * answers to hidden questions, groups or answers drop out.
 */
export function toResponses(components: readonly Component[], answers: Answers): Responses {
  const index = answerIndexOf(components);
  return responsesOf(index, answers, (id) => index.byId.has(id));
}

/** Whether a component is shown on its own terms (its parent aside). */
export function shownItself(component: Component, responses: Responses): boolean {
  // Hidden questions are kept in the data but never shown; so are questions a data collector fills.
  if (component.kind === 'question' && (component.hidden || component.data_collector)) return false;
  return !('visibility_condition' in component) || evaluateCondition(component.visibility_condition, responses);
}

/** Whether a component shows, asked by id: answered lazily, each id once. */
export interface VisibleSet {
  has(id: string): boolean;
}

/**
 * Which components a respondent would see given `responses`, asked one id at a time: its
 * visibility_condition holds, it is not a hidden question, and its parent is visible too (a hidden
 * group hides everything in it; a component whose parent is absent, e.g. deleted, is not shown).
 * Each answer costs the component and its parents, once: never the whole survey.
 */
export function visibilityUnder(components: readonly Component[], responses: Responses): VisibleSet {
  const { byId } = answerIndexOf(components);
  const memo = new Map<string, boolean>();
  const visible = (component: Component, depth: number): boolean => {
    const known = memo.get(component.id);
    if (known !== undefined) return known;
    let result = shownItself(component, responses);
    if (result && component.parent) {
      const parent = byId.get(component.parent.id);
      // depth guards against a parent cycle in a broken draft.
      result = parent !== undefined && depth < components.length && visible(parent, depth + 1);
    }
    memo.set(component.id, result);
    return result;
  };
  return {
    has(id) {
      const component = byId.get(id);
      return component !== undefined && visible(component, 0);
    },
  };
}

/** The components a respondent would see, in the given order (visibilityUnder, for every one). */
export function visibleComponents(components: readonly Component[], responses: Responses): Component[] {
  const visible = visibilityUnder(components, responses);
  return components.filter((component) => visible.has(component.id));
}

/** Most rounds settleVisibility tries before taking the last result (conditions can flip-flop). */
const MAX_ROUNDS = 10;

function sameResponses(a: Responses, b: Responses): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return true;
    if (!x || !y || x.kind !== y.kind) return false;
    switch (x.kind) {
      case 'choice': {
        const other = (y as typeof x).selected;
        return x.selected.length === other.length && x.selected.every((s, i) => s.id === other[i]!.id && s.code === other[i]!.code);
      }
      case 'number':
      case 'text': return x.value === (y as typeof x).value;
      case 'quota': return x.full === (y as typeof x).full;
      default: {
        const never: never = x;
        throw new Error(`Unknown response kind ${JSON.stringify(never)}`);
      }
    }
  });
}

/** Settled visibility: the responses that count and which components show for them. */
export interface Settled {
  readonly visible: VisibleSet;
  readonly responses: Responses;
}

/**
 * Visibility and the responses it lets count, settled: answers to questions that become hidden
 * stop counting, which may hide further components, until nothing changes. `given` are responses
 * that no answer gives and no visibility takes away (a data collector's value from the link, see
 * collectors.ts). Each round reads only the answered components' visibility, so settling costs
 * the answers and the conditions they reach, not the survey: the server settles on every page.
 *
 * Rounds stop when the responses stop changing (then visibility does too); after MAX_ROUNDS of a
 * flip-flop, the last responses with the visibility that gave them.
 */
export function settle(components: readonly Component[], answers: Answers, given: Responses = {}): Settled {
  const index = answerIndexOf(components);
  let responses: Responses = { ...given, ...responsesOf(index, answers, EVERY) };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const visible = visibilityUnder(components, responses);
    const next: Responses = { ...given, ...responsesOf(index, answers, (id) => visible.has(id)) };
    if (sameResponses(next, responses) || round === MAX_ROUNDS - 1) return { visible, responses: next };
    responses = next;
  }
  throw new Error('unreachable: settle returns in its last round');
}

/** `settle` with the visible components listed, in the given order (the preview draws them all). */
export function settleVisibility(
  components: readonly Component[],
  answers: Answers,
  given: Responses = {},
): { readonly visible: Component[]; readonly responses: Responses } {
  const { visible, responses } = settle(components, answers, given);
  return { visible: components.filter((component) => visible.has(component.id)), responses };
}
