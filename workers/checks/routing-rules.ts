// The routing checks of spec §5 (routing flow), except reachability (reachability.ts).
//
// The routing flow is a tree: the root and each routing condition hold pages and routing groups in
// order; a routing group holds routing conditions; a page holds routing items, each naming a
// designed component (question, grid, group, data collector or processor, exit block, quota).
import { canBeChildOf, type Component, type ComponentKind, type ComponentOf } from '../../schema';
import type { CheckContext } from './check-context';
import { conditionProblem, hasExpression } from './conditions';
import { aKind, KIND_LABELS } from './finding';
import type { SurveyHit } from './survey-rules';

/** What a routing item can name, by its `item_kind`: something asked, an exit, or a quota. */
export const ROUTABLE_KINDS = {
  question: 'question',
  grid: 'question',
  group: 'question',
  data_collector: 'question',
  data_processor: 'question',
  exit_block: 'exit',
  quota: 'quota',
} as const satisfies { readonly [K in ComponentKind]?: 'question' | 'exit' | 'quota' };
export type RoutableRole = (typeof ROUTABLE_KINDS)[keyof typeof ROUTABLE_KINDS];

const roleOf = (kind: ComponentKind): RoutableRole | undefined => (ROUTABLE_KINDS as { [K in ComponentKind]?: RoutableRole })[kind];

/** The live component a routing item names, when it is of the kind the item says. */
export function itemTarget(item: ComponentOf<'routing_item'>, ctx: CheckContext): Component | undefined {
  const target = ctx.get(item.item_id);
  return target?.kind === item.item_kind && roleOf(item.item_kind) !== undefined ? target : undefined;
}

/** Why a routing item is invalid, or null. */
function itemProblem(item: ComponentOf<'routing_item'>, ctx: CheckContext): string | null {
  const role = roleOf(item.item_kind);
  if (!role) return `${KIND_LABELS[item.item_kind]} cannot be placed on a page`;
  if (itemTarget(item, ctx)) return null;
  const what = role === 'exit' ? 'exit block' : KIND_LABELS[item.item_kind].toLowerCase();
  const invalid = role === 'exit' ? 'Invalid exit' : role === 'quota' ? 'Invalid quota' : 'Invalid question';
  const found = ctx.get(item.item_id);
  return found ? `${invalid}: it names ${aKind(found.kind)}, not a ${what}` : `${invalid}: the ${what} is missing or deleted`;
}

/** Whether a routing item sits on a live page (items elsewhere are not part of the flow). */
function isPlaced(item: Component, ctx: CheckContext): boolean {
  return ctx.parentOf(item)?.kind === 'routing_page';
}

// ---- Per item -------------------------------------------------------------------------------

export const invalidItem = (item: ComponentOf<'routing_item'>, ctx: CheckContext) => itemProblem(item, ctx);

/** A page holding an item that is an invalid question or exit (spec: "invalid child exit or question"). */
export function pageInvalidItem(page: Component, ctx: CheckContext): string | null {
  for (const item of ctx.children(page.id, ['routing_item']) as ComponentOf<'routing_item'>[]) {
    if (roleOf(item.item_kind) !== 'quota' && itemProblem(item, ctx) !== null) return 'Page has an invalid question or exit';
  }
  return null;
}

export const pageEmpty = (page: Component, ctx: CheckContext) =>
  ctx.countChildren(page.id, 'routing_item') === 0 ? 'Page has no questions or exits' : null;

/** A routing condition whose expression names what is not there; a visibility condition of an item too. */
export function invalidRoutingCondition(item: ComponentOf<'routing_condition' | 'routing_item'>, ctx: CheckContext): string | null {
  const tree = item.kind === 'routing_condition' ? item.condition : item.visibility_condition;
  if (item.kind === 'routing_condition' && !hasExpression(tree)) return null;
  const problem = conditionProblem(tree, ctx, item.id);
  return problem === null ? null : `${item.kind === 'routing_condition' ? 'Condition' : 'Visibility condition'} ${problem}`;
}

export const conditionNoExpression = (condition: ComponentOf<'routing_condition'>) =>
  hasExpression(condition.condition) ? null : 'Condition has no expression';

export function noChildren(item: Component, ctx: CheckContext): string | null {
  if (item.kind === 'routing_group') return ctx.countChildren(item.id, 'routing_condition') === 0 ? 'Group has no conditions' : null;
  const children = ctx.countChildren(item.id, 'routing_page') + ctx.countChildren(item.id, 'routing_group');
  return children === 0 ? 'Condition has no pages or groups' : null;
}

/** Routing pieces must nest as the flow reads them: see the header. */
export function invalidRoutingParent(item: Component, ctx: CheckContext): string | null {
  const parent = ctx.parentOf(item);
  if (item.parent && !parent) return `${KIND_LABELS[item.kind]} is in ${aKind(item.parent.kind)} that is missing or deleted`;
  if (canBeChildOf(item.kind, parent?.kind ?? null)) return null;
  return parent
    ? `${KIND_LABELS[item.kind]} cannot be placed in ${aKind(parent.kind)}`
    : `${KIND_LABELS[item.kind]} cannot sit at the top of the flow`;
}

// ---- Survey-wide ----------------------------------------------------------------------------

export function noPages(ctx: CheckContext): SurveyHit[] {
  for (const _page of ctx.ofKind('routing_page')) return [];
  return [{ item: null, message: 'The routing has no pages' }];
}

/** Whether some placed item names a live component of `role`. */
function placesRole(ctx: CheckContext, role: RoutableRole): boolean {
  for (const item of ctx.ofKind('routing_item')) {
    if (roleOf(item.item_kind) === role && isPlaced(item, ctx) && itemTarget(item, ctx)) return true;
  }
  return false;
}

export const noRoutedQuestions = (ctx: CheckContext): SurveyHit[] =>
  placesRole(ctx, 'question') ? [] : [{ item: null, message: 'The routing has no questions' }];

/** An exit is an exit block on a page, or a page that terminates the survey. */
export function noRoutedExits(ctx: CheckContext): SurveyHit[] {
  for (const page of ctx.ofKind('routing_page')) if (page.terminate) return [];
  return placesRole(ctx, 'exit') ? [] : [{ item: null, message: 'The routing has no exit blocks' }];
}

/** Ids named by items on live pages. */
function placedIds(ctx: CheckContext): Set<string> {
  const ids = new Set<string>();
  for (const item of ctx.ofKind('routing_item')) if (isPlaced(item, ctx)) ids.add(item.item_id);
  return ids;
}

/** A question is used when it, or the grid or group holding it, is on a page. */
export function unusedQuestions(ctx: CheckContext): SurveyHit[] {
  const placed = placedIds(ctx);
  const hits: SurveyHit[] = [];
  for (const question of ctx.ofKind('question')) {
    const seen = new Set<string>();
    let used = false;
    for (let at: Component | undefined = question; at && !seen.has(at.id); at = ctx.parentOf(at)) {
      if (placed.has(at.id)) {
        used = true;
        break;
      }
      seen.add(at.id);
    }
    if (!used) hits.push({ item: question, message: 'Question is not on any page' });
  }
  return hits;
}

export function unusedQuotas(ctx: CheckContext): SurveyHit[] {
  const placed = placedIds(ctx);
  const hits: SurveyHit[] = [];
  for (const quota of ctx.ofKind('quota')) if (!placed.has(quota.id)) hits.push({ item: quota, message: 'Quota is not on any page' });
  return hits;
}
