// The walk: how a respondent moves through the routing flow, one page at a time. One pure
// function for every place that follows the flow — the routing tab's "Preview from here", the
// respondent runtime and the server that validates a posted page — so they can never disagree.
// The checks' reachability analysis (workers/checks/reachability.ts) models the same flow over
// sets of responses; its property test walks random respondents through this function.
//
// The flow (spec §3):
// - The root and each routing condition (a branch) hold pages and routing groups, in order.
// - A page is shown. The respondent leaves after it when an exit block on it shows (its item's
//   and its own visibility condition hold; the first such exit wins) or when the page terminates.
// - A routing group tries its branches top to bottom and follows the first whose condition holds
//   (its pages and groups, in order); then, or when none holds, the flow goes on after the group.
// - Past the last page the survey ends without an exit block.
// Costs follow the path: each step reads the siblings along the way, never the whole survey.
import type { ConditionNode } from './condition';
import { evaluateCondition, type Responses } from './condition-evaluator';
import { isDeletedInTree } from './components/deletion';
import type { Component, ComponentOf } from './components/component';
import type { ExitStatus } from './components/exit-block';

/** Read access to the live components (neither deleted nor below a deleted one). */
export interface FlowSource {
  get(id: string): Component | undefined;
  /** Live children of `parent` (null: the survey root), in sibling order. */
  children(parent: string | null): readonly Component[];
}

type Page = ComponentOf<'routing_page'>;
type Group = ComponentOf<'routing_group'>;
type Branch = ComponentOf<'routing_condition'>;
type Item = ComponentOf<'routing_item'>;

/** A branch tried at a routing group, and whether its condition held. */
export interface BranchTrial {
  readonly branch: Branch;
  readonly holds: boolean;
}

/** What a routing group decided: every branch tried (up to the one taken) and the one taken. */
export interface GroupDecision {
  readonly group: Group;
  readonly trials: readonly BranchTrial[];
  readonly taken: Branch | null;
}

/** Where a step stops: on a page to show, or at the end of the survey. */
export type FlowStop =
  | { readonly kind: 'page'; readonly page: Page }
  | { readonly kind: 'exit'; readonly page: Page; readonly exit: ComponentOf<'exit_block'>; readonly status: ExitStatus }
  | { readonly kind: 'terminate'; readonly page: Page; readonly status: ExitStatus }
  | { readonly kind: 'flow_end' };

export interface FlowStep {
  /** The routing groups passed on the way, in order. */
  readonly decisions: readonly GroupDecision[];
  readonly stop: FlowStop;
}

/** An item of a page that shows, with the component it names. */
export interface ShownItem {
  readonly item: Item;
  readonly target: Component;
}

const FLOW_KINDS: ReadonlySet<string> = new Set(['routing_page', 'routing_group']);

