// /admin/api/surveys/{id}/deployments/email/tasks (spec §7):
//   GET                 → 200 { tasks }            (deleted tasks left out, oldest first)
//   POST { task }       → 201 { task }; 200 { task } when its client_ref already made one
//   PATCH /{task_id} { task } (changed fields)    → 200 { task }; status 'pending' activates
//   DELETE /{task_id}   → 204; 404 already_deleted when it was deleted before
// Every reply carries the survey revision as ETag; writes that change something bump it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parse } from '../../http/errors';
import { principalOf } from '../../http/principal';
import { etagOf, sendRevision } from '../surveys/revision';
import { requireRead, requireWrite } from './access';
import { newTaskOf, taskPatchOf } from './email-task-body';
import { createEmailTask, deleteEmailTask, listEmailTasks, patchEmailTask } from './email-task-service';

const idParams = z.object({ id: z.string() });
const taskParams = z.object({ id: z.string(), task_id: z.string() });
const feature = 'survey_deployment_email';

export function emailTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/admin/api/surveys/:id/deployments/email/tasks';

  app.get(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    // The revision is read before the tasks, so the ETag is never newer than the content.
    const { survey } = await requireRead(ctx, user, id, feature);
    const tasks = await listEmailTasks(ctx, id);
    if (sendRevision(request, reply, survey.revision)) return reply.send();
    return { tasks };
  });

  app.post(url, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id } = parse(idParams, request.params, 'path');
    await requireWrite(ctx, user, id, feature);
    const { task, revision, replayed } = await createEmailTask(ctx, user, id, newTaskOf(request.body));
    reply.header('ETag', etagOf(revision)).status(replayed ? 200 : 201);
    if (replayed) reply.header('Idempotent-Replayed', 'true');
    return { task };
  });

  app.patch(`${url}/:task_id`, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id, task_id } = parse(taskParams, request.params, 'path');
    await requireWrite(ctx, user, id, feature);
    const { task, revision } = await patchEmailTask(ctx, user, id, task_id, taskPatchOf(request.body));
    reply.header('ETag', etagOf(revision));
    return { task };
  });

  app.delete(`${url}/:task_id`, { config: { access: 'user' } }, async (request, reply) => {
    const { user } = principalOf(request);
    const { id, task_id } = parse(taskParams, request.params, 'path');
    await requireWrite(ctx, user, id, feature);
    const { revision } = await deleteEmailTask(ctx, user, id, task_id);
    return reply.header('ETag', etagOf(revision)).status(204).send();
  });
}
