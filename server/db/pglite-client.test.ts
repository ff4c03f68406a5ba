// The embedded client drizzle is given answers every query as drizzle's own parsers would have:
// the parsers moved from each query onto the client must stay the ones drizzle sends.
import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { afterAll, describe, expect, it } from 'vitest';
import { DRIZZLE_QUERY_PARSERS, openPglite } from './pglite-client';

const every = sql`select
  timestamp '2026-11-27 10:00:01.5' as ts, timestamptz '2026-11-27 10:00:01+02' as tstz, date '2026-02-03' as d,
  interval '1 day 2 hours' as i, 12.50::numeric as n, array[1.5, 2]::numeric[] as na,
  array[timestamp '2026-01-01 00:00']::timestamp[] as tsa, array[timestamptz '2026-01-01 00:00+00']::timestamptz[] as tstza,
  array[interval '1 hour']::interval[] as ia, array[date '2026-01-01']::date[] as da, array['a', 'b"c']::text[] as ta,
  array[1, 2]::int[] as inta, '{"a": [1]}'::jsonb as j, true as b, 7::bigint as big, 3::int as small, 'x'::text as t,
  '5f0c7d3e-1b2a-4c3d-9e8f-0a1b2c3d4e5f'::uuid as u, null::text as nothing`;

describe('the embedded client given to drizzle', () => {
  const opened: PGlite[] = [];
  afterAll(async () => { await Promise.all(opened.map((db) => db.close())); });

  it('holds the parsers drizzle passes each query, so dropping them changes nothing', () => {
    // drizzle's own per-query configs, read from a prepared query it builds.
    const prepared = new PglitePreparedQuery(undefined as never, '', [], undefined as never, undefined as never, undefined, undefined, undefined, undefined, false);
    // Private in drizzle's types: read as the object it is.
    const { queryConfig, rawQueryConfig } = prepared as unknown as Record<'queryConfig' | 'rawQueryConfig', { parsers?: object }>;
    for (const config of [queryConfig, rawQueryConfig]) {
      expect(Object.keys(config.parsers ?? {}).sort()).toEqual(Object.keys(DRIZZLE_QUERY_PARSERS).sort());
    }
  });

  it('returns every type as a client given the parsers per query does, inside and outside transactions', async () => {
    const plain = new PGlite();
    const ours = await openPglite();
    opened.push(plain, ours.client);
    const theirs = drizzle({ client: plain });
    const mine = drizzle({ client: ours.forDrizzle });
    const expected = (await theirs.execute(every)).rows;
    expect((await mine.execute(every)).rows).toEqual(expected);
    expect(await mine.transaction((tx) => tx.execute(every).then((r) => r.rows))).toEqual(expected);
    expect(await mine.transaction((tx) => tx.transaction((inner) => inner.execute(every).then((r) => r.rows)))).toEqual(expected);
    // Array mode (drizzle's select builder): the same values.
    const arrays = async (db: typeof theirs) => db.select({ at: sql<string>`timestamptz '2026-11-27 10:00:01+02'`, days: sql<string[]>`array[date '2026-01-01']` }).from(sql`(select 1) s`);
    expect(await arrays(mine)).toEqual(await arrays(theirs));
    expect(expected[0]).toMatchObject({ tstz: '2026-11-27 08:00:01+00', d: '2026-02-03', da: '{2026-01-01}', ta: ['a', 'b"c'] });
  });

  it("leaves the client itself honouring a query's own parsers", async () => {
    const ours = await openPglite();
    opened.push(ours.client);
    const asked = await ours.client.query<{ n: unknown }>('select 3::int as n', [], { parsers: { [types.INT4]: (value) => `int ${value}` } });
    expect(asked.rows[0]!.n).toBe('int 3');
  });
});