/** Sibling order: `order`, then id, so every reader sees the same sequence. */
export function compareFlowSiblings(a: Component, b: Component): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** A FlowSource over a list of components (a published version, a test's survey). */
export function flowSourceOf(components: Iterable<Component>): FlowSource {
  const all = new Map<string, Component>();
  for (const component of components) all.set(component.id, component);
  const live = new Map<string, Component>();
  const children = new Map<string | null, Component[]>();
  for (const component of all.values()) {
    if (isDeletedInTree(component, all)) continue;
    live.set(component.id, component);
    const key = component.parent?.id ?? null;
    const list = children.get(key);
    if (list) list.push(component);
    else children.set(key, [component]);
  }
  for (const list of children.values()) list.sort(compareFlowSiblings);
  return { get: (id) => live.get(id), children: (parent) => children.get(parent) ?? [] };
}

const flowChildren = (source: FlowSource, parent: string | null) => source.children(parent).filter((c) => FLOW_KINDS.has(c.kind)) as (Page | Group)[];

/** The component a routing item names, when it is there and of the kind the item says. */
export function itemTargetOf(source: FlowSource, item: Item): Component | undefined {
  const target = source.get(item.item_id);
  return target?.kind === item.item_kind ? target : undefined;
}

/** The page's items whose visibility condition holds, with their targets (missing targets skipped). */
export function shownItems(source: FlowSource, page: Page, responses: Responses): ShownItem[] {
  const shown: ShownItem[] = [];
  for (const child of source.children(page.id)) {
    if (child.kind !== 'routing_item' || !evaluateCondition(child.visibility_condition, responses)) continue;
    const target = itemTargetOf(source, child);
    if (target) shown.push({ item: child, target });
  }
  return shown;
}

/** How the respondent leaves after `page`, or null when the flow goes on. */
export function pageEnding(source: FlowSource, page: Page, responses: Responses): Extract<FlowStop, { kind: 'exit' | 'terminate' }> | null {
  for (const { target } of shownItems(source, page, responses)) {
    if (target.kind === 'exit_block' && evaluateCondition(target.visibility_condition, responses)) {
      return { kind: 'exit', page, exit: target, status: target.terminate_status };
    }
  }
  // A terminating page without a status ends as complete: the respondent saw the whole flow meant for them.
  return page.terminate ? { kind: 'terminate', page, status: page.terminate_status ?? 'complete' } : null;
}

/** Enters a sequence at `start` (an index among the flow children of `parent`). */
function enter(source: FlowSource, parent: string | null, start: number, responses: Responses, decisions: GroupDecision[]): Page | null {
  const nodes = flowChildren(source, parent);
  for (let i = start; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (node.kind === 'routing_page') return node;
    const decision = decide(source, node, responses);
    decisions.push(decision);
    if (!decision.taken) continue;
    const page = enter(source, decision.taken.id, 0, responses, decisions);
    if (page) return page;
  }
  return null;
}

/** Tries a group's branches top to bottom; the first that holds is taken. */
export function decide(source: FlowSource, group: Group, responses: Responses): GroupDecision {
  const trials: BranchTrial[] = [];
  for (const child of source.children(group.id)) {
    if (child.kind !== 'routing_condition') continue;
    const holds = evaluateCondition(child.condition as ConditionNode, responses);
    trials.push({ branch: child, holds });
    if (holds) return { group, trials, taken: child };
  }
  return { group, trials, taken: null };
}

/** The first page a respondent sees (or the end, for a flow without pages). */
export function firstStep(source: FlowSource, responses: Responses): FlowStep {
  const decisions: GroupDecision[] = [];
  const page = enter(source, null, 0, responses, decisions);
  return { decisions, stop: page ? { kind: 'page', page } : { kind: 'flow_end' } };
}

/**
 * Where a respondent goes after answering `page` with `responses`: out by an exit or a
 * terminating page, else to the next page the flow reaches, climbing out of branches that end.
 * Throws RangeError when `page` is not a live page of the flow.
 */
export function stepAfter(source: FlowSource, pageId: string, responses: Responses): FlowStep {
  const page = source.get(pageId);
  if (page?.kind !== 'routing_page') throw new RangeError(`stepAfter: ${pageId} is not a live routing page`);
  const ending = pageEnding(source, page, responses);
  if (ending) return { decisions: [], stop: ending };
  const decisions: GroupDecision[] = [];
  let node: Component = page;
  for (;;) {
    const parent = node.parent?.id ?? null;
    const siblings = flowChildren(source, parent);
    const next = enter(source, parent, siblings.findIndex((s) => s.id === node.id) + 1, responses, decisions);
    if (next) return { decisions, stop: { kind: 'page', page: next } };
    if (parent === null) return { decisions, stop: { kind: 'flow_end' } };
    // The branch ended: go on after its routing group.
    const branch = source.get(parent);
    const group = branch?.parent ? source.get(branch.parent.id) : undefined;
    if (branch?.kind !== 'routing_condition' || group?.kind !== 'routing_group') return { decisions, stop: { kind: 'flow_end' } };
    node = group;
  }
}
