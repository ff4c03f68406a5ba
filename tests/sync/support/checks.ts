// The invariants of the draft engine, checked against the real server's state.
import type { Component } from '../../../schema';
import type { ConflictRow } from '../../../sync/database';
import { forEachEntry } from '../../../sync/bucket-map';
import { allComponents, componentOf, makeDoc, ROOT, type DraftDoc } from '../../../sync/document';
import type { FieldChange, NewPendingOp, Op } from '../../../sync/operations';
import { deepEqual, getAt } from '../../../sync/paths';
import { cidOfRow, mapRows, type ServerRow } from '../../../sync/rows';
import type { TestServer } from '../../../server/testing/harness';

export class InvariantError extends Error {}
const fail = (message: string): never => {
  throw new InvariantError(message);
};

export interface ServerState {
  readonly rows: ServerRow[];
  readonly doc: DraftDoc;
  readonly title: string;
}

export async function serverState(server: TestServer, token: string, surveyId: string): Promise<ServerState> {
  const get = (path: string) => server.call('GET', `/admin/api/surveys/${surveyId}${path}`, { token });
  const [components, routes, survey] = await Promise.all([get('/components'), get('/routes'), get('')]);
  const rows = [...components.body.components, ...routes.body.components] as ServerRow[];
  const mapped = mapRows(rows, { validate: 'all' });
  if (mapped.invalid.length) fail(`Server holds rows the model refuses: ${JSON.stringify(mapped.invalid)}`);
  return { rows, doc: makeDoc(survey.body.survey, mapped.components), title: survey.body.survey.title };
}

/** Exactly one server component per cid, and every parent there. */
export function checkServer(state: ServerState): void {
  const seen = new Map<string, string>();
  const ids = new Set(state.rows.map((row) => row.id));
  for (const row of state.rows) {
    const cid = cidOfRow(row);
    if (seen.has(cid)) fail(`cid ${cid} is on the server twice: rows ${seen.get(cid)} and ${row.id}`);
    seen.set(cid, row.id);
    if (row.parent && !ids.has(row.parent.id)) fail(`Server row ${row.id} (${row.kind}) has a missing parent ${row.parent.id}`);
  }
}

/** Every component of a view hangs under a component of the same view. */
export function checkView(doc: DraftDoc, where: string): void {
  for (const component of allComponents(doc)) {
    if (component.parent && !componentOf(doc, component.parent.id)) {
      fail(`${where}: ${component.kind} ${component.id} hangs under missing ${component.parent.id}`);
    }
  }
  // The children index the mutators keep in step must list exactly each component under its parent.
  const listed = new Map<string, string>();
  forEachEntry(doc.children, (cids, parent) => {
    if (cids.length === 0) fail(`${where}: the children index keeps an empty list for ${parent || 'the root'}`);
    if (cids.some((cid, i) => i > 0 && cids[i - 1]! >= cid)) fail(`${where}: the children of ${parent || 'the root'} are not sorted: ${cids.join(', ')}`);
    for (const cid of cids) {
      if (listed.has(cid)) fail(`${where}: ${cid} is listed as a child twice (${listed.get(cid) || 'root'}, ${parent || 'root'})`);
      listed.set(cid, parent);
    }
  });
  for (const component of allComponents(doc)) {
    const parent = component.parent?.id ?? ROOT;
    if (listed.get(component.id) !== parent) fail(`${where}: the children index puts ${component.id} under ${listed.get(component.id) ?? 'nothing'}, not ${parent || 'the root'}`);
    listed.delete(component.id);
  }
  if (listed.size) fail(`${where}: the children index lists missing components ${[...listed.keys()].join(', ')}`);
}

export function sameComponents(a: DraftDoc, b: DraftDoc): string | null {
  const keys = new Set([...allComponents(a), ...allComponents(b)].map((c) => c.id));
  for (const cid of [...keys].sort()) {
    const [x, y] = [componentOf(a, cid), componentOf(b, cid)];
    if (!deepEqual(x, y)) return `${cid}: ${JSON.stringify(x)} ≠ ${JSON.stringify(y)}`;
  }
  return null;
}

/**
 * No lost write: where one client was the only one to write a field of a component (edits,
 * creations and restores all count as writes), and its last write was a plain edit, the server
 * ends with that value — unless the component is gone or the client recorded a conflict on it.
 */
