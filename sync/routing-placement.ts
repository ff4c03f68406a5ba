// Default placement (#13): the designer puts a new question or exit block into the routing flow
// in the same gesture that adds it, so a survey built only in the edit tab can be published, and
// takes its routing items out when it is deleted, so the checks never report "Invalid question"
// for something the author just deleted. The survey's development_fields.routing_placement says
// where: 'last_page', 'own_page', or 'manual' (the author routes by hand; nothing is placed).
//
// "The last page" is the last page of the root's flow that asks questions. A flow usually ends
// with a page of exits (complete, screened …): a new question goes on the page before it (a new
// one when that is not a plain page), never beside the exits, which would end the survey on the
// page that asks it. A new exit joins the end page of exits, or starts one.
//
// Costs follow the routing flow (pages and their items: a few hundred on the largest survey),
// never the designed components.
import { v7 as uuidv7 } from 'uuid';
import { createComponent, ROUTING_PLACEMENTS, type Component, type ComponentKind, type ComponentOf, type RoutingPlacement } from '../schema';
import type { CommandResult } from './commands';
import { childrenOf, componentOf, siblingsOf, type Cid, type DraftDoc } from './document';
import { parseOp, type Op } from './operations';

/** The kinds a routing item can name that the designer places by itself. */
const PLACED_KINDS: ReadonlySet<ComponentKind> = new Set(['question', 'grid', 'exit_block']);
const FLOW_KINDS: ReadonlySet<ComponentKind> = new Set(['routing_page', 'routing_group', 'routing_condition']);

export function placementOf(doc: DraftDoc): RoutingPlacement {
  const fields = doc.survey?.development_fields as { routing_placement?: unknown } | undefined;
  const value = fields?.routing_placement;
  return (ROUTING_PLACEMENTS as readonly unknown[]).includes(value) ? (value as RoutingPlacement) : 'last_page';
}

/** The routing items of the flow, found by walking the flow from the root (never the designed
 *  components). `live`: only those on live pages, not marked deleted; else every item, since
 *  items under a deleted page come back with it. */
export function routingItems(doc: DraftDoc, { live = false }: { live?: boolean } = {}): ComponentOf<'routing_item'>[] {
  const items: ComponentOf<'routing_item'>[] = [];
  const visit = (parent: Cid | null) => {
    for (const child of childrenOf(doc, parent)) {
      if (live && child.deleted) continue;
      if (child.kind === 'routing_item') items.push(child);
      else if (FLOW_KINDS.has(child.kind)) visit(child.id);
    }
  };
  visit(null);
  return items;
}

/** The ids live routing items on live pages name: what is on a page. */
export function placedIds(doc: DraftDoc): Set<Cid> {
  return new Set(routingItems(doc, { live: true }).filter((item) => item.parent?.kind === 'routing_page').map((item) => item.item_id));
}

const itemOf = (component: Component) => (component.kind === 'routing_item' ? component : undefined);

/** The components to place for `cids`: placed kinds as they are, a group by its questions and grids. */
function expand(doc: DraftDoc, cids: readonly Cid[]): Component[] {
  const out: Component[] = [];
  const visit = (component: Component | undefined) => {
    if (!component || component.deleted) return;
    // A grid is asked whole: a new row places its grid.
    if (component.kind === 'question' && component.parent?.kind === 'grid') return visit(componentOf(doc, component.parent.id));
    if (PLACED_KINDS.has(component.kind)) {
      if (!out.includes(component)) out.push(component);
    }
    else if (component.kind === 'group') for (const child of childrenOf(doc, component.id)) visit(child);
  };
  for (const cid of cids) visit(componentOf(doc, cid));
  return out;
}

/** Whether the component, or a group or grid holding it, is already on a page. */
function isPlaced(doc: DraftDoc, component: Component, placed: ReadonlySet<string>): boolean {
  for (let current: Component | undefined = component; current; current = current.parent ? componentOf(doc, current.parent.id) : undefined) {
    if (placed.has(current.id)) return true;
  }
  return false;
}

function showsExit(doc: DraftDoc, page: Component): boolean {
  return childrenOf(doc, page.id).some((child) => !child.deleted && itemOf(child)?.item_kind === 'exit_block');
}

