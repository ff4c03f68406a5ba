// The operations on a survey's deployments: the intercept (saved whole through one PUT) and the
// e-mail tasks (each saved through its own POST, PATCH or DELETE). Like the component operations
// they name tasks by cid and carry compare-and-set expectations for undo; mutators in
// deployment-mutators.ts.
import { z } from 'zod';
import { interceptConfigSchema, interceptTriggerSchema } from '../schema';
import { draftEmailTaskSchema } from './deployments';
import { fieldChangeSchema } from './field-change';

const cidSchema = z.string().min(1, 'A cid cannot be empty');

/**
 * Sets the whole intercept: creates it, or replaces it. With `expect` only while the intercept
 * still deep-equals `expect.value` (null: while there is none) — how undo puts an intercept back.
 */
export const putInterceptOpSchema = z.object({
  type: z.literal('putIntercept'),
  intercept: interceptConfigSchema,
  expect: z.object({ value: interceptConfigSchema.nullable() }).optional(),
});

/** Field changes inside the intercept (['enabled'], ['invitation', 'headline']); skipped when there is none. */
export const setInterceptOpSchema = z.object({
  type: z.literal('setIntercept'),
  changes: z.array(fieldChangeSchema).min(1),
});

export const removeInterceptOpSchema = z.object({
  type: z.literal('removeIntercept'),
  /** Removes only while the intercept deep-equals this (undo of a creation). */
  expect: z.object({ value: interceptConfigSchema }).optional(),
});

/**
 * Puts one trigger by id: replaces it where it is, inserts it at `index` (last when omitted), or
 * with no `trigger` removes it. Triggers have ids (spec §3) so that two authors adding one each
 * both keep theirs, which a whole-list change would not. `expect` as for field changes: applies
 * only while the trigger still is `expect.value` (no value there: while absent).
 */
export const setInterceptTriggerOpSchema = z.object({
  type: z.literal('setInterceptTrigger'),
  id: z.string().min(1),
  trigger: interceptTriggerSchema.optional(),
  index: z.int().min(0).optional(),
  expect: z.object({ value: interceptTriggerSchema.optional() }).optional(),
});

export const addEmailTaskOpSchema = z.object({
  type: z.literal('addEmailTask'),
  /**
   * The complete new task; `id` is its cid, a UUID because it is sent as the task's client_ref.
   * (A restored task carries the server fields it had; they are never sent.)
   */
  task: draftEmailTaskSchema.extend({ id: z.uuid('An e-mail task cid must be a UUID') }),
});

export const setEmailTaskFieldsOpSchema = z.object({
  type: z.literal('setEmailTaskFields'),
  cid: cidSchema,
  /** Author fields only; `status` moves through the actions of schema/ (activate, deactivate). */
  changes: z.array(fieldChangeSchema).min(1),
});

export const removeEmailTaskOpSchema = z.object({
  type: z.literal('removeEmailTask'),
  cid: cidSchema,
});

export const deploymentOpSchemas = [
  putInterceptOpSchema,
  setInterceptOpSchema,
  removeInterceptOpSchema,
  setInterceptTriggerOpSchema,
  addEmailTaskOpSchema,
  setEmailTaskFieldsOpSchema,
  removeEmailTaskOpSchema,
] as const;

export const INTERCEPT_OP_TYPES = ['putIntercept', 'setIntercept', 'removeIntercept', 'setInterceptTrigger'] as const;
export const EMAIL_OP_TYPES = ['addEmailTask', 'setEmailTaskFields', 'removeEmailTask'] as const;
