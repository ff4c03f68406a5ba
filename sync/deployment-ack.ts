// What an acknowledged deployment batch does to the base: the intercept and the e-mail tasks as
// the server answered them, the ids of new tasks, the next life of deleted ones; and whether the
// answer follows on from the base revision.
import type { IdWrite } from './database';
import type { DeploymentEffect } from './deployment-batches';
import { emailTaskOfServer, interceptOfServer, type DraftEmailTask, type DraftIntercept } from './deployments';
import type { BatchReply, ReplyItem } from './transport';

/**
 * Whether the answer follows on from the base revision with nobody else's write between: one
 * request moves it by one (or none, when it changed nothing). E-mail items are one request each,
 * so each must follow on from the one before; an item of unknown revision breaks the chain.
 */
export function followsOn(baseRevision: number, reply: BatchReply): boolean {
  if (!reply.items.length || reply.items.some((item) => item.revision === undefined)) {
    return reply.revision === baseRevision + 1 || reply.revision === baseRevision;
  }
  let at = baseRevision;
  for (const { revision } of reply.items) {
    if (revision === null || revision === undefined || (revision !== at && revision !== at + 1)) return false;
    at = revision;
  }
  return at === reply.revision;
}

/** The base's deployments while an ack folds a batch into them, and each task cid's life. */
export interface Deployments {
  intercept: DraftIntercept | null;
  readonly emailTasks: Record<string, DraftEmailTask>;
  readonly lives: Record<string, number>;
}

/**
 * Folds one acknowledged deployment item into the base: the server's answer when there is one.
 * The ids it sets or removes go to `idWrites`, which the ack writes once at its end.
 */
export async function foldDeployment(
  effect: DeploymentEffect, item: ReplyItem | undefined, reply: BatchReply, state: Deployments, idWrites: IdWrite[],
): Promise<void> {
  switch (effect.action) {
    case 'intercept':
      state.intercept = reply.intercept === undefined || reply.intercept === null ? effect.intercept : interceptOfServer(reply.intercept) ?? effect.intercept;
      return;
    case 'postTask':
    case 'patchTask': {
      if (effect.action === 'postTask' && !item?.task) throw new RangeError(`E-mail reply has no task for the post of ${effect.cid}`);
      state.emailTasks[effect.cid] = (item?.task && emailTaskOfServer(item.task, effect.cid)) || effect.task;
      if (item?.task) {
        idWrites.push([effect.cid, item.task.id]);
      }
      return;
    }
    case 'deleteTask':
      delete state.emailTasks[effect.cid];
      idWrites.push([effect.cid, null]);
      // The server keeps a deleted task's client_ref for good: if undo brings it back, it is a new life.
      state.lives[effect.cid] = (state.lives[effect.cid] ?? 0) + 1;
      return;
  }
}
