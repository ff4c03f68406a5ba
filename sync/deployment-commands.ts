// Commands for the launch screens: the intercept and the e-mail tasks. Like the component commands
// they are pure and checked against the current view — each is tried on it (a dry run of the
// mutator), so a refusal (a second time_on_page trigger, activating a task without a subject)
// comes back as a value before anything is recorded, and a menu can grey out what would fail.
import {
  createInterceptTrigger, interceptConfigSchema, type EmailTaskAuthorField, type InterceptConfigInput,
  type InterceptInvitation, type InterceptTriggerOf, type InterceptTriggerType,
} from '../schema';
import type { Command, CommandResult } from './commands';
import { draftEmailTaskSchema } from './deployments';
import { emailTaskOf, type Cid, type DraftDoc } from './document';
import { parseOp, type FieldChange, type Op } from './operations';
import { applyOne } from './replay';

type Fail = Extract<CommandResult, { ok: false }>;
const fail = (code: Fail['code'], message: string): CommandResult => ({ ok: false, code, message });

/** The operation, if it applies to `doc` as it is; else why not. */
function tried(doc: DraftDoc, raw: Op): CommandResult {
  try {
    const op = parseOp(raw);
    const { outcome } = applyOne(doc, op);
    if (outcome.applied) return { ok: true, ops: [op] };
    return fail(outcome.reason === 'missing_target' ? 'missing' : outcome.reason === 'already_present' ? 'exists' : 'invalid', outcome.message);
  } catch (error) {
    return fail('invalid', error instanceof Error ? error.message : String(error));
  }
}

const changesOf = (fields: Readonly<Record<string, unknown>>, prefix: readonly string[] = []): FieldChange[] =>
  Object.entries(fields).map(([key, value]) => ({ path: [...prefix, key], value }) as FieldChange);

/** A new intercept, the spec's defaults filled in (disabled until the author enables it). */
export function createIntercept(config: InterceptConfigInput = {}): Command {
  return (doc) => {
    if (doc.intercept) return fail('exists', 'The survey already has an intercept');
    const parsed = interceptConfigSchema.safeParse(config);
    if (!parsed.success) return fail('invalid', parsed.error.issues[0]?.message ?? 'Invalid intercept');
    return tried(doc, { type: 'putIntercept', intercept: parsed.data });
  };
}

type InterceptField = Exclude<keyof InterceptConfigInput, 'triggers' | 'invitation'>;

/** Sets top-level intercept fields (enabled, presentation, sample rate, trigger match). */
export function setInterceptFields(fields: { readonly [K in InterceptField]?: InterceptConfigInput[K] }): Command {
  return (doc) => tried(doc, { type: 'setIntercept', changes: changesOf(fields) });
}

/** Sets invitation texts one field each, so two authors editing two texts both keep theirs. */
export function setInterceptInvitation(fields: Partial<InterceptInvitation>): Command {
  return (doc) => tried(doc, { type: 'setIntercept', changes: changesOf(fields, ['invitation']) });
}

export function removeIntercept(): Command {
  return (doc) => (doc.intercept ? tried(doc, { type: 'removeIntercept' }) : fail('missing', 'The survey has no intercept'));
}

/** A new trigger of `type` with its defaults; `input.id` is minted by the caller (UUIDv7). */
export function addInterceptTrigger<T extends InterceptTriggerType>(
  type: T, input: { readonly id: string } & Partial<Omit<InterceptTriggerOf<T>, 'id' | 'type'>>, index?: number,
): Command {
  return (doc) => {
    if (doc.intercept?.triggers.some((t) => t.id === input.id)) return fail('exists', `Trigger ${input.id} is already there`);
    let trigger: InterceptTriggerOf<T>;
    try {
      trigger = createInterceptTrigger(type, input);
    } catch (error) {
      return fail('invalid', error instanceof Error ? error.message : String(error));
    }
    return tried(doc, { type: 'setInterceptTrigger', id: input.id, trigger, ...(index === undefined ? {} : { index }) });
  };
}

/** Changes fields of a trigger (its type stays). */
export function setInterceptTrigger(id: string, fields: Readonly<Record<string, unknown>>): Command {
  return (doc) => {
    const current = doc.intercept?.triggers.find((t) => t.id === id);
    if (!current) return fail('missing', `Trigger ${id} is not in the intercept`);
    return tried(doc, { type: 'setInterceptTrigger', id, trigger: { ...current, ...fields, id, type: current.type } as typeof current });
  };
}

export function removeInterceptTrigger(id: string): Command {
  return (doc) => (doc.intercept?.triggers.some((t) => t.id === id)
    ? tried(doc, { type: 'setInterceptTrigger', id })
    : fail('missing', `Trigger ${id} is not in the intercept`));
}

export interface AddEmailTaskInput {
  /** The task's cid, a UUIDv7 minted by the caller: it is sent as the task's client_ref. */
  readonly cid: Cid;
  readonly fields?: { readonly [K in EmailTaskAuthorField]?: unknown };
}

/** A new draft task; its launch language defaults to the survey's default language. */
export function addEmailTask(input: AddEmailTaskInput): Command {
  return (doc) => {
    if (emailTaskOf(doc, input.cid)) return fail('exists', `E-mail task ${input.cid} is already there`);
    const language = typeof doc.survey?.default_language === 'string' ? doc.survey.default_language : 'en';
    const parsed = draftEmailTaskSchema.safeParse({ launch_language: language, ...input.fields, id: input.cid });
    if (!parsed.success) return fail('invalid', parsed.error.issues[0]?.message ?? 'Invalid e-mail task');
    return tried(doc, { type: 'addEmailTask', task: parsed.data });
  };
}

/** Sets author fields to final values (subject, body, schedule …). */
export function setEmailTaskFields(cid: Cid, fields: { readonly [K in EmailTaskAuthorField]?: unknown }): Command {
  return (doc) => tried(doc, { type: 'setEmailTaskFields', cid, changes: changesOf(fields) });
}

/** Activates a task (spec §4: send_status becomes pending); refused while it lacks a subject, message or sender. */
export function activateEmailTask(cid: Cid): Command {
  return setEmailTaskFields(cid, { status: 'pending' });
}

export function deactivateEmailTask(cid: Cid): Command {
  return setEmailTaskFields(cid, { status: 'draft' });
}

export function removeEmailTask(cid: Cid): Command {
  return (doc) => (emailTaskOf(doc, cid) ? tried(doc, { type: 'removeEmailTask', cid }) : fail('missing', `E-mail task ${cid} is not in the survey`));
}
