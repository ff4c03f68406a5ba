// A survey's e-mail tasks: list, create (exactly once per client_ref), patch, delete. Writes run
// under the survey row lock and bump the survey revision in the same transaction; a write that
// changes nothing (a replayed POST or PATCH) writes nothing and leaves the revision alone.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  changeEmailTaskStatus, changedEmailTaskFields, isEmailTaskEditable, type EmailTask, type EmailTaskStatus,
} from '../../../schema';
import type { AppContext, MainDatabase } from '../../context';
import { emailTasks } from '../../db/schema';
import { DomainError, notFound } from '../../http/errors';
import type { UserRow } from '../../http/principal';
import { bumpRevision, lockSurvey } from '../surveys/revision';
import { isUuid } from '../surveys/service';
import { bodyError } from './wrapped-body';
import { checkedTask, type NewTaskBody, type TaskPatch } from './email-task-body';

type EmailTaskRow = typeof emailTasks.$inferSelect;

export function toEmailTask(row: EmailTaskRow): EmailTask {
  return {
    id: row.id,
    client_ref: row.client_ref,
    name: row.name,
    subject: row.subject,
    body: row.body,
    sender_name: row.sender_name,
    reply_to: row.reply_to,
    launch_language: row.launch_language,
    schedule: row.send_at ? { type: 'at', send_at: row.send_at.toISOString() } : { type: 'now' },
    status: row.status,
    send_status: row.send_status,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const columnsOf = (task: EmailTask) => ({
  name: task.name,
  subject: task.subject,
  body: task.body,
  sender_name: task.sender_name,
  reply_to: task.reply_to,
  launch_language: task.launch_language,
  send_at: task.schedule.type === 'at' ? new Date(task.schedule.send_at) : null,
  status: task.status,
  send_status: task.send_status,
});

/** `task` moved to status `to` by its action (schema/'s table), or the HTTP failure. */
function moved(task: EmailTask, to: EmailTaskStatus): EmailTask {
  const result = changeEmailTaskStatus(task, to);
  if (result.ok) return result.task;
  switch (result.code) {
    case 'incomplete': throw bodyError('task', result.issues);
    case 'no_such_move': throw bodyError('task', [{ path: ['status'], message: result.message }]);
    case 'already_sending': throw new DomainError('already_sending', `Email task ${task.id}: ${result.message}`);
  }
}

export async function listEmailTasks(ctx: AppContext, surveyId: string): Promise<EmailTask[]> {
  const rows = await ctx.db.select().from(emailTasks)
    .where(and(eq(emailTasks.survey_id, surveyId), isNull(emailTasks.deleted_at)))
    .orderBy(asc(emailTasks.created_at), asc(emailTasks.id));
  return rows.map(toEmailTask);
}

export interface TaskWrite {
  readonly task: EmailTask;
  readonly revision: number;
  /** POST only: the client_ref already had this task, which is returned untouched. */
  readonly replayed: boolean;
}

/**
 * Creates a task, or returns the one an earlier POST with the same client_ref created. A task sent
 * with status pending is created as a draft and activated, through the same rules as a PATCH.
 */
export async function createEmailTask(ctx: AppContext, user: UserRow, surveyId: string, input: NewTaskBody): Promise<TaskWrite> {
  return ctx.db.transaction(async (tx) => {
    // The lock serialises writes to the survey, so two copies of one POST cannot both insert.
    const survey = await lockSurvey(tx, surveyId);
    const { client_ref, launch_language, status, ...fields } = input;
    if (client_ref !== undefined) {
      const [existing] = await tx.select().from(emailTasks)
        .where(and(eq(emailTasks.survey_id, surveyId), eq(emailTasks.client_ref, client_ref)));
      if (existing?.deleted_at) {
        throw new DomainError('deleted', `Email task ${existing.id} (client_ref ${client_ref}) was created and has since been deleted`);
      }
      if (existing) return { task: toEmailTask(existing), revision: survey.revision, replayed: true };
    }
    const now = ctx.now();
    const draft = checkedTask({
      ...fields,
      id: randomUUID(),
      client_ref: client_ref ?? null,
      launch_language: launch_language ?? survey.default_language,
      status: 'draft',
      send_status: 'draft',
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    const task = moved(draft, status);
    const [row] = await tx.insert(emailTasks)
      .values({ id: task.id, survey_id: surveyId, client_ref: task.client_ref, ...columnsOf(task), created_at: now, updated_at: now })
      .returning();
    if (!row) throw new Error(`Email task insert for survey ${surveyId} returned no row`);
    return { task: toEmailTask(row), revision: await bumpRevision(tx, surveyId, user.id, now), replayed: false };
  });
}

/** The survey's task `taskId` (the caller holds the survey lock); 404 when it never existed or was deleted. */
async function liveTask(tx: MainDatabase, surveyId: string, taskId: string): Promise<EmailTaskRow> {
  const row = isUuid(taskId)
    ? (await tx.select().from(emailTasks).where(and(eq(emailTasks.id, taskId), eq(emailTasks.survey_id, surveyId))))[0]
    : undefined;
  if (!row) throw notFound(`Email task ${taskId}`);
  // Still 404 (the task is gone), with its own code: a client retrying its DELETE treats it as done.
  if (row.deleted_at) throw new DomainError('already_deleted', `Email task ${taskId} was already deleted`);
  return row;
}

/**
 * Applies a PATCH: the changed author fields merged onto the stored task and checked whole; a
 * status change goes through its action (activate, deactivate). Content is frozen once the sender
 * has started (send_status past pending).
 */
export async function patchEmailTask(
  ctx: AppContext, user: UserRow, surveyId: string, taskId: string, patch: TaskPatch,
): Promise<TaskWrite> {
  return ctx.db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, surveyId);
    const stored = toEmailTask(await liveTask(tx, surveyId, taskId));
    const merged = checkedTask({ ...stored, ...patch });
    const edited: EmailTask = { ...merged, status: stored.status };
    const changed = changedEmailTaskFields(stored, edited);
    if (changed.length > 0 && !isEmailTaskEditable(stored)) {
      throw new DomainError('already_sending',
        `Email task ${taskId} is ${stored.send_status}: ${changed.join(', ')} can no longer change`);
    }
    const task = moved(edited, merged.status);
    if (changed.length === 0 && task.status === stored.status) return { task: stored, revision: survey.revision, replayed: false };
    const now = ctx.now();
    const [row] = await tx.update(emailTasks).set({ ...columnsOf(task), updated_at: now }).where(eq(emailTasks.id, taskId)).returning();
    return { task: toEmailTask(row!), revision: await bumpRevision(tx, surveyId, user.id, now), replayed: false };
  });
}

/** Deletes a task (a tombstone: see emailTasks.deleted_at); a second DELETE is 404 already_deleted. */
export async function deleteEmailTask(ctx: AppContext, user: UserRow, surveyId: string, taskId: string): Promise<{ revision: number }> {
  return ctx.db.transaction(async (tx) => {
    await lockSurvey(tx, surveyId);
    await liveTask(tx, surveyId, taskId);
    const now = ctx.now();
    await tx.update(emailTasks).set({ deleted_at: now, updated_at: now }).where(eq(emailTasks.id, taskId));
    return { revision: await bumpRevision(tx, surveyId, user.id, now) };
  });
}
