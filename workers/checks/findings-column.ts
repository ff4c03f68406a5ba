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
