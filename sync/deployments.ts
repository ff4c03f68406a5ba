// A survey's deployments as the draft holds them: the website intercept's configuration and the
// e-mail tasks by cid. Server records ↔ draft records, which task fields an author sends, and the
// client_ref a task is posted under.
import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import {
  EMAIL_TASK_AUTHOR_FIELDS, emailTaskSchema, interceptConfigSchema, timestampSchema,
  type EmailTask, type EmailTaskAuthorField, type Intercept, type InterceptConfig,
} from '../schema';
import type { Cid } from './document';
import { deepEqual } from './paths';

/** The intercept as the draft holds it: the configuration an author sets (no `updated_at`). */
export type DraftIntercept = InterceptConfig;

/**
 * An e-mail task in the draft: `id` is its cid, like a component's. The server's own fields
 * (send_status, created/updated) are kept as last read; they are shown, never sent.
 */
export const draftEmailTaskSchema = emailTaskSchema.omit({ client_ref: true, created_at: true, updated_at: true }).extend({
  id: z.string().min(1, 'A cid cannot be empty'),
  /** Null until the server has the task. */
  created_at: timestampSchema.nullable().default(null),
  updated_at: timestampSchema.nullable().default(null),
});
export type DraftEmailTask = z.infer<typeof draftEmailTaskSchema>;

/** Tasks by cid. A survey has a handful, so the map is a plain object copied whole on a change. */
export type EmailTaskMap = Readonly<Record<Cid, DraftEmailTask>>;

export const noEmailTasks: EmailTaskMap = Object.freeze({});

/** Fields the server sets: never in an operation, never on the wire. */
export const EMAIL_TASK_SERVER_KEYS = ['id', 'client_ref', 'send_status', 'created_at', 'updated_at'] as const;
export const INTERCEPT_SERVER_KEYS = ['updated_at'] as const;

/** The configuration of a server intercept (its `updated_at` is the server's business). */
export function interceptOfServer(intercept: Intercept | null | undefined): DraftIntercept | null {
  if (!intercept) return null;
  const { updated_at: _updatedAt, ...config } = intercept;
  const parsed = interceptConfigSchema.safeParse(config);
  return parsed.success ? parsed.data : null;
}

/** A server task as the draft holds it, under `cid`; null when the model refuses it. */
export function emailTaskOfServer(task: EmailTask, cid: Cid): DraftEmailTask | null {
  const { client_ref: _ref, ...record } = task;
  const parsed = draftEmailTaskSchema.safeParse({ ...record, id: cid });
  return parsed.success ? parsed.data : null;
}

/** The author's fields of a task, in a fixed order (the body of a POST). */
export function authorFieldsOf(task: DraftEmailTask): Record<EmailTaskAuthorField, unknown> {
  return Object.fromEntries(EMAIL_TASK_AUTHOR_FIELDS.map((key) => [key, task[key]])) as Record<EmailTaskAuthorField, unknown>;
}

/** The author's fields that differ (final values, fixed order): the body of a PATCH. */
export function changedAuthorFields(before: DraftEmailTask, after: DraftEmailTask): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of EMAIL_TASK_AUTHOR_FIELDS) if (!deepEqual(before[key], after[key])) out[key] = after[key];
  return out;
}

export const sameAuthorFields = (a: DraftEmailTask, b: DraftEmailTask): boolean =>
  EMAIL_TASK_AUTHOR_FIELDS.every((key) => deepEqual(a[key], b[key]));

/** Tasks as the launch list shows them: saved ones oldest first (as the server lists), then new ones. */
export function emailTasksOf(tasks: EmailTaskMap): DraftEmailTask[] {
  return Object.values(tasks).sort((a, b) => {
    if (a.created_at !== b.created_at) {
      if (a.created_at === null) return 1;
      if (b.created_at === null) return -1;
      return a.created_at < b.created_at ? -1 : 1;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** Any fixed UUID: names the refs derived below, so every browser derives the same ones. */
const REF_NAMESPACE = '6f1d2f0e-3c55-4a52-9d43-2b8f2f7d1a10';

/**
 * The client_ref a task is posted under. The server keeps a deleted task's client_ref for good (a
 * POST with it answers 410), yet undo brings a deleted task back under its cid: so each life of a
 * cid gets its own ref. Life 0 is the cid itself (cid = client_ref, as for components); life n a
 * UUID derived from cid and n, the same in every browser, so two browsers restoring one task
 * post one ref and the server keeps one task.
 */
export function taskRefOf(cid: Cid, life: number): string {
  return life === 0 ? cid : uuidv5(`${cid}#${life}`, REF_NAMESPACE);
}

/** Each task cid's current life (absent: 0), as kept in the database. */
export type TaskLives = Readonly<Record<Cid, number>>;

/** Server client_ref → the cid this browser knows the task by, for the refs of later lives. */
export function taskAliasesOf(lives: TaskLives): Map<string, Cid> {
  const aliases = new Map<string, Cid>();
  for (const [cid, life] of Object.entries(lives)) for (let n = 1; n <= life; n++) aliases.set(taskRefOf(cid, n), cid);
  return aliases;
}

/** The cid of a server task: by its ref's alias, else `client_ref ?? id` (spec of cids, CONTEXT.md). */
export function taskCidOf(task: Pick<EmailTask, 'id' | 'client_ref'>, aliases: ReadonlyMap<string, Cid>): Cid {
  return (task.client_ref !== null ? aliases.get(task.client_ref) : undefined) ?? task.client_ref ?? task.id;
}

export interface MappedTasks {
  readonly tasks: Record<Cid, DraftEmailTask>;
  /** cid → server id. */
  readonly serverIds: Record<Cid, string>;
}

export function mapEmailTasks(tasks: readonly EmailTask[], aliases: ReadonlyMap<string, Cid>): MappedTasks {
  const out: Record<Cid, DraftEmailTask> = {};
  const serverIds: Record<Cid, string> = {};
  for (const task of tasks) {
    const cid = taskCidOf(task, aliases);
    const record = emailTaskOfServer(task, cid);
    if (!record) continue;
    out[cid] = record;
    serverIds[cid] = task.id;
  }
  return { tasks: out, serverIds };
}
