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
  /** cid → server id, for every row. */
  readonly serverIds: Record<Cid, string>;
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

/** The record has every field one of its kind's shapes always has, and none it lacks. */
function hasShapeKeys(record: Record<string, unknown>): boolean {
  const shapes = shapesByKind.get(record.kind as string);
  if (!shapes) return false;
  const keys = Object.keys(record);
  return shapes.some((shape) => shape.always.every((key) => key in record) && keys.every((key) => shape.allowed.has(key)));
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
  const serverIds: Record<Cid, string> = {};
  const invalid: { id: string; message: string }[] = [];
  for (const row of rows) {
    const { client_ref: _ref, ...record } = row;
    const cid = cidOf.get(row.id)!;
    const parent = row.parent ? { id: cidOf.get(row.parent.id) ?? row.parent.id, kind: row.parent.kind } : null;
    const candidate = { ...record, id: cid, parent };
    if (!all && hasShapeKeys(candidate)) {
      components.push(candidate as Component);
      serverIds[cid] = row.id;
      continue;
    }
    const parsed = componentSchema.safeParse(candidate);
    if (!parsed.success) {
      invalid.push({ id: row.id, message: parsed.error.issues[0]?.message ?? 'invalid' });
      continue;
    }
    components.push(parsed.data);
    serverIds[cid] = row.id;
  }
  return { components, serverIds, invalid };
}
