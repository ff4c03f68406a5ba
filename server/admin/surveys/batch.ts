// Applies a write batch to a survey's components in memory and says what to write, or why not.
// Pure (ids come from `newId`), so the whole contract is testable without a database; the
// service turns a plan into a few multi-row statements inside one transaction.
//
// Items apply in request order against the survey as earlier items left it; every bad item is
// reported (not just the first), and any refusal refuses the whole batch.
import {
  canBeChildOf, componentSchema, isComponentKind, kindDef, type ComponentKind, type ParentRef,
} from '../../../schema';
import { describeIssues } from '../../http/errors';
import { batchItemSchema, type BatchItem, type BatchParent, type BatchReplyItem, type Refusal, type RefusalCode } from './batch-item';
import { limitRefusals, type Arrival } from './batch-limits';
import { nodeFromComponent, toComponentHeader, toRecord, type ComponentNode } from './component-row';
import { MissingRows, type ComponentTree } from './component-tree';
import { generatedAnswerCode, Namer } from './naming';

/** Which kinds one endpoint accepts, and its name for messages. */
export interface BatchScope {
  readonly path: string;
  readonly kinds: readonly ComponentKind[];
}

export interface BatchPlan {
  readonly inserts: readonly ComponentNode[];
  readonly updates: readonly ComponentNode[];
  readonly deletes: readonly string[];
  readonly items: readonly BatchReplyItem[];
}

export type PlanResult = { readonly ok: true; readonly plan: BatchPlan } | { readonly ok: false; readonly refusals: readonly Refusal[] };

class Refused extends Error {
  constructor(readonly code: RefusalCode, message: string) {
    super(message);
  }
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);
const label = (kind: string) => kind.replace(/_/g, ' ');

function placementError(kind: ComponentKind, parent: ParentRef | null): string {
  const { parentKinds, atRoot } = kindDef(kind);
  const allowed = [...parentKinds.map(label), ...(atRoot ? ['the survey root'] : [])].join(', ') || 'nowhere';
  const where = parent ? `under ${article(label(parent.kind))}` : 'at the survey root';
  return `${article(label(kind))} cannot be placed ${where} (allowed: ${allowed})`.replace(/^./, (c) => c.toUpperCase());
}

class Planner {
  private readonly inserts = new Map<string, ComponentNode>();
  private readonly updates = new Map<string, ComponentNode>();
  private readonly deletes = new Set<string>();
  private readonly items: BatchReplyItem[] = [];
  private readonly refusals: Refusal[] = [];
  private readonly arrivals = new Map<string, Arrival>();
  // The server id each post item produced (by request index), for `parent: { index }`.
  private readonly postedIds: (string | undefined)[] = [];
  private readonly namer: Namer;
  // Components this batch deletes or marks deleted: their answer codes are free (spec §5) even
  // for a post that comes before the delete in the batch.
  private readonly beingDeleted = new Set<string>();

  constructor(
    private readonly tree: ComponentTree,
    private readonly scope: BatchScope,
    private readonly newId: () => string,
  ) {
    this.namer = new Namer(tree);
  }

  run(rawItems: readonly unknown[]): PlanResult {
    // A glance at the raw items, not a second parse: an item too malformed to read here is
    // refused below anyway.
    for (const raw of rawItems) {
      const item = raw as { action?: unknown; id?: unknown; fields?: { deleted?: unknown } | null } | null;
      if (typeof item?.id !== 'string') continue;
      if (item.action === 'delete' || (item.action === 'patch' && item.fields?.deleted === true)) this.beingDeleted.add(item.id);
    }
    rawItems.forEach((raw, index) => {
      const parsed = batchItemSchema.safeParse(raw);
      const clientRef = (raw as { client_ref?: unknown } | null)?.client_ref;
      if (!parsed.success) {
        this.refuse(index, typeof clientRef === 'string' ? clientRef : null, 'invalid', describeIssues(parsed.error));
        return;
      }
      try {
        this.apply(parsed.data, index);
      } catch (error) {
        if (error instanceof MissingRows || (this.tree.rowsNeeded() !== null && !(error instanceof Refused))) {
          // The slice lacks rows: this run is thrown away once every item has said what it
          // needs (an item after a skipped one may fail oddly; that run is discarded too).
          return;
        }
        if (!(error instanceof Refused)) throw error;
        const node = 'id' in parsed.data ? this.tree.get(parsed.data.id) : undefined;
        const ref = parsed.data.action === 'post' ? parsed.data.client_ref : (node?.client_ref ?? null);
        this.refuse(index, ref, error.code, error.message, parsed.data.action === 'post' ? undefined : parsed.data.id);
      }
    });
    const needed = this.tree.rowsNeeded();
    if (needed) throw new MissingRows(needed);
    this.refusals.push(...limitRefusals(this.tree, this.arrivals.values()));
    if (this.refusals.length > 0) return { ok: false, refusals: this.refusals.sort((a, b) => a.index - b.index) };
    return {
      ok: true,
      plan: { inserts: [...this.inserts.values()], updates: [...this.updates.values()], deletes: [...this.deletes], items: this.items },
    };
  }

