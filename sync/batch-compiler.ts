// The batch compiler: diff(view, base) → the wire items of the next save. New components are
// posted (parents first, a parent still temporary named by its index in the batch), changed ones
// patched with their final values, gone ones deleted (children first). A component made and
// removed before any save never shows up: it is in neither document.
import type { Component } from '../schema';
import { diffEntries } from './bucket-map';
import {
  compileEmail, compileIntercept, countEmailItems, diffEmailTasks, interceptChanged,
  type ClientRefOf, type DeploymentEffect, type EmailItem, type InterceptBody,
} from './deployment-batches';
import { CHANGE_FLAGS, channelOf, componentOf, flagOf, SAVE_CHANNELS, type Channel, type ChangeFlag, type Cid, type DraftDoc, type SaveChannel } from './document';
import { RESERVED_SURVEY_KEYS } from './operations';
import { deepEqual } from './paths';

export type WireParent = { readonly id: string } | { readonly index: number } | null;
export type WireItem =
  | { readonly action: 'post'; readonly kind: string; readonly client_ref: Cid; readonly parent: WireParent; readonly fields: Record<string, unknown> }
  | { readonly action: 'patch'; readonly id: string; readonly kind: string; readonly parent?: WireParent; readonly fields: Record<string, unknown> }
  | { readonly action: 'delete'; readonly id: string; readonly kind: string };

/** What an acknowledged item does to the base: the record as sent, or its removal. */
export type Effect =
  | { readonly action: 'post' | 'patch'; readonly cid: Cid; readonly record: Component }
  | { readonly action: 'delete'; readonly cid: Cid }
  | { readonly action: 'survey'; readonly fields: Record<string, unknown> }
  | DeploymentEffect;

export interface CompiledBatch {
  readonly channel: SaveChannel;
  /**
   * The request body: an array of items (a components list, e-mail task calls), the changed
   * survey fields, or the intercept's PUT or DELETE.
   */
  readonly body: readonly WireItem[] | readonly EmailItem[] | InterceptBody | Record<string, unknown>;
  /** One per item, in item order (a single one for the survey). */
  readonly effects: readonly Effect[];
}

export const DEFAULT_MAX_ITEMS = 500;

/** Server id of a cid that is in the base (throws: every base component has one). */
export type ServerIdOf = (cid: Cid) => string | undefined;

const sameRef: ClientRefOf = (cid) => cid;

/**
 * The next batch of `channel`: the survey's changed fields, the channel's component or e-mail
 * task items capped at `maxItems`, or the intercept. Null when view and base agree on that
 * channel. `clientRefOf` names the ref a new e-mail task is posted under (its cid, at first).
 */
export function compileChannel(
  base: DraftDoc, view: DraftDoc, channel: SaveChannel, serverIdOf: ServerIdOf, maxItems = DEFAULT_MAX_ITEMS, clientRefOf = sameRef,
): CompiledBatch | null {
  switch (channel) {
    case 'survey': {
      const survey = surveyChanges(base, view);
      return survey ? { channel: 'survey', body: survey, effects: [{ action: 'survey', fields: survey }] } : null;
    }
    case 'intercept': return compileIntercept(base, view);
    case 'email': return compileEmail(base, view, serverIdOf, clientRefOf, maxItems);
    default: return compileComponents(base, view, channel, serverIdOf, maxItems);
  }
}

/** The first batch of any channel (in SAVE_CHANNELS order), or null when all agree. */
export function compileBatch(
  base: DraftDoc, view: DraftDoc, serverIdOf: ServerIdOf, maxItems = DEFAULT_MAX_ITEMS, clientRefOf = sameRef,
): CompiledBatch | null {
  for (const channel of SAVE_CHANNELS) {
    const batch = compileChannel(base, view, channel, serverIdOf, maxItems, clientRefOf);
    if (batch) return batch;
  }
  return null;
}

/** How many items saving `channel` would take. */
export function countItems(base: DraftDoc, view: DraftDoc, channel: SaveChannel): number {
  if (channel === 'survey') return surveyChanges(base, view) ? 1 : 0;
  if (channel === 'intercept') return interceptChanged(base, view) ? 1 : 0;
  if (channel === 'email') return countEmailItems(base, view);
  const { posts, patches, deletes } = diffChannel(base, view, channel);
  return posts.length + patches.length + deletes.length;
}

/** The survey fields that differ (final values), or null. */
export function surveyChanges(base: DraftDoc, view: DraftDoc): Record<string, unknown> | null {
  if (!base.survey || !view.survey || base.survey === view.survey) return null;
  const out: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(base.survey), ...Object.keys(view.survey)])) {
    if ((RESERVED_SURVEY_KEYS as readonly string[]).includes(key)) continue;
    if (!deepEqual(base.survey[key], view.survey[key])) out[key] = view.survey[key] ?? null;
  }
  return Object.keys(out).length ? out : null;
}

interface Diff {
  readonly posts: Component[];
  readonly patches: Component[];
  readonly deletes: Component[];
}

