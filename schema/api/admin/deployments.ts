// A survey's deployments (spec §7 /deployments/…): the website intercept and the e-mail tasks.
// Bodies and replies are wrapped in one key (`{ intercept }`, `{ task }`, `{ tasks }`), the shapes
// the browser's draft engine sends and reads (sync/transport.ts). Every reply carries the survey
// revision as ETag; writes that change something bump it. Reading needs any access to the survey,
// writing write or owner, and both the organisation feature of the deployment (admins pass).
import { z } from 'zod';
import {
  EMAIL_TASK_AUTHOR_FIELDS, EMAIL_TASK_SERVER_FIELDS, INTERCEPT_SERVER_FIELDS, emailTaskSchema, interceptConfigSchema,
  interceptSchema, newEmailTaskSchema, type EmailTaskAuthorField,
} from '../../deployment';
import { endpoint } from '../endpoint';
import { rule, type Feature } from '../access-rule';

const interceptFeature: Feature = 'survey_deployment_intercept';
const emailFeature: Feature = 'survey_deployment_email';

const surveyParams = z.object({ id: z.string().max(100) });
const taskParams = surveyParams.extend({ task_id: z.string().max(100) });

/** Fields the server sets: sending one is refused naming it and saying why, not just "unknown". */
function refused<const K extends string>(fields: readonly K[], why: string) {
  return Object.fromEntries(fields.map((field) => [field, z.never({ error: why }).optional()])) as Record<K, z.ZodOptional<z.ZodNever>>;
}
const setByServer = 'set by the server and cannot be sent';

// ── intercept

export const getIntercept = endpoint({
  id: 'admin.intercept.get',
  method: 'GET',
  path: '/admin/api/surveys/:id/deployments/intercept',
  params: surveyParams,
  access: rule.survey('read', { feature: interceptFeature }),
  /** null: the survey has no intercept. */
  reply: z.strictObject({ intercept: interceptSchema.nullable() }),
});

/** Creates or replaces the intercept whole: triggers left out are gone, defaults fill the rest. */
export const putIntercept = endpoint({
  id: 'admin.intercept.put',
  method: 'PUT',
  path: '/admin/api/surveys/:id/deployments/intercept',
  params: surveyParams,
  body: z.strictObject({ intercept: interceptConfigSchema.extend(refused(INTERCEPT_SERVER_FIELDS, setByServer)) }),
  access: rule.survey('write', { feature: interceptFeature }),
  reply: z.strictObject({ intercept: interceptSchema }),
});

/** Idempotent: removing no intercept succeeds too (204), without a write. */
export const deleteIntercept = endpoint({
  id: 'admin.intercept.delete',
  method: 'DELETE',
  path: '/admin/api/surveys/:id/deployments/intercept',
  params: surveyParams,
  access: rule.survey('write', { feature: interceptFeature }),
  status: 204,
  reply: z.null(),
});

// ── e-mail tasks

/** A task's body may hold 500,000 characters, which JSON can spell in several bytes each. */
const taskLimits = { bytes: 4_000_000 };

type Undefaulted<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/** The author fields of a PATCH: each optional and without its default, so a field left out stays
 *  as stored instead of being reset (the service merges and checks the task whole). */
function changedFields() {
  const shape = emailTaskSchema.shape;
  return Object.fromEntries(EMAIL_TASK_AUTHOR_FIELDS.map((field) => {
    const schema = shape[field];
    return [field, (schema instanceof z.ZodDefault ? schema.unwrap() : schema).optional()];
  })) as { [F in EmailTaskAuthorField]: z.ZodOptional<Undefaulted<(typeof shape)[F]>> };
}

export const listEmailTasks = endpoint({
  id: 'admin.email_tasks.list',
  method: 'GET',
  path: '/admin/api/surveys/:id/deployments/email/tasks',
  params: surveyParams,
  access: rule.survey('read', { feature: emailFeature }),
  /** Deleted tasks left out, oldest first. */
  reply: z.strictObject({ tasks: z.array(emailTaskSchema) }),
});

/**
 * 201 with the new task; 200 (and `Idempotent-Replayed: true`) with the stored one when its
 * client_ref already made it; 410 deleted when that task has since been deleted. A task sent with
 * status pending is created and activated.
 */
export const createEmailTask = endpoint({
  id: 'admin.email_tasks.create',
  method: 'POST',
  path: '/admin/api/surveys/:id/deployments/email/tasks',
  params: surveyParams,
  body: z.strictObject({ task: newEmailTaskSchema.extend(refused(EMAIL_TASK_SERVER_FIELDS, setByServer)) }),
  limits: taskLimits,
  access: rule.survey('write', { feature: emailFeature }),
  status: 201,
  reply: z.strictObject({ task: emailTaskSchema }),
});

/** The changed author fields, final values; status pending activates, draft deactivates. 409
 *  already_sending once the sender has started; 404 already_deleted for a deleted task. */
export const patchEmailTask = endpoint({
  id: 'admin.email_tasks.patch',
  method: 'PATCH',
  path: '/admin/api/surveys/:id/deployments/email/tasks/:task_id',
  params: taskParams,
  body: z.strictObject({
    task: z.strictObject({
      ...changedFields(),
      ...refused(EMAIL_TASK_SERVER_FIELDS, setByServer),
      ...refused(['client_ref'], 'set once, by the POST that created the task, and cannot change'),
    }),
  }),
  limits: taskLimits,
  access: rule.survey('write', { feature: emailFeature }),
  reply: z.strictObject({ task: emailTaskSchema }),
});

/** 204; 404 already_deleted when it was deleted before (a retried DELETE treats that as done). */
export const deleteEmailTask = endpoint({
  id: 'admin.email_tasks.delete',
  method: 'DELETE',
  path: '/admin/api/surveys/:id/deployments/email/tasks/:task_id',
  params: taskParams,
  access: rule.survey('write', { feature: emailFeature }),
  status: 204,
  reply: z.null(),
});
