// The draft document: what a survey looks like to the author, with every component named by its
// client id (cid). Both the base snapshot and the view (base + pending operations) have this shape.
import type { Component, ComponentKind, ParentRef } from '../schema';

/**
 * A component's client id. A component made in this browser gets a UUIDv7 at creation and sends it
 * as `client_ref`; a component made elsewhere uses its server id. So `cid = client_ref ?? id` on
 * every client alike, and references inside fields (routing item_id, condition question_id) name
 * components by cid.
 */
export type Cid = string;

/** Survey-level fields as the server sends them (JSON only); null until the first pull. */
export type SurveyRecord = Readonly<Record<string, unknown>>;

export interface DraftDoc {
  readonly survey: SurveyRecord | null;
  /** Keyed by cid; each record's `id` is its cid and `parent.id` its parent's cid. */
  readonly components: Readonly<Record<Cid, Component>>;
}

export const emptyDoc: DraftDoc = { survey: null, components: {} };

/** The endpoints a component kind is saved through; routing kinds have their own list (/routes). */
export const CHANNELS = ['components', 'routes'] as const;
export type Channel = (typeof CHANNELS)[number];

export function channelOf(kind: ComponentKind): Channel {
  return kind.startsWith('routing_') ? 'routes' : 'components';
}

/** The change flags of spec §4: which parts of the survey have unsaved changes. */
export const CHANGE_FLAGS = ['survey', 'components', 'conditional_texts', 'routings', 'intercept', 'email'] as const;
export type ChangeFlag = (typeof CHANGE_FLAGS)[number];

export function flagOf(kind: ComponentKind): ChangeFlag {
  if (kind === 'conditional_text') return 'conditional_texts';
  return kind.startsWith('routing_') ? 'routings' : 'components';
}

/** Siblings sort by order, then cid, so every tab and client shows equal orders the same way. */
export function compareSiblings(a: Component, b: Component): number {
  return a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The children of `parent` (null: the root), sorted as shown. */
export function childrenOf(doc: DraftDoc, parent: Cid | null): Component[] {
  const out: Component[] = [];
  for (const component of Object.values(doc.components)) {
    if ((component.parent?.id ?? null) === parent) out.push(component);
  }
  return out.sort(compareSiblings);
}

/**
 * The siblings a component of `kind` is ordered among under `parent`: its family only
 * (components, conditional texts or routing), so a routing page never renumbers groups.
 * Positions (`index`) in operations and commands count within this list.
 */
export function siblingsOf(doc: DraftDoc, parent: Cid | null, kind: ComponentKind): Component[] {
  const family = flagOf(kind);
  return childrenOf(doc, parent).filter((c) => flagOf(c.kind) === family);
}

/** `cid` and everything below it, parents before children. */
export function subtreeOf(doc: DraftDoc, cid: Cid): Component[] {
  const byParent = new Map<Cid, Component[]>();
  for (const component of Object.values(doc.components)) {
    const parent = component.parent?.id;
    if (parent === undefined) continue;
    let list = byParent.get(parent);
    if (!list) byParent.set(parent, (list = []));
    list.push(component);
  }
  const root = doc.components[cid];
  if (!root) return [];
  const out: Component[] = [root];
  for (let i = 0; i < out.length; i++) out.push(...(byParent.get(out[i]!.id) ?? []).sort(compareSiblings));
  return out;
}

/** Whether `ancestor` is `cid` itself or above it. */
export function isSelfOrAncestor(doc: DraftDoc, ancestor: Cid, cid: Cid): boolean {
  const seen = new Set<Cid>();
  for (let current = doc.components[cid]; current; current = current.parent ? doc.components[current.parent.id] : undefined) {
    if (current.id === ancestor || seen.has(current.id)) return true;
    seen.add(current.id);
  }
  return false;
}

export function parentRefOf(component: Component | undefined): ParentRef | null {
  return component ? { id: component.id, kind: component.kind } : null;
}
