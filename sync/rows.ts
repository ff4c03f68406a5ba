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

export function mapRows(rows: readonly ServerRow[]): MappedRows {
  const cidOf = new Map<string, Cid>(rows.map((row) => [row.id, cidOfRow(row)]));
  const components: Component[] = [];
  const serverIds: Record<Cid, string> = {};
  const invalid: { id: string; message: string }[] = [];
  for (const row of rows) {
    const { client_ref: _ref, ...record } = row;
    const cid = cidOf.get(row.id)!;
    const parent = row.parent ? { id: cidOf.get(row.parent.id) ?? row.parent.id, kind: row.parent.kind } : null;
    const parsed = componentSchema.safeParse({ ...record, id: cid, parent });
    if (!parsed.success) {
      invalid.push({ id: row.id, message: parsed.error.issues[0]?.message ?? 'invalid' });
      continue;
    }
    components.push(parsed.data);
    serverIds[cid] = row.id;
  }
  return { components, serverIds, invalid };
}
