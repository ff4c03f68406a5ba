// Fixed-window counters in the database (the rate_limits table), so every server instance shares
// them (architecture §4: no limit state in one process). One attempt is counted against all its
// limits in a single atomic upsert; an attempt that turns out not to count (a correct password)
// is given back. Over a limit answers `rate_limited` (429) with the seconds until the window ends.
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { MainDatabase } from '../context';
import { rateLimits } from '../db/schema';
import { DomainError } from './errors';

export interface Limit {
  /** What is counted, e.g. `login:address:203.0.113.9`. */
  readonly key: string;
  /** Attempts allowed per window; the next one is refused. */
  readonly max: number;
  /** Windows start at multiples of this length, the same on every instance. At most a day. */
  readonly windowSeconds: number;
}

/** Rows are kept this long after their window started; no window is longer. */
const keepSeconds = 24 * 60 * 60;
const pruneEverySeconds = 60 * 60;

export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = `Too many attempts: try again in ${describeWait(retryAfterSeconds)}`,
  ) {
    super('rate_limited', message, { retry_after_seconds: retryAfterSeconds });
  }
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

export function windowStart(now: Date, windowSeconds: number): Date {
  const length = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / length) * length);
}

/** An attempt counted against its limits. */
export interface Attempt {
  /** Uncounts it (in the windows it was counted in): it was not the kind of attempt limited. */
  giveBack(): Promise<void>;
}

export class RateLimiter {
  private lastPruned = 0;

  constructor(
    private readonly db: MainDatabase,
    private readonly now: () => Date,
  ) {}

  /**
   * Counts one attempt against every limit. When any is over, the attempt is given back (so a
   * refused attempt costs nothing against the others) and RateLimitedError names the longest wait.
   */
  async attempt(limits: readonly Limit[]): Promise<Attempt> {
    if (!limits.length) return { giveBack: async () => {} };
    for (const limit of limits) {
      if (limit.windowSeconds < 1 || limit.windowSeconds > keepSeconds) {
        throw new RangeError(`Rate limit ${limit.key}: window of ${limit.windowSeconds} s is outside 1 s to ${keepSeconds} s`);
      }
    }
    const now = this.now();
    await this.pruneNow(now);
    const byKey = new Map(limits.map((limit) => [limit.key, limit]));
    // One order for every statement, so two instances locking the same keys cannot deadlock.
    const keys = [...byKey.keys()].sort();
    const counted = await countAttempts(this.db, keys.map((key) => ({ key, count: 1, window_started_at: windowStart(now, byKey.get(key)!.windowSeconds) })));
    const giveBack = async () => {
      await this.db.update(rateLimits)
        .set({ count: sql`${rateLimits.count} - 1` })
        .where(and(gt(rateLimits.count, 0), or(...counted.map((row) =>
          and(eq(rateLimits.key, row.key), eq(rateLimits.window_started_at, row.window_started_at))))));
    };
    const waits = counted
      .filter((row) => row.count > byKey.get(row.key)!.max)
      .map((row) => {
        const ends = row.window_started_at.getTime() + byKey.get(row.key)!.windowSeconds * 1000;
        return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
      });
    if (waits.length) {
      await giveBack();
      throw new RateLimitedError(Math.max(...waits));
    }
    return { giveBack };
  }

  /** Drops counters whose window is long over, at most once an hour per instance. */
  private async pruneNow(now: Date): Promise<void> {
    if (now.getTime() - this.lastPruned < pruneEverySeconds * 1000) return;
    this.lastPruned = now.getTime();
    await pruneCounters(this.db, now);
  }
}

/** Deletes counters whose window started more than a day before `now` (no window is longer). */
export async function pruneCounters(db: MainDatabase, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.window_started_at, new Date(now.getTime() - keepSeconds * 1000)));
}

/**
 * Adds `count` attempts to each key's counter in its window, in one atomic upsert, and returns the
 * counters as they now stand (every instance's attempts included). Callers pass keys in one order,
 * so two instances locking the same keys cannot deadlock.
 */
export function countAttempts(db: MainDatabase, entries: readonly { key: string; count: number; window_started_at: Date }[]) {
  return db.insert(rateLimits)
    .values([...entries])
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        // A row from an earlier window starts over; one from this window (or, on an instance
        // whose clock runs behind, a later one) counts on.
        count: sql`case when ${rateLimits.window_started_at} >= excluded.window_started_at then ${rateLimits.count} + excluded.count else excluded.count end`,
        window_started_at: sql`greatest(${rateLimits.window_started_at}, excluded.window_started_at)`,
      },
    })
    .returning();
}
