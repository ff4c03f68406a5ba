// The invariants of the draft engine for a survey's deployments, checked against the real server:
// exactly one live server task per task cid, every tab converged to the server's intercept and
// tasks, no lost write of a task field or of the intercept where one browser alone wrote it, and
// every task a browser created on the server unless someone removed it.
import type { EmailTask, Intercept } from '../../../schema';
import type { ConflictRow } from '../../../sync/database';
import { EMAIL_TASK_AUTHOR_FIELDS } from '../../../schema';
import {
  interceptOfServer, mapEmailTasks, taskAliasesOf, taskRefOf, type DraftEmailTask, type DraftIntercept, type TaskLives,
} from '../../../sync/deployments';
import type { DraftDoc } from '../../../sync/document';
import type { NewPendingOp, Op } from '../../../sync/operations';
import { deepEqual, getAt } from '../../../sync/paths';
import type { TestServer } from '../../../server/testing/harness';
import { InvariantError } from './checks';
import type { Tab } from './world';

const fail = (message: string): never => {
  throw new InvariantError(message);
};

export interface DeploymentState {
  readonly intercept: DraftIntercept | null;
  readonly tasks: readonly EmailTask[];
}

export async function deploymentState(server: TestServer, token: string, surveyId: string): Promise<DeploymentState> {
  const get = (path: string) => server.call('GET', `/admin/api/surveys/${surveyId}/deployments${path}`, { token });
  const [intercept, tasks] = await Promise.all([get('/intercept'), get('/email/tasks')]);
  if (intercept.status !== 200 || tasks.status !== 200) fail(`Deployments unreadable: ${intercept.status} ${tasks.status}`);
  return { intercept: interceptOfServer(intercept.body.intercept as Intercept | null), tasks: tasks.body.tasks as EmailTask[] };
}

/** A browser's task lives (deployments.ts): how its refs map back to its cids. */
export async function livesOf(tab: Tab, surveyId: string): Promise<TaskLives> {
  return ((await tab.db.meta.get([surveyId, 'taskLives']))?.value as TaskLives | undefined) ?? {};
}

/** What an author sees of a task: its fields and whether it is activated (not the server's timestamps). */
const shownOf = (task: DraftEmailTask) => ({ ...Object.fromEntries(EMAIL_TASK_AUTHOR_FIELDS.map((k) => [k, task[k]])), send_status: task.send_status });

/** The tasks of `doc` (or of the server, mapped with `lives`) as shown, by cid. */
export function shownTasks(tasks: Readonly<Record<string, DraftEmailTask>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tasks).map(([cid, task]) => [cid, shownOf(task)]));
}

export function serverTasksFor(state: DeploymentState, lives: TaskLives): Record<string, DraftEmailTask> {
  return mapEmailTasks(state.tasks, taskAliasesOf(lives)).tasks;
}

/**
 * Exactly once: every server task was posted with a ref of a cid some browser created, and no cid
 * has two live tasks — whichever life each browser posted it under. A cid's life moves on only
 * when the server deleted its task (after a remove) or retired its ref (after a re-add), so the
 * ledgers bound the lives without reading any browser's database.
 */
export function checkServerTasks(state: DeploymentState, ledgers: readonly (readonly NewPendingOp[])[]): void {
  const bound = new Map<string, number>();
  for (const ledger of ledgers) {
    for (const { op } of ledger) {
      if (op.type === 'addEmailTask') bound.set(op.task.id, (bound.get(op.task.id) ?? 0) + 1);
      if (op.type === 'removeEmailTask') bound.set(op.cid, (bound.get(op.cid) ?? 0) + 1);
    }
  }
  const origin = new Map<string, string>();
  for (const [cid, lives] of bound) for (let life = 0; life <= lives; life++) origin.set(taskRefOf(cid, life), cid);
  const seen = new Map<string, string>();
  for (const task of state.tasks) {
    if (task.client_ref === null) fail(`Server task ${task.id} has no client_ref: it was posted without one`);
    const cid = origin.get(task.client_ref!) ?? fail(`Server task ${task.id} has client_ref ${task.client_ref}, which no browser's task posts under`);
    if (seen.has(cid)) fail(`Task cid ${cid} has two live server tasks: ${seen.get(cid)} and ${task.id}`);
    seen.set(cid, task.id);
  }
}

/** A tab shows exactly the server's intercept and tasks (tasks named by this browser's cids). */
export function checkTabDeployments(doc: DraftDoc, state: DeploymentState, lives: TaskLives, where: string): void {
  if (!deepEqual(doc.intercept, state.intercept)) {
    fail(`${where} shows intercept ${JSON.stringify(doc.intercept)}, server ${JSON.stringify(state.intercept)}`);
  }
  const mine = shownTasks(doc.emailTasks);
  const theirs = shownTasks(serverTasksFor(state, lives));
  if (!deepEqual(mine, theirs)) fail(`${where} shows tasks ${JSON.stringify(mine)}, server ${JSON.stringify(theirs)}`);
}

const touches = (op: Op, cid: string) => JSON.stringify(op).includes(cid);
const isInterceptOp = (op: Op) => op.type === 'putIntercept' || op.type === 'setIntercept' || op.type === 'removeIntercept' || op.type === 'setInterceptTrigger';

/**
 * No lost write of a task field: where one browser alone wrote a field of a task (creations and
 * restores write every field) and its last write was a plain edit, the server ends with it —
 * unless the task is gone or that browser recorded a conflict about it.
 */
