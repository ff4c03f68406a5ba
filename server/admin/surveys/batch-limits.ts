// Spec §9 limits, checked on the survey as the whole batch leaves it — not item by item — so a
// batch that deletes a question and adds another at the 100 mark passes whatever its item order.
// Only the items that push a container past its limit are named: with 100 questions already
// there, the 101st post is refused, not every post of the batch.
import { checkLimit, type ComponentKind, type LimitCode, type ParentRef } from '../../../schema';
import type { Refusal } from './batch-item';
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

function containersOf(tree: ComponentTree, arrival: Arrival): { key: string; code: LimitCode; count: () => number }[] {
  const { kind, parent } = arrival;
  const childrenOfKind = (parentId: string, childKind: ComponentKind) => () =>
    tree.childrenOf(parentId).filter((node) => node.kind === childKind).length;
  if (kind === 'question') {
    const inSurvey = { key: 'survey', code: 'questions_per_survey' as const, count: () => tree.questionNodes().length };
    if (parent?.kind !== 'grid') return [inSurvey];
    return [inSurvey, { key: `grid:${parent.id}`, code: 'questions_per_grid', count: childrenOfKind(parent.id, 'question') }];
  }
  if (kind === 'answer_group' && parent?.kind === 'question') {
    return [{ key: `question:${parent.id}`, code: 'answer_groups_per_question', count: childrenOfKind(parent.id, 'answer_group') }];
  }
  if (kind === 'answer' && parent?.kind === 'answer_group') {
    return [{ key: `answer_group:${parent.id}`, code: 'answers_per_answer_group', count: childrenOfKind(parent.id, 'answer') }];
  }
  return [];
}

/** Refusals for arrivals past a limit, given the tree after the whole batch. */
export function limitRefusals(tree: ComponentTree, arrivals: Iterable<Arrival>): Refusal[] {
  const containers = new Map<string, Container>();
  const ordered = [...arrivals].sort((a, b) => a.index - b.index);
  for (const arrival of ordered) {
    // Deleted or moved on by a later item of the batch: it did not arrive after all.
    const node = tree.get(arrival.id);
    if (!node || (node.parent?.id ?? null) !== (arrival.parent?.id ?? null)) continue;
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