  private refuse(index: number, clientRef: string | null, code: RefusalCode, message: string, id?: string): void {
    this.refusals.push({ index, client_ref: clientRef, ...(id === undefined ? {} : { id }), code, message });
  }

  private apply(item: BatchItem, index: number): void {
    if (item.action === 'post') this.post(item, index);
    else if (item.action === 'patch') this.patch(item, index);
    else this.remove(item, index);
  }

  private inScope(kind: string): asserts kind is ComponentKind {
    if (!isComponentKind(kind) || !this.scope.kinds.includes(kind)) {
      throw new Refused('kind', `${this.scope.path} does not hold ${label(kind)} components (it holds ${this.scope.kinds.join(', ')})`);
    }
  }

  private resolveParent(ref: BatchParent, index: number): ParentRef | null {
    if (ref === null) return null;
    if ('id' in ref) {
      const parent = this.tree.get(ref.id);
      if (!parent) throw new Refused('parent', `Parent ${ref.id} is not a component of this survey`);
      if (!isComponentKind(parent.kind)) throw new Refused('parent', `Parent ${ref.id} has unknown kind ${parent.kind}`);
      return { id: parent.id, kind: parent.kind };
    }
    if (ref.index >= index) {
      throw new Refused('parent', `Parent index ${ref.index} must name an earlier post of the batch (this item is ${index})`);
    }
    const id = this.postedIds[ref.index];
    if (id === undefined) {
      const refused = this.refusals.some((r) => r.index === ref.index);
      throw new Refused('parent', refused ? `Parent item ${ref.index} was refused` : `Item ${ref.index} is not a post, so it cannot be a parent by index`);
    }
    const parent = this.tree.get(id);
    if (!parent || !isComponentKind(parent.kind)) throw new Refused('parent', `Parent item ${ref.index} was deleted earlier in the batch`);
    return { id, kind: parent.kind };
  }

  private parseRecord(record: Record<string, unknown>, clientRef: string | null): ComponentNode {
    const parsed = componentSchema.safeParse(record);
    if (!parsed.success) throw new Refused('invalid', describeIssues(parsed.error));
    return nodeFromComponent(parsed.data, clientRef);
  }

  private post(item: Extract<BatchItem, { action: 'post' }>, index: number): void {
    this.inScope(item.kind);
    const existing = this.tree.byRef(item.client_ref);
    if (existing) {
      // Exactly once: the post already landed (a resent batch, a lost reply); answer with that row.
      if (existing.kind !== item.kind) {
        throw new Refused('conflict', `client_ref ${item.client_ref} already names ${article(label(existing.kind))}, not ${article(label(item.kind))}`);
      }
      this.postedIds[index] = existing.id;
      this.items.push({ index, action: 'post', replayed: true, ...toComponentHeader(existing) });
      return;
    }
    const parent = this.resolveParent(item.parent ?? null, index);
    if (!canBeChildOf(item.kind, parent?.kind ?? null)) throw new Refused('parent', placementError(item.kind, parent));
    const { fields } = item;
    const order = fields.order ?? this.tree.childCount(parent?.id ?? null); // no order: last
    const hasName = typeof fields.name === 'string' ? fields.name !== '' : fields.name !== undefined;
    const record: Record<string, unknown> = {
      ...fields, id: this.newId(), kind: item.kind, parent, order,
      name: hasName ? fields.name : this.namer.name(item.kind, parent),
    };
    if (item.kind === 'answer' && (fields.code === undefined || fields.code === null || fields.code === '')) {
      record.code = generatedAnswerCode(this.tree, parent?.id ?? null, typeof order === 'number' ? order : 0, this.beingDeleted);
    }
    const node = this.parseRecord(record, item.client_ref);
    this.tree.add(node);
    this.inserts.set(node.id, node);
    this.postedIds[index] = node.id;
    this.arrivals.set(node.id, { index, action: 'post', id: node.id, kind: node.kind, parent, client_ref: item.client_ref });
    this.items.push({ index, action: 'post', replayed: false, ...toComponentHeader(node) });
  }

