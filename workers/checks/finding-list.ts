// The findings list: every standing finding, kept in step with the findings of the units the
// replica re-runs. It answers two readers: `list()`, the whole list sorted (compareFindings), and
// `takeChange()`, what changed since the last take (the designer's copy is kept by these changes:
// cloning 50 000 findings across the worker boundary for each edit is what they avoid).
//
// Findings are kept in one bucket per check, sorted by id: the order of compareFindings is the
// buckets' order (level, area, check), then the id. So a change is placed by a binary search in its
// bucket, and a check whose findings all change at once (missing translations, when a language is
// added) replaces its bucket whole with a column (findings-column.ts): no object per finding until
// something asks for them, and the column is what the next change sends for that check.
import { checkDef } from './checks';
import { CHECK_CODES, compareFindings, type CheckCode, type Finding } from './finding';
import type { FindingsDelta } from './findings-change';
import { ColumnBuilder, columnFindings, columnPosition, findingAt, mergeIntoColumn, sameAsColumn, sameColumns, type FindingsColumn } from './findings-column';

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

/** A bucket as objects, or as the column it was replaced with (objects not made yet). */
type Held = Finding[] | FindingsColumn;
const isColumn = (held: Held): held is FindingsColumn => !Array.isArray(held);
const heldSize = (held: Held): number => (isColumn(held) ? held.itemIds.length : held.length);

