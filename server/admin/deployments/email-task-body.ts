// The bodies of the e-mail task writes, `{ task }`:
// - POST: the author fields (all optional) plus client_ref; launch_language defaults to the survey's.
// - PATCH: the author fields that changed, final values; checked whole once merged onto the stored
//   task (email-task-service.ts), because in zod 4 a .partial() schema would fill defaults into
//   the missing keys and overwrite stored values.
// id, send_status and created/updated are the server's: sending one is a 400 naming it, as for
// surveys. client_ref is fixed by the POST, so a PATCH may not send it either.
import {
  EMAIL_TASK_AUTHOR_FIELDS, EMAIL_TASK_SERVER_FIELDS, emailTaskSchema, newEmailTaskSchema, type EmailTask,
} from '../../../schema';
import type { z } from 'zod';
import { bodyError, unwrapBody } from './wrapped-body';

export type NewTaskBody = z.infer<typeof newEmailTaskSchema>;
export type TaskPatch = Partial<Record<(typeof EMAIL_TASK_AUTHOR_FIELDS)[number], unknown>>;

export function newTaskOf(body: unknown): NewTaskBody {
  const inner = unwrapBody(body, 'task', { serverFields: EMAIL_TASK_SERVER_FIELDS, known: Object.keys(newEmailTaskSchema.shape) });
  const parsed = newEmailTaskSchema.safeParse(inner);
  if (!parsed.success) throw bodyError('task', parsed.error.issues);
  return parsed.data;
}

export function taskPatchOf(body: unknown): TaskPatch {
  return unwrapBody(body, 'task', { serverFields: [...EMAIL_TASK_SERVER_FIELDS, 'client_ref'], known: EMAIL_TASK_AUTHOR_FIELDS });
}

/**
 * A candidate task parsed whole, or a 400 naming the fields. The schedule time is normalised to
 * UTC as the database gives it back, so an unchanged instant written another way is no change.
 */
export function checkedTask(candidate: unknown): EmailTask {
  const parsed = emailTaskSchema.safeParse(candidate);
  if (!parsed.success) throw bodyError('task', parsed.error.issues);
  const task = parsed.data;
  if (task.schedule.type === 'at') return { ...task, schedule: { type: 'at', send_at: new Date(task.schedule.send_at).toISOString() } };
  return task;
}
