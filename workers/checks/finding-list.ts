// The findings list: every standing finding, kept in step with the findings of the units the
// replica re-runs. It answers two readers: `list()`, the whole list sorted (compareFindings), and
// `takeChange()`, what changed since the last take (the designer's copy is kept by these changes:
// cloning 50 000 findings across the worker boundary for each edit is what they avoid).
//
// Findings are kept in one bucket per check, sorted by id: the order of compareFindings is the
// buckets' order (level, area, check), then the id. So a change is placed by a binary search in its
// bucket, and a check whose findings all change at once (missing translations, when a language is
// added) replaces its bucket whole, diffed against the old one by a walk of two sorted arrays: no
// lookup per finding, no sort.
import { checkDef } from './checks';
import { CHECK_CODES, compareFindings, type CheckCode, type Finding } from './finding';
import type { FindingsDelta } from './findings-change';

/** Up to this many changes to a bucket are spliced in place; more are sorted on their own and merged. */
const SPLICE_LIMIT = 64;

/** The checks in list order (see compareFindings), and each one's place in it. */
const BUCKET_ORDER: readonly CheckCode[] = [...CHECK_CODES].sort((a, b) => compareFindings(probe(a), probe(b)));
const BUCKET_OF = Object.fromEntries(BUCKET_ORDER.map((code, i) => [code, i])) as Record<CheckCode, number>;
function probe(code: CheckCode): Finding {
  // Level and area are the check's; only they and the code take part in the comparison.
  const { level, area } = checkDef(code);
  return { id: '', code, level, area, itemId: null, itemKind: null, message: '' };
}

/** The code of a finding id (`${code}:${itemId}`, or the code alone). */
const codeOf = (id: string): CheckCode => {
  const colon = id.indexOf(':');
  return (colon < 0 ? id : id.slice(0, colon)) as CheckCode;
};

/**
 * Within a bucket, ids share the code: they sort as their item ids do (a survey-wide finding,
 * with no item, first, as the code alone sorts before `code:…`). Item ids are the records' own
 * strings, while ids are joined strings that a comparison would first have to flatten.
 */
