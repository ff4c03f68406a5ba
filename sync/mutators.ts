// The pure mutators: apply one operation through a copy-on-write writer and say what it did,
// with the inverse operations undo needs. Defensive: a missing target or parent skips the
// operation (reported, never thrown), because rebasing onto someone else's changes makes that normal.
import { canBeChildOf, componentSchema, surveySchema, type Component, type ParentRef } from '../schema';
import type { DocWriter } from './doc-writer';
import { flagOf, ROOT, type Cid } from './document';
import { DeploymentMutator } from './deployment-mutators';
import { applyChanges, inverseChanges } from './field-change';
import { assertNever, type Op, type OpOf, type Reorder } from './operations';
import { deepEqual } from './paths';

export const SKIP_REASONS = [
  'missing_target', 'missing_parent', 'invalid_parent', 'cycle', 'invalid', 'changed_since', 'already_present',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
/** Skips the author must hear about: their edit could not apply. The others are benign. */
export const CONFLICT_REASONS: readonly SkipReason[] = ['missing_target', 'missing_parent', 'invalid_parent', 'cycle', 'invalid'];

export type Outcome =
  | { readonly applied: true; readonly inverse: readonly Op[] }
  | { readonly applied: false; readonly reason: SkipReason; readonly message: string };

const skip = (reason: SkipReason, message: string): Outcome => ({ applied: false, reason, message });
const invert = (reorder: Reorder): Reorder => reorder.map(({ cid, from, to }) => ({ cid, from: to, to: from })).reverse();

/**
 * Applies operations through one copy-on-write writer. The document's children index keeps
 * placement O(siblings) and its persistent maps keep every write O(bucket), so an operation costs
 * the same on a survey of ten components and of fifty thousand. Records are replaced whole, never
 * changed in place, so the documents a replay started from stay as they were.
 */
export class Mutator {
  private readonly deployments: DeploymentMutator;

  constructor(private readonly doc: DocWriter) {
    this.deployments = new DeploymentMutator(doc);
  }

  apply(op: Op): Outcome {
    switch (op.type) {
      case 'addComponent': return this.add(op);
      case 'setFields': return this.setFields(op);
      case 'move': return this.move(op);
      case 'remove': return this.remove(op);
      case 'restore': return this.restore(op);
      case 'setSurveyFields': return this.setSurveyFields(op);
      case 'putIntercept':
      case 'setIntercept':
      case 'removeIntercept':
      case 'setInterceptTrigger':
      case 'addEmailTask':
      case 'setEmailTaskFields':
      case 'removeEmailTask': return this.deployments.apply(op);
      default: return assertNever(op);
    }
  }

  private read(cid: Cid): Component | undefined {
    return this.doc.component(cid);
  }

  private setOrder(component: Component, order: number): void {
    this.doc.put({ ...component, order });
  }

  /**
   * The siblings `cid` is ordered among: same parent and same family (components, conditional
   * texts, routing), so adding a routing page never renumbers the groups at the root.
   */
  private siblings(parent: string, except: Cid, kind: Component['kind']): Component[] {
    const family = flagOf(kind);
    const out: Component[] = [];
    for (const cid of this.doc.childCids(parent)) {
      const sibling = this.read(cid);
      if (sibling && cid !== except && flagOf(sibling.kind) === family) out.push(sibling);
    }
    return out.sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  /**
   * The order `cid` gets at `index` among its siblings, shifting only the siblings in the way. An
   * exact `order` (undo, redo) shifts nothing: the shifts to take back or redo travel with the
   * operation as `reorder`, and siblings tied by concurrent inserts stay tied as they were.
   */
  private place(cid: Cid, kind: Component['kind'], parent: string, at: { index?: number | undefined; order?: number | undefined }): { order: number; shifts: Reorder } {
    if (at.order !== undefined) return { order: at.order, shifts: [] };
    const siblings = this.siblings(parent, cid, kind);
    const start = Math.min(at.index ?? siblings.length, siblings.length);
    const prev = siblings[start - 1];
    const next = siblings[start];
    const order = prev ? prev.order + 1 : next ? Math.max(0, next.order - 1) : 0;
    const shifts: Reorder = [];
    let cur = order;
    for (const sibling of siblings.slice(start)) {
      if (sibling.order > cur) break;
      shifts.push({ cid: sibling.id, from: sibling.order, to: cur + 1 });
      this.setOrder(sibling, cur + 1);
      cur += 1;
    }
    return { order, shifts };
  }

  private applyReorder(reorder: Reorder | undefined): Reorder {
    const done: Reorder = [];
    for (const entry of reorder ?? []) {
      const target = this.read(entry.cid);
      if (target && target.order === entry.from) {
        this.setOrder(target, entry.to);
        done.push(entry);
      }
    }
    return done;
  }

  /** The parent as it is in the document (kind from the document), or why it cannot be used. */
  private resolveParent(kind: Component['kind'], ref: ParentRef | null): ParentRef | null | Outcome {
    if (ref === null) return canBeChildOf(kind, null) ? null : skip('invalid_parent', `A ${kind} cannot sit at the survey root`);
    const parent = this.read(ref.id);
    if (!parent) return skip('missing_parent', `Parent ${ref.id} of the ${kind} is gone`);
    if (!canBeChildOf(kind, parent.kind)) return skip('invalid_parent', `A ${kind} cannot be placed under a ${parent.kind}`);
    return { id: parent.id, kind: parent.kind };
  }

  private insert(component: Component, at: { index?: number | undefined; order?: number | undefined }): Outcome | Reorder {
    if (this.read(component.id)) return skip('already_present', `Component ${component.id} is already there`);
    const parent = this.resolveParent(component.kind, component.parent);
    if (parent !== null && 'applied' in parent) return parent;
    const key = parent?.id ?? ROOT;
    const { order, shifts } = this.place(component.id, component.kind, key, at);
    this.doc.put({ ...component, parent, order } as Component);
    this.doc.link(component.id, key);
    return shifts;
  }

  private add(op: OpOf<'addComponent'>): Outcome {
    const placed = this.insert(op.component, op.index === undefined ? { order: op.component.order } : { index: op.index });
    if (!Array.isArray(placed)) return placed as Outcome;
    return { applied: true, inverse: [{ type: 'remove', cid: op.component.id, kind: op.component.kind, reorder: invert(placed) }] };
  }

  private restore(op: OpOf<'restore'>): Outcome {
    const restored = new Set<Cid>();
    const roots: Component[] = [];
    let shifts: Reorder = [];
    let firstSkip: Outcome | null = null;
    for (const component of op.components) {
      const placed = this.insert(component, { order: component.order });
      if (!Array.isArray(placed)) {
        firstSkip ??= placed as Outcome;
        continue;
      }
      restored.add(component.id);
      shifts = shifts.concat(placed);
      if (!component.parent || !restored.has(component.parent.id)) roots.push(component);
    }
    const reordered = this.applyReorder(op.reorder);
    if (restored.size === 0) return firstSkip ?? skip('already_present', 'Nothing to restore');
    const back = invert([...shifts, ...reordered]);
    const inverse: Op[] = roots.map(({ id, kind }, i) => ({ type: 'remove', cid: id, kind, ...(i === roots.length - 1 ? { reorder: back } : {}) }));
    return { applied: true, inverse };
  }

  private remove(op: OpOf<'remove'>): Outcome {
    const root = this.read(op.cid);
    if (!root) return skip('already_present', `Component ${op.cid} is already gone`);
    if (root.kind !== op.kind) return kindMismatch(op.cid, op.kind, root.kind);
    const subtree: Component[] = [root];
    for (let i = 0; i < subtree.length; i++) {
      for (const child of this.doc.childCids(subtree[i]!.id)) subtree.push(this.read(child)!);
    }
    for (const component of subtree) {
      this.doc.unlink(component.id, component.parent?.id ?? ROOT);
      this.doc.delete(component.id);
    }
    const reordered = this.applyReorder(op.reorder);
    return { applied: true, inverse: [{ type: 'restore', components: subtree, reorder: invert(reordered) }] };
  }

  private move(op: OpOf<'move'>): Outcome {
    const target = this.read(op.cid);
    if (!target) return skip('missing_target', `Component ${op.cid} to move is gone`);
    if (target.kind !== op.kind) return kindMismatch(op.cid, op.kind, target.kind);
    if (op.expectParent && (target.parent?.id ?? null) !== (op.expectParent.value?.id ?? null)) {
      return skip('changed_since', `Component ${op.cid} was moved since`);
    }
    const parent = this.resolveParent(target.kind, op.parent);
    if (parent !== null && 'applied' in parent) return parent;
    if (parent && this.isSelfOrAncestor(op.cid, parent.id)) return skip('cycle', `Component ${op.cid} cannot move under itself`);
    const oldKey = target.parent?.id ?? ROOT;
    const key = parent?.id ?? ROOT;
    this.doc.unlink(op.cid, oldKey);
    const { order, shifts } = this.place(op.cid, target.kind, key, op.order === undefined ? { index: op.index } : { order: op.order });
    this.doc.put({ ...this.read(op.cid)!, parent, order } as Component);
    this.doc.link(op.cid, key);
    const reordered = this.applyReorder(op.reorder);
    const inverse: Op = {
      type: 'move', cid: op.cid, kind: target.kind, parent: target.parent, order: target.order,
      expectParent: { value: parent }, reorder: invert([...shifts, ...reordered]),
    };
    return { applied: true, inverse: [inverse] };
  }

  private isSelfOrAncestor(ancestor: Cid, cid: Cid): boolean {
    const seen = new Set<Cid>();
    for (let c = this.read(cid); c; c = c.parent ? this.read(c.parent.id) : undefined) {
      if (c.id === ancestor || seen.has(c.id)) return true;
      seen.add(c.id);
    }
    return false;
  }

  private setFields(op: OpOf<'setFields'>): Outcome {
    const before = this.read(op.cid);
    if (!before) return skip('missing_target', `Component ${op.cid} to change is gone`);
    if (before.kind !== op.kind) return kindMismatch(op.cid, op.kind, before.kind);
    const change = applyChanges(before as unknown as Record<string, unknown>, op.changes);
    if (!change.applied.length) return skip('changed_since', `Every change to ${op.cid} was overtaken`);
    const parsed = componentSchema.safeParse(change.next);
    if (!parsed.success) return skip('invalid', `Change to ${before.name || before.kind} is invalid: ${parsed.error.issues[0]?.message ?? ''}`);
    const after = parsed.data;
    if (deepEqual(before, after)) return { applied: true, inverse: [] };
    this.doc.put(after);
    const changes = inverseChanges(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>, change.applied);
    return { applied: true, inverse: changes.length ? [{ type: 'setFields', cid: op.cid, kind: before.kind, changes }] : [] };
  }

  private setSurveyFields(op: OpOf<'setSurveyFields'>): Outcome {
    const before = this.doc.survey;
    if (!before) return skip('missing_target', 'The survey is not loaded yet');
    const change = applyChanges(before, op.changes);
    if (!change.applied.length) return skip('changed_since', 'Every change to the survey was overtaken');
    for (const key of new Set(change.applied.map((c) => c.path[0]!))) {
      const field = (surveySchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } } | undefined>)[key];
      if (field && !field.safeParse(change.next[key]).success) return skip('invalid', `Survey field ${key} is invalid`);
    }
    this.doc.survey = change.next;
    const changes = inverseChanges(before, change.next, change.applied);
    return { applied: true, inverse: changes.length ? [{ type: 'setSurveyFields', changes }] : [] };
  }
}

const kindMismatch = (cid: Cid, said: string, is: string) => skip('invalid', `Component ${cid} is a ${is}, not a ${said}`);
