// The findings of one check as columns: item ids (sorted, as the check's findings are listed) and,
// per item, the index of its kind and message in a small table. A language added or removed changes
// the missing-translation finding of every text (50 000 on the largest survey): as objects, making
// them took the worker tens of ms and cloning them to the page up to 200 ms; as columns the worker
// makes no object per item, the clone is one array of ids the records already hold and a typed
// array, and the page makes the objects once. The replica keeps the check's findings in this form
// until something asks for the objects (findings(), or many item edits at once).
import type { ComponentKind } from '../../schema';
import { checkDef } from './checks';
import { findingId, type CheckCode, type Finding } from './finding';

/** How a column crosses the worker boundary (plain data: arrays and a typed array). */
export interface FindingsColumn {
  readonly code: CheckCode;
  /** Sorted (code units), one per finding. */
  readonly itemIds: readonly string[];
  /** Per finding, its row of `kinds` and `messages`. */
  readonly shapes: Uint32Array;
  readonly kinds: readonly ComponentKind[];
  readonly messages: readonly string[];
}

/** Builds a column item by item, in item id order. */
export class ColumnBuilder {
  readonly itemIds: string[] = [];
  private shapeOf: number[] = [];
  readonly kinds: ComponentKind[] = [];
  readonly messages: string[] = [];
  /** Per kind, per message, its row (messages are the checks' shared strings: cheap to look up). */
  private readonly rows = new Map<ComponentKind, Map<string, number>>();

  constructor(readonly code: CheckCode) {}

  push(itemId: string, kind: ComponentKind, message: string): void {
    let byMessage = this.rows.get(kind);
    if (!byMessage) this.rows.set(kind, (byMessage = new Map()));
    let row = byMessage.get(message);
    if (row === undefined) {
      byMessage.set(message, (row = this.kinds.length));
      this.kinds.push(kind);
      this.messages.push(message);
    }
    this.itemIds.push(itemId);
    this.shapeOf.push(row);
  }

  build(): FindingsColumn {
    return { code: this.code, itemIds: this.itemIds, shapes: Uint32Array.from(this.shapeOf), kinds: this.kinds, messages: this.messages };
  }
}

/** The finding at row `i` of a column. */
export function findingAt(column: FindingsColumn, i: number): Finding {
  const { level, area } = checkDef(column.code);
  const itemId = column.itemIds[i]!;
  const shape = column.shapes[i]!;
  return { id: findingId(column.code, itemId), code: column.code, level, area, itemId, itemKind: column.kinds[shape]!, message: column.messages[shape]! };
}

/** Every finding of a column, in its order. */
export function columnFindings(column: FindingsColumn): Finding[] {
  const { level, area } = checkDef(column.code);
  const { code, itemIds, shapes, kinds, messages } = column;
  const prefix = `${code}:`;
  const out: Finding[] = new Array(itemIds.length);
  for (let i = 0; i < itemIds.length; i++) {
    const itemId = itemIds[i]!;
    const shape = shapes[i]!;
    out[i] = { id: prefix + itemId, code, level, area, itemId, itemKind: kinds[shape]!, message: messages[shape]! };
  }
  return out;
}

/** Where `itemId` is, or would go, in a column. */
export function columnPosition(column: FindingsColumn, itemId: string): number {
  const ids = column.itemIds;
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ids[mid]! < itemId) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether a column holds the same findings as a list of the same check (sorted by item id). */
export function sameAsColumn(column: FindingsColumn, findings: readonly Finding[]): boolean {
  if (column.itemIds.length !== findings.length) return false;
  for (let i = 0; i < findings.length; i++) {
    const finding = findings[i]!;
    const shape = column.shapes[i]!;
    if (finding.itemId !== column.itemIds[i] || finding.message !== column.messages[shape] || finding.itemKind !== column.kinds[shape]) return false;
  }
  return true;
}

/** Whether two columns of a check hold the same findings. */
export function sameColumns(a: FindingsColumn, b: FindingsColumn): boolean {
  if (a.itemIds.length !== b.itemIds.length) return false;
  for (let i = 0; i < a.itemIds.length; i++) {
    if (a.itemIds[i] !== b.itemIds[i]) return false;
    const x = a.shapes[i]!;
    const y = b.shapes[i]!;
    if (a.messages[x] !== b.messages[y] || a.kinds[x] !== b.kinds[y]) return false;
  }
  return true;
}

/**
 * The column with the findings about the items `out` taken out and the findings `put` put in (in
 * place of the one about their item, when it holds one), made in one pass: many changes at once
 * (a group of 5 000 records deleted while a language is missing everywhere) make no object for
 * the findings that stay. `changed` hears each finding id that changes, with the finding it had
 * (undefined: none). Null when nothing changed. `put` names no item of `out`.
 */
export function mergeIntoColumn(
  column: FindingsColumn,
  out: readonly string[],
  put: readonly Finding[],
  changed: (id: string, then: Finding | undefined) => void,
): FindingsColumn | null {
  const { itemIds, shapes } = column;
  const kinds = column.kinds.slice();
  const messages = column.messages.slice();
  // Rows by kind and message: a few, made once for the many findings put in.
  const rows = new Map<string, number>();
  for (let r = 0; r < messages.length; r++) rows.set(`${kinds[r]}\u0000${messages[r]}`, r);
  const dropped = new Uint8Array(itemIds.length);
  let changes = 0;
  for (let i = 0; i < out.length; i++) {
    const at = columnPosition(column, out[i]!);
    if (itemIds[at] !== out[i] || dropped[at]) continue;
    changed(findingId(column.code, out[i]!), findingAt(column, at));
    dropped[at] = 1;
    changes++;
  }
  const added: { readonly itemId: string; readonly row: number }[] = [];
  for (let i = 0; i < put.length; i++) {
    const finding = put[i]!;
    const itemId = finding.itemId ?? '';
    const at = columnPosition(column, itemId);
    const held = itemIds[at] === itemId;
    if (held && messages[shapes[at]!] === finding.message && kinds[shapes[at]!] === finding.itemKind) continue;
    changed(finding.id, held ? findingAt(column, at) : undefined);
    if (held) dropped[at] = 1;
    const key = `${finding.itemKind}\u0000${finding.message}`;
    let row = rows.get(key);
    if (row === undefined) {
      rows.set(key, (row = messages.length));
      kinds.push(finding.itemKind!);
      messages.push(finding.message);
    }
    added.push({ itemId, row });
    changes++;
  }
  if (changes === 0) return null;
  added.sort((a, b) => (a.itemId < b.itemId ? -1 : a.itemId > b.itemId ? 1 : 0));
  const nextIds: string[] = [];
  const nextShapes = new Uint32Array(itemIds.length + added.length);
  let j = 0;
  for (let i = 0; i < itemIds.length; i++) {
    for (; j < added.length && added[j]!.itemId < itemIds[i]!; j++) {
      nextShapes[nextIds.length] = added[j]!.row;
      nextIds.push(added[j]!.itemId);
    }
    if (dropped[i]) continue;
    nextShapes[nextIds.length] = shapes[i]!;
    nextIds.push(itemIds[i]!);
  }
  for (; j < added.length; j++) {
    nextShapes[nextIds.length] = added[j]!.row;
    nextIds.push(added[j]!.itemId);
  }
  return { code: column.code, itemIds: nextIds, shapes: nextShapes.slice(0, nextIds.length), kinds, messages };
}
