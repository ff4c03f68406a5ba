// The findings list: every standing finding, sorted (compareFindings), kept in step with the
// findings of the units the replica re-runs.
import { compareFindings, type Finding } from './finding';

/** Up to this many changes are spliced in place; more are sorted on their own and merged. */
const SPLICE_LIMIT = 64;

export class FindingList {
  private sorted: Finding[];
  private snapshot: readonly Finding[] | null = null;
  /** Since the last commit: findings gone (by id), and findings new (a changed message is both). */
  private readonly removed = new Map<string, Finding>();
  private added: Finding[] = [];
  /** Counts committed changes: equal revisions, equal lists. */
  revision = 0;

  constructor(all: Finding[]) {
    this.sorted = all.sort(compareFindings);
  }

  /** The list, frozen; the same array until the next change. */
  list(): readonly Finding[] {
    return (this.snapshot ??= Object.freeze(this.sorted.slice()));
  }

  /** Notes how one unit's findings changed; `commit` applies every note at once. */
  note(before: readonly Finding[] | undefined, after: readonly Finding[] | undefined): void {
    if (same(before, after)) return;
    for (const finding of before ?? []) this.removed.set(finding.id, finding);
    for (const finding of after ?? []) this.added.push(finding);
  }

  /**
   * A few changes are spliced in place; many (a language added to a large survey changes
   * thousands) are sorted on their own and merged, in linear time.
   */
  commit(): void {
    const { removed, added } = this;
    if (removed.size === 0 && added.length === 0) return;
    this.snapshot = null;
    this.revision++;
    if (removed.size + added.length <= SPLICE_LIMIT) {
      for (const [id, finding] of removed) {
        const at = this.position(finding);
        if (this.sorted[at]?.id === id && !added.some((other) => other.id === id)) this.sorted.splice(at, 1);
      }
      for (const finding of added) {
        const at = this.position(finding);
        if (this.sorted[at]?.id === finding.id) this.sorted[at] = finding;
        else this.sorted.splice(at, 0, finding);
      }
    } else {
      const kept = removed.size ? this.sorted.filter((finding) => !removed.has(finding.id)) : this.sorted;
      this.sorted = merge(kept, added.sort(compareFindings));
    }
    removed.clear();
    this.added = [];
  }

  /** Where `finding` is, or would go (ids are unique, and the order ends on the id). */
  private position(finding: Finding): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compareFindings(this.sorted[mid]!, finding) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

/** Two sorted lists as one sorted list. */
function merge(a: readonly Finding[], b: readonly Finding[]): Finding[] {
  const out: Finding[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compareFindings(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

function same(a: readonly Finding[] | undefined, b: readonly Finding[] | undefined): boolean {
  if ((a?.length ?? 0) !== (b?.length ?? 0)) return false;
  return (a ?? []).every((finding, i) => finding.id === b![i]!.id && finding.message === b![i]!.message);
}
