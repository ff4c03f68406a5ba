// The per-address limit of respondent traffic (every survey page, post and runtime call), counted
// in the shared rate_limits table like every limit (architecture §4: no limit state in one
// process), but written in batches: an instance adds what it counted since its last write at
// most once per `flushMs` per key, and learns from the reply what every instance has counted.
//
// Why not RateLimiter's one upsert per attempt: respondents are the heaviest traffic we serve, and
// that upsert is a write transaction (a WAL flush on PostgreSQL, a wasm round trip on PGlite) on
// the hottest row there is: every respondent behind one address (an office, a panel provider's
// proxy) locks the same counter. Sign-in attempts keep the exact limiter: there a few extra tries
// matter; here the cost is bounded and small.
//
// The bound: within one instance the count is exact (what it has written plus what it has not).
// Across N instances, each may let through what others counted during its last `flushMs`, so an
// address gets at most about N × flushMs of others' traffic over its limit. The first attempt a
// key sees in a window (and any attempt after `flushMs`) waits for the write, so a fresh instance
// starts from the shared count, never from zero; an attempt is written with the next write after it.
import type { MainDatabase } from '../context';
import { countAttempts, pruneCounters, RateLimitedError, windowStart, type Limit } from './rate-limiter';

const pruneEveryMs = 60 * 60 * 1000;
/** Past this many keys held, those whose window has ended are dropped from memory. */
const sweepAbove = 10_000;

interface Counter {
  /** The window this counter counts in (its start, epoch ms). */
  readonly window: number;
  readonly windowMs: number;
  /** Every instance's attempts in the window as of this instance's last write (its own included). */
  shared: number;
  /** This instance's attempts not yet written. */
  pending: number;
  /** When this instance last began writing the key (epoch ms); 0: never in this window. */
  written: number;
  /** Whether `shared` has been read from the table in this window. */
  read: boolean;
  writing: Promise<void> | null;
}

export class BatchedRateLimiter {
  private readonly counters = new Map<string, Counter>();
  private lastPruned = 0;

  constructor(
    private readonly db: MainDatabase,
    private readonly now: () => Date,
    private readonly flushMs = 1000,
  ) {}

  /** Counts one attempt against `limit`; over it, RateLimitedError with the seconds until the window ends. */
  async attempt(limit: Limit): Promise<void> {
    const now = this.now();
    const counter = this.counterOf(limit, now);
    // Until the shared count is known, every attempt waits for it (the write under way, or one).
    if (!counter.read || now.getTime() - counter.written >= this.flushMs) await this.write(limit.key, counter, now);
    // Decided before it counts: a refused attempt is not counted (it was not served), and
    // attempts that waited for the same write take the places left one by one.
    if (counter.shared + counter.pending + 1 > limit.max) {
      throw new RateLimitedError(Math.max(1, Math.ceil((counter.window + counter.windowMs - now.getTime()) / 1000)));
    }
    counter.pending += 1;
  }

  private counterOf(limit: Limit, now: Date): Counter {
    const windowMs = limit.windowSeconds * 1000;
    const window = windowStart(now, limit.windowSeconds).getTime();
    const held = this.counters.get(limit.key);
    if (held && held.window === window) return held;
    if (this.counters.size > sweepAbove) this.sweep(now.getTime());
    // A new window starts every counter over; what the old one had not written no longer counts.
    const counter: Counter = { window, windowMs, shared: 0, pending: 0, written: 0, read: false, writing: null };
    this.counters.set(limit.key, counter);
    return counter;
  }

  /** Adds the pending attempts to the shared counter and reads it back; one write per key at a time. */
  private async write(key: string, counter: Counter, now: Date): Promise<void> {
    if (counter.writing) return counter.writing;
    counter.written = now.getTime();
    // What is written is what was counted before this write began.
    const count = counter.pending;
    counter.pending -= count;
    const writing = (async () => {
      try {
        await this.pruneNow(now);
        try {
          const [row] = await countAttempts(this.db, [{ key, count, window_started_at: new Date(counter.window) }]);
          // A later window on the row (an instance whose clock runs ahead) counts as this one's.
          if (row) counter.shared = row.count;
          counter.read = true;
        } catch (error) {
          // Not written: still this instance's to count, and to write next time.
          counter.pending += count;
          counter.written = 0;
          throw error;
        }
      } finally {
        counter.writing = null;
      }
    })();
    counter.writing = writing;
    return writing;
  }

  private sweep(nowMs: number): void {
    for (const [key, counter] of this.counters) {
      if (counter.window + counter.windowMs <= nowMs && !counter.writing) this.counters.delete(key);
    }
  }

  private async pruneNow(now: Date): Promise<void> {
    if (now.getTime() - this.lastPruned < pruneEveryMs) return;
    this.lastPruned = now.getTime();
    await pruneCounters(this.db, now);
  }
}