export class FindingList {
  /** Per check (BUCKET_ORDER), its findings sorted by id; see `bucket` for those held as columns. */
  private readonly buckets: Finding[][] = BUCKET_ORDER.map(() => []);
  /** Buckets held as a column instead (their entry in `buckets` is unused meanwhile). */
  private readonly columns = new Map<number, FindingsColumn>();
  private snapshot: readonly Finding[] | null = null;
  /** Since the last `takeChange`: each id changed, and its finding then (undefined: none). */
  private readonly untaken = new Map<string, Finding | undefined>();
  /** Buckets replaced whole since the last `takeChange`, and each one as it was then. */
  private readonly replaced = new Map<number, Held>();
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
    for (let i = 0; i < this.buckets.length; i++) size += heldSize(this.held(i));
    return size;
  }

  /** A bucket as held: objects, or a column. */
  private held(index: number): Held {
    return this.columns.get(index) ?? this.buckets[index]!;
  }

  /** A bucket as objects, made from its column the first time they are needed. */
  private bucket(index: number): Finding[] {
    const column = this.columns.get(index);
    if (column) {
      this.columns.delete(index);
      this.buckets[index] = columnFindings(column);
    }
    return this.buckets[index]!;
  }

  /** The list, sorted and frozen; the same array until the next change. */
  list(): readonly Finding[] {
    if (this.snapshot) return this.snapshot;
    const out: Finding[] = new Array(this.size);
    let k = 0;
    for (let b = 0; b < this.buckets.length; b++) {
      const bucket = this.bucket(b);
      for (let i = 0; i < bucket.length; i++) out[k++] = bucket[i]!;
    }
    return (this.snapshot = Object.freeze(out));
  }

  /** The finding standing with this id. */
  get(id: string): Finding | undefined {
    return this.find(codeOf(id), keyOfId(id));
  }

  /**
   * The finding of check `code` about the item with this id ('': about the survey). No id is
   * joined to ask: a group deleted asks for each of its 5 000 records.
   */
  find(code: CheckCode, itemId: string): Finding | undefined {
    const index = BUCKET_OF[code];
    if (index === undefined) return undefined;
    const column = this.columns.get(index);
    if (column) {
      // One object for the one asked for: an item edit after a language change asks for its own.
      const at = columnPosition(column, itemId);
      return column.itemIds[at] === itemId ? findingAt(column, at) : undefined;
    }
    const bucket = this.buckets[index]!;
    if (bucket.length === 0) return undefined;
    const at = position(bucket, itemId);
    return bucket[at] !== undefined && keyOf(bucket[at]) === itemId ? bucket[at] : undefined;
  }

  /**
   * What changed since the previous call (or since the list was made), or null when nothing did:
   * findings added and findings whose message changed, each sorted, and the ids gone.
   */
  takeChange(): FindingsDelta | null {
    if (this.untaken.size === 0 && this.replaced.size === 0) return null;
    const added: Finding[] = [];
    const changed: Finding[] = [];
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
    // A bucket replaced whole goes as a column, whole, unless it is as it was.
    const replaced: FindingsColumn[] = [];
    this.replaced.forEach((then, index) => {
      const now = this.held(index);
      if (!sameHeld(then, now)) replaced.push(isColumn(now) ? now : toColumn(BUCKET_ORDER[index]!, now));
    });
    this.dropChange();
    if (added.length + changed.length + removed.length + replaced.length === 0) return null;
    return replaced.length ? { type: 'delta', added, changed, removed, replaced } : { type: 'delta', added, changed, removed };
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
    const tracked = !this.replaced.has(index);
    // Many changes: the bucket keeps its order while they are found, then is filtered and merged.
    const many = out.length + put.length > SPLICE_LIMIT;
    const column = this.columns.get(index);
    if (column) return many ? this.mergeColumn(index, column, out, put, tracked) : this.changeColumn(index, column, out, put, tracked);
    const bucket = this.bucket(index);
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
   * Many changes to a bucket held as a column: a new column merged in one pass (a group of 5 000
   * deleted while a language is missing everywhere), its 50 000 objects not made either.
   */
  private mergeColumn(index: number, column: FindingsColumn, out: readonly Finding[], put: readonly Finding[], tracked: boolean): number {
    let changes = 0;
    const next = mergeIntoColumn(column, out.map(keyOf), put, (id, then) => {
      changes++;
      if (tracked) this.track(id, then);
    });
    if (next) this.columns.set(index, next);
    return changes;
  }

  /**
   * A few changes to a bucket held as a column: a new column (columns are never changed in place:
   * one may be on its way to the page), so its 50 000 objects are not made for one item edit.
   */
  private changeColumn(index: number, column: FindingsColumn, out: readonly Finding[], put: readonly Finding[], tracked: boolean): number {
    // Copied when first changed: a changed message copies the shapes (a typed array), an item in
    // or out copies the ids too (pointers); the findings are never made.
    let itemIds = column.itemIds;
    let shapes = column.shapes;
    let ownIds = false;
    let ownShapes = false;
    const kinds = column.kinds.slice();
    const messages = column.messages.slice();
    const resized = (at: number, by: 1 | -1): Uint32Array => {
      const next = new Uint32Array(shapes.length + by);
      next.set(shapes.subarray(0, at));
      next.set(shapes.subarray(by === 1 ? at : at + 1), by === 1 ? at + 1 : at);
      ownShapes = true;
      return next;
    };
    const ids = (): string[] => {
      if (!ownIds) {
        itemIds = itemIds.slice();
        ownIds = true;
      }
      return itemIds as string[];
    };
    let changes = 0;
    for (const finding of out) {
      const key = keyOf(finding);
      const where = idPosition(itemIds, key);
      if (itemIds[where] !== key) continue;
      if (tracked) this.track(finding.id, findingAt(column, columnPosition(column, key)));
      ids().splice(where, 1);
      shapes = resized(where, -1);
      changes++;
    }
    for (const finding of put) {
      const key = keyOf(finding);
      const where = idPosition(itemIds, key);
      const present = itemIds[where] === key;
      if (present && messages[shapes[where]!] === finding.message && kinds[shapes[where]!] === finding.itemKind) continue;
      if (tracked) {
        const was = columnPosition(column, key);
        this.track(finding.id, column.itemIds[was] === key ? findingAt(column, was) : undefined);
      }
      let row = 0;
      while (row < messages.length && (messages[row] !== finding.message || kinds[row] !== finding.itemKind)) row++;
      if (row === messages.length) {
        messages.push(finding.message);
        kinds.push(finding.itemKind!);
      }
      if (present) {
        if (!ownShapes) {
          shapes = shapes.slice();
          ownShapes = true;
        }
        shapes[where] = row;
      } else {
        ids().splice(where, 0, key);
        shapes = resized(where, 1);
        shapes[where] = row;
      }
      changes++;
    }
    if (changes) this.columns.set(index, { code: column.code, itemIds, shapes, kinds, messages });
    return changes;
  }

  /**
   * Replaces the findings of a check with a column (sorted by item id: the replica builds it in id
   * order). The next `takeChange` sends it whole, unless it is as the bucket was then.
   */
  replace(column: FindingsColumn): void {
    const index = BUCKET_OF[column.code];
    const held = this.held(index);
    if (!this.replaced.has(index)) this.replaced.set(index, this.asTaken(index, held));
    this.columns.set(index, column);
    this.buckets[index] = [];
    if (sameHeld(held, column)) return;
    this.snapshot = null;
    this.revision++;
  }

  /** The bucket as the last `takeChange` left it: its tracked changes undone. */
  private asTaken(index: number, held: Held): Held {
    let then: Finding[] | null = null;
    for (const [id, finding] of this.untaken) {
      if (BUCKET_OF[codeOf(id)] !== index) continue;
      then ??= isColumn(held) ? columnFindings(held) : held.slice();
      const key = keyOfId(id);
      const where = position(then, key);
      if (then[where]?.id === id) then.splice(where, 1);
      if (finding) then.splice(position(then, key), 0, finding);
      this.untaken.delete(id);
    }
    return then ?? held;
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

/** Where an item id is, or would go, in sorted ids. */
function idPosition(ids: readonly string[], key: string): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ids[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

function sameHeld(a: Held, b: Held): boolean {
  if (isColumn(a)) return isColumn(b) ? sameColumns(a, b) : sameAsColumn(a, b);
  return isColumn(b) ? sameAsColumn(b, a) : sameList(a, b);
}

function toColumn(code: CheckCode, findings: readonly Finding[]): FindingsColumn {
  const builder = new ColumnBuilder(code);
  for (let i = 0; i < findings.length; i++) builder.push(findings[i]!.itemId ?? '', findings[i]!.itemKind!, findings[i]!.message);
  return builder.build();
}

/** Two lists of a bucket, sorted by item id, as one. */
function mergeByKey(a: readonly Finding[], b: readonly Finding[]): Finding[] {
  const out: Finding[] = new Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = byKey(a[i]!, b[j]!) <= 0 ? a[i++]! : b[j++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

function same(a: readonly Finding[] | undefined, b: readonly Finding[] | undefined): boolean {
  const length = a?.length ?? 0;
  if (length !== (b?.length ?? 0)) return false;
  // Indexed, no closure: asked twice for each of a group's 5 000 records, most with no findings.
  for (let i = 0; i < length; i++) if (a![i]!.id !== b![i]!.id || a![i]!.message !== b![i]!.message) return false;
  return true;
}

function sameList(a: readonly Finding[], b: readonly Finding[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.id !== b[i]!.id || a[i]!.message !== b[i]!.message) return false;
  return true;
}
