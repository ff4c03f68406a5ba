// A component as the survey calls send it, and as it sits in the components table.
//
// Wire shape (one row): `{ id, kind, name, order, parent: { id, kind } | null, client_ref, ...fields }`
// — flat, exactly schema/'s componentSchema record plus `client_ref` (the cid of the draft that
// created it, null for rows made elsewhere, e.g. the demo survey or a duplicate). The table keeps
// id, kind, name, order, parent and client_ref in columns (indexed, sortable) and every other field
// in `fields` jsonb, so the split below is the whole mapping.
import type { Component, ComponentKind, ParentRef } from '../../../schema';
import type { components } from '../../db/schema';
import type { ComponentHeader } from './batch-item';

export type ComponentDbRow = typeof components.$inferSelect;

/** One component in memory: immutable, so a reply can hold a snapshot without copying. */
export interface ComponentNode {
  readonly id: string;
  /** A ComponentKind for rows written through the API; text in the table, so checked on use. */
  readonly kind: string;
  readonly name: string;
  readonly order: number;
  readonly parent: ParentRef | null;
  readonly client_ref: string | null;
  /** Every field but the ones above (language data, conditions, kind settings …). */
  readonly fields: Readonly<Record<string, unknown>>;
}

export interface ComponentRow {
  readonly id: string;
  readonly kind: string;
  readonly name: string;
  readonly order: number;
  readonly parent: ParentRef | null;
  readonly client_ref: string | null;
  readonly [field: string]: unknown;
}

/** Keys a client may not set through `fields` (declared with the batch contract). */
export { reservedFieldKeys } from '../../../schema/api/admin/components';

/** The columns a node is made of (a full table row, or a raw query's). */
export type ComponentDbColumns = Pick<ComponentDbRow, 'id' | 'kind' | 'name' | 'order' | 'parent_id' | 'parent_kind' | 'client_ref' | 'fields'>;

export function nodeFromDb(row: ComponentDbColumns): ComponentNode {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    order: row.order,
    // A parent_kind outside the kinds is impossible through the API; kept as stored either way.
    parent: row.parent_id ? { id: row.parent_id, kind: (row.parent_kind ?? 'group') as ComponentKind } : null,
    client_ref: row.client_ref,
    fields: row.fields,
  };
}

/** The wire row: stored fields first, so the columns always win over a stray key in `fields`. */
export function toComponentRow(node: ComponentNode): ComponentRow {
  return { ...node.fields, id: node.id, kind: node.kind, name: node.name, order: node.order, parent: node.parent, client_ref: node.client_ref };
}

/** What a batch reply says about a row (batch-item.ts BatchReplyItem). */
export function toComponentHeader(node: ComponentNode): ComponentHeader {
  const { id, client_ref, name, order, parent } = node;
  // Rows are written through the batch, which takes only known kinds.
  const kind = node.kind as ComponentKind;
  const code = node.fields.code;
  return kind === 'answer' && typeof code === 'string' ? { id, client_ref, kind, name, order, parent, code } : { id, client_ref, kind, name, order, parent };
}

/** The flat record schema/ validates (no client_ref: that is ours, not the model's). */
export function toRecord(node: ComponentNode): Record<string, unknown> {
  return { ...node.fields, id: node.id, kind: node.kind, name: node.name, order: node.order, parent: node.parent };
}

/** A parsed component back into a node (its columns and the rest as `fields`). */
export function nodeFromComponent(component: Component, clientRef: string | null): ComponentNode {
  const { id, kind, name, order, parent, ...fields } = component;
  return { id, kind, name, order, parent, client_ref: clientRef, fields };
}

/** The table row of a node, for inserts and updates. */
export function toDbValues(node: ComponentNode, surveyId: string) {
  return {
    id: node.id,
    survey_id: surveyId,
    client_ref: node.client_ref,
    kind: node.kind,
    name: node.name,
    order: node.order,
    parent_id: node.parent?.id ?? null,
    parent_kind: node.parent?.kind ?? null,
    fields: node.fields as Record<string, unknown>,
  };
}
