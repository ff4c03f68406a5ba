// The changes a check replica applies: small domain changes, the size of one edit, never the whole
// survey. They map one to one onto the draft engine's operations (see CONTEXT.md):
//
//   addComponent, setFields, move, restore  → upsert the records as they are after the operation
//   remove                                   → remove the id (the replica drops its subtree too)
//   setSurveyFields on additional_languages  → setLanguages
//   a new base (pull, acknowledged batch)    → reset
//
// An operation that shifts sibling orders (an insertion or move at an index) also upserts the
// shifted siblings; `changesFor` and `diffComponents` build the changes from the engine's
// immutable views, where an untouched record keeps its identity.
import type { Component } from '../../schema';

export type CheckChange =
  /** New or changed records, whole (a record marked `deleted` is out of the survey with its subtree). */
  | { readonly type: 'upsert'; readonly components: readonly Component[] }
  /** Records gone, with everything below them. */
  | { readonly type: 'remove'; readonly ids: readonly string[] }
  /** The survey's additional languages, which need translations. */
  | { readonly type: 'setLanguages'; readonly additionalLanguages: readonly string[] }
  /** Start over from a whole survey: the first load, or after a pull replaced the base. */
  | { readonly type: 'reset'; readonly components: readonly Component[]; readonly additionalLanguages: readonly string[] };

/** Components by id, as the draft engine's document keeps them. */
export type ComponentMap = Readonly<Record<string, Component>>;

/** The changes that bring the replica from `before` to `after` for the ids an operation touched. */
export function changesFor(ids: Iterable<string>, after: ComponentMap): CheckChange[] {
  const upserts: Component[] = [];
  const removed: string[] = [];
  for (const id of new Set(ids)) {
    const component = after[id];
    if (component) upserts.push(component);
    else removed.push(id);
  }
  return withChanges(removed, upserts);
}

/**
 * The changes between two versions of the components, comparing records by identity (the engine keeps
 * an untouched record's identity, so this is a pointer walk, not a deep compare).
 */
export function diffComponents(before: ComponentMap, after: ComponentMap): CheckChange[] {
  const upserts = new Set<Component>();
  const removed: string[] = [];
  for (const id in after) if (before[id] !== after[id]) upserts.add(after[id]!);
  for (const id in before) if (!(id in after)) removed.push(id);
  // A removal takes the subtree with it; a record of that subtree still in `after` goes back.
  if (removed.length) for (const id of descendants(before, removed)) if (after[id]) upserts.add(after[id]);
  return withChanges(removed, [...upserts]);
}

function descendants(components: ComponentMap, roots: readonly string[]): string[] {
  const children = new Map<string, string[]>();
  for (const id in components) {
    const parent = components[id]!.parent?.id;
    if (parent === undefined) continue;
    const list = children.get(parent);
    if (list) list.push(id);
    else children.set(parent, [id]);
  }
  const seen = new Set(roots);
  const out: string[] = [];
  for (let queue = [...roots]; queue.length; ) {
    for (const child of children.get(queue.pop()!) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

/** Removals first: a removal drops a subtree, and a record moved out of it must come back after. */
function withChanges(removed: readonly string[], upserts: readonly Component[]): CheckChange[] {
  const changes: CheckChange[] = [];
  if (removed.length) changes.push({ type: 'remove', ids: removed });
  if (upserts.length) changes.push({ type: 'upsert', components: upserts });
  return changes;
}
