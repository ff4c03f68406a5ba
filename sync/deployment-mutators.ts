// The pure mutators of the deployment operations (deployment-operations.ts): the intercept and the
// e-mail tasks. Defensive like the component mutators: an intercept or task that is gone, a value
// the model refuses, a status move the rules forbid — the operation is skipped and reported.
// Every result is checked with the same schemas and status table the server uses, so the view
// never shows what the server would refuse.
import {
  changeEmailTaskStatus, EMAIL_TASK_AUTHOR_FIELDS, interceptConfigSchema, isEmailTaskEditable, type EmailTask, type EmailTaskStatus,
} from '../schema';
import { draftEmailTaskSchema, sameAuthorFields, type DraftEmailTask } from './deployments';
import type { DocWriter } from './doc-writer';
import { applyChanges, inverseChanges, type FieldChange } from './field-change';
import type { Outcome, SkipReason } from './mutators';
import { assertNever, type Op, type OpOf } from './operations';
import { deepEqual } from './paths';

type DeploymentOp = OpOf<'putIntercept' | 'setIntercept' | 'removeIntercept' | 'setInterceptTrigger' | 'addEmailTask' | 'setEmailTaskFields' | 'removeEmailTask'>;

const skip = (reason: SkipReason, message: string): Outcome => ({ applied: false, reason, message });
const applied = (...inverse: Op[]): Outcome => ({ applied: true, inverse });
const firstIssue = (error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.map(String).join('.') || 'value'}: ${issue.message}` : 'invalid';
};

export class DeploymentMutator {
  constructor(private readonly doc: DocWriter) {}

  apply(op: DeploymentOp): Outcome {
    switch (op.type) {
      case 'putIntercept': return this.putIntercept(op);
      case 'setIntercept': return this.setIntercept(op);
      case 'removeIntercept': return this.removeIntercept(op);
      case 'setInterceptTrigger': return this.setTrigger(op);
      case 'addEmailTask': return this.addTask(op);
      case 'setEmailTaskFields': return this.setTaskFields(op);
      case 'removeEmailTask': return this.removeTask(op);
      default: return assertNever(op);
    }
  }

  private putIntercept(op: OpOf<'putIntercept'>): Outcome {
    const before = this.doc.intercept;
    if (op.expect && !deepEqual(before, op.expect.value)) return skip('changed_since', 'The intercept was changed since');
    const parsed = interceptConfigSchema.safeParse(op.intercept);
    if (!parsed.success) return skip('invalid', `The intercept is invalid: ${firstIssue(parsed.error)}`);
    const after = parsed.data;
    if (deepEqual(before, after)) return applied();
    this.doc.intercept = after;
    return applied(before
      ? { type: 'putIntercept', intercept: before, expect: { value: after } }
      : { type: 'removeIntercept', expect: { value: after } });
  }

  private removeIntercept(op: OpOf<'removeIntercept'>): Outcome {
    const before = this.doc.intercept;
    if (!before) return skip('already_present', 'The intercept is already gone');
    if (op.expect && !deepEqual(before, op.expect.value)) return skip('changed_since', 'The intercept was changed since');
    this.doc.intercept = null;
    return applied({ type: 'putIntercept', intercept: before, expect: { value: null } });
  }

  private setIntercept(op: OpOf<'setIntercept'>): Outcome {
    const before = this.doc.intercept;
    if (!before) return skip('missing_target', 'The survey has no intercept to change');
    const change = applyChanges(before, op.changes);
    if (!change.applied.length) return skip('changed_since', 'Every change to the intercept was overtaken');
    const parsed = interceptConfigSchema.safeParse(change.next);
    if (!parsed.success) return skip('invalid', `Change to the intercept is invalid: ${firstIssue(parsed.error)}`);
    const after = parsed.data;
    if (deepEqual(before, after)) return applied();
    this.doc.intercept = after;
    const changes = inverseChanges(before, after, change.applied);
    return changes.length ? applied({ type: 'setIntercept', changes }) : applied();
  }

  private setTrigger(op: OpOf<'setInterceptTrigger'>): Outcome {
    const before = this.doc.intercept;
    if (!before) return skip('missing_target', `The survey has no intercept for trigger ${op.id}`);
    const at = before.triggers.findIndex((t) => t.id === op.id);
    const current = at >= 0 ? before.triggers[at] : undefined;
    if (op.expect && !deepEqual(current, op.expect.value)) return skip('changed_since', `Trigger ${op.id} was changed since`);
    let triggers = before.triggers;
    if (!op.trigger) {
      if (!current) return skip('already_present', `Trigger ${op.id} is already gone`);
      triggers = triggers.filter((_, i) => i !== at);
    } else {
      const trigger = { ...op.trigger, id: op.id };
      if (current) triggers = triggers.map((t, i) => (i === at ? trigger : t));
      else {
        const index = Math.min(op.index ?? triggers.length, triggers.length);
        triggers = [...triggers.slice(0, index), trigger, ...triggers.slice(index)];
      }
    }
    const parsed = interceptConfigSchema.safeParse({ ...before, triggers });
    if (!parsed.success) return skip('invalid', `Trigger ${op.id} cannot be set: ${firstIssue(parsed.error)}`);
    const after = parsed.data;
    if (deepEqual(before, after)) return applied();
    this.doc.intercept = after;
    const now = after.triggers.find((t) => t.id === op.id);
    return applied({
      type: 'setInterceptTrigger', id: op.id,
      ...(current ? { trigger: current } : {}),
      // Put back where it was: a removed trigger keeps its place in the list.
      ...(current && !now ? { index: at } : {}),
      expect: now ? { value: now } : {},
    });
  }

  private addTask(op: OpOf<'addEmailTask'>): Outcome {
    if (this.doc.emailTask(op.task.id)) return skip('already_present', `E-mail task ${op.task.id} is already there`);
    const parsed = draftEmailTaskSchema.safeParse(op.task);
    if (!parsed.success) return skip('invalid', `The e-mail task is invalid: ${firstIssue(parsed.error)}`);
    // The server creates every task as a draft and activates it if asked: the same rules here.
    const created = statusMove({ ...parsed.data, status: 'draft', send_status: 'draft' }, parsed.data.status);
    if (!created.ok) return skip('invalid', created.message);
    this.doc.putEmailTask(created.task);
    return applied({ type: 'removeEmailTask', cid: op.task.id });
  }

  private setTaskFields(op: OpOf<'setEmailTaskFields'>): Outcome {
    const before = this.doc.emailTask(op.cid);
    if (!before) return skip('missing_target', `E-mail task ${op.cid} to change is gone`);
    if (!isEmailTaskEditable(before)) return skip('invalid', `E-mail task ${before.name || op.cid} is ${before.send_status}: it can no longer change`);
    const change = applyChanges(before, op.changes);
    if (!change.applied.length) return skip('changed_since', `Every change to e-mail task ${op.cid} was overtaken`);
    const parsed = draftEmailTaskSchema.safeParse(change.next);
    if (!parsed.success) return skip('invalid', `Change to e-mail task ${before.name || op.cid} is invalid: ${firstIssue(parsed.error)}`);
    // status moves through its action (activate sets send_status pending), as on the server.
    const moved = statusMove({ ...parsed.data, status: before.status }, parsed.data.status);
    if (!moved.ok) return skip('invalid', `E-mail task ${before.name || op.cid}: ${moved.message}`);
    const after = moved.task;
    if (sameAuthorFields(before, after) && before.send_status === after.send_status) return applied();
    this.doc.putEmailTask(after);
    // Author fields only: send_status follows status back through the same table.
    const changes: FieldChange[] = EMAIL_TASK_AUTHOR_FIELDS
      .filter((key) => !deepEqual(before[key], after[key]))
      .map((key) => ({ path: [key], value: before[key], expect: { value: after[key] } }) as FieldChange);
    return changes.length ? applied({ type: 'setEmailTaskFields', cid: op.cid, changes }) : applied();
  }

  private removeTask(op: OpOf<'removeEmailTask'>): Outcome {
    const before = this.doc.emailTask(op.cid);
    if (!before) return skip('already_present', `E-mail task ${op.cid} is already gone`);
    this.doc.deleteEmailTask(op.cid);
    return applied({ type: 'addEmailTask', task: restorable(before) });
  }
}

type StatusMove = { readonly ok: true; readonly task: DraftEmailTask } | { readonly ok: false; readonly message: string };

/** schema/'s status table on a draft record (it reads only the status and content fields). */
function statusMove(task: DraftEmailTask, to: EmailTaskStatus): StatusMove {
  const result = changeEmailTaskStatus(task as unknown as EmailTask, to);
  return result.ok ? { ok: true, task: result.task as unknown as DraftEmailTask } : { ok: false, message: result.message };
}

/**
 * What undoing a removal puts back. The server gives it a new life (deployments.ts, taskRefOf); a
 * task the sender had already started on comes back as a draft, so an undo never mails anyone twice.
 */
function restorable(task: DraftEmailTask): DraftEmailTask {
  return isEmailTaskEditable(task) ? task : { ...task, status: 'draft', send_status: 'draft' };
}