interface Target {
  /** A page to add the item to, or where to open a new page (its index among the root's flow). */
  readonly page?: Component;
  readonly newPageAt?: number;
}

function targetFor(doc: DraftDoc, placement: Exclude<RoutingPlacement, 'manual'>, isExit: boolean): Target {
  const flow = siblingsOf(doc, null, 'routing_page');
  const live = flow.filter((c) => !c.deleted);
  const last = live.at(-1);
  const endsWithExits = last?.kind === 'routing_page' && showsExit(doc, last);
  if (isExit) return endsWithExits ? { page: last } : { newPageAt: flow.length };
  // Questions go before the end page of exits, if there is one.
  const before = endsWithExits ? flow.indexOf(last) : flow.length;
  if (placement === 'own_page') return { newPageAt: before };
  const candidate = endsWithExits ? live.at(-2) : last;
  return candidate?.kind === 'routing_page' && !showsExit(doc, candidate) ? { page: candidate } : { newPageAt: before };
}

/**
 * Operations that place `cids` (just added, in order) in the flow as the survey's placement says;
 * none for kinds that are not placed, for what a placed group or grid already shows, or under
 * 'manual'. Pure: ids come from `newId`.
 */
export function placeInFlow(cids: readonly Cid[], newId: () => Cid = uuidv7): (doc: DraftDoc) => CommandResult {
  return (doc) => {
    const placement = placementOf(doc);
    if (placement === 'manual') return { ok: true, ops: [] };
    const placed = placedIds(doc);
    const ops: Op[] = [];
    // Pages this gesture opened at each position (the doc does not have them yet): 'last_page'
    // and exits fill the one opened there, 'own_page' opens another after it.
    const opened = new Map<number, { id: Cid; items: number }[]>();
    // Items this gesture added to pages the doc has.
    const added = new Map<Cid, number>();
    for (const component of expand(doc, cids)) {
      const cid = component.id;
      if (isPlaced(doc, component, placed)) continue;
      placed.add(cid);
      const target = targetFor(doc, placement, component.kind === 'exit_block');
      let pageId: Cid;
      let index: number;
      if (target.page) {
        pageId = target.page.id;
        index = siblingsOf(doc, pageId, 'routing_item').length + (added.get(pageId) ?? 0);
        added.set(pageId, (added.get(pageId) ?? 0) + 1);
      } else {
        const at = target.newPageAt!;
        const pages = opened.get(at) ?? [];
        opened.set(at, pages);
        const reuse = placement === 'last_page' || component.kind === 'exit_block' ? pages.at(-1) : undefined;
        if (reuse) {
          pageId = reuse.id;
          index = reuse.items++;
        } else {
          pageId = newId();
          index = 0;
          const page = createComponent('routing_page', { id: pageId, parent: null, order: 0 });
          ops.push(parseOp({ type: 'addComponent', component: page, index: at + pages.length }));
          pages.push({ id: pageId, items: 1 });
        }
      }
      const item = createComponent('routing_item', {
        id: newId(), parent: { id: pageId, kind: 'routing_page' }, order: 0, item_id: cid, item_kind: component.kind,
      });
      ops.push(parseOp({ type: 'addComponent', component: item, index }));
    }
    return { ok: true, ops };
  };
}

/** Operations that mark deleted (or bring back) the routing items naming `cid` or anything below it. */
export function markItemsOf(cid: Cid, deleted: boolean): (doc: DraftDoc) => CommandResult {
  return (doc) => {
    const named = new Set<Cid>();
    const stack = [cid];
    while (stack.length) {
      const current = stack.pop()!;
      named.add(current);
      for (const child of childrenOf(doc, current)) if (!FLOW_KINDS.has(child.kind) && child.kind !== 'routing_item') stack.push(child.id);
    }
    const ops = routingItems(doc)
      .filter((item) => named.has(item.item_id) && (item.deleted === true) !== deleted)
      .map((item) => parseOp({ type: 'setFields', cid: item.id, kind: item.kind, changes: [{ path: ['deleted'], value: deleted }] }));
    return { ok: true, ops };
  };
}
