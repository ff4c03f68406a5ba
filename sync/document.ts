// The draft document: what a survey looks like to the author, with every component named by its
// client id (cid). Both the base snapshot and the view (base + pending operations) have this shape.
import type { Component, ComponentKind, ParentRef } from '../schema';
import { bucketMapOf, getEntry, sizeOf, valuesOf, type BucketMap } from './bucket-map';
import { noEmailTasks, type DraftEmailTask, type DraftIntercept, type EmailTaskMap } from './deployments';

/**
 * A component's client id. A component made in this browser gets a UUIDv7 at creation and sends it
 * as `client_ref`; a component made elsewhere uses its server id. So `cid = client_ref ?? id` on
 * every client alike, and references inside fields (routing item_id, condition question_id) name
 * components by cid.
 */
export type Cid = string;

/** Survey-level fields as the server sends them (JSON only); null until the first pull. */
export type SurveyRecord = Readonly<Record<string, unknown>>;

/** Components by cid; each record's `id` is its cid and `parent.id` its parent's cid. */
export type ComponentMap = BucketMap<Component>;
/** Parent cid (ROOT for the survey root) → the cids of its children, sorted by cid (canonical). */
export type ChildIndex = BucketMap<readonly Cid[]>;

export const ROOT = '';

/**
 * Both maps are persistent (sync/bucket-map), so an operation on the largest survey copies a few
 * hundred entries, not 51k, and finds a component's siblings without scanning the survey.
 * Build one with `makeDoc`; only the mutators change one, keeping the index in step.
 */
export interface DraftDoc {
  readonly survey: SurveyRecord | null;
  readonly components: ComponentMap;
  readonly children: ChildIndex;
  /** The website intercept's configuration; null when the survey has none (or may not have one). */
  readonly intercept: DraftIntercept | null;
  /** E-mail tasks by cid (`client_ref ?? id`, as for components); see deployments.ts. */
  readonly emailTasks: EmailTaskMap;
}

/** What a document holds beside the survey and its components. */
export interface DeploymentsOf {
  readonly intercept?: DraftIntercept | null;
  readonly emailTasks?: EmailTaskMap | readonly DraftEmailTask[];
}

export function makeDoc(survey: SurveyRecord | null, components: Iterable<Component>, deployments: DeploymentsOf = {}): DraftDoc {
  const list = [...components];
  const children = new Map<string, Cid[]>();
  for (const component of list) {
    const parent = component.parent?.id ?? ROOT;
    const siblings = children.get(parent);
    if (siblings) siblings.push(component.id);
    else children.set(parent, [component.id]);
  }
  for (const cids of children.values()) cids.sort();
  const tasks = deployments.emailTasks ?? noEmailTasks;
  return {
    survey,
    components: bucketMapOf(list.map((c) => [c.id, c] as const)),
    children: bucketMapOf<readonly Cid[]>(children),
    intercept: deployments.intercept ?? null,
    emailTasks: Array.isArray(tasks) ? Object.fromEntries(tasks.map((task) => [task.id, task])) : tasks,
  };
}

export const emptyDoc: DraftDoc = {
  survey: null, components: bucketMapOf<Component>([]), children: bucketMapOf<readonly Cid[]>([]), intercept: null, emailTasks: noEmailTasks,
};

/** The e-mail task `cid`, or undefined. */
export function emailTaskOf(doc: DraftDoc, cid: Cid): DraftEmailTask | undefined {
  return Object.hasOwn(doc.emailTasks, cid) ? doc.emailTasks[cid] : undefined;
}

/** The component `cid`, or undefined. */
export function componentOf(doc: DraftDoc, cid: Cid): Component | undefined {
  return getEntry(doc.components, cid);
}

/** Every component, in no particular order (a new array). */
export function allComponents(doc: DraftDoc): Component[] {
  return valuesOf(doc.components);
}

/** `componentOf` as a lookup object, for helpers that take a map of components. */
export function lookupOf(doc: DraftDoc): { get(cid: Cid): Component | undefined } {
  return { get: (cid) => getEntry(doc.components, cid) };
}

export function componentCount(doc: DraftDoc): number {
  return sizeOf(doc.components);
}

/** The endpoints a component kind is saved through; routing kinds have their own list (/routes). */
export const CHANNELS = ['components', 'routes'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * Every list a change is saved through, in the order a save visits them: the survey's fields,
 * its components, routes, then its deployments (the intercept, PUT whole; the e-mail tasks).
 */
export const SAVE_CHANNELS = ['survey', ...CHANNELS, 'intercept', 'email'] as const;
export type SaveChannel = (typeof SAVE_CHANNELS)[number];

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
  for (const cid of getEntry(doc.children, parent ?? ROOT) ?? []) {
    const child = getEntry(doc.components, cid);
    if (child) out.push(child);
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
  const root = getEntry(doc.components, cid);
  if (!root) return [];
  const out: Component[] = [root];
  for (let i = 0; i < out.length; i++) out.push(...childrenOf(doc, out[i]!.id));
  return out;
}

/** Whether `ancestor` is `cid` itself or above it. */
export function isSelfOrAncestor(doc: DraftDoc, ancestor: Cid, cid: Cid): boolean {
  const seen = new Set<Cid>();
  for (let current = componentOf(doc, cid); current; current = current.parent ? componentOf(doc, current.parent.id) : undefined) {
    if (current.id === ancestor || seen.has(current.id)) return true;
    seen.add(current.id);
  }
  return false;
}

export function parentRefOf(component: Component | undefined): ParentRef | null {
  return component ? { id: component.id, kind: component.kind } : null;
}
