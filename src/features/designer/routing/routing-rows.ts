// The routing flow as the rows of the "Routing questions" tree (spec §2, §3): top-level pages and
// routing groups in flow order; a group's routing conditions (branches, tried top to bottom, the
// first that holds wins), each holding pages and nested groups; on each page its routing items,
// named after what they show. Pages and groups have no names in the model, so rows are named by
// position in the flow ("Page 3", "Group 2 · Branch 1"), counting live components only.
// Walks the routing components only (a few hundred on the largest survey), never the questions'
// answers, so it stays cheap as the survey grows.
import { EXIT_STATUSES, isDeletedInTree, type Component, type ComponentOf, type ExitStatus } from '../../../../schema';
import { childrenOf, componentOf, lookupOf, type Cid, type DraftDoc } from '../../../../sync/document';
import { conditionCount } from '../../conditions/condition-tree';
import { componentVocabulary, conditionWords, type ConditionVocabulary } from '../../conditions/condition-words';
import { componentLabel, type TreeRow, type TreeOptions } from '../edit/tree-rows';
import { isRoutingTargetKind } from './routing-targets';

export type RoutingRole = 'page' | 'group' | 'branch' | 'item';

export interface RoutingRow extends TreeRow {
  readonly role: RoutingRole;
  /** A short note beside the name: a page's ending or quota check, a branch's condition, an
   *  item's visibility, a group's rule. */
  readonly detail: string;
  /** An item whose question, exit or quota is gone (the checks report it too). */
  readonly missing: boolean;
}

export const EXIT_STATUS_LABELS: Readonly<Record<ExitStatus, string>> = {
  complete: 'Complete', screened: 'Screened', quota_full: 'Quota full', closed: 'Closed',
};

const isRouting = (c: Component) => c.kind.startsWith('routing_');
const flowChildren = (doc: DraftDoc, parent: Cid | null) => childrenOf(doc, parent).filter(isRouting);

/** "When Q3 is 2 or 3"; "Always followed (no condition yet)". */
export function branchDetail(condition: ComponentOf<'routing_condition'>['condition'], vocabulary: ConditionVocabulary): string {
  if (conditionCount(condition) === 0) return 'Always followed (no condition yet)';
  return `When ${conditionWords(condition, vocabulary)}`;
}

export function pageDetail(page: ComponentOf<'routing_page'>): string {
  const parts: string[] = [];
  if (page.quota) parts.push('Checks quotas');
  if (page.terminate) parts.push(`Ends the survey: ${page.terminate_status && EXIT_STATUSES.includes(page.terminate_status) ? EXIT_STATUS_LABELS[page.terminate_status] : 'no status'}`);
  return parts.join(' · ');
}

function itemDetail(item: ComponentOf<'routing_item'>, vocabulary: ConditionVocabulary): string {
  return conditionCount(item.visibility_condition) === 0 ? '' : `Shown when ${conditionWords(item.visibility_condition, vocabulary)}`;
}

/** Conditions in words name live subjects and answers only: a deleted one reads as deleted. */
const vocabularyOf = (doc: DraftDoc) => {
  const byId = lookupOf(doc);
  return componentVocabulary((id) => {
    const c = byId.get(id);
    return c && !isDeletedInTree(c, byId) ? c : undefined;
  });
};

/** Names by position: live pages and groups numbered through the whole flow; a deleted one
 *  is numbered among the deleted ones, so the live numbers match what respondents meet. */
export interface FlowNames {
  readonly names: ReadonlyMap<Cid, string>;
  /** Live pages in flow order (respondents' order when every branch is taken). */
  readonly pages: readonly Cid[];
  /** A live page's position in `pages`. */
  readonly pageIndex: ReadonlyMap<Cid, number>;
}

const namesMemo = new WeakMap<DraftDoc, FlowNames>();

/** "Page 3", or "Page 3 · Screening" once the author has named it (as the flow view says it). */
const named = (position: string, name: string) => (name.trim() ? `${position} · ${name.trim()}` : position);