export function checkTaskWrites(
  ledgers: readonly (readonly NewPendingOp[])[], conflicts: readonly (readonly ConflictRow[])[], state: DeploymentState, lives: readonly TaskLives[],
): void {
  const writers = new Map<string, Set<number>>();
  const last = new Map<string, { value: unknown; plain: boolean }>();
  const note = (key: string, client: number) => {
    const set = writers.get(key) ?? new Set<number>();
    set.add(client);
    writers.set(key, set);
  };
  ledgers.forEach((ledger, client) => {
    for (const { op } of ledger) {
      if (op.type === 'addEmailTask') for (const field of EMAIL_TASK_AUTHOR_FIELDS) note(`${op.task.id}\u0000${field}`, client);
      if (op.type !== 'setEmailTaskFields') continue;
      for (const change of op.changes) {
        const key = `${op.cid}\u0000${change.path[0]}`;
        note(key, client);
        last.set(`${client}\u0000${key}`, { value: change.value, plain: !change.expect });
      }
    }
  });
  for (const [key, clients] of writers) {
    if (clients.size !== 1) continue;
    const [client] = [...clients] as [number];
    const [cid, field] = key.split('\u0000') as [string, string];
    const write = last.get(`${client}\u0000${key}`);
    if (!write?.plain) continue; // created, never edited; or last written by an undo, which may rightly be overtaken
    if (conflicts[client]!.some((c) => c.cid === cid || c.ops.some((op) => touches(op, cid)))) continue;
    const task = serverTasksFor(state, lives[client]!)[cid];
    if (!task) continue;
    const actual = (task as Record<string, unknown>)[field];
    if (!deepEqual(actual, write.value)) fail(`Lost write: client ${client} last set ${field} of task ${cid} to ${JSON.stringify(write.value)}, server has ${JSON.stringify(actual)}`);
  }
}

/** Every task a browser created is on the server, unless someone removed it or it recorded a conflict about it. */
export function checkTasksLanded(
  ledgers: readonly (readonly NewPendingOp[])[], conflicts: readonly (readonly ConflictRow[])[], state: DeploymentState, lives: readonly TaskLives[],
): void {
  const removed = new Set(ledgers.flatMap((ledger) => ledger.flatMap(({ op }) => (op.type === 'removeEmailTask' ? [op.cid] : []))));
  ledgers.forEach((ledger, client) => {
    const onServer = serverTasksFor(state, lives[client]!);
    for (const { op } of ledger) {
      if (op.type !== 'addEmailTask' || removed.has(op.task.id) || onServer[op.task.id]) continue;
      if (conflicts[client]!.some((c) => c.cid === op.task.id || c.ops.some((o) => touches(o, op.task.id)))) continue;
      fail(`Client ${client} created e-mail task ${op.task.id}; it is not on the server, nobody removed it, and no conflict says why`);
    }
  });
}

/**
 * A task removed stays removed: a task created once (never restored) and removed by someone is not
 * on the server, unless the remover, or the creator, recorded a conflict about it (a creation
 * resent after someone removed the task must not bring it back: it could send mail).
 */
export function checkTaskRemovals(
  ledgers: readonly (readonly NewPendingOp[])[], conflicts: readonly (readonly ConflictRow[])[], state: DeploymentState,
): void {
  const adds = new Map<string, number>();
  for (const ledger of ledgers) for (const { op } of ledger) if (op.type === 'addEmailTask') adds.set(op.task.id, (adds.get(op.task.id) ?? 0) + 1);
  // Created once, a task only ever posts under its cid (life 0).
  const live = new Set(state.tasks.map((t) => t.client_ref));
  ledgers.forEach((ledger, client) => {
    for (const { op } of ledger) {
      if (op.type !== 'removeEmailTask' || adds.get(op.cid) !== 1 || !live.has(op.cid)) continue;
      if (conflicts.some((list) => list.some((c) => c.cid === op.cid || c.ops.some((o) => touches(o, op.cid))))) continue;
      fail(`Client ${client} removed e-mail task ${op.cid}; the server still has it, nobody restored it, and no conflict says why`);
    }
  });
}

/**
 * No lost intercept write where one browser alone touched the intercept: each field it last set
 * with a plain edit is on the server. (With two writers a PUT replaces the whole intercept, so
 * only convergence holds — the server has no compare-and-set for it.)
 */
export function checkInterceptWrites(ledgers: readonly (readonly NewPendingOp[])[], conflicts: readonly (readonly ConflictRow[])[], state: DeploymentState): void {
  const writers = ledgers.map((ledger, client) => (ledger.some(({ op }) => isInterceptOp(op)) ? client : -1)).filter((c) => c >= 0);
  if (writers.length !== 1) return;
  const client = writers[0]!;
  if (conflicts[client]!.some((c) => c.ops.some(isInterceptOp))) return;
  const last = new Map<string, { value: unknown; plain: boolean }>();
  for (const { op } of ledgers[client]!) {
    if (op.type === 'putIntercept' || op.type === 'removeIntercept') last.clear();
    if (op.type !== 'setIntercept') continue;
    for (const change of op.changes) last.set(change.path.join('.'), { value: change.value, plain: !change.expect });
  }
  if (!state.intercept) return;
  for (const [path, write] of last) {
    if (!write.plain) continue;
    const actual = getAt(state.intercept, path.split('.'));
    if (!deepEqual(actual, write.value)) fail(`Lost intercept write: client ${client} last set ${path} to ${JSON.stringify(write.value)}, server has ${JSON.stringify(actual)}`);
  }
}
