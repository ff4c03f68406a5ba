// The survey checks of spec §5 (question editor): what each one finds, as pure functions of a
// component and what it may read. Levels, areas and which kinds each applies to are in checks.ts.
import { canBeChildOf, type Component, type ComponentKind, type ComponentOf, type ConditionGroup, type ConditionNode, type ParentRef } from '../../schema';
import type { CheckContext } from './check-context';
import { conditionProblem } from './conditions';
import { aKind, KIND_LABELS } from './finding';
import { questionTypeDef } from './question-types';
import { isMainTextBlank, missingTranslations, type TextKind } from './text';

/** What a survey-wide check found about one item (null: the survey as a whole). */
export interface SurveyHit {
  readonly item: Component | null;
  readonly message: string;
}

const label = (component: Component | ParentRef) => KIND_LABELS[component.kind];

// ---- Survey-wide ----------------------------------------------------------------------------

export function noQuestions(ctx: CheckContext): SurveyHit[] {
  for (const _question of ctx.ofKind('question')) return [];
  return [{ item: null, message: 'The survey has no questions' }];
}

/** Question names must be unique survey-wide, compared without case (Q1 and q1 collide in exports). */
export function duplicateQuestionNames(ctx: CheckContext): SurveyHit[] {
  const byName = new Map<string, Component[]>();
  for (const question of ctx.ofKind('question')) {
    const name = question.name.trim().toLowerCase();
    if (name === '') continue;
    const same = byName.get(name);
    if (same) same.push(question);
    else byName.set(name, [question]);
  }
  const hits: SurveyHit[] = [];
  for (const same of byName.values()) {
    if (same.length < 2) continue;
    for (const question of same) hits.push({ item: question, message: `Question name "${question.name}" is used by ${same.length} questions` });
  }
  return hits;
}

function exitWithStatus(ctx: CheckContext, status: string, message: string): SurveyHit[] {
  for (const exit of ctx.ofKind('exit_block')) if (exit.terminate_status === status) return [];
  return [{ item: null, message }];
}

export const noCompleteExit = (ctx: CheckContext) => exitWithStatus(ctx, 'complete', 'The survey has no complete exit block');
export const noClosedExit = (ctx: CheckContext) => exitWithStatus(ctx, 'closed', 'The survey has no closed exit block');

// ---- Per item -------------------------------------------------------------------------------

/** A condition a kind keeps, and how a message names it: "Visibility condition refers to …". */
interface ConditionField<C> {
  readonly label: string;
  readonly read: (item: C) => ConditionNode | null | undefined;
}
const visibility = { label: 'Visibility condition', read: (item: { visibility_condition: ConditionGroup | null }) => item.visibility_condition };
const required = { label: 'Required condition', read: (item: { required_condition: ConditionGroup | null }) => item.required_condition };
// The quota editor's word for a definition's condition.
const criteria = { label: 'Criteria', read: (item: { criteria: ConditionGroup | null }) => item.criteria };

/**
 * Where each kind keeps the conditions the survey checks judge, first reported first. Routing
 * conditions and routing items' visibility are the routing checks' (routing-rules.ts).
 */
export const CONDITION_FIELDS = {
  group: [visibility],
  grid: [visibility],
  question: [visibility, required],
  answer_group: [visibility, required],
  answer: [visibility],
  exit_block: [visibility],
  conditional_text: [visibility],
  quota_definition: [criteria],
} as const satisfies { readonly [K in ComponentKind]?: readonly ConditionField<ComponentOf<K>>[] };
export type ConditionKind = keyof typeof CONDITION_FIELDS;

/** The first invalid condition of the item (see CONDITION_FIELDS), or null. */
export function invalidCondition(item: ComponentOf<ConditionKind>, ctx: CheckContext): string | null {
  const fields = CONDITION_FIELDS[item.kind] as readonly ConditionField<Component>[];
  // Indexed, not for-of: no iterator for each of 50 000 answers.
  for (let i = 0; i < fields.length; i++) {
    const tree = fields[i]!.read(item);
    const problem = tree ? conditionProblem(tree, ctx, item.id) : null;
    if (problem !== null) return `${fields[i]!.label} ${problem}`;
  }
  return null;
}

