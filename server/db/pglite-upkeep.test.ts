// The embedded database's upkeep (PGlite runs no autovacuum): the tables autovacuum would see to
// are analysed or vacuumed, the rest left alone, and the planner then knows a table's size.
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { PgliteUpkeep, upkeepOf } from './pglite-upkeep';

describe('upkeepOf', () => {
  it('follows autovacuum\'s default thresholds', () => {
    expect(upkeepOf({ live: 1000, dead: 251, changed: 0 })).toBe('vacuum');
    expect(upkeepOf({ live: 1000, dead: 251, changed: 1000 })).toBe('vacuum');
    expect(upkeepOf({ live: 1000, dead: 250, changed: 0 })).toBeNull();
    expect(upkeepOf({ live: 1000, dead: 200, changed: 151 })).toBe('analyze');
    expect(upkeepOf({ live: 1000, dead: 200, changed: 150 })).toBeNull();
    expect(upkeepOf({ live: 0, dead: 0, changed: 51 })).toBe('analyze');
  });
});

describe('PgliteUpkeep', () => {
  let db: PGlite | null = null;
  afterEach(async () => {
    await db?.close();
    db = null;
  });

  it('analyses a table once enough of it changed, vacuums one with enough dead rows, and leaves the rest', async () => {
    db = new PGlite();
    await db.exec(`
      create table grown (id int primary key, parent int);
      create index grown_parent on grown (parent);
      insert into grown select g, g / 10 from generate_series(1, 20000) g;
      create table churned (id int primary key, v int);
      insert into churned select g, 0 from generate_series(1, 1000) g;
      analyze churned;
      update churned set v = 1 where id <= 400;
      create table quiet (id int primary key);
      insert into quiet select g from generate_series(1, 10) g;`);
    const estimate = async () => (await db!.query<{ reltuples: number }>(`select reltuples::float8 as reltuples from pg_class where relname = 'grown'`)).rows[0]!.reltuples;
    // Never analysed: the planner does not know its size.
    expect(await estimate()).toBe(-1);
    const upkeep = new PgliteUpkeep(db, 60_000);
    // Ten rows inserted are under the threshold (50): the quiet table is left alone.
    expect((await upkeep.run()).sort()).toEqual(['analyze public.grown', 'vacuum public.churned']);
    expect(await estimate()).toBe(20000);
    const { rows } = await db.query<{ relname: string; dead: number }>(`select relname, n_dead_tup::int as dead from pg_stat_user_tables where relname = 'churned'`);
    expect(rows[0]!.dead).toBe(0);
    // Nothing changed since: nothing to do.
    expect(await upkeep.run()).toEqual([]);
  });

  it('stops after the pass under way, so the database can be closed', async () => {
    db = new PGlite();
    await db.exec('create table t (id int); insert into t select generate_series(1, 100);');
    const upkeep = new PgliteUpkeep(db, 10);
    upkeep.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await upkeep.stop();
    const { rows } = await db.query<{ analysed: boolean }>(`select last_analyze is not null as analysed from pg_stat_user_tables where relname = 't'`);
    expect(rows[0]!.analysed).toBe(true);
  });
});
