// Pull and rebase: fetch the server's state, map rows to cids, replace the base. Pending
// operations stay in the log and replay on the new base, so a local edit wins until it is
// acknowledged and never bounces back. A pull is discarded when a batch was acknowledged (or
// frozen) while it was on the network: its answer may predate our own write.
import { baseChunkTexts, chunkTextsOf, rememberChunkTexts, serverIdTexts, type BaseRow, type DraftDatabase } from './database';
import { interceptOfServer, mapEmailTasks, taskAliasesOf, type DraftIntercept, type EmailTaskMap, type TaskLives } from './deployments';
import { makeDoc, type Cid, type DraftDoc } from './document';
import type { Component } from '../schema';
import type { EngineDeps } from './push';
import { recordSkips } from './push';
import { replay } from './replay';
import { mapRows, type MappedRows } from './rows';
import type { PulledState } from './transport';

export type PullOutcome = 'applied' | 'unchanged' | 'discarded' | 'deferred';

export async function pullOnce(deps: EngineDeps): Promise<PullOutcome> {
  const { db, surveyId } = deps;
  if (await db.batches.get(surveyId)) return 'deferred'; // resend the frozen batch first
  const [header, epoch] = await Promise.all([db.bases.get(surveyId), db.getMeta<number>(surveyId, 'ackEpoch')]);
  const needsPull = await db.getMeta<boolean>(surveyId, 'needsPull');
  // A base known to lag must be read in full, not confirmed by a 304; so must one stored before
  // deployments were synced (no emailTasks), which has never read them.
  const known = header && !needsPull && header.emailTasks !== undefined ? header.revision : null;
  const state = await deps.transport.pull(surveyId, known);
  // Mapped before the transaction: pure work, and on a first pull shown before it is stored.
  const mapped = state === null ? null : mapRows(state.rows);
  const first = state !== null && mapped !== null && !header ? await firstBase(deps, state, mapped) : null;
  // A first base's texts may be asked for already (the checks load from them): made once.
  const texts = mapped === null ? null : await (first ? chunkTextsOf(first.doc) : baseChunkTexts(mapped.components));
  const early = state === null || mapped === null ? null : await earlyServerIds(deps, state, mapped);
  let conflicts = 0;
  let pulled: { header: BaseRow; doc: DraftDoc; ids: Map<string, string> } | null = null;
  const outcome = await db.transaction('rw', db.all, async (): Promise<PullOutcome> => {
    if (deps.active?.() === false) return 'discarded';
    if ((await db.getMeta<number>(surveyId, 'ackEpoch')) !== epoch || (await db.batches.get(surveyId))) return 'discarded';
    const current = await db.bases.get(surveyId);
    if (state === null || mapped === null) {
      if (current?.revision !== header?.revision) return 'discarded';
      await db.setMeta(surveyId, 'needsPull', false);
      await db.setMeta(surveyId, 'interceptFresh', true);
      return 'unchanged';
    }
    if (current && state.revision < current.revision) return 'discarded';
    // Tasks this browser brought back to life are known by their first cid (deployments.ts, taskRefOf).
    const lives = await db.loadTaskLives(surveyId);
    const tasks = mapEmailTasks(state.emailTasks, taskAliasesOf(lives));
    const deployments = { intercept: interceptOfServer(state.intercept), emailTasks: tasks.tasks };
    // The ids made before the transaction stand while the task lives they were mapped with hold.
    const idsEarly = early && sameLives(early.lives, lives) ? early : null;
    const serverIds = idsEarly?.ids ?? withTaskIds(mapped.serverIds, tasks.serverIds);
    const written = await replaceBase(db, surveyId, state.revision, state.survey, mapped.components, texts ?? undefined, { ids: serverIds, texts: idsEarly?.texts }, deployments);
    await db.setMeta(surveyId, 'needsPull', false);
    await db.setMeta(surveyId, 'interceptFresh', true);
    // The document shown early is the one stored when the task lives it was mapped with still hold.
    const base = first && sameLives(first.lives, lives)
      ? first.doc
      : makeDoc(state.survey, mapped.components, deployments);
    pulled = { header: written, doc: base, ids: serverIds };
    // Operations whose component someone else removed become conflicts now, while the author is looking.
    const { skipped } = replay(base, await db.loadPending(surveyId));
    conflicts = await recordSkips(deps, skipped);
    return 'applied';
  });
  // Committed: this tab keeps the base it just built instead of reading it back.
  if (outcome === 'applied' && pulled) {
    const { header: base, doc, ids } = pulled as { header: BaseRow; doc: DraftDoc; ids: Map<string, string> };
    db.rememberBase(base, doc, ids);
    if (texts) rememberChunkTexts(doc, texts);
  }
  if (outcome === 'applied') deps.onChange?.('base');
  if (conflicts) deps.onChange?.('conflicts');
  return outcome;
}

/**
 * A first pull's base as a document, handed to `onFirstBase` before anything is stored: storing
 * the largest survey (35 MB of chunks and 51k server ids) takes longer than showing it.
 */
async function firstBase(deps: EngineDeps, state: PulledState, mapped: MappedRows): Promise<{ doc: DraftDoc; lives: TaskLives } | null> {
  if (!deps.onFirstBase || deps.active?.() === false) return null;
  const lives = await deps.db.loadTaskLives(deps.surveyId);
  const tasks = mapEmailTasks(state.emailTasks, taskAliasesOf(lives));
  const doc = makeDoc(state.survey, mapped.components, { intercept: interceptOfServer(state.intercept), emailTasks: tasks.tasks });
  // Shown before the store's transaction starts: the view's read of the log must not queue behind it.
  await deps.onFirstBase(doc).catch(() => {});
  return { doc, lives };
}

const sameLives = (a: TaskLives, b: TaskLives) => JSON.stringify(a) === JSON.stringify(b);

/** The components' server ids and the e-mail tasks' (a handful), in a new map. */
function withTaskIds(components: ReadonlyMap<Cid, string>, tasks: Readonly<Record<Cid, string>>): Map<Cid, string> {
  const ids = new Map(components);
  for (const [cid, serverId] of Object.entries(tasks)) ids.set(cid, serverId);
  return ids;
}

/**
 * The server ids a pull stores and the text of their rows, made before the store's transaction
 * for the task lives as they stand now (the transaction checks they still do): on the largest
 * survey they held the transaction's task 60-80 ms.
 */
async function earlyServerIds(deps: EngineDeps, state: PulledState, mapped: MappedRows) {
  const lives = await deps.db.loadTaskLives(deps.surveyId);
  const ids = withTaskIds(mapped.serverIds, mapEmailTasks(state.emailTasks, taskAliasesOf(lives)).serverIds);
  return { lives, ids, texts: await serverIdTexts(ids) };
}

async function replaceBase(
  db: DraftDatabase, surveyId: string, revision: number, survey: DraftDoc['survey'],
  components: readonly Component[], texts: ReadonlyMap<number, string> | undefined,
  serverIds: { readonly ids: ReadonlyMap<Cid, string>; readonly texts?: ReadonlyMap<number, string> | undefined },
  deployments: { readonly intercept: DraftIntercept | null; readonly emailTasks: EmailTaskMap },
): Promise<BaseRow> {
  const header = await db.bases.get(surveyId);
  await db.replaceBaseComponents(surveyId, components, texts);
  await db.replaceServerIds(surveyId, serverIds.ids, serverIds.texts);
  const next: BaseRow = { surveyId, revision, survey, ...deployments, version: (header?.version ?? 0) + 1 };
  await db.bases.put(next);
  return next;
}
