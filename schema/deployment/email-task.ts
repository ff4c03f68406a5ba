import { z } from 'zod';
import { idSchema, timestampSchema } from '../survey/id';
import { languageCodeSchema, richTextSchema } from '../survey/language-data';

// An e-mail task of a survey (spec §3, §4, §7): one invitation mailing. Stored configuration:
// sending it comes later, and only the sender moves send_status past pending.

/**
 * The author's side of the lifecycle. draft: being written; pending: activated, waiting for (or
 * in) delivery; completed: the sender has finished with it.
 */
export const EMAIL_TASK_STATUSES = ['draft', 'pending', 'completed'] as const;
export type EmailTaskStatus = (typeof EMAIL_TASK_STATUSES)[number];

/**
 * Delivery progress. Activation sets pending (spec §4); sending, sent and failed belong to the
 * sender. Only pending is shown to authors (spec §4 "other send_status values are not shown").
 */
export const EMAIL_SEND_STATUSES = ['draft', 'pending', 'sending', 'sent', 'failed'] as const;
export type EmailSendStatus = (typeof EMAIL_SEND_STATUSES)[number];

/**
 * When to send once activated. A time already past when the task is activated means "now": a
 * draft edited offline may reach the server after the chosen time, and refusing it then would
 * lose the edit.
 */
export const emailScheduleSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('now') }),
  z.strictObject({ type: z.literal('at'), send_at: timestampSchema }),
]);
export type EmailSchedule = z.infer<typeof emailScheduleSchema>;

/** A value that ends up in a mail header: a line break there would let it add headers of its own. */
const headerText = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${field} can be at most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), `${field} cannot contain line breaks`);

const clientRefSchema = z.uuid('client_ref must be a UUID');

/** The fields an author writes, with their defaults: a new task may start empty. */
const authorShape = {
  /** The task's name in the launch list; recipients never see it. */
  name: z.string().trim().max(200, 'Name can be at most 200 characters').default(''),
  subject: headerText('Subject', 500).default(''),
  /** The message as HTML (rich text, dynamic-text spans included). */
  body: richTextSchema.max(500_000, 'Body can be at most 500,000 characters').default(''),
  sender_name: headerText('Sender name', 200).default(''),
  /** Where replies go; null: replies go to the sending address. */
  reply_to: z.email('Reply-to must be an e-mail address').nullable().default(null),
  /** The survey language the invitation (and the survey link) is in. */
  launch_language: languageCodeSchema,
  schedule: emailScheduleSchema.default({ type: 'now' }),
  /** Writing pending activates the task (email-task-status.ts); the server sets send_status. */
  status: z.enum(EMAIL_TASK_STATUSES).default('draft'),
};

export type EmailTaskAuthorField = keyof typeof authorShape;
/** Fields an author may send in a POST or PATCH `{ task }`. */
export const EMAIL_TASK_AUTHOR_FIELDS = Object.keys(authorShape) as EmailTaskAuthorField[];
/** Fields the server sets; sending one is refused naming it. client_ref is set once, by the POST. */
export const EMAIL_TASK_SERVER_FIELDS = ['id', 'send_status', 'created_at', 'updated_at'] as const;

/** An e-mail task as stored and as every call answers it. */
export const emailTaskSchema = z.strictObject({
  id: idSchema,
  /**
   * The client id (cid) of the draft that created it, unique per survey: a replayed POST finds
   * this task instead of creating a second.
   */
  client_ref: clientRefSchema.nullable().default(null),
  ...authorShape,
  send_status: z.enum(EMAIL_SEND_STATUSES).default('draft'),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type EmailTask = z.infer<typeof emailTaskSchema>;
export type EmailTaskInput = z.input<typeof emailTaskSchema>;

/**
 * The body of POST /deployments/email/tasks (inside `{ task }`). launch_language may be left out:
 * the server then uses the survey's default language.
 */
export const newEmailTaskSchema = z.strictObject({
  client_ref: clientRefSchema.optional(),
  ...authorShape,
  launch_language: languageCodeSchema.optional(),
});
export type NewEmailTask = z.input<typeof newEmailTaskSchema>;

/** The body of PATCH /deployments/email/tasks/{id} (inside `{ task }`): the changed fields, final values. */
export type EmailTaskPatch = Partial<Pick<EmailTaskInput, EmailTaskAuthorField>>;

/** Whether the sender has not started on it: only then may its content still change. */
export const isEmailTaskEditable = (task: Pick<EmailTask, 'send_status'>): boolean =>
  task.send_status === 'draft' || task.send_status === 'pending';

const sameValue = (a: unknown, b: unknown): boolean => {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length
    && keys.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
};

/** The fields that differ between two versions of a task (objects such as schedule by value). */
export function changedEmailTaskFields(before: EmailTask, after: EmailTask): (keyof EmailTask)[] {
  return (Object.keys(after) as (keyof EmailTask)[]).filter((key) => !sameValue(before[key], after[key]));
}
