// The designer's copy of the findings list, kept by the changes the checks worker sends
// (findings-change.ts): the sorted list (compareFindings), in which an id is found by binary search. A change of a few
// findings is placed by binary search, not by sorting 50 000 again; a check replaced whole (a
// language added) arrives as a column and takes the place of that check's run of the list, which
// is contiguous (the order starts with level, area and check).
//
// The list is kept in a private array, changed in place, and handed out as a frozen copy made when
// first asked for after a change: copying a frozen array of 50 000 takes V8's slow path (1.6 ms
// against 0.2 ms), and a change read by no one costs nothing.
import { checkDef } from './checks';
import { CHECK_CODES, compareFindings, type CheckCode, type Finding } from './finding';
import type { FindingsChange } from './findings-change';
import { columnFindings, type FindingsColumn } from './findings-column';

/** Up to this many added or removed findings are spliced in place; more are merged. */
const SPLICE_LIMIT = 64;

export class FindingsCopy {
  /** Sorted (compareFindings); never handed out. Found by id through that order (see `locate`). */
  private items: Finding[] = [];
  private snapshot: readonly Finding[] | null = Object.freeze([]);

  /** The list as it stands: sorted, frozen, a new array after each change that changed it. */
  list(): readonly Finding[] {
    return (this.snapshot ??= Object.freeze(this.items.slice()));
  }

  get(id: string): Finding | undefined {
    const at = this.locate(id);
    return at < 0 ? undefined : this.items[at];
  }

  /**
   * Where the finding with this id stands, or -1. The id names its check (`code:item`), which
   * gives its level, area and code: the order finds it by binary search, so the copy keeps no map
   * of 50 000 ids to fill again when a language change replaces them all.
   */
  private locate(id: string): number {
    const colon = id.indexOf(':');
    const probe = PROBES[(colon < 0 ? id : id.slice(0, colon)) as CheckCode];
    if (!probe) return -1;
    const at = position(this.items, { ...probe, id });
    return this.items[at]?.id === id ? at : -1;
  }

  /**
   * Applies a change; returns whether the list changed. A delta naming a finding the copy does not
   * hold as the delta says (added twice, changed or removed unknown) means the copy and the worker
   * went apart: that is a programming error, reported rather than papered over.
   */
  apply(change: FindingsChange): boolean {
    switch (change.type) {
      case 'all':
        this.items = change.findings.slice();
        this.snapshot = Object.isFrozen(change.findings) ? change.findings : null;
        return true;
      case 'delta': {
        let changed = false;
        for (const column of change.replaced ?? []) changed = this.replace(column) || changed;
        return this.applyDelta(change.added, change.changed, change.removed) || changed;
      }
      default:
        throw new RangeError(`Unknown findings change ${JSON.stringify(change satisfies never)}`);
    }
  }

  /** Puts a check's findings, whole, in place of the ones it had (a run of the list). */
  private replace(column: FindingsColumn): boolean {
    const items = this.items;
    const start = position(items, PROBES[column.code]);
    let end = start;
    while (end < items.length && items[end]!.code === column.code) end++;
    if (start === end && column.itemIds.length === 0) return false;
    const findings = columnFindings(column);
    if (end - start === items.length) this.items = findings;
    else {
      const out: Finding[] = new Array(items.length - (end - start) + findings.length);
      let k = 0;
      for (let i = 0; i < start; i++) out[k++] = items[i]!;
      for (let i = 0; i < findings.length; i++) out[k++] = findings[i]!;
      for (let i = end; i < items.length; i++) out[k++] = items[i]!;
      this.items = out;
    }
    this.snapshot = null;
    return true;
  }

  private applyDelta(added: readonly Finding[], changed: readonly Finding[], removed: readonly string[]): boolean {
    if (added.length + changed.length + removed.length === 0) return false;
    const items = this.items;
    // A changed finding keeps its id, level, area and code: its place in the order.
    for (const finding of changed) {
      const at = this.locate(finding.id);
      if (at < 0) throw new RangeError(`The findings copy holds no finding ${finding.id} to change`);
      items[at] = finding;
    }
    if (removed.length + added.length <= SPLICE_LIMIT) {
      for (const id of removed) {
        const at = this.locate(id);
        if (at < 0) throw new RangeError(`The findings copy holds no finding ${id} to remove`);
        items.splice(at, 1);
      }
      for (const finding of added) {
        const at = position(items, finding);
        if (items[at]?.id === finding.id) throw new RangeError(`The findings copy holds finding ${finding.id} already`);
        items.splice(at, 0, finding);
      }
    } else {
      // Many (a group of 5 000 records deleted while a language is missing everywhere): one pass
      // takes out, one merges in, each checking on the way, with no search per id in 50 000.
      const gone = new Set(removed);
      const kept = removed.length ? items.filter((finding) => !gone.has(finding.id)) : items;
      if (items.length - kept.length !== gone.size) {
        const unknown = removed.find((id) => this.locate(id) < 0);
        throw new RangeError(`The findings copy holds no finding ${unknown} to remove`);
      }
      this.items = mergeNew(kept, added);
    }
    this.snapshot = null;
    return true;
  }
}

/** Two sorted lists as one, the second's findings new to the first (an id in both is an error). */
function mergeNew(items: readonly Finding[], added: readonly Finding[]): Finding[] {
  const out: Finding[] = new Array(items.length + added.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < items.length && j < added.length) {
    // The order ends on the id: the same id compares equal.
    const order = compareFindings(items[i]!, added[j]!);
    if (order === 0) throw new RangeError(`The findings copy holds finding ${added[j]!.id} already`);
    out[k++] = order < 0 ? items[i++]! : added[j++]!;
  }
  while (i < items.length) out[k++] = items[i++]!;
  while (j < added.length) out[k++] = added[j++]!;
  return out;
}

/** Where `finding` is, or would go, in a sorted list (ids are unique, and the order ends on the id). */
function position(list: readonly Finding[], finding: Finding): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareFindings(list[mid]!, finding) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Per check, the lowest finding it could have: its level, area and code, and the empty id. */
const PROBES = Object.fromEntries(
  CHECK_CODES.map((code) => [code, { id: '', code, level: checkDef(code).level, area: checkDef(code).area, itemId: null, itemKind: null, message: '' }]),
) as Record<CheckCode, Finding>;
