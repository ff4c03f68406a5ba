// diff(view, base) for the deployments. The intercept is one record, saved whole: a PUT of the
// view's configuration, or a DELETE. E-mail tasks are saved one request each (the server has no
// batch endpoint for them): the batch is a list of items the transport sends in order, each safe
// to send again — a POST carries client_ref (a replay answers the task it made), a PATCH carries
// final values, a DELETE of a task already gone counts as done.
import { deepEqual } from './paths';
import { authorFieldsOf, changedAuthorFields, sameAuthorFields, type DraftEmailTask, type DraftIntercept } from './deployments';
import type { Cid, DraftDoc } from './document';

export type InterceptBody = { readonly action: 'put'; readonly intercept: DraftIntercept } | { readonly action: 'delete' };

export type EmailItem =
  | { readonly action: 'post'; readonly task: Readonly<Record<string, unknown>> & { readonly client_ref: string } }
  | { readonly action: 'patch'; readonly id: string; readonly task: Readonly<Record<string, unknown>> }
  | { readonly action: 'delete'; readonly id: string };

/** What an acknowledged deployment item does to the base (the server's answer, when it has one, wins). */
export type DeploymentEffect =
  | { readonly action: 'intercept'; readonly intercept: DraftIntercept | null }
  | { readonly action: 'postTask' | 'patchTask'; readonly cid: Cid; readonly task: DraftEmailTask }
  | { readonly action: 'deleteTask'; readonly cid: Cid };

export interface DeploymentBatch {
  readonly channel: 'intercept' | 'email';
  readonly body: InterceptBody | readonly EmailItem[];
  readonly effects: readonly DeploymentEffect[];
}

/** The cid's ref for a POST (deployments.ts, taskRefOf). */
export type ClientRefOf = (cid: Cid) => string;

export function interceptChanged(base: DraftDoc, view: DraftDoc): boolean {
  return base.intercept !== view.intercept && !deepEqual(base.intercept, view.intercept);
}

export function compileIntercept(base: DraftDoc, view: DraftDoc): DeploymentBatch | null {
  if (!interceptChanged(base, view)) return null;
  const body: InterceptBody = view.intercept ? { action: 'put', intercept: view.intercept } : { action: 'delete' };
  return { channel: 'intercept', body, effects: [{ action: 'intercept', intercept: view.intercept }] };
}

interface TaskDiff {
  readonly posts: DraftEmailTask[];
  readonly patches: DraftEmailTask[];
  readonly deletes: DraftEmailTask[];
}

/** Tasks added, changed (author fields only: the server's own fields are never sent) and removed, by cid. */
export function diffEmailTasks(base: DraftDoc, view: DraftDoc): TaskDiff {
  const diff: TaskDiff = { posts: [], patches: [], deletes: [] };
  if (base.emailTasks === view.emailTasks) return diff;
  for (const [cid, task] of Object.entries(view.emailTasks)) {
    const old = Object.hasOwn(base.emailTasks, cid) ? base.emailTasks[cid] : undefined;
    if (!old) diff.posts.push(task);
    else if (old !== task && !sameAuthorFields(old, task)) diff.patches.push(task);
  }
  for (const [cid, task] of Object.entries(base.emailTasks)) if (!Object.hasOwn(view.emailTasks, cid)) diff.deletes.push(task);
  for (const list of Object.values(diff)) list.sort((a: DraftEmailTask, b: DraftEmailTask) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return diff;
}

export function countEmailItems(base: DraftDoc, view: DraftDoc): number {
  const { posts, patches, deletes } = diffEmailTasks(base, view);
  return posts.length + patches.length + deletes.length;
}

export function compileEmail(
  base: DraftDoc, view: DraftDoc, serverIdOf: (cid: Cid) => string | undefined, clientRefOf: ClientRefOf, maxItems: number,
): DeploymentBatch | null {
  const { posts, patches, deletes } = diffEmailTasks(base, view);
  const serverId = (cid: Cid): string => {
    const id = serverIdOf(cid);
    if (id === undefined) throw new RangeError(`E-mail task ${cid} is in the base but has no server id`);
    return id;
  };
  const items: EmailItem[] = [];
  const effects: DeploymentEffect[] = [];
  for (const task of posts) {
    items.push({ action: 'post', task: { client_ref: clientRefOf(task.id), ...authorFieldsOf(task) } });
    effects.push({ action: 'postTask', cid: task.id, task });
  }
  for (const task of patches) {
    items.push({ action: 'patch', id: serverId(task.id), task: changedAuthorFields(base.emailTasks[task.id]!, task) });
    effects.push({ action: 'patchTask', cid: task.id, task });
  }
  for (const task of deletes) {
    items.push({ action: 'delete', id: serverId(task.id) });
    effects.push({ action: 'deleteTask', cid: task.id });
  }
  if (!items.length) return null;
  return { channel: 'email', body: items.slice(0, maxItems), effects: effects.slice(0, maxItems) };
}

const DEPLOYMENT_ACTIONS: ReadonlySet<string> = new Set<DeploymentEffect['action']>(['intercept', 'postTask', 'patchTask', 'deleteTask']);

export function isDeploymentEffect(effect: { readonly action: string }): effect is DeploymentEffect {
  return DEPLOYMENT_ACTIONS.has(effect.action);
}
