// Pull and rebase: fetch the server's state, map rows to cids, replace the base. Pending
// operations stay in the log and replay on the new base, so a local edit wins until it is
// acknowledged and never bounces back. A pull is discarded when a batch was acknowledged (or
// frozen) while it was on the network: its answer may predate our own write.
import type { DraftDatabase } from './database';
import type { DraftDoc } from './document';
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
  // A base known to lag must be read in full, not confirmed by a 304.
  const state = await deps.transport.pull(surveyId, header && !needsPull ? header.revision : null);
  let conflicts = 0;
  const outcome = await db.transaction('rw', db.all, async (): Promise<PullOutcome> => {
    if (deps.active?.() === false) return 'discarded';
    if ((await db.getMeta<number>(surveyId, 'ackEpoch')) !== epoch || (await db.batches.get(surveyId))) return 'discarded';
    const current = await db.bases.get(surveyId);
    if (state === null) {
      if (current?.revision !== header?.revision) return 'discarded';
      await db.setMeta(surveyId, 'needsPull', false);
      return 'unchanged';
    }
    if (current && state.revision < current.revision) return 'discarded';
    const mapped = mapRows(state.rows);
    await replaceBase(db, surveyId, state.revision, state.survey, mapped.components, mapped.serverIds);
    await db.setMeta(surveyId, 'needsPull', false);
    // Operations whose component someone else removed become conflicts now, while the author is looking.
    const base: DraftDoc = { survey: state.survey, components: mapped.components };
    const { skipped } = replay(base, await db.loadPending(surveyId));
    conflicts = await recordSkips(deps, skipped);
    return 'applied';
  });
  if (outcome === 'applied') deps.onChange?.('base');
  if (conflicts) deps.onChange?.('conflicts');
  return outcome;
}

async function replaceBase(
  db: DraftDatabase, surveyId: string, revision: number, survey: DraftDoc['survey'],
  components: DraftDoc['components'], serverIds: Record<string, string>,
): Promise<void> {
  const header = await db.bases.get(surveyId);
  await db.components.where('surveyId').equals(surveyId).delete();
  await db.ids.where('surveyId').equals(surveyId).delete();
  await db.components.bulkPut(Object.entries(components).map(([cid, record]) => ({ surveyId, cid, record })));
  await db.ids.bulkPut(Object.entries(serverIds).map(([cid, serverId]) => ({ surveyId, cid, serverId })));
  await db.bases.put({ surveyId, revision, survey, version: (header?.version ?? 0) + 1 });
}
