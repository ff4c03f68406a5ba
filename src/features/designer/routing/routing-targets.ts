// What a routing page can hold (spec §3 routing item: questions, exit blocks, quotas) and which of
// those are on no page yet: the question picker's list and "Add all unplaced questions as new
// pages". "Placed" is the checks' rule (workers/checks routing-rules): a live item on a live page
// names it, or names the group or grid it sits in.
import type { Component, ComponentKind } from '../../../../schema';
import { childrenOf, type Cid, type DraftDoc } from '../../../../sync/document';
import { placedIds } from '../../../../sync/routing-placement';
import { componentLabel } from '../edit/tree-rows';

/** What a routing item may name, and the role it plays there (the checks' ROUTABLE_KINDS). */
export const ROUTING_TARGET_KINDS = {
  question: 'question', grid: 'question', data_collector: 'question', data_processor: 'question',
  exit_block: 'exit', quota: 'quota',
} as const satisfies { readonly [K in ComponentKind]?: 'question' | 'exit' | 'quota' };
export type RoutingTargetKind = keyof typeof ROUTING_TARGET_KINDS;

export const isRoutingTargetKind = (kind: ComponentKind): kind is RoutingTargetKind => kind in ROUTING_TARGET_KINDS;

export interface RoutingTarget {
  readonly cid: Cid;
  readonly kind: RoutingTargetKind;
  readonly name: string;
  /** Its text without markup (question text, exit text, quota description). */
  readonly label: string;
  /** On a page already (itself, or the group or grid around it). */
  readonly placed: boolean;
}

/** What is on a page: the engine's rule, shared with default placement. */
export { placedIds };

/**
 * Everything a page can hold, in survey order (the question editor's order: groups opened, a grid
 * as one item, quotas where they stand), each marked placed or not. Walks the editor's tree down
 * to the questions only, never into answers: about as many steps as the survey has questions.
 */
export function routingTargets(doc: DraftDoc): RoutingTarget[] {
  const placed = placedIds(doc);
  const out: RoutingTarget[] = [];
  const visit = (parent: Cid | null, inPlacedGroup: boolean) => {
    for (const c of childrenOf(doc, parent)) {
      if (c.deleted) continue;
      if (c.kind === 'group') visit(c.id, inPlacedGroup || placed.has(c.id));
      else if (isRoutingTargetKind(c.kind)) out.push(targetOf(c, c.kind, inPlacedGroup || placed.has(c.id)));
    }
  };
  visit(null, false);
  return out;
}

function targetOf(c: Component, kind: RoutingTargetKind, placed: boolean): RoutingTarget {
  return { cid: c.id, kind, name: c.name, label: componentLabel(c), placed };
}

/** The questions (grids, collectors, processors) on no page, in survey order. */
export const unplacedQuestions = (doc: DraftDoc): RoutingTarget[] =>
  routingTargets(doc).filter((t) => !t.placed && ROUTING_TARGET_KINDS[t.kind] === 'question');
