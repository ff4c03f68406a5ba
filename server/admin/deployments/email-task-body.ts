// What the e-mail task writes receive once the endpoint shell has checked them against their
// records (schema/api/admin/deployments.ts): a POST's new task, and a PATCH's changed author
// fields. A PATCH is checked whole again once merged onto the stored task (email-task-service.ts):
// only the merged task shows whether, say, a pending task is still complete.
import type { z } from 'zod';
import { emailTaskSchema, type EmailTask } from '../../../schema';
import type { createEmailTask, patchEmailTask } from '../../../schema/api/admin/deployments';
import { bodyError } from './wrapped-body';

export type NewTaskBody = z.output<typeof createEmailTask.body>['task'];
export type TaskPatch = z.output<typeof patchEmailTask.body>['task'];

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
