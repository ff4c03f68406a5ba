// Pull and rebase: fetch the server's state, map rows to cids, replace the base. Pending
// operations stay in the log and replay on the new base, so a local edit wins until it is
// acknowledged and never bounces back. A pull is discarded when a batch was acknowledged (or
// frozen) while it was on the network: its answer may predate our own write.
import type { BaseRow, DraftDatabase } from './database';
import { interceptOfServer, mapEmailTasks, taskAliasesOf, type DraftIntercept, type EmailTaskMap } from './deployments';
import { makeDoc, type DraftDoc } from './document';
import type { Component } from '../schema';
import type { EngineDeps } from './push';
import { recordSkips } from './push';
import { replay } from './replay';
import { mapRows } from './rows';

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
  let conflicts = 0;
  let pulled: { header: BaseRow; doc: DraftDoc; ids: Map<string, string> } | null = null;
  const outcome = await db.transaction('rw', db.all, async (): Promise<PullOutcome> => {
    if (deps.active?.() === false) return 'discarded';
    if ((await db.getMeta<number>(surveyId, 'ackEpoch')) !== epoch || (await db.batches.get(surveyId))) return 'discarded';
    const current = await db.bases.get(surveyId);
    if (state === null) {
      if (current?.revision !== header?.revision) return 'discarded';
      await db.setMeta(surveyId, 'needsPull', false);
      await db.setMeta(surveyId, 'interceptFresh', true);
      return 'unchanged';
    }
    if (current && state.revision < current.revision) return 'discarded';
    const mapped = mapRows(state.rows);
    // Tasks this browser brought back to life are known by their first cid (deployments.ts, taskRefOf).
    const tasks = mapEmailTasks(state.emailTasks, taskAliasesOf(await db.loadTaskLives(surveyId)));
    const deployments = { intercept: interceptOfServer(state.intercept), emailTasks: tasks.tasks };
    const serverIds = { ...mapped.serverIds, ...tasks.serverIds };
    const written = await replaceBase(db, surveyId, state.revision, state.survey, mapped.components, serverIds, deployments);
    await db.setMeta(surveyId, 'needsPull', false);
    await db.setMeta(surveyId, 'interceptFresh', true);
    // Operations whose component someone else removed become conflicts now, while the author is looking.
    const base = makeDoc(state.survey, mapped.components, deployments);
    pulled = { header: written, doc: base, ids: new Map(Object.entries(serverIds)) };
    const { skipped } = replay(base, await db.loadPending(surveyId));
    conflicts = await recordSkips(deps, skipped);
    return 'applied';
  });
  // Committed: this tab keeps the base it just built instead of reading it back.
  if (outcome === 'applied' && pulled) {
    const { header: base, doc, ids } = pulled as { header: BaseRow; doc: DraftDoc; ids: Map<string, string> };
    db.rememberBase(base, doc, ids);
  }
  if (outcome === 'applied') deps.onChange?.('base');
  if (conflicts) deps.onChange?.('conflicts');
  return outcome;
}

async function replaceBase(
  db: DraftDatabase, surveyId: string, revision: number, survey: DraftDoc['survey'],
  components: readonly Component[], serverIds: Record<string, string>,
  deployments: { readonly intercept: DraftIntercept | null; readonly emailTasks: EmailTaskMap },
): Promise<BaseRow> {
  const header = await db.bases.get(surveyId);
  await db.ids.where('surveyId').equals(surveyId).delete();
  await db.replaceBaseComponents(surveyId, components);
  await db.ids.bulkPut(Object.entries(serverIds).map(([cid, serverId]) => ({ surveyId, cid, serverId })));
  const next: BaseRow = { surveyId, revision, survey, ...deployments, version: (header?.version ?? 0) + 1 };
  await db.bases.put(next);
  return next;
}
