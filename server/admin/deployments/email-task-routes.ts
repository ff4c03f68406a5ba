// A survey's e-mail tasks (schema/api/admin/deployments.ts): list, create (exactly once per
// client_ref), patch, delete. Every reply carries the survey revision as ETag.
import { createEmailTask, deleteEmailTask, listEmailTasks, patchEmailTask } from '../../../schema/api/admin/deployments';
import { notModified, route } from '../../http/endpoint';
import * as tasks from './email-task-service';

export const emailTaskRoutes = [
  route(listEmailTasks, async (call) => {
    // The revision was read (with the access) before the tasks, so the ETag is never newer than
    // the content.
    if (call.revision(call.survey.survey.revision)) return notModified;
    return { tasks: await tasks.listEmailTasks(call.ctx, call.params.id) };
  }),

  route(createEmailTask, async (call) => {
    const { task, revision, replayed } = await tasks.createEmailTask(call.ctx, call.user, call.params.id, call.body.task);
    // Sets the ETag; a write answers its result whatever revision the client held.
    call.revision(revision);
    if (replayed) {
      call.reply.status(200);
      call.reply.header('Idempotent-Replayed', 'true');
    }
    return { task };
  }),

  route(patchEmailTask, async (call) => {
    const { task, revision } = await tasks.patchEmailTask(call.ctx, call.user, call.params.id, call.params.task_id, call.body.task);
    call.revision(revision);
    return { task };
  }),

  route(deleteEmailTask, async (call) => {
    const { revision } = await tasks.deleteEmailTask(call.ctx, call.user, call.params.id, call.params.task_id);
    call.revision(revision);
    return null;
  }),
];
