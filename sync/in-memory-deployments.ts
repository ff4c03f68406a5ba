// The deployment endpoints of the server (server/admin/deployments/), in memory, for
// InMemoryTransport: a PUT or DELETE of the intercept, and the e-mail task calls one by one with
// the server's rules — a POST made once per client_ref (410 once that task is deleted), a PATCH
// checked whole through the status table, a DELETE of a task already gone answered 404. Every
// write bumps the survey's revision; a call that changes nothing does not.
import {
  changedEmailTaskFields, changeEmailTaskStatus, EMAIL_TASK_AUTHOR_FIELDS, emailTaskSchema, interceptConfigSchema,
  isEmailTaskEditable, newEmailTaskSchema, type EmailTask, type Intercept,
} from '../schema';
import type { EmailItem, InterceptBody } from './deployment-batches';
import { deepEqual } from './paths';
import { REF_RETIRED, TransportError, type BatchReply, type Refusal, type ReplyItem } from './transport';

interface StoredTask {
  task: EmailTask;
  deleted: boolean;
}

class Refused extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export class InMemoryDeployments {
  intercept: Intercept | null = null;
  /** Every task ever made, deleted ones kept (as the server's tombstones), by server id. */
  readonly tasks = new Map<string, StoredTask>();
  /** Without a feature every call answers 403, and a pull sees nothing. */
  readonly features = { intercept: true, email: true };
  private nextId = 1;
  private ticks = 0;

  constructor(private readonly bump: () => number) {}

  /** The live tasks, oldest first, as GET lists them. */
  liveTasks(): EmailTask[] {
    return [...this.tasks.values()].filter((t) => !t.deleted).map((t) => t.task);
  }

  read(): { intercept: Intercept | null; emailTasks: EmailTask[] } {
    return {
      intercept: this.features.intercept ? structuredClone(this.intercept) : null,
      emailTasks: this.features.email ? structuredClone(this.liveTasks()) : [],
    };
  }

  sendIntercept(json: string, revision: number): BatchReply {
    const body = JSON.parse(json) as InterceptBody;
    let at = revision;
    try {
      if (!this.features.intercept) throw new Refused('feature_required', 'Website intercepts need the feature survey_deployment_intercept');
      if (body.action === 'put') {
        const parsed = interceptConfigSchema.safeParse(body.intercept);
        if (!parsed.success) throw new Refused('bad_request', `Invalid body: intercept.${parsed.error.issues[0]?.path.join('.')}`);
        const { updated_at: _at, ...stored } = this.intercept ?? { updated_at: '' };
        if (!this.intercept || !deepEqual(stored, parsed.data)) {
          at = this.bump();
          this.intercept = { ...parsed.data, updated_at: this.timestamp() };
        }
      } else if (this.intercept) {
        at = this.bump();
        this.intercept = null;
      }
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      throw new TransportError({ kind: 'refused', refusals: [{ index: 0, client_ref: null, code: error.code, message: error.message }] }, error.message);
    }
    return { revision: at, items: [{ index: 0, action: body.action === 'put' ? 'patch' : 'delete', id: 'intercept', revision: at }], intercept: structuredClone(this.intercept) };
  }

  sendEmail(json: string, revision: number): BatchReply {
    const items = JSON.parse(json) as EmailItem[];
    const replies: ReplyItem[] = [];
    const refusals: Refusal[] = [];
    let at = revision;
    items.forEach((item, index) => {
      try {
        if (!this.features.email) throw new Refused('feature_required', 'E-mail launches need the feature survey_deployment_email');
        if (item.action === 'delete') {
          const stored = this.tasks.get(item.id);
          if (stored && !stored.deleted) {
            stored.deleted = true;
            at = this.bump();
            replies.push({ index, action: 'delete', id: item.id, revision: at });
          } else replies.push({ index, action: 'delete', id: item.id, revision: null });
          return;
        }
        const task = item.action === 'post' ? this.post(item.task, () => (at = this.bump())) : this.patch(item.id, item.task, () => (at = this.bump()));
        replies.push({ index, action: item.action, id: task.id, task: structuredClone(task), revision: at });
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        refusals.push({ index, client_ref: item.action === 'post' ? item.task.client_ref : null, code: error.code, message: error.message });
      }
    });
    if (refusals.length) throw new TransportError({ kind: 'refused', refusals }, refusals.map((r) => r.message).join('; '));
    return { revision: at, items: replies };
  }

  private post(input: Readonly<Record<string, unknown>>, bump: () => void): EmailTask {
    const parsed = newEmailTaskSchema.safeParse(input);
    if (!parsed.success) throw new Refused('bad_request', `Invalid body: task.${parsed.error.issues[0]?.path.join('.')}`);
    const { client_ref, launch_language, status, ...fields } = parsed.data;
    const existing = [...this.tasks.values()].find((t) => client_ref !== undefined && t.task.client_ref === client_ref);
    if (existing?.deleted) throw new Refused(REF_RETIRED, `Email task ${existing.task.id} (client_ref ${client_ref}) was deleted`);
    if (existing) return existing.task;
    const now = this.timestamp();
    const draft = emailTaskSchema.parse({
      ...fields, id: `00000000-0000-4000-8000-${String(this.nextId++).padStart(12, '0')}`, client_ref: client_ref ?? null,
      launch_language: launch_language ?? 'en', status: 'draft', send_status: 'draft', created_at: now, updated_at: now,
    });
    const moved = changeEmailTaskStatus(draft, status);
    if (!moved.ok) throw new Refused('bad_request', moved.message);
    this.tasks.set(moved.task.id, { task: moved.task, deleted: false });
    bump();
    return moved.task;
  }

  private patch(id: string, patch: Readonly<Record<string, unknown>>, bump: () => void): EmailTask {
    const stored = this.tasks.get(id);
    if (!stored || stored.deleted) throw new Refused('not_found', `Email task ${id} not found`);
    const unknown = Object.keys(patch).filter((key) => !(EMAIL_TASK_AUTHOR_FIELDS as readonly string[]).includes(key));
    if (unknown.length) throw new Refused('bad_request', `Invalid body: task.${unknown.join(', task.')}: not allowed`);
    const merged = emailTaskSchema.safeParse({ ...stored.task, ...patch });
    if (!merged.success) throw new Refused('bad_request', `Invalid body: task.${merged.error.issues[0]?.path.join('.')}`);
    const edited: EmailTask = { ...merged.data, status: stored.task.status };
    const changed = changedEmailTaskFields(stored.task, edited);
    if (changed.length && !isEmailTaskEditable(stored.task)) throw new Refused('already_sending', `Email task ${id} is ${stored.task.send_status}`);
    const moved = changeEmailTaskStatus(edited, merged.data.status);
    if (!moved.ok) throw new Refused('bad_request', moved.message);
    if (!changed.length && moved.task.status === stored.task.status) return stored.task;
    stored.task = { ...moved.task, updated_at: this.timestamp() };
    bump();
    return stored.task;
  }

  private timestamp(): string {
    return new Date(Date.UTC(2030, 0, 1) + 1000 * this.ticks++).toISOString();
  }
}