export function flowNames(doc: DraftDoc): FlowNames {
  const known = namesMemo.get(doc);
  if (known) return known;
  const names = new Map<Cid, string>();
  const pages: Cid[] = [];
  const count = { page: 0, group: 0, deletedPage: 0, deletedGroup: 0 };
  const visit = (parent: Cid | null, parentDeleted: boolean) => {
    let branch = 0;
    for (const c of flowChildren(doc, parent)) {
      const deleted = parentDeleted || c.deleted;
      switch (c.kind) {
        case 'routing_page':
          names.set(c.id, named(deleted ? `Deleted page ${++count.deletedPage}` : `Page ${++count.page}`, c.name));
          if (!deleted) pages.push(c.id);
          break;
        case 'routing_group':
          names.set(c.id, named(deleted ? `Deleted group ${++count.deletedGroup}` : `Group ${++count.group}`, c.name));
          break;
        case 'routing_condition':
          names.set(c.id, `${names.get(parent ?? '') ?? 'Group'} · Branch ${++branch}`);
          break;
        case 'routing_item':
          break;
        default:
          throw new RangeError(`flowNames: ${c.kind} ${c.id} is not a routing kind`);
      }
      if (c.kind !== 'routing_item') visit(c.id, deleted);
    }
  };
  visit(null, false);
  const result = { names, pages, pageIndex: new Map(pages.map((cid, i) => [cid, i])) };
  namesMemo.set(doc, result);
  return result;
}

/** The row name of a routing component ("Page 3"), its target's for an item; another
 *  component's own name (Q3). */
export function routingName(doc: DraftDoc, cid: Cid): string {
  const component = componentOf(doc, cid);
  if (component?.kind === 'routing_item') return componentOf(doc, component.item_id)?.name || 'Missing item';
  return flowNames(doc).names.get(cid) ?? component?.name ?? '';
}

export function routingRows(doc: DraftDoc, options: TreeOptions): RoutingRow[] {
  const { names, pages, pageIndex } = flowNames(doc);
  const vocabulary = vocabularyOf(doc);
  const rows: RoutingRow[] = [];
  const shown = (parent: Cid | null) => flowChildren(doc, parent).filter((c) => options.showDeleted || !c.deleted);
  const visit = (siblings: readonly Component[], depth: number, parentDeleted: boolean) => {
    siblings.forEach((c, index) => {
      const deleted = parentDeleted || c.deleted;
      const own = c.kind === 'routing_item' ? [] : shown(c.id);
      const expanded = !options.collapsed.has(c.id);
      const place = { cid: c.id, kind: c.kind, depth, childCount: own.length, expanded, deleted, index, siblings: siblings.length };
      // A page or group moves into a group just above it; out of a branch to after its group.
      const above = siblings[index - 1];
      const flowMoves = { canMoveIn: above?.kind === 'routing_group' && !above.deleted, canMoveOut: depth > 0 };
      switch (c.kind) {
        case 'routing_page':
          rows.push({ ...place, ...flowMoves, role: 'page', name: names.get(c.id) ?? 'Page', label: itemNames(doc, own), detail: pageDetail(c), missing: false });
          break;
        case 'routing_group':
          rows.push({
            ...place, ...flowMoves, role: 'group', name: names.get(c.id) ?? 'Group',
            label: `${own.length} ${own.length === 1 ? 'branch' : 'branches'}`, detail: 'Tried top to bottom: the first that holds wins', missing: false,
          });
          break;
        case 'routing_condition':
          rows.push({ ...place, canMoveIn: false, canMoveOut: false, role: 'branch', name: names.get(c.id) ?? 'Branch', label: '', detail: branchDetail(c.condition, vocabulary), missing: false });
          break;
        case 'routing_item': {
          const target = componentOf(doc, c.item_id);
          const missing = !target || target.deleted || target.kind !== c.item_kind || !isRoutingTargetKind(target.kind);
          // Alt+Left / Alt+Right take an item to the page before / after its own.
          const at = c.parent ? pageIndex.get(c.parent.id) ?? -1 : -1;
          rows.push({
            ...place, canMoveOut: at > 0, canMoveIn: at >= 0 && at < pages.length - 1, role: 'item',
            name: missing ? 'Missing item' : target.name, label: target ? componentLabel(target) : '', detail: itemDetail(c, vocabulary), missing,
          });
          break;
        }
        default:
          throw new RangeError(`routingRows: ${c.kind} ${c.id} is not a routing kind`);
      }
      if (expanded && own.length > 0) visit(own, depth + 1, deleted);
    });
  };
  visit(shown(null), 0, false);
  return rows;
}

/** A page's label: what is on it, by name ("Q1, Q2, EB1"). */
function itemNames(doc: DraftDoc, items: readonly Component[]): string {
  const named = items.filter((c) => !c.deleted).map((c) => (c.kind === 'routing_item' ? componentOf(doc, c.item_id)?.name || 'missing item' : ''));
  if (named.length === 0) return 'Nothing on this page yet';
  return named.length > 6 ? `${named.slice(0, 6).join(', ')} and ${named.length - 6} more` : named.join(', ');
}