  private existing(item: { id: string; kind?: ComponentKind | undefined }): ComponentNode & { kind: ComponentKind } {
    const node = this.tree.get(item.id);
    if (!node) throw new Refused('not_found', `Component ${item.id} is not in this survey (deleted or never saved)`);
    if (item.kind !== undefined && item.kind !== node.kind) {
      throw new Refused('conflict', `Component ${item.id} is ${article(label(node.kind))}, not ${article(label(item.kind))}`);
    }
    this.inScope(node.kind);
    return node as ComponentNode & { kind: ComponentKind };
  }

  private patch(item: Extract<BatchItem, { action: 'patch' }>, index: number): void {
    const node = this.existing(item);
    let parent = node.parent;
    const moved = item.parent !== undefined;
    if (moved) {
      parent = this.resolveParent(item.parent ?? null, index);
      if (parent && this.tree.isSelfOrAncestor(node.id, parent.id)) {
        throw new Refused('parent', `Component ${node.id} cannot move under itself or one of its descendants`);
      }
      if (!canBeChildOf(node.kind, parent?.kind ?? null)) throw new Refused('parent', placementError(node.kind, parent));
    }
    const next = this.parseRecord({ ...toRecord(node), ...item.fields, parent }, node.client_ref);
    this.tree.replace(next);
    (this.inserts.has(next.id) ? this.inserts : this.updates).set(next.id, next);
    if (moved && parent?.id !== node.parent?.id) {
      this.arrivals.set(next.id, { index, action: 'patch', id: next.id, kind: next.kind, parent, client_ref: next.client_ref });
    }
    // Restored (its deleted mark taken off): it and what it holds take their places again (spec
    // §4), so they arrive like posts; limitRefusals skips any still under a deleted ancestor.
    if (node.fields.deleted === true && next.fields.deleted !== true) {
      for (const held of this.tree.subtreeOf(next.id)) {
        if (this.arrivals.has(held.id)) continue;
        this.arrivals.set(held.id, { index, action: 'patch', id: held.id, kind: held.kind, parent: held.parent, client_ref: held.client_ref });
      }
    }
    this.items.push({ index, action: 'patch', ...toComponentHeader(next) });
  }

  private remove(item: Extract<BatchItem, { action: 'delete' }>, index: number): void {
    if (!this.tree.get(item.id)) {
      // Deleting what is gone already (another tab, a resent batch) leaves the wanted state: not an error.
      this.items.push({ index, action: 'delete', id: item.id, client_ref: item.client_ref ?? null, deleted: [] });
      return;
    }
    const node = this.existing(item);
    const removed = this.tree.remove(node.id);
    for (const id of removed) {
      this.arrivals.delete(id);
      if (this.inserts.delete(id)) continue; // posted and deleted in one batch: never written
      this.updates.delete(id);
      this.deletes.add(id);
    }
    this.items.push({ index, action: 'delete', id: node.id, client_ref: node.client_ref, deleted: removed });
  }
}

/**
 * Plans `items` against `tree` (which it updates to the state after the batch). Over a slice of the
 * survey it throws MissingRows when the slice lacks rows: read them and plan again on a new tree.
 */
export function planBatch(tree: ComponentTree, items: readonly unknown[], scope: BatchScope, newId: () => string): PlanResult {
  return new Planner(tree, scope, newId).run(items);
}