/**
 * A parent that cannot hold the item. A missing parent is invalid for the kinds that may sit at the
 * root; an answer group or answer without one is reported as having no parent instead.
 */
export function invalidParent(item: Component, ctx: CheckContext): string | null {
  if (!item.parent) return null;
  const parent = ctx.parentOf(item);
  if (!parent) return canBeChildOf(item.kind, null) ? `${label(item)} is in ${aKind(item.parent.kind)} that is missing or deleted` : null;
  if (!canBeChildOf(item.kind, parent.kind)) return `${label(item)} cannot be placed in ${aKind(parent.kind)}`;
  if (item.kind === 'group' && isInsideItself(item, ctx)) return 'Group is nested inside itself';
  return null;
}

/** Groups may hold groups, so a chain of parents can loop back (only hand-made data does this). */
function isInsideItself(group: Component, ctx: CheckContext): boolean {
  const seen = new Set<string>([group.id]);
  for (let at = group.parent; at; ) {
    if (seen.has(at.id)) return at.id === group.id;
    seen.add(at.id);
    at = ctx.get(at.id)?.parent ?? null;
  }
  return false;
}

/** Answer groups and answers that hang nowhere: no parent, or a parent since deleted. */
export function noParent(item: Component, ctx: CheckContext): string | null {
  if (item.parent && ctx.parentOf(item)) return null;
  return item.kind === 'answer' ? 'Answer is not in an answer group' : 'Answer group is not in a question';
}

const isChoiceGroup = (group: Component) =>
  group.kind === 'answer_group' && (group.answer_group_type === 'single' || group.answer_group_type === 'multi');

/** Whether one of the item's single or multi answer groups has no answers. */
function hasEmptyChoiceGroup(item: Component, ctx: CheckContext): boolean {
  return ctx.children(item.id, ['answer_group']).some((group) => isChoiceGroup(group) && ctx.countChildren(group.id, 'answer') === 0);
}

export const gridNoQuestions = (grid: Component, ctx: CheckContext) =>
  ctx.countChildren(grid.id, 'question') === 0 ? 'Grid has no questions' : null;

export const gridNoAnswerGroups = (grid: Component, ctx: CheckContext) =>
  ctx.countChildren(grid.id, 'answer_group') === 0 ? 'Grid has no answer groups' : null;

export const gridNoAnswers = (grid: Component, ctx: CheckContext) =>
  hasEmptyChoiceGroup(grid, ctx) ? 'Grid has an answer group with no answers' : null;

/** A question that collects answers needs answer groups; in a grid, the grid's columns are its own. */
export function questionNoAnswerGroups(question: ComponentOf<'question'>, ctx: CheckContext): string | null {
  if (!questionTypeDef(question.question_type).needsAnswerGroups || ctx.parentOf(question)?.kind === 'grid') return null;
  return ctx.countChildren(question.id, 'answer_group') === 0 ? 'Question has no answer groups' : null;
}

export const questionNoAnswers = (question: Component, ctx: CheckContext) =>
  hasEmptyChoiceGroup(question, ctx) ? 'Question has an answer group with no answers' : null;

const MISSING_TEXT = {
  grid: 'Grid has no question text',
  question: 'Question has no question text',
  answer: 'Answer has no label',
  exit_block: 'Exit block has no exit text',
} as const satisfies { readonly [K in TextKind]: string };

export const missingText = (item: ComponentOf<TextKind>) => (isMainTextBlank(item) ? MISSING_TEXT[item.kind] : null);

export function missingTranslation(item: ComponentOf<TextKind>, ctx: CheckContext): string | null {
  const missing = missingTranslations(item, ctx.languages());
  return missing.length === 0 ? null : translationMessage(item.kind, missing);
}

/** The message of `missing_translation` (the replica's translation index makes it too). */
export function translationMessage(kind: TextKind, missing: readonly string[]): string {
  // Made once per kind and list of missing languages (the lists are shared, see text.ts).
  let byKind = translationMessages.get(missing);
  if (!byKind) translationMessages.set(missing, (byKind = new Map()));
  let message = byKind.get(kind);
  if (message === undefined) byKind.set(kind, (message = `${KIND_LABELS[kind]} is not translated into ${missing.join(', ')}`));
  return message;
}

const translationMessages = new WeakMap<readonly string[], Map<ComponentKind, string>>();
