import type { EmailSendStatus, EmailTask, EmailTaskStatus } from './email-task';

// How an author moves an e-mail task's status. The wire carries the wanted status (PATCH
// `{ task: { status: 'pending' } }` activates); this table turns it into a named action, so each
// move has one definition shared by the launch screen and the server. Moves of send_status past
// pending, and to completed, belong to the sender (a later issue), never to an author.

export type EmailTaskAction = 'activate' | 'deactivate';

export interface EmailTaskActionDef {
  readonly from: EmailTaskStatus;
  readonly to: EmailTaskStatus;
  /** send_status values in which the action is allowed. */
  readonly whileSending: readonly EmailSendStatus[];
  /** send_status after the action. */
  readonly sendStatus: EmailSendStatus;
}

export const EMAIL_TASK_ACTIONS = {
  // Spec §4: activating sets send_status to pending; the sender picks pending tasks when due.
  activate: { from: 'draft', to: 'pending', whileSending: ['draft'], sendStatus: 'pending' },
  // Back to draft, e.g. to edit or hold it, only while no message has left.
  deactivate: { from: 'pending', to: 'draft', whileSending: ['pending'], sendStatus: 'draft' },
} as const satisfies { readonly [A in EmailTaskAction]: EmailTaskActionDef };

/** A problem with one field of the task, named by its path. */
export interface EmailTaskIssue {
  readonly path: readonly (keyof EmailTask)[];
  readonly message: string;
}

export type EmailTaskStatusResult =
  | { readonly ok: true; readonly task: EmailTask; readonly action: EmailTaskAction | null }
  | { readonly ok: false; readonly code: 'no_such_move'; readonly message: string }
  | { readonly ok: false; readonly code: 'already_sending'; readonly message: string }
  | { readonly ok: false; readonly code: 'incomplete'; readonly message: string; readonly issues: readonly EmailTaskIssue[] };

const hasText = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '';

/**
 * What an activated task must have for the sender to send it; [] when ready. A draft may be
 * incomplete (saving is never blocked), a pending task may not.
 */
export function activationIssues(task: EmailTask): EmailTaskIssue[] {
  const needed = 'is needed before the task can be activated';
  const issues: EmailTaskIssue[] = [];
  if (task.subject === '') issues.push({ path: ['subject'], message: `A subject ${needed}` });
  if (!hasText(task.body)) issues.push({ path: ['body'], message: `A message ${needed}` });
  if (task.sender_name === '') issues.push({ path: ['sender_name'], message: `A sender name ${needed}` });
  return issues;
}

/** The action that takes a task from `from` to `to`, or null when no action does. */
export function emailTaskActionFor(from: EmailTaskStatus, to: EmailTaskStatus): EmailTaskAction | null {
  const found = (Object.keys(EMAIL_TASK_ACTIONS) as EmailTaskAction[]).find(
    (action) => EMAIL_TASK_ACTIONS[action].from === from && EMAIL_TASK_ACTIONS[action].to === to,
  );
  return found ?? null;
}

/**
 * `task` (already holding the author's other edits) moved to status `to`: unchanged when it is
 * already there, otherwise through the action that makes that move. A task that ends up pending
 * must be complete, whether it was just activated or edited while pending.
 */
export function changeEmailTaskStatus(task: EmailTask, to: EmailTaskStatus): EmailTaskStatusResult {
  let moved = task;
  let action: EmailTaskAction | null = null;
  if (to !== task.status) {
    action = emailTaskActionFor(task.status, to);
    if (action === null) {
      return { ok: false, code: 'no_such_move', message: `An e-mail task cannot move from ${task.status} to ${to}` };
    }
    const def: EmailTaskActionDef = EMAIL_TASK_ACTIONS[action];
    if (!def.whileSending.includes(task.send_status)) {
      return { ok: false, code: 'already_sending', message: `Cannot ${action} an e-mail task whose send_status is ${task.send_status}` };
    }
    moved = { ...task, status: def.to, send_status: def.sendStatus };
  }
  if (moved.status === 'pending') {
    const issues = activationIssues(moved);
    if (issues.length > 0) {
      return { ok: false, code: 'incomplete', message: issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '), issues };
    }
  }
  return { ok: true, task: moved, action };
}
