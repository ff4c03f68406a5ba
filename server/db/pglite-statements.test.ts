// Data statements on the embedded database run as named prepared statements: each text parsed and
// planned once, answering exactly as PGlite's own query does.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite-client';
import { PreparedStatements } from './pglite-statements';

describe('prepared statements on PGlite', () => {
  let client: PGlite;
  let forDrizzle: PGlite;
  beforeAll(async () => {
    ({ client, forDrizzle } = await openPglite());
    await client.exec(`CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, tags text[], at timestamptz, doc jsonb)`);
  });
  afterAll(() => client.close());

  /** The texts PostgreSQL holds prepared, read past the statements under test. */
  const preparedTexts = async () => (await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map((r) => r.statement);

  it('parses a statement once however often it runs, with other values each time', async () => {
    const text = 'SELECT $1::int + $2::int AS sum';
    expect((await forDrizzle.query(text, [1, 2])).rows).toEqual([{ sum: 3 }]);
    expect((await forDrizzle.query(text, [40, 2])).rows).toEqual([{ sum: 42 }]);
    expect((await preparedTexts()).filter((t) => t === text)).toHaveLength(1);
  });

  it("answers as PGlite's query does: rows in either mode, the command and its counts", async () => {
    const statements = new PreparedStatements(client);
    const seed: [string, unknown[]] = ['INSERT INTO items VALUES ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10) RETURNING *',
      [1, 'one', ['a', 'b"c'], new Date('2026-11-27T10:00:00Z'), { k: [1] }, 2, 'two', null, null, null]];
    const runs: [string, unknown[]][] = [
      seed,
      ['UPDATE items SET name = name || $1 WHERE id >= $2', ['!', 1]],
      ['SELECT id, name, tags, at, doc FROM items WHERE id = ANY($1) ORDER BY id', [[1, 2, 3]]],
      ['SELECT count(*) AS n FROM items WHERE name = $1', ['nobody']],
      ['DELETE FROM items WHERE id = $1', [2]],
      ['WITH gone AS (DELETE FROM items WHERE id = $1 RETURNING id) SELECT count(*)::int AS n FROM gone', [1]],
    ];
    /** The same rows before each run: the seed's, or none before the seed itself. */
    const reset = async (text: string) => {
      await client.exec('DELETE FROM items');
      if (text !== seed[0]) await client.query(...seed);
    };
    for (const rowMode of ['object', 'array'] as const) {
      for (const [text, params] of runs) {
        await reset(text);
        const theirs = await client.query(text, params, { rowMode });
        await reset(text);
        expect(await statements.query(text, params, { rowMode }), `${rowMode}: ${text}`).toEqual(theirs);
      }
    }
    await client.exec('DELETE FROM items');
  });

  it('leaves anything but a plain data statement, or a query with its own options, to PGlite', () => {
    const statements = new PreparedStatements(client);
    expect(statements.takes('select 1', [], undefined)).toBe(true);
    expect(statements.takes('  WITH x AS (select 1) select * from x', [], { rowMode: 'array' })).toBe(true);
    expect(statements.takes('savepoint sp1', [], undefined)).toBe(false);
    expect(statements.takes('CREATE TABLE t (id int)', [], undefined)).toBe(false);
    expect(statements.takes('select $1', [1], { paramTypes: [23] })).toBe(false);
    expect(statements.takes('select $1', [1], { blob: new Blob() })).toBe(false);
    expect(statements.takes(`select ${'1, '.repeat(10_000)}1`, [], undefined)).toBe(false);
  });

  it('closes the least recently run statement once more than its capacity are kept', async () => {
    const statements = new PreparedStatements(client, 2);
    const texts = ['SELECT 101 AS n', 'SELECT 102 AS n', 'SELECT 103 AS n', 'SELECT 104 AS n'];
    for (const text of texts.slice(0, 3)) await statements.query(text);
    // 101 evicted; it is closed with the next statement prepared.
    await statements.query(texts[1]!);
    await statements.query(texts[3]!);
    const held = await preparedTexts();
    expect(held).not.toContain(texts[0]);
    expect(held).toEqual(expect.arrayContaining([texts[1], texts[3]]));
    expect(statements.size).toBe(2);
  });

  it("throws PostgreSQL's error with the statement and its values, and the session goes on", async () => {
    await forDrizzle.query('INSERT INTO items (id, name) VALUES ($1, $2)', [50, 'fifty']);
    const failed = await forDrizzle.query('INSERT INTO items (id, name) VALUES ($1, $2)', [50, 'again']).catch((error: unknown) => error);
    expect(failed).toMatchObject({ code: '23505', query: 'INSERT INTO items (id, name) VALUES ($1, $2)', params: [50, 'again'] });
    const inTransaction = forDrizzle.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES ($1, $2)', [51, 'fifty-one']);
      await tx.query('INSERT INTO items (id, name) VALUES ($1, $2)', [50, 'again']);
    });
    await expect(inTransaction).rejects.toMatchObject({ code: '23505' });
    expect((await forDrizzle.query('SELECT id FROM items WHERE id >= $1 ORDER BY id', [50])).rows).toEqual([{ id: 50 }]);
  });

  it('prepares a statement afresh after a schema change alters what it returns', async () => {
    await client.exec('CREATE TABLE widened (id int)');
    await client.exec('INSERT INTO widened VALUES (1)');
    const text = 'SELECT * FROM widened WHERE id = $1';
    expect((await forDrizzle.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await client.exec('ALTER TABLE widened ADD COLUMN label text DEFAULT $$one$$');
    // PostgreSQL refuses the kept plan once (as node-postgres's named statements meet it) …
    await expect(forDrizzle.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
    // … and the next run prepares the new shape.
    expect((await forDrizzle.query(text, [1])).rows).toEqual([{ id: 1, label: 'one' }]);
  });

  it('runs a statement sent outside a transaction after the open one ends, never inside it', async () => {
    let opened!: () => void;
    const isOpen = new Promise<void>((resolve) => { opened = resolve; });
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    const rolledBack = forDrizzle.transaction(async (tx) => {
      await tx.query('INSERT INTO items (id, name) VALUES ($1, $2)', [60, 'in the transaction']);
      opened();
      await released;
      throw new Error('roll back');
    });
    await isOpen;
    const outside = forDrizzle.query('INSERT INTO items (id, name) VALUES ($1, $2)', [61, 'outside']);
    // Give the outside insert every chance to run now, inside the open transaction.
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(rolledBack).rejects.toThrow('roll back');
    await outside;
    expect((await client.query('SELECT id FROM items WHERE id IN (60, 61)')).rows).toEqual([{ id: 61 }]);
  });
});
