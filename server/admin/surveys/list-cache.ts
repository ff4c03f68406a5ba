// The component lists kept in memory between reads (components-list.ts), per database: for each
// survey and list, the body last built (gzip) with the revision it shows, its rows in order, and
// the compressed piece of each of its chunks. Bounded: the least recently read lists go first once
// the bytes kept or the lists kept pass their cap.
import type { AppContext } from '../../context';
import type { GzipPiece } from './gzip-pieces';
import type { Chunk } from './list-chunks';
import type { ListRow } from './list-rows';

/** One list as last built. Immutable: a read in flight keeps using the one it took. */
export interface KeptList {
  readonly revision: number;
  /**
   * The xmin of the snapshot it was read in (xid8): every row version it does not show was
   * written by a transaction from this one on.
   */
  readonly horizon: bigint;
  /** The reply `{ components, revision }`, one gzip body. */
  readonly body: Buffer;
  readonly rows: readonly ListRow[];
  readonly chunks: readonly Chunk<ListRow, GzipPiece>[];
  /** Memory it holds, roughly: the body, the pieces and the rows. */
  readonly bytes: number;
}

/**
 * The largest survey's components list holds ~23 MB (5.5 MB of body and pieces, 17.5 MB for its
 * 51,000 rows): ~11 such lists.
 */
export const MAX_KEPT_BYTES = 256 * 1024 * 1024;
/** Small surveys cost little each, but a server designs many: their number is capped too. */
export const MAX_KEPT_LISTS = 1000;

export class ListCache {
  /** Least recently read first (a Map keeps insertion order). */
  private readonly lists = new Map<string, KeptList>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_KEPT_BYTES, private readonly maxLists = MAX_KEPT_LISTS) {}

  get(key: string): KeptList | undefined {
    const list = this.lists.get(key);
    if (list) {
      this.lists.delete(key);
      this.lists.set(key, list);
    }
    return list;
  }

  /**
   * Keeps `list` for `key` unless a list of a later revision is kept already (a read that began
   * before a write may finish after the read that began after it).
   */
  set(key: string, list: KeptList): void {
    const before = this.lists.get(key);
    if (before) {
      if (before.revision > list.revision) return;
      this.lists.delete(key);
      this.bytes -= before.bytes;
    }
    if (list.bytes > this.maxBytes) return;
    this.lists.set(key, list);
    this.bytes += list.bytes;
    for (const [oldest, kept] of this.lists) {
      if (this.bytes <= this.maxBytes && this.lists.size <= this.maxLists) break;
      this.lists.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }

  /** What is kept, for tests and figures. */
  get size(): { lists: number; bytes: number } {
    return { lists: this.lists.size, bytes: this.bytes };
  }
}

const caches = new WeakMap<AppContext['db'], ListCache>();

/** The cache of one database (each test server has its own). */
export const listCacheOf = (db: AppContext['db']): ListCache => caches.get(db) ?? caches.set(db, new ListCache()).get(db)!;
