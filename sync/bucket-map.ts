// A persistent map from string keys to values, cut into buckets by a hash of the key, so one
// change copies one bucket (about n/4096 entries) and two small tables, never all n entries. On the
// largest survey (51k components) that is the difference between ~25 ms and a few microseconds per
// operation. Two versions share every bucket neither changed, and a diff skips shared buckets.
// Levels are arrays and buckets are Maps: a plain object keyed by UUIDs gets a hidden class of its
// own, and copying one went through V8's slow path at ~20 µs a bucket.

/** Two levels of 64: 4,096 buckets of about a dozen entries on the largest survey. */
const FAN_OUT = 64;

export type Bucket<V> = ReadonlyMap<string, V>;
type Group<V> = readonly (Bucket<V> | undefined)[];
/** Hash → group (first level, 64 slots) → bucket (second level, 64 slots) → entries. */
export type BucketMap<V> = readonly (Group<V> | undefined)[];

/** FNV-1a over the key's UTF-16 units: cheap, and spreads UUIDs and short test ids alike. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const groupOf = (hash: number) => (hash >>> 6) % FAN_OUT;
const slotOf = (hash: number) => hash % FAN_OUT;
/** Which of 64 chunks a key falls in: the first level, used to store the base in 64 rows. */
export const chunkOf = (key: string): number => groupOf(hashOf(key));
/** How many chunks chunkOf spreads keys over (0 to CHUNK_COUNT - 1). */
export const CHUNK_COUNT = FAN_OUT;
const emptyLevel = <T>(): T[] => new Array<T>(FAN_OUT);

export function getEntry<V>(map: BucketMap<V>, key: string): V | undefined {
  const hash = hashOf(key);
  return map[groupOf(hash)]?.[slotOf(hash)]?.get(key);
}

export function bucketMapOf<V>(entries: Iterable<readonly [string, V]>): BucketMap<V> {
  const root: (Map<string, V>[] | undefined)[] = emptyLevel();
  for (const [key, value] of entries) {
    const hash = hashOf(key);
    const group = (root[groupOf(hash)] ??= emptyLevel());
    (group[slotOf(hash)] ??= new Map()).set(key, value);
  }
  return root;
}

function forEachBucket<V>(map: BucketMap<V>, visit: (bucket: Bucket<V>) => void): void {
  for (const group of map) {
    if (group) for (const bucket of group) if (bucket) visit(bucket);
  }
}

export function forEachEntry<V>(map: BucketMap<V>, visit: (value: V, key: string) => void): void {
  forEachBucket(map, (bucket) => bucket.forEach(visit));
}

export function valuesOf<V>(map: BucketMap<V>): V[] {
  const out: V[] = [];
  forEachBucket(map, (bucket) => {
    for (const value of bucket.values()) out.push(value);
  });
  return out;
}

export function sizeOf<V>(map: BucketMap<V>): number {
  let size = 0;
  forEachBucket(map, (bucket) => (size += bucket.size));
  return size;
}

/**
 * Calls `visit` for every key whose value differs by identity between `prev` and `next` (added:
 * prev undefined; removed: next undefined). Groups and buckets the two share are skipped whole,
 * so comparing a document with its edited self costs what the edit touched.
 */
export function diffEntries<V>(prev: BucketMap<V>, next: BucketMap<V>, visit: (key: string, prev: V | undefined, next: V | undefined) => void): void {
  if (prev === next) return;
  for (let g = 0; g < FAN_OUT; g++) {
    const before = prev[g];
    const after = next[g];
    if (before === after) continue;
    for (let b = 0; b < FAN_OUT; b++) {
      const old = before?.[b];
      const now = after?.[b];
      if (old === now) continue;
      now?.forEach((value, key) => {
        const was = old?.get(key);
        if (was !== value) visit(key, was, value);
      });
      old?.forEach((value, key) => {
        if (!now?.has(key)) visit(key, value, undefined);
      });
    }
  }
}

/**
 * Copy-on-write edits of a BucketMap: the first write to a level copies it (a bucket of a dozen
 * entries, or a table of 64), later writes reuse the copy, and `result` is the base itself when
 * nothing was written. Values are replaced whole, never changed in place, so no value needs a
 * copy: renumbering fifty siblings copies fifty small buckets, well under a millisecond.
 */
export class BucketMapWriter<V> {
  private root: (Group<V> | undefined)[];
  // A Set, not a WeakSet: a writer lives for one replay, and Set lookups are several times cheaper.
  private readonly owned = new Set<object>();

  constructor(base: BucketMap<V>) {
    this.root = base as (Group<V> | undefined)[];
  }

  get(key: string): V | undefined {
    return getEntry(this.root, key);
  }

  set(key: string, value: V): void {
    const hash = hashOf(key);
    this.bucketFor(groupOf(hash), slotOf(hash), true)!.set(key, value);
  }

  delete(key: string): void {
    const hash = hashOf(key);
    const g = groupOf(hash);
    const b = slotOf(hash);
    if (!this.root[g]?.[b]?.has(key)) return;
    const bucket = this.bucketFor(g, b, false)!;
    bucket.delete(key);
    if (bucket.size > 0) return;
    // Empty levels go, so equal contents give equal shapes.
    const group = this.root[g] as (Bucket<V> | undefined)[];
    delete group[b];
    if (group.every((slot) => slot === undefined)) delete this.root[g];
  }

  result(): BucketMap<V> {
    return this.root;
  }

  /** The bucket at (g, b), owned by this writer (copied on first use); created when asked. */
  private bucketFor(g: number, b: number, create: boolean): Map<string, V> | undefined {
    const root = this.ownLevel(this.root);
    this.root = root;
    const group = this.ownLevel(root[g] ?? emptyLevel<Bucket<V> | undefined>());
    root[g] = group;
    const existing = group[b];
    if (existing === undefined && !create) return undefined;
    if (existing !== undefined && this.owned.has(existing)) return existing as Map<string, V>;
    const bucket = new Map(existing);
    this.owned.add(bucket);
    group[b] = bucket;
    return bucket;
  }

  private ownLevel<T>(level: readonly T[]): T[] {
    if (this.owned.has(level)) return level as T[];
    const copy = level.slice();
    this.owned.add(copy);
    return copy;
  }
}
