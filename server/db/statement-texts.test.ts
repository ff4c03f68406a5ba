// A statement's text is built once per shape; each run sends it with its own values, encoded for
// their columns as drizzle's builders would.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite-client';
import { StatementTexts } from './statement-texts';

const notes = pgTable('notes', {
  id: text('id').primaryKey(),
  tags: text('tags').array().notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

describe('statement texts kept per shape', () => {
  let opened: Awaited<ReturnType<typeof openPglite>>;
  let db: ReturnType<typeof drizzle>;
  beforeAll(async () => {
    opened = await openPglite();
    db = drizzle({ client: opened.forDrizzle });
    await opened.client.exec('CREATE TABLE notes (id text PRIMARY KEY, tags text[] NOT NULL, at timestamptz NOT NULL)');
  });
  afterAll(() => opened.client.close());

  /** An insert of `n` notes, built with placeholders, counting how often it is built. */
  const builds: number[] = [];
  const insertOf = (n: number) => () => {
    builds.push(n);
    const rows = Array.from({ length: n }, (_, i) => ({
      id: sql.placeholder(`id${i}`), tags: sql.placeholder(`tags${i}`), at: sql.placeholder(`at${i}`),
    }));
    return db.insert(notes).values(rows).returning({ id: notes.id }).getSQL();
  };
  const valuesOf = (ids: string[]) => Object.fromEntries(ids.flatMap((id, i) => [
    [`id${i}`, id], [`tags${i}`, [id, 'b"c']], [`at${i}`, new Date('2026-11-27T10:00:00Z')],
  ]));

  it('builds a shape once and runs it with each run’s values, encoded for their columns', async () => {
    const texts = new StatementTexts();
    const run = (ids: string[]) => texts.execute<{ rows: { id: string }[] }>(db, `insert/${ids.length}`, insertOf(ids.length), valuesOf(ids));
    expect((await run(['a'])).rows).toEqual([{ id: 'a' }]);
    expect((await run(['b'])).rows).toEqual([{ id: 'b' }]);
    expect((await run(['c', 'd'])).rows).toEqual([{ id: 'c' }, { id: 'd' }]);
    expect(builds).toEqual([1, 2]);
    expect(texts.size).toBe(2);
    const stored = await db.select().from(notes).where(sql`${notes.id} = 'b'`);
    expect(stored).toEqual([{ id: 'b', tags: ['b', 'b"c'], at: new Date('2026-11-27T10:00:00Z') }]);
  });

  it('runs inside a transaction, and refuses a run missing a value by its name', async () => {
    const texts = new StatementTexts();
    await db.transaction(async (tx) => {
      await texts.execute(tx, 'insert/1', insertOf(1), valuesOf(['e']));
    });
    expect(await db.select({ id: notes.id }).from(notes).where(sql`${notes.id} = 'e'`)).toEqual([{ id: 'e' }]);
    await expect(texts.execute(db, 'insert/1', insertOf(1), { id0: 'f', tags0: [] })).rejects.toThrow(/at0/);
  });

  it('forgets the oldest shape beyond its capacity, building it again when next seen', async () => {
    const texts = new StatementTexts(1);
    builds.length = 0;
    await texts.execute(db, 'insert/1', insertOf(1), valuesOf(['g']));
    await texts.execute(db, 'insert/2', insertOf(2), valuesOf(['h', 'i']));
    await texts.execute(db, 'insert/1', insertOf(1), valuesOf(['j']));
    expect(builds).toEqual([1, 2, 1]);
    expect(texts.size).toBe(1);
  });
});
