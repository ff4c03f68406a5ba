// The rows of a kept components list, in list order, each with what places it and what names its
// version: enough to apply what changed since without asking the database for the order again.
//
// The list's order is the table's `order by "order", created_at, id` (components_list_idx): a
// total order that depends on each row's own columns only, so rows that did not change keep their
// order among themselves, and a changed or added row goes where its key falls. `xmin` (the
// transaction that wrote the row version) changes with every write to a row.
import { endsChunk } from './list-chunks';

/** A row of the list. Immutable: a row that did not change is the same object from list to list. */
export interface ListRow {
  readonly id: string;
  /** The row version: the transaction that wrote it (xmin), as text. */
  readonly xmin: string;
  readonly order: number;
  /** created_at in microseconds since 1970 (the column's precision; exact in a double). */
  readonly created: number;
  /** The list's chunks end after this row (list-chunks.ts). */
  readonly ends: boolean;
}

/** The list's order: PostgreSQL compares uuids byte by byte, as their lower-case hex text sorts. */
export function compareRows(a: ListRow, b: ListRow): number {
  return a.order - b.order || a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** What the list's reads select of a row, as one text that parseRows reads (components-list.ts). */
export const ROW_FIELDS = `id::text || ' ' || xmin::text || ' ' || "order" || ' ' || (extract(epoch from created_at) * 1000000)::bigint`;

/** Rows from their scanned text ("<id> <xmin> <order> <created>" each, ROW_FIELDS). */
export function parseRows(scanned: readonly string[]): ListRow[] {
  return scanned.map((text) => {
    const [id = '', xmin = '', order, created] = text.split(' ');
    const row = { id, xmin, order: Number(order), created: Number(created), ends: endsChunk(id) };
    if (id.length !== 36 || !/^\d+$/.test(xmin) || !Number.isSafeInteger(row.order) || !Number.isSafeInteger(row.created)) {
      throw new Error(`Scanned list row "${text}" is not "<uuid> <xmin> <order> <created µs>"`);
    }
    return row;
  });
}

/**
 * Of rows scanned again (`scanned`, in any order), those the list does not hold at that version
 * (new rows, and new versions of its rows), in list order, and how many of them are new rows.
 * One pass over the list, looking each row up among the few scanned: no index of the whole list.
 */
export function newVersions(rows: readonly ListRow[], scanned: readonly ListRow[]): { versions: ListRow[]; added: number } {
  const scannedIds = new Set(scanned.map((row) => row.id));
  const held = new Map<string, string>();
  for (const row of rows) if (scannedIds.has(row.id)) held.set(row.id, row.xmin);
  const versions = scanned.filter((row) => held.get(row.id) !== row.xmin).sort(compareRows);
  return { versions, added: scanned.length - held.size };
}

/**
 * The list with `versions` (from newVersions: new rows and new versions of its rows, in list
 * order) put in place and the `deleted` ids taken out; every other row stays the same object.
 */
export function withChanges(rows: readonly ListRow[], versions: readonly ListRow[], deleted: ReadonlySet<string>): ListRow[] {
  if (versions.length === 0 && deleted.size === 0) return [...rows];
  const replaced = new Set(versions.map((row) => row.id));
  const staying = rows.filter((row) => !replaced.has(row.id) && !deleted.has(row.id));
  // Two sorted lists merged: linear in the list, whatever the number of changes.
  const merged: ListRow[] = [];
  let next = 0;
  for (const row of staying) {
    while (next < versions.length && compareRows(versions[next]!, row) < 0) merged.push(versions[next++]!);
    merged.push(row);
  }
  while (next < versions.length) merged.push(versions[next++]!);
  return merged;
}