export function checkNoLostWrite(ledgers: readonly (readonly NewPendingOp[])[], conflicts: readonly (readonly ConflictRow[])[], server: DraftDoc): void {
  const writers = new Map<string, Set<number>>();
  const wholeWriters = new Map<string, Set<number>>(); // adds and restores write every field
  const last = new Map<string, { client: number; change: FieldChange }>();
  const note = (map: Map<string, Set<number>>, key: string, client: number) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(client);
  };
  ledgers.forEach((ledger, client) => {
    for (const { op } of ledger) {
      for (const cid of wholeTargets(op)) note(wholeWriters, cid, client);
      if (op.type !== 'setFields') continue;
      for (const change of op.changes) {
        const key = `${op.cid}\u0000${change.path.join('.')}`;
        note(writers, key, client);
        last.set(`${client}\u0000${key}`, { client, change });
      }
    }
  });
  for (const [key, clients] of writers) {
    if (clients.size !== 1) continue;
    const [client] = clients;
    const [cid, path] = key.split('\u0000') as [string, string];
    if ([...(wholeWriters.get(cid) ?? [])].some((other) => other !== client)) continue;
    if (conflicts[client!]!.some((c) => c.cid === cid || c.ops.some((op) => touches(op, cid)))) continue;
    const component = componentOf(server, cid);
    if (!component) continue;
    const { change } = last.get(`${client}\u0000${key}`)!;
    if (change.expect) continue; // an undo: it may rightly have been overtaken
    const actual = getAt(component, path.split('.'));
    if (!deepEqual(actual, change.value)) {
      fail(`Lost write: client ${client} last set ${path} of ${cid} to ${JSON.stringify(change.value)}, server has ${JSON.stringify(actual)}`);
    }
  }
}

function wholeTargets(op: Op): string[] {
  if (op.type === 'addComponent') return [op.component.id];
  if (op.type === 'restore') return op.components.map((c: Component) => c.id);
  return [];
}

function touches(op: Op, cid: string): boolean {
  return JSON.stringify(op).includes(cid);
}

/**
 * Every component a client created is on the server, unless it (or an ancestor it ever had) was
 * removed by someone, or the client recorded a conflict about it; every component it removed is
 * gone, unless someone restored (or re-created) it.
 */
export function checkCreationsLanded(ledgers: readonly (readonly NewPendingOp[])[], conflicts: readonly (readonly ConflictRow[])[], server: DraftDoc): void {
  const parents = new Map<string, Set<string>>();
  const removed = new Set<string>();
  const addParent = (cid: string, parent: string | null | undefined) => {
    if (!parent) return;
    let set = parents.get(cid);
    if (!set) parents.set(cid, (set = new Set()));
    set.add(parent);
  };
  for (const ledger of ledgers) {
    for (const { op } of ledger) {
      if (op.type === 'addComponent') addParent(op.component.id, op.component.parent?.id);
      if (op.type === 'restore') for (const c of op.components) addParent(c.id, c.parent?.id);
      if (op.type === 'move') addParent(op.cid, op.parent?.id);
      if (op.type === 'remove') removed.add(op.cid);
    }
  }
  const everRemoved = (cid: string, seen = new Set<string>()): boolean => {
    if (removed.has(cid)) return true;
    if (seen.has(cid)) return false;
    seen.add(cid);
    return [...(parents.get(cid) ?? [])].some((parent) => everRemoved(parent, seen));
  };
  const restored = new Set(ledgers.flatMap((ledger) => ledger.flatMap(({ op }) => wholeTargets(op))));
  ledgers.forEach((ledger, client) => {
    for (const { op } of ledger) {
      if (op.type === 'remove' && componentOf(server, op.cid) && !restored.has(op.cid)
        && !conflicts[client]!.some((c) => c.cid === op.cid || c.ops.some((o) => touches(o, op.cid)))) {
        fail(`Client ${client} removed ${op.kind} ${op.cid}; the server still has it, nobody restored it, and no conflict says why`);
      }
      if (op.type !== 'addComponent') continue;
      const cid = op.component.id;
      if (componentOf(server, cid) || everRemoved(cid)) continue;
      if (conflicts[client]!.some((c) => c.cid === cid || c.ops.some((o) => touches(o, cid)))) continue;
      fail(`Client ${client} created ${op.component.kind} ${cid}; it is not on the server, nobody removed it, and no conflict says why`);
    }
  });
}
