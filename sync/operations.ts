// Operations: the named, validated mutations a tab records. They name components by cid only, so
// they replay unchanged on any base (a pull, an acknowledged batch) — the heart of rebase.
// The pure mutators that apply them live in mutators.ts.
import { z } from 'zod';
import { COMPONENT_KINDS, componentSchema } from '../schema';
import { EMAIL_TASK_SERVER_KEYS, INTERCEPT_SERVER_KEYS } from './deployments';
import { deploymentOpSchemas } from './deployment-operations';
import { channelOf, type SaveChannel } from './document';
import { fieldChangeSchema, type FieldChange } from './field-change';

const cidSchema = z.string().min(1, 'A cid cannot be empty');

/** Where a component hangs, by cid (null: the survey root). */
export const opParentSchema = z.object({ id: cidSchema, kind: z.enum(COMPONENT_KINDS) }).nullable();

/** Keys set through their own operations (move) or never changed (id, kind). */
export const RESERVED_COMPONENT_KEYS = ['id', 'kind', 'parent', 'order'] as const;
/** Survey keys the server owns. */
export const RESERVED_SURVEY_KEYS = [
  'id', 'revision', 'location', 'created_at', 'updated_at', 'created_by', 'updated_by', 'access_level',
] as const;

export { fieldChangeSchema, type FieldChange };

/**
 * Sibling orders to set back, each only if the sibling still has order `from` (compare-and-set).
 * Undo uses it to take back the shifts an insertion made.
 */
export const reorderSchema = z.array(z.object({ cid: cidSchema, from: z.int().min(0), to: z.int().min(0) }));
export type Reorder = z.infer<typeof reorderSchema>;

export const addComponentOpSchema = z.object({
  type: z.literal('addComponent'),
  /** The complete new record: `id` is the new cid, `parent.id` a cid. */
  component: componentSchema,
  /** Position among the parent's children when applied; without it, `component.order` exactly. */
  index: z.int().min(0).optional(),
});

/** The target's kind: it says which list (channel) an operation is saved through, target or not. */
const kindSchema = z.enum(COMPONENT_KINDS);

export const setFieldsOpSchema = z.object({
  type: z.literal('setFields'),
  cid: cidSchema,
  kind: kindSchema,
  changes: z.array(fieldChangeSchema).min(1),
});

export const moveOpSchema = z.object({
  type: z.literal('move'),
  cid: cidSchema,
  kind: kindSchema,
  parent: opParentSchema,
  /** Position among the new siblings, or an exact `order` (undo). */
  index: z.int().min(0).optional(),
  order: z.int().min(0).optional(),
  /** Applies only while the component is still under this parent (undo). */
  expectParent: z.object({ value: opParentSchema }).optional(),
  reorder: reorderSchema.optional(),
});

export const removeOpSchema = z.object({
  type: z.literal('remove'),
  /** Removes the component and everything below it. */
  cid: cidSchema,
  kind: kindSchema,
  reorder: reorderSchema.optional(),
});

export const restoreOpSchema = z.object({
  type: z.literal('restore'),
  /** Records to put back exactly (orders included), parents before children. */
  components: z.array(componentSchema).min(1),
  reorder: reorderSchema.optional(),
});

export const setSurveyFieldsOpSchema = z.object({
  type: z.literal('setSurveyFields'),
  changes: z.array(fieldChangeSchema).min(1),
});

export const opSchema = z.discriminatedUnion('type', [
  addComponentOpSchema,
  setFieldsOpSchema,
  moveOpSchema,
  removeOpSchema,
  restoreOpSchema,
  setSurveyFieldsOpSchema,
  ...deploymentOpSchemas,
]);
export type Op = z.infer<typeof opSchema>;
export type OpType = Op['type'];
export type OpOf<T extends OpType> = Extract<Op, { type: T }>;

/** An operation as the log keeps it. */
export interface PendingOp {
  /** Order of the log (IndexedDB auto-increment): replay order, shared by every tab. */
  readonly seq: number;
  readonly surveyId: string;
  /** Unique id; conflicts and undo entries point at it. */
  readonly opId: string;
  /** The tab that recorded it: undo stacks are per tab. */
  readonly tabId: string;
  /** Operations of one user gesture share it (one undo step). */
  readonly gestureId: string;
  readonly op: Op;
  /** Wall-clock ms when recorded; shown with conflicts. */
  readonly at: number;
}

/**
 * The list an operation is saved through. Each operation touches one channel only (a subtree
 * never mixes routing and non-routing kinds), so channels save independently.
 */
export function channelOfOp(op: Op): SaveChannel {
  switch (op.type) {
    case 'addComponent': return channelOf(op.component.kind);
    case 'restore': return channelOf(op.components[0]!.kind);
    case 'setFields':
    case 'move':
    case 'remove': return channelOf(op.kind);
    case 'setSurveyFields': return 'survey';
    case 'putIntercept':
    case 'setIntercept':
    case 'removeIntercept':
    case 'setInterceptTrigger': return 'intercept';
    case 'addEmailTask':
    case 'setEmailTaskFields':
    case 'removeEmailTask': return 'email';
    default: return assertNever(op);
  }
}

/** A log entry before IndexedDB gives it its seq. */
export type NewPendingOp = Omit<PendingOp, 'seq'>;

/**
 * The cids an operation acts on: a refused save of one of them drops the operation. The intercept
 * is one record without a cid: a refused intercept save drops every intercept operation it covered.
 */
export function targetsOf(op: Op): string[] {
  switch (op.type) {
    case 'addComponent':
      return [op.component.id];
    case 'setFields':
    case 'move':
    case 'remove':
      return [op.cid, ...(op.type !== 'setFields' ? (op.reorder ?? []).map((r) => r.cid) : [])];
    case 'restore':
      return [...op.components.map((c) => c.id), ...(op.reorder ?? []).map((r) => r.cid)];
    case 'addEmailTask':
      return [op.task.id];
    case 'setEmailTaskFields':
    case 'removeEmailTask':
      return [op.cid];
    case 'setSurveyFields':
    case 'putIntercept':
    case 'setIntercept':
    case 'removeIntercept':
    case 'setInterceptTrigger':
      return [];
    default:
      return assertNever(op);
  }
}

export function assertNever(value: never): never {
  throw new RangeError(`Unexpected value ${JSON.stringify(value)}`);
}

/** Validates an operation from outside (a command, a test); throws naming the bad field. */
export function parseOp(value: unknown): Op {
  const op = opSchema.parse(value);
  if (op.type === 'setFields') forbidReserved(op.changes, RESERVED_COMPONENT_KEYS, 'setFields');
  if (op.type === 'setSurveyFields') forbidReserved(op.changes, RESERVED_SURVEY_KEYS, 'setSurveyFields');
  if (op.type === 'setIntercept') forbidReserved(op.changes, INTERCEPT_SERVER_KEYS, 'setIntercept');
  if (op.type === 'setEmailTaskFields') forbidReserved(op.changes, EMAIL_TASK_SERVER_KEYS, 'setEmailTaskFields');
  if (op.type === 'setInterceptTrigger' && op.trigger && op.trigger.id !== op.id) {
    throw new RangeError(`setInterceptTrigger names trigger ${op.id} but carries trigger ${op.trigger.id}`);
  }
  return op;
}

function forbidReserved(changes: readonly FieldChange[], reserved: readonly string[], type: string): void {
  for (const change of changes) {
    const key = change.path[0]!;
    if (reserved.includes(key)) throw new RangeError(`${type} cannot change ${key} (reserved: ${reserved.join(', ')})`);
  }
}
