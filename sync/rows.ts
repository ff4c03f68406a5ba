// Server rows ↔ draft records. The server names components by its ids; the draft by cids
// (`client_ref ?? id`). A pull maps every row and its parent reference to cids in one pass.
import { componentSchema, type Component } from '../schema';
import type { ComponentRowRecord } from '../schema/api/admin/components';
import type { Cid } from './document';

/** A component as the component lists send it: the flat record plus `client_ref` (the record's
 *  reply type, schema/api/admin/components.ts). */
export type ServerRow = ComponentRowRecord;

export const cidOfRow = (row: Pick<ServerRow, 'id' | 'client_ref'>): Cid => row.client_ref ?? row.id;

export interface MappedRows {
  readonly components: readonly Component[];
  /** cid → server id, for every row (a Map: an object keyed by 51k UUIDs is a slow dictionary). */
  readonly serverIds: Map<Cid, string>;
  /** Rows the model refuses; kept out of the draft rather than crashing it. */
  readonly invalid: readonly { readonly id: string; readonly message: string }[];
}

interface Shape {
  /** Keys the parsed record always has (required or defaulted). */
  readonly always: readonly string[];
  readonly allowed: ReadonlySet<string>;
}

type ShapeField = { value?: unknown; _zod?: { optout?: string } };

/** Each record shape the model allows, by kind (every shape of a union). */
const shapesByKind: ReadonlyMap<string, readonly Shape[]> = (() => {
  const byKind = new Map<string, Shape[]>();
  const visit = (schema: unknown) => {
    const { shape, options } = schema as { shape?: Record<string, ShapeField>; options?: readonly unknown[] };
    if (options) options.forEach(visit);
    else if (shape && typeof shape.kind?.value === 'string') {
      // Zod marks a field its output may lack (`.optional()`) with optout 'optional'.
      const always = Object.keys(shape).filter((key) => shape[key]?._zod?.optout !== 'optional');
      byKind.set(shape.kind.value, [...(byKind.get(shape.kind.value) ?? []), { always, allowed: new Set(Object.keys(shape)) }]);
    }
  };
  visit(componentSchema);
  return byKind;
})();

/**
 * Per kind, the last list of keys found to fit one of its shapes. The answer depends on the keys
 * alone, and the rows of a kind nearly always list the same keys in the same order: comparing
 * with the last fit spares the largest survey's 51k rows the search through the shapes.
 */
const lastFit = new Map<string, readonly string[]>();

const sameKeys = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
};

/** The record has every field one of its kind's shapes always has, and none it lacks. */
function hasShapeKeys(record: Record<string, unknown>): boolean {
  const kind = record.kind as string;
  const keys = Object.keys(record);
  const last = lastFit.get(kind);
  if (last && sameKeys(last, keys)) return true;
  const shapes = shapesByKind.get(kind);
  if (!shapes) return false;
  const own = new Set(keys);
  const fits = shapes.some((shape) => shape.always.every((key) => own.has(key)) && keys.every((key) => shape.allowed.has(key)));
  if (fits) lastFit.set(kind, keys);
  return fits;
}

/**
 * The row as a draft record: its fields in their order, `client_ref` left out, `id` and `parent`
 * by cid. Copied key by key: taking `client_ref` out with a rest pattern, then spreading the rest
 * into a new record, cost twice as much on the largest survey's 51k rows.
 */
function recordOf(row: ServerRow, cid: Cid, parent: Component['parent']): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const key in row) {
    if (key === 'client_ref') continue;
    record[key] = key === 'id' ? cid : key === 'parent' ? parent : row[key as keyof ServerRow];
  }
  record.id = cid;
  record.parent = parent;
  return record;
}

/**
 * Maps the server's rows to draft records. The server validated every row against the model
 * when it was written and holds what the model made of it, so by default a row that has exactly
 * its kind's fields is taken as it came: parsing the largest survey's 51k rows again cost about a
 * second of the designer's first open. A row with missing or extra fields (written before a field
 * existed, or not by the batch) is parsed, which fills its defaults or keeps it out. `validate:
 * 'all'` parses every row (the fault-injection suite's check that the server holds only valid rows).
 */
export function mapRows(rows: readonly ServerRow[], options: { validate?: 'changed-shape' | 'all' } = {}): MappedRows {
  const all = options.validate === 'all';
  const cidOf = new Map<string, Cid>(rows.map((row) => [row.id, cidOfRow(row)]));
  const components: Component[] = [];
  const serverIds = new Map<Cid, string>();
  const invalid: { id: string; message: string }[] = [];
  for (const row of rows) {
    const cid = cidOf.get(row.id)!;
    const parent = row.parent ? { id: cidOf.get(row.parent.id) ?? row.parent.id, kind: row.parent.kind } : null;
    const candidate = recordOf(row, cid, parent);
    if (!all && hasShapeKeys(candidate)) {
      components.push(candidate as Component);
      serverIds.set(cid, row.id);
      continue;
    }
    const parsed = componentSchema.safeParse(candidate);
    if (!parsed.success) {
      invalid.push({ id: row.id, message: parsed.error.issues[0]?.message ?? 'invalid' });
      continue;
    }
    components.push(parsed.data);
    serverIds.set(cid, row.id);
  }
  return { components, serverIds, invalid };
}