function diffChannel(base: DraftDoc, view: DraftDoc, channel: Channel | null): Diff {
  const posts: Component[] = [];
  const patches: Component[] = [];
  const deletes: Component[] = [];
  // Only buckets the edits touched are visited: the diff costs what changed.
  diffEntries(base.components, view.components, (_cid, old, next) => {
    const kind = (next ?? old)!.kind;
    if (channel && channelOf(kind) !== channel) return;
    if (!old) posts.push(next!);
    else if (!next) deletes.push(old);
    else if (!deepEqual(old, next)) patches.push(next);
  });
  return { posts, patches, deletes };
}

/** How deep a component sits among `within` (0 when its parent is not in it). */
function depthsWithin(list: readonly Component[], doc: DraftDoc): Map<Cid, number> {
  const inList = new Set(list.map((c) => c.id));
  const depths = new Map<Cid, number>();
  const depth = (c: Component, guard: number): number => {
    const known = depths.get(c.id);
    if (known !== undefined) return known;
    const parent = c.parent && inList.has(c.parent.id) ? componentOf(doc, c.parent.id) : undefined;
    const d = parent && guard < list.length ? depth(parent, guard + 1) + 1 : 0;
    depths.set(c.id, d);
    return d;
  };
  for (const c of list) depth(c, 0);
  return depths;
}

const byId = (a: Component, b: Component) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function compileComponents(base: DraftDoc, view: DraftDoc, channel: Channel, serverIdOf: ServerIdOf, maxItems: number): CompiledBatch | null {
  const { posts, patches, deletes } = diffChannel(base, view, channel);
  if (!posts.length && !patches.length && !deletes.length) return null;
  const postDepth = depthsWithin(posts, view);
  posts.sort((a, b) => postDepth.get(a.id)! - postDepth.get(b.id)! || a.order - b.order || byId(a, b));
  patches.sort(byId);
  const deleteDepth = depthsWithin(deletes, base);
  deletes.sort((a, b) => deleteDepth.get(b.id)! - deleteDepth.get(a.id)! || byId(a, b));

  const items: WireItem[] = [];
  const effects: Effect[] = [];
  const postIndex = new Map<Cid, number>();
  const serverId = (cid: Cid): string => {
    const id = serverIdOf(cid);
    if (id === undefined) throw new RangeError(`Component ${cid} is in the base but has no server id`);
    return id;
  };
  // A parent posted in this batch is named by index; one not sent yet makes the item wait.
  const wireParent = (c: Component): WireParent | undefined => {
    if (!c.parent) return null;
    const index = postIndex.get(c.parent.id);
    if (index !== undefined) return { index };
    if (componentOf(base, c.parent.id)) return { id: serverId(c.parent.id) };
    return undefined;
  };
  const full = () => items.length >= maxItems;

  for (const c of posts) {
    if (full()) break;
    const parent = wireParent(c);
    if (parent === undefined) continue;
    const { id: _id, kind, parent: _parent, ...fields } = c;
    postIndex.set(c.id, items.length);
    items.push({ action: 'post', kind, client_ref: c.id, parent, fields });
    effects.push({ action: 'post', cid: c.id, record: c });
  }
  for (const c of patches) {
    if (full()) break;
    const old = componentOf(base, c.id)!;
    const fields: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(old), ...Object.keys(c)])) {
      if (key === 'id' || key === 'kind' || key === 'parent') continue;
      const value = (c as Record<string, unknown>)[key];
      if (!deepEqual((old as Record<string, unknown>)[key], value)) fields[key] = value ?? null;
    }
    const moved = (old.parent?.id ?? null) !== (c.parent?.id ?? null);
    const parent = moved ? wireParent(c) : null;
    if (moved && parent === undefined) continue;
    items.push({ action: 'patch', id: serverId(c.id), kind: c.kind, ...(moved ? { parent } : {}), fields });
    effects.push({ action: 'patch', cid: c.id, record: c });
  }
  for (const c of deletes) {
    if (full()) break;
    items.push({ action: 'delete', id: serverId(c.id), kind: c.kind });
    effects.push({ action: 'delete', cid: c.id });
  }
  return items.length ? { channel, body: items, effects } : null;
}

export interface ChangeSummary {
  /** Which parts have unsaved changes (spec §4 change flags). */
  readonly flags: Readonly<Record<ChangeFlag, boolean>>;
  /** Components, e-mail tasks (and the survey record, the intercept) that differ from the last saved state. */
  readonly count: number;
}

export function summarizeChanges(base: DraftDoc, view: DraftDoc): ChangeSummary {
  const flags = Object.fromEntries(CHANGE_FLAGS.map((flag) => [flag, false])) as Record<ChangeFlag, boolean>;
  const { posts, patches, deletes } = diffChannel(base, view, null);
  let count = 0;
  for (const c of [...posts, ...patches, ...deletes]) {
    flags[flagOf(c.kind)] = true;
    count += 1;
  }
  if (surveyChanges(base, view)) {
    flags.survey = true;
    count += 1;
  }
  if (interceptChanged(base, view)) {
    flags.intercept = true;
    count += 1;
  }
  const tasks = Object.values(diffEmailTasks(base, view)).reduce((n, list) => n + list.length, 0);
  if (tasks) {
    flags.email = true;
    count += tasks;
  }
  return { flags, count };
}
