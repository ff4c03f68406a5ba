// Whether a condition tree is one the condition builder of spec §5 could have made: every
// condition names a live subject, uses a function that subject's type allows, names only live
// answers of that subject, and carries the value its function compares with.
import {
  canUseConditionFunction,
  CONDITION_SUBJECT_TYPES,
  type Component,
  type ComponentKind,
  type Condition,
  type ConditionFunction,
  type ConditionNode,
  type ConditionSubjectType,
} from '../../schema';
import type { CheckContext } from './check-context';
import { aKind } from './finding';

/** Which components a condition can be about, and the subject type each stands for. */
const SUBJECT_TYPES: { readonly [K in ComponentKind]?: (component: Component) => string } = {
  question: (component) => (component as { question_type: string }).question_type,
  data_collector: () => 'data_collector',
  data_processor: () => 'data_processor',
  quota_definition: () => 'quota_definition',
};

/** The subject type of a component a condition names, or null when it cannot be a subject. */
export function subjectTypeOf(component: Component): ConditionSubjectType | null {
  const type = SUBJECT_TYPES[component.kind]?.(component);
  return type !== undefined && (CONDITION_SUBJECT_TYPES as readonly string[]).includes(type) ? (type as ConditionSubjectType) : null;
}

/** What a function compares the response with; `equal` depends on the subject type. */
type Operand = 'none' | 'number' | 'range' | 'text' | 'equal';
const OPERANDS = {
  answered: 'none',
  equalTo: 'equal',
  greaterThan: 'number',
  greaterThanOrEqualTo: 'number',
  lessThan: 'number',
  lessThanOrEqualTo: 'number',
  between: 'range',
  answerCount: 'number',
  characterCount: 'number',
  contains: 'text',
  quotaFull: 'none',
} as const satisfies { readonly [F in ConditionFunction]: Operand };

/** A condition's operand as a number, the way the evaluator reads it; null when it is not one. */
export function operandNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

const hasText = (value: unknown) => (typeof value === 'string' || typeof value === 'number') && String(value).trim() !== '';
const answerSets = (condition: Condition) => (condition.answers ?? []).filter((set) => set.length > 0);

function operandProblem(condition: Condition, type: ConditionSubjectType): string | null {
  const operand = OPERANDS[condition.fn];
  const needs = operand === 'equal' ? (type === 'multi' ? 'answers' : type === 'open_text' ? 'text' : 'number') : operand;
  const fn = `"${condition.fn}"`;
  if (needs === 'number' && operandNumber(condition.value) === null) return `uses ${fn} without a number to compare with`;
  if (needs === 'range' && (operandNumber(condition.value) === null || operandNumber(condition.value2) === null)) {
    return `uses ${fn} without both bounds`;
  }
  if (needs === 'text' && !hasText(condition.value)) return `uses ${fn} without a text to compare with`;
  if (needs === 'answers' && answerSets(condition).length === 0) return `uses ${fn} without choosing answers`;
  return null;
}

/**
 * The id of the question, grid or processor whose answer group holds the live answer `answerId`,
 * with the answer group's parent kind; undefined when there is no such live answer.
 */
function answerOwner(answerId: string, ctx: Pick<CheckContext, 'get'>): { id: string; kind: ComponentKind } | undefined {
  const answer = ctx.get(answerId);
  if (answer?.kind !== 'answer' || !answer.parent) return undefined;
  const group = ctx.get(answer.parent.id);
  return group?.kind === 'answer_group' && group.parent ? group.parent : undefined;
}

/** Whether an answer held by `owner` is an answer of `subject` (a grid question answers its grid's columns). */
function belongsTo(owner: { id: string; kind: ComponentKind }, subject: Component): boolean {
  if (owner.id === subject.id) return true;
  return subject.kind === 'question' && owner.kind === 'grid' && subject.parent?.id === owner.id;
}

function leafProblem(condition: Condition, ctx: Pick<CheckContext, 'get'>, selfId: string | undefined): string | null {
  if (!condition.question_id) return 'has a condition with no question chosen';
  if (condition.question_id === selfId) return 'refers to its own item';
  const subject = ctx.get(condition.question_id);
  // quotaFull names a quota definition; every other function a question.
  if (!subject) return `refers to a missing or deleted ${condition.fn === 'quotaFull' ? 'quota definition' : 'question'}`;
  const type = subjectTypeOf(subject);
  if (type === null) return `refers to ${aKind(subject.kind)}, which cannot be asked about`;
  if (!canUseConditionFunction(type, condition.fn)) {
    const what = type === 'quota_definition' ? 'quota definition' : `${type.replace('_', ' ')} question`;
    return `uses "${condition.fn}", which ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} does not allow`;
  }
  for (const set of condition.answers ?? []) {
    for (const answerId of set) {
      const owner = answerOwner(answerId, ctx);
      if (!owner) return 'refers to a missing or deleted answer';
      if (!belongsTo(owner, subject)) return 'refers to an answer of another question';
    }
  }
  return operandProblem(condition, type);
}

function nodeProblem(node: ConditionNode, ctx: Pick<CheckContext, 'get'>, selfId: string | undefined, nested: boolean): string | null {
  if (node.kind === 'condition') return leafProblem(node, ctx, selfId);
  const items = node.items ?? [];
  if (items.length === 0) return nested ? 'has an empty group' : null;
  for (const item of items) {
    const problem = nodeProblem(item, ctx, selfId, true);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * The first problem of a condition tree, top to bottom, as a phrase ("refers to a missing or
 * deleted answer"), or null when the builder could have made it. No tree and an empty top-level
 * group are valid: they constrain nothing (routing reports an empty routing condition itself).
 * `selfId`: the item the condition guards, which cannot be its own subject.
 */
export function conditionProblem(tree: ConditionNode | null | undefined, ctx: Pick<CheckContext, 'get'>, selfId?: string): string | null {
  return tree ? nodeProblem(tree, ctx, selfId, false) : null;
}

/** Whether a tree holds at least one condition (an empty group, even nested, is no expression). */
export function hasExpression(tree: ConditionNode | null | undefined): boolean {
  if (!tree) return false;
  return tree.kind === 'condition' || (tree.items ?? []).some(hasExpression);
}

/** Every condition of a tree, top to bottom. */
export function leavesOf(tree: ConditionNode | null | undefined, out: Condition[] = []): Condition[] {
  if (!tree) return out;
  if (tree.kind === 'condition') out.push(tree);
  else for (const item of tree.items ?? []) leavesOf(item, out);
  return out;
}
