// Spec §9 limits, checked on the survey as the whole batch leaves it — not item by item — so a
// batch that deletes a question and adds another at the 100 mark passes whatever its item order.
// Only the items that push a container past its limit are named: with 100 questions already
// there, the 101st post is refused, not every post of the batch.
import {
  checkLimit, countInContainer, countsTowardLimits, limitContainers,
  type LimitCode, type LimitCounted, type LimitLookup, type ParentRef,
} from '../../../schema';
import type { Refusal } from './batch-item';
import type { ComponentNode } from './component-row';
import type { ComponentTree } from './component-tree';

/** An item that put a component into a container: a post, or a patch that moved it. */
export interface Arrival {
  readonly index: number;
  readonly action: 'post' | 'patch';
  readonly id: string;
  readonly kind: string;
  readonly parent: ParentRef | null;
  readonly client_ref: string | null;
}

interface Container {
  readonly code: LimitCode;
  readonly count: () => number;
  readonly arrivals: Arrival[];
}

/** The tree as schema/'s limit counting reads it: the deleted mark lives in a node's fields. */
function asCounted(node: ComponentNode): LimitCounted {
  return { kind: node.kind, parent: node.parent, deleted: node.fields.deleted === true };
}

function lookupOf(tree: ComponentTree): LimitLookup {
  return { get: (id) => { const node = tree.get(id); return node && asCounted(node); } };
}

function containersOf(tree: ComponentTree, arrival: Arrival): { key: string; code: LimitCode; count: () => number }[] {
  const byId = lookupOf(tree);
  return limitContainers(arrival.kind, arrival.parent).map((container) => ({
    key: `${container.code}:${container.within ?? ''}`,
    code: container.code,
    count: () => {
      const candidates = container.within === null ? tree.questionNodes() : tree.childrenOf(container.within);
      return countInContainer(container, candidates.map(asCounted), byId);
    },
  }));
}

/** Refusals for arrivals past a limit, given the tree after the whole batch. */
export function limitRefusals(tree: ComponentTree, arrivals: Iterable<Arrival>): Refusal[] {
  const containers = new Map<string, Container>();
  const ordered = [...arrivals].sort((a, b) => a.index - b.index);
  for (const arrival of ordered) {
    // Deleted or moved on by a later item of the batch: it did not arrive after all. Marked
    // deleted (posted so, or in a deleted parent) it takes no place either (spec §4).
    const node = tree.get(arrival.id);
    if (!node || (node.parent?.id ?? null) !== (arrival.parent?.id ?? null)) continue;
    if (!countsTowardLimits(asCounted(node), lookupOf(tree))) continue;
    for (const { key, code, count } of containersOf(tree, arrival)) {
      let container = containers.get(key);
      if (!container) containers.set(key, (container = { code, count, arrivals: [] }));
      container.arrivals.push(arrival);
    }
  }
  const refused = new Map<number, Refusal>();
  for (const { code, count, arrivals: inOrder } of containers.values()) {
    const before = count() - inOrder.length; // what was there and stayed, without this batch's arrivals
    inOrder.forEach((arrival, j) => {
      const result = checkLimit(code, before + j);
      if (result.ok || refused.has(arrival.index)) return;
      refused.set(arrival.index, {
        index: arrival.index,
        client_ref: arrival.client_ref,
        // A refused post's id was never written, so only a moved component is named by id.
        ...(arrival.action === 'patch' ? { id: arrival.id } : {}),
        code: 'limit',
        message: `${result.message}; this ${arrival.kind.replace('_', ' ')} would be number ${before + j + 1}`,
      });
    });
  }
  return [...refused.values()];
}
