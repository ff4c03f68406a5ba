import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { backends, createTestServer, type TestServer } from '../testing/harness';
import { rateLimitRefusal } from '../testing/rate-limit-refusal';
import { BatchedRateLimiter } from './batched-rate-limiter';
import { RateLimitedError, type Limit } from './rate-limiter';

describe.each(backends)('batched rate limiter on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(backend);
  });
  afterAll(() => server.close());

  /** A clock the test moves. */
  const clock = (iso: string) => {
    let now = new Date(iso).getTime();
    return { now: () => new Date(now), advance: (ms: number) => { now += ms; } };
  };
  const refusal = rateLimitRefusal;
  const stored = async (key: string) => (await server.ctx.db.select().from(rateLimits).where(eq(rateLimits.key, key)))[0]?.count;

  it('is exact within one instance: refuses past the limit until the window ends, then counts afresh', async () => {
    const time = clock('2030-01-01T10:00:15Z');
    const limiter = new BatchedRateLimiter(server.ctx.db, time.now);
    const limit: Limit = { key: 'batched:exact', max: 3, windowSeconds: 60 };
    for (let n = 0; n < 3; n++) await limiter.attempt(limit);
    const refused = await refusal(() => limiter.attempt(limit));
    expect(refused.retryAfterSeconds).toBe(45);
    time.advance(45_000);
    await limiter.attempt(limit);
  });

  it('writes what it counted in batches, at most once per interval', async () => {
    const time = clock('2030-01-01T11:00:00Z');
    const limiter = new BatchedRateLimiter(server.ctx.db, time.now, 1000);
    const limit: Limit = { key: 'batched:writes', max: 100, windowSeconds: 60 };
    // The first attempt reads the shared count (none yet); it is written with the next write.
    await limiter.attempt(limit);
    expect(await stored(limit.key)).toBe(0);
    for (let n = 0; n < 9; n++) await limiter.attempt(limit);
    // Ten attempts inside the interval: counted here, not yet written.
    expect(await stored(limit.key)).toBe(0);
    time.advance(1000);
    await limiter.attempt(limit);
    expect(await stored(limit.key)).toBe(10);
  });

  it("starts from every instance's count: a second instance refuses what the first has used up", async () => {
    const time = clock('2030-01-01T12:00:00Z');
    const limit: Limit = { key: 'batched:shared', max: 5, windowSeconds: 60 };
    const first = new BatchedRateLimiter(server.ctx.db, time.now, 1000);
    for (let n = 0; n < 5; n++) await first.attempt(limit);
    time.advance(1000);
    // Its sixth attempt writes the five: refused, as the limit is used up.
    await refusal(() => first.attempt(limit));
    expect(await stored(limit.key)).toBe(5);
    const second = new BatchedRateLimiter(server.ctx.db, time.now, 1000);
    await refusal(() => second.attempt(limit));
  });

  it('lets concurrent first attempts wait for the shared count, never starting from zero', async () => {
    const time = clock('2030-01-01T13:00:00Z');
    const limit: Limit = { key: 'batched:concurrent', max: 10, windowSeconds: 60 };
    const before = new BatchedRateLimiter(server.ctx.db, time.now, 1000);
    for (let n = 0; n < 4; n++) await before.attempt(limit);
    time.advance(1000);
    await before.attempt(limit);
    expect(await stored(limit.key)).toBe(4);
    // A new instance meets twelve attempts at once: they wait for its first read, then take the
    // six places left one by one.
    const fresh = new BatchedRateLimiter(server.ctx.db, time.now, 1000);
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => fresh.attempt(limit)));
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBe(6);
    expect(outcomes.filter((o) => o.status === 'rejected').every((o) => (o as PromiseRejectedResult).reason instanceof RateLimitedError)).toBe(true);
  });
});
