// Answers as the condition evaluator reads them (Responses), and which
// components a respondent would see given those responses. Pure: the runtime calls these on
// every answer, so visibility follows the answers live.
import { evaluateCondition, type ResponseValue, type Responses } from '../condition-evaluator';
import type { AnswerGroup } from '../components/answer-group';
import type { Component } from '../components/component';
import type { AnswerValue, Answers } from './answers';

type Selected = { id: string; code: string }[];

function selectedOf(value: AnswerValue, answerIds: ReadonlyMap<string, string>): Selected {
  const codes = value.type === 'single' ? (value.value.code === null ? [] : [value.value.code]) : value.type === 'multi' ? value.value.codes : [];
  return codes.flatMap((code) => {
    const id = answerIds.get(code);
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

/**
 * Responses keyed by question id. A question's choice groups (single, multi) add up to one choice
 * response; a question without choices answers with its first filled numeric, open-text or date
 * group (dates as YYYY-MM-DD text). A data processor answers like a single question: its result
 * code, recorded by the server, is the chosen answer of its preset group. Unanswered questions are
 * left out (missing = not answered). Only the components given count: pass the visible ones, and
 * answers to hidden questions, groups or answers drop out.
 */
export function toResponses(components: readonly Component[], answers: Answers): Responses {
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
  const responses: Record<string, ResponseValue> = {};
  for (const [questionId, byGroup] of Object.entries(answers)) {
    if (!questions.has(questionId)) continue;
    const entries = Object.entries(byGroup)
      .flatMap(([groupId, value]) => {
        const group = groups.get(groupId);
        return group && group.answer_group_type === value.type ? [{ group, value }] : [];
      })
      .sort((a, b) => a.group.order - b.group.order);
    const selected = entries.flatMap(({ group, value }) => selectedOf(value, answerIds.get(group.id) ?? new Map()));
    const response = selected.length > 0 ? { kind: 'choice' as const, selected } : entries.map(({ value }) => typedResponse(value)).find(Boolean);
    if (response) responses[questionId] = response;
  }
  return responses;
}

/** Whether a component is shown on its own terms (its parent aside). */
export function shownItself(component: Component, responses: Responses): boolean {
  // Hidden questions are kept in the data but never shown; so are questions a data collector fills.
  if (component.kind === 'question' && (component.hidden || component.data_collector)) return false;
  return !('visibility_condition' in component) || evaluateCondition(component.visibility_condition, responses);
}

/**
 * The components a respondent would see, in the given order: each one's visibility_condition holds
 * for `responses`, it is not a hidden question, and its parent is visible too (a hidden group hides
 * everything in it; a component whose parent is absent, e.g. deleted, is not shown).
 */
export function visibleComponents(components: readonly Component[], responses: Responses): Component[] {
  const byId = new Map(components.map((component) => [component.id, component]));
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
  return components.filter((component) => visible(component, 0));
}

/** Most rounds settleVisibility tries before taking the last result (conditions can flip-flop). */
const MAX_ROUNDS = 10;

/**
 * Visible components and the responses they give, settled: answers to questions that become
 * hidden stop counting, which may hide further components, until nothing changes. `given` are
 * responses that no answer gives and no visibility takes away (a data collector's value from the
 * link, see collectors.ts).
 */
export function settleVisibility(
  components: readonly Component[],
  answers: Answers,
  given: Responses = {},
): { readonly visible: Component[]; readonly responses: Responses } {
  let visible = [...components];
  let responses = { ...given, ...toResponses(visible, answers) };
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const next = visibleComponents(components, responses);
    const same = next.length === visible.length && next.every((component, index) => component === visible[index]);
    visible = next;
    responses = { ...given, ...toResponses(visible, answers) };
    if (same) break;
  }
  return { visible, responses };
}
