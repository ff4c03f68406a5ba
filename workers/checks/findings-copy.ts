// The designer's copy of the findings list, kept by the changes the checks worker sends
// (findings-change.ts): a Map by id and the sorted list (compareFindings). A change of a few
// findings is placed by binary search, not by sorting 50 000 again; a change of many (a language
// added) arrives sorted and is merged in one pass.
import { compareFindings, type Finding } from './finding';
import { merge } from './finding-list';
import type { FindingsChange } from './findings-change';

/** Up to this many added or removed findings are spliced in place; more are merged. */
const SPLICE_LIMIT = 64;

export class FindingsCopy {
  private readonly byId = new Map<string, Finding>();
  private sorted: readonly Finding[] = Object.freeze([]);

  /** The list as it stands: sorted, frozen, a new array after each change that changed it. */
  list(): readonly Finding[] {
    return this.sorted;
  }

  get(id: string): Finding | undefined {
    return this.byId.get(id);
  }

  /**
   * Applies a change; returns whether the list changed. A delta naming a finding the copy does not
   * hold as the delta says (added twice, changed or removed unknown) means the copy and the worker
   * went apart: that is a programming error, reported rather than papered over.
   */
  apply(change: FindingsChange): boolean {
    switch (change.type) {
      case 'all':
        this.byId.clear();
        for (let i = 0; i < change.findings.length; i++) this.byId.set(change.findings[i]!.id, change.findings[i]!);
        this.sorted = Object.isFrozen(change.findings) ? change.findings : Object.freeze(change.findings.slice());
        return true;
      case 'delta':
        return this.applyDelta(change.added, change.changed, change.removed);
      default:
        throw new RangeError(`Unknown findings change ${JSON.stringify(change satisfies never)}`);
    }
  }

  private applyDelta(added: readonly Finding[], changed: readonly Finding[], removed: readonly string[]): boolean {
    if (added.length + changed.length + removed.length === 0) return false;
    const gone: Finding[] = [];
    for (const id of removed) {
      const finding = this.byId.get(id);
      if (!finding) throw new RangeError(`The findings copy holds no finding ${id} to remove`);
      gone.push(finding);
      this.byId.delete(id);
    }
    for (const finding of changed) {
      if (!this.byId.has(finding.id)) throw new RangeError(`The findings copy holds no finding ${finding.id} to change`);
      this.byId.set(finding.id, finding);
    }
    for (const finding of added) {
      if (this.byId.has(finding.id)) throw new RangeError(`The findings copy holds finding ${finding.id} already`);
      this.byId.set(finding.id, finding);
    }
    const next = this.sorted.slice();
    // A changed finding keeps its id, level, area and code: its place in the order.
    for (const finding of changed) next[position(next, finding)] = finding;
    if (gone.length + added.length <= SPLICE_LIMIT) {
      for (const finding of gone) next.splice(position(next, finding), 1);
      for (const finding of added) next.splice(position(next, finding), 0, finding);
      this.sorted = Object.freeze(next);
    } else {
      const kept = gone.length ? next.filter((finding) => this.byId.has(finding.id)) : next;
      this.sorted = Object.freeze(merge(kept, added));
    }
    return true;
  }
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
