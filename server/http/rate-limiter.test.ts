import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { backends, createTestServer, type TestServer } from '../testing/harness';
import { rateLimitRefusal } from '../testing/rate-limit-refusal';
import { RateLimiter, type Limit } from './rate-limiter';

describe.each(backends)('rate limiter on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(backend);
  });
  afterAll(() => server.close());

  const at = (iso: string) => () => new Date(iso);
  const refusal = rateLimitRefusal;

  it('refuses past the limit until the window ends, then counts afresh', async () => {
    const limit: Limit = { key: 'test:window', max: 2, windowSeconds: 60 };
    const early = new RateLimiter(server.ctx.db, at('2030-01-01T10:00:15Z'));
    await early.attempt([limit]);
    await early.attempt([limit]);
    const refused = await refusal(() => early.attempt([limit]));
    expect(refused.code).toBe('rate_limited');
    expect(refused.retryAfterSeconds).toBe(45);
    const next = new RateLimiter(server.ctx.db, at('2030-01-01T10:01:00Z'));
    await next.attempt([limit]);
  });

  it('counts an attempt against every limit and gives a refused one back', async () => {
    const tight: Limit = { key: 'test:tight', max: 1, windowSeconds: 900 };
    const loose: Limit = { key: 'test:loose', max: 100, windowSeconds: 900 };
    const limiter = new RateLimiter(server.ctx.db, at('2030-01-01T10:00:00Z'));
    await limiter.attempt([tight, loose]);
    await refusal(() => limiter.attempt([tight, loose]));
    await refusal(() => limiter.attempt([loose, tight]));
    const rows = await server.ctx.db.select().from(rateLimits);
    expect(Object.fromEntries(rows.filter((r) => r.key.startsWith('test:t') || r.key === 'test:loose').map((r) => [r.key, r.count])))
      .toEqual({ 'test:tight': 1, 'test:loose': 1 });
  });

  it('uncounts an attempt given back', async () => {
    const limit: Limit = { key: 'test:give-back', max: 1, windowSeconds: 900 };
    const limiter = new RateLimiter(server.ctx.db, at('2030-01-01T10:00:00Z'));
    for (let i = 0; i < 5; i++) await (await limiter.attempt([limit])).giveBack();
    await limiter.attempt([limit]);
    await refusal(() => limiter.attempt([limit]));
  });

  it('lets no more than the limit through when attempts arrive together', async () => {
    const limit: Limit = { key: 'test:burst', max: 5, windowSeconds: 900 };
    // Two instances sharing the database, as two servers would.
    const a = new RateLimiter(server.ctx.db, at('2030-01-01T10:00:00Z'));
    const b = new RateLimiter(server.ctx.db, at('2030-01-01T10:00:00Z'));
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).attempt([limit])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });
});