const keyOf = (finding: Finding): string => finding.itemId ?? '';
const keyOfId = (id: string): string => {
  const colon = id.indexOf(':');
  return colon < 0 ? '' : id.slice(colon + 1);
};
const byKey = (a: Finding, b: Finding): number => {
  const x = keyOf(a);
  const y = keyOf(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

export class FindingList {
  /** Per check (BUCKET_ORDER), its findings sorted by id. */
  private readonly buckets: Finding[][] = BUCKET_ORDER.map(() => []);
  private snapshot: readonly Finding[] | null = null;
  /** Since the last `takeChange`: each id changed, and its finding then (undefined: none). */
  private readonly untaken = new Map<string, Finding | undefined>();
  /** Buckets replaced whole since the last `takeChange`, and each one as it was then. */
  private readonly replaced = new Map<number, readonly Finding[]>();
  /** Since the last commit: findings gone (by id), and findings new (a changed message is both). */
  private readonly removed = new Map<string, Finding>();
  private added: Finding[] = [];
  /** Counts committed changes: equal revisions, equal lists. */
  revision = 0;

  constructor(all: readonly Finding[]) {
    for (let i = 0; i < all.length; i++) this.buckets[BUCKET_OF[all[i]!.code]]!.push(all[i]!);
    for (const bucket of this.buckets) bucket.sort(byKey);
  }

  get size(): number {
    let size = 0;
    for (const bucket of this.buckets) size += bucket.length;
    return size;
  }

  /** The list, sorted and frozen; the same array until the next change. */
  list(): readonly Finding[] {
    if (this.snapshot) return this.snapshot;
    const out: Finding[] = new Array(this.size);
    let k = 0;
    for (const bucket of this.buckets) for (let i = 0; i < bucket.length; i++) out[k++] = bucket[i]!;
    return (this.snapshot = Object.freeze(out));
  }

  /** The finding standing with this id. */
  get(id: string): Finding | undefined {
    const bucket = this.buckets[BUCKET_OF[codeOf(id)]];
    if (!bucket) return undefined;
    const at = position(bucket, keyOfId(id));
    return bucket[at]?.id === id ? bucket[at] : undefined;
  }

  /**
   * What changed since the previous call (or since the list was made), or null when nothing did:
   * findings added and findings whose message changed, each sorted, and the ids gone.
   */
  takeChange(): FindingsDelta | null {
    if (this.untaken.size === 0 && this.replaced.size === 0) return null;
    let added: Finding[] = [];
    let changed: Finding[] = [];
    const removed: string[] = [];
    this.untaken.forEach((then, id) => {
      if (this.replaced.has(BUCKET_OF[codeOf(id)])) return;
      const now = this.get(id);
      if (!now) {
        if (then) removed.push(id);
      } else if (!then) added.push(now);
      else if (now.message !== then.message) changed.push(now);
    });
    added.sort(compareFindings);
    changed.sort(compareFindings);
    if (this.replaced.size) {
      // Walked in list order, so each list comes out sorted; merged with the few above.
      const bulkAdded: Finding[] = [];
      const bulkChanged: Finding[] = [];
      for (const [index, then] of [...this.replaced].sort((a, b) => a[0] - b[0])) diffSorted(then, this.buckets[index]!, bulkAdded, bulkChanged, removed);
      added = added.length ? merge(added, bulkAdded) : bulkAdded;
      changed = changed.length ? merge(changed, bulkChanged) : bulkChanged;
    }
    this.dropChange();
    if (added.length + changed.length + removed.length === 0) return null;
    return { type: 'delta', added, changed, removed };
  }

  /** Forgets what changed so far: the reader was sent the whole list. */
  dropChange(): void {
    this.untaken.clear();
    this.replaced.clear();
  }

  /** Notes how one unit's findings changed; `commit` applies every note at once. */
  note(before: readonly Finding[] | undefined, after: readonly Finding[] | undefined): void {
    if (same(before, after)) return;
    if (before) for (let i = 0; i < before.length; i++) this.removed.set(before[i]!.id, before[i]!);
    if (after) for (let i = 0; i < after.length; i++) this.added.push(after[i]!);
  }

  /** Applies the notes since the last commit. */
  commit(): void {
    const { removed, added } = this;
    if (removed.size === 0 && added.length === 0) return;
    /** Per bucket touched: findings to take out, findings to put in. */
    const touched = new Map<number, { out: Finding[]; in: Finding[] }>();
    const at = (code: CheckCode) => {
      const index = BUCKET_OF[code];
      let entry = touched.get(index);
      if (!entry) touched.set(index, (entry = { out: [], in: [] }));
      return entry;
    };
    const fresh = new Set<string>();
    for (let i = 0; i < added.length; i++) fresh.add(added[i]!.id);
    removed.forEach((finding, id) => {
      if (!fresh.has(id)) at(finding.code).out.push(finding);
    });
    for (let i = 0; i < added.length; i++) at(added[i]!.code).in.push(added[i]!);
    removed.clear();
    this.added = [];
    let changes = 0;
    touched.forEach((entry, index) => {
      changes += this.change(index, entry.out, entry.in);
    });
    if (changes === 0) return;
    this.snapshot = null;
    this.revision++;
  }

  /** Takes `out` out of a bucket and puts `put` in (replacing a finding of the same id); returns how many changed. */
  private change(index: number, out: readonly Finding[], put: readonly Finding[]): number {
    const bucket = this.buckets[index]!;
    const tracked = !this.replaced.has(index);
    // Many changes: the bucket keeps its order while they are found, then is filtered and merged.
    const many = out.length + put.length > SPLICE_LIMIT;
    const gone = many ? new Set<string>() : null;
    let changes = 0;
    for (const finding of out) {
      const where = position(bucket, keyOf(finding));
      if (bucket[where]?.id !== finding.id) continue;
      if (tracked) this.track(finding.id, bucket[where]);
      if (gone) gone.add(finding.id);
      else bucket.splice(where, 1);
      changes++;
    }
    const appended: Finding[] = [];
    for (const finding of put) {
      const where = position(bucket, keyOf(finding));
      const then = bucket[where]?.id === finding.id ? bucket[where] : undefined;
      if (then === finding) continue;
      if (tracked) this.track(finding.id, then);
      // The same id keeps its place.
      if (then) bucket[where] = finding;
      else if (many) appended.push(finding);
      else bucket.splice(where, 0, finding);
      changes++;
    }
    if (gone && (gone.size || appended.length)) {
      const kept = gone.size ? bucket.filter((finding) => !gone.has(finding.id)) : bucket;
      this.buckets[index] = appended.length ? mergeByKey(kept, appended.sort(byKey)) : kept;
    }
    return changes;
  }

  /**
   * Replaces the findings of `code` with `findings`, sorted by id (the replica builds them in id
   * order). The next `takeChange` diffs the bucket as it was then against this one.
   */
  replace(code: CheckCode, findings: Finding[]): void {
    const index = BUCKET_OF[code];
    const bucket = this.buckets[index]!;
    if (!this.replaced.has(index)) this.replaced.set(index, this.asTaken(index, bucket));
    // Swapped even when equal: the array kept for the diff must not be the one later edits change.
    this.buckets[index] = findings;
    if (sameList(bucket, findings)) return;
    this.snapshot = null;
    this.revision++;
  }

  /** The bucket as the last `takeChange` left it: its tracked changes undone. */
  private asTaken(index: number, bucket: readonly Finding[]): readonly Finding[] {
    let then: Finding[] | null = null;
    for (const [id, finding] of this.untaken) {
      if (BUCKET_OF[codeOf(id)] !== index) continue;
      then ??= bucket.slice();
      const key = keyOfId(id);
      const where = position(then, key);
      if (then[where]?.id === id) then.splice(where, 1);
      if (finding) then.splice(position(then, key), 0, finding);
      this.untaken.delete(id);
    }
    return then ?? bucket;
  }

  /** Remembers, at its first change since the last take, the finding an id had then. */
  private track(id: string, then: Finding | undefined): void {
    if (!this.untaken.has(id)) this.untaken.set(id, then);
  }
}

/** Where the finding with this key (keyOf) is, or would go, in a bucket. */
function position(bucket: readonly Finding[], key: string): number {
  let low = 0;
  let high = bucket.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (keyOf(bucket[mid]!) < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How `then` became `now` (both sorted by id), appended to the lists. */
function diffSorted(then: readonly Finding[], now: readonly Finding[], added: Finding[], changed: Finding[], removed: string[]): void {
  let i = 0;
  let j = 0;
  while (i < then.length || j < now.length) {
    const a = then[i];
    const b = now[j];
    if (b === undefined || (a !== undefined && keyOf(a) < keyOf(b))) {
      removed.push(a!.id);
      i++;
    } else if (a === undefined || keyOf(b) < keyOf(a)) {
      added.push(b);
      j++;
    } else {
      if (a.message !== b.message) changed.push(b);
      i++;
      j++;
    }
  }
}

/** Two sorted lists (compareFindings) as one sorted list. */
export function merge(a: readonly Finding[], b: readonly Finding[]): Finding[] {
  return mergeWith(a, b, compareFindings);
}

const mergeByKey = (a: readonly Finding[], b: readonly Finding[]) => mergeWith(a, b, byKey);

function mergeWith(a: readonly Finding[], b: readonly Finding[], compare: (a: Finding, b: Finding) => number): Finding[] {
  const out: Finding[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compare(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

function same(a: readonly Finding[] | undefined, b: readonly Finding[] | undefined): boolean {
  if ((a?.length ?? 0) !== (b?.length ?? 0)) return false;
  return (a ?? []).every((finding, i) => finding.id === b![i]!.id && finding.message === b![i]!.message);
}

function sameList(a: readonly Finding[], b: readonly Finding[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id || a[i]!.message !== b[i]!.message) return false;
  return true;
}
