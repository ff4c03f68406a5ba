// Opens a database (embedded PGlite or PostgreSQL) through Drizzle and applies its committed
// migrations. The same code and migrations serve both; only the driver differs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseLocation } from '../config';
import { openPglite } from './pglite-client';
import { PgliteUpkeep } from './pglite-upkeep';

export type Database<TSchema extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

/** Stops a `listen`: no more payloads are delivered to its handler. */
export type Unlisten = () => Promise<void>;

export interface OpenDatabase<TSchema extends Record<string, unknown>> {
  readonly db: Database<TSchema>;
  readonly kind: DatabaseLocation['kind'];
  /**
   * Calls `handler` with the payload of every NOTIFY on `channel` (from any server instance: the
   * database relays them, so nothing depends on one process's memory).
   */
  listen(channel: string, handler: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

export const migrationsFolder = {
  main: fileURLToPath(new URL('./migrations', import.meta.url)),
  region: fileURLToPath(new URL('./region-migrations', import.meta.url)),
} as const;

export async function openDatabase<TSchema extends Record<string, unknown>>(
  location: DatabaseLocation,
  schema: TSchema,
  migrations: string,
): Promise<OpenDatabase<TSchema>> {
  if (location.kind === 'pglite') {
    if (location.dataDir) mkdirSync(location.dataDir, { recursive: true });
    const { client, forDrizzle } = await openPglite(location.dataDir);
    const db = drizzlePglite({ client: forDrizzle, schema });
    await migratePglite(db, { migrationsFolder: migrations });
    // PGlite runs no autovacuum: the server analyses and vacuums its tables itself.
    const upkeep = location.upkeepSeconds ? new PgliteUpkeep(client, location.upkeepSeconds * 1000) : null;
    upkeep?.start();
    return {
      db: db as unknown as Database<TSchema>, kind: 'pglite',
      listen: async (channel, handler) => {
        const unlisten = await client.listen(channel, handler);
        return () => unlisten();
      },
      close: async () => {
        await upkeep?.stop();
        await client.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: location.url, max: 10 });
  // An idle connection the server ends (a restart, a failover, a dropped test database) is
  // reported on the pool; without a listener Node would treat it as a crash. The pool opens a
  // new connection for the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on next use`));
  const db = drizzlePg({ client: pool, schema });
  await migrateExclusively(pool, path.basename(migrations), () => migratePg(db, { migrationsFolder: migrations }));
  const listener = new PgListener(location.url);
  return {
    db: db as unknown as Database<TSchema>, kind: 'postgres',
    listen: (channel, handler) => listener.listen(channel, handler),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * Runs the migrations while holding a session advisory lock named after them: several server
 * processes starting on one PostgreSQL (or opening a region database on their first respondent at
 * the same moment) would otherwise all find a table missing and all try to create it. The next
 * process waits, then finds every migration applied.
 */
async function migrateExclusively(pool: pg.Pool, name: string, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`fieldwork:migrations:${name}`]);
    try {
      await migrate();
    } finally {
      await lock.query('SELECT pg_advisory_unlock(hashtext($1))', [`fieldwork:migrations:${name}`]);
    }
  } finally {
    lock.release();
  }
}

/**
 * LISTEN on PostgreSQL: one dedicated connection per database (a pooled one would be handed to
 * other queries), shared by every handler, opened on the first listen. A lost connection is
 * reopened on the next listen; handlers of the lost one are dropped, and their streams end when
 * their owners notice (an SSE stream ends and its client reconnects).
 */
class PgListener {
  private client: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly url: string) {}

  private connection(): Promise<pg.Client> {
    if (!this.client) {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (message) => {
        for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', (error) => {
        console.warn(`PostgreSQL listener connection lost (${error.message})`);
        this.client = null;
        this.handlers.clear();
      });
      this.client = client.connect().then(() => client, (error: unknown) => {
        this.client = null;
        throw error;
      });
    }
    return this.client;
  }

  async listen(channel: string, handler: (payload: string) => void): Promise<Unlisten> {
    const client = await this.connection();
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    return async () => {
      const current = this.handlers.get(channel);
      if (!current?.delete(handler) || current.size > 0) return;
      this.handlers.delete(channel);
      await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.handlers.clear();
    if (client) await client.then((c) => c.end(), () => undefined);
  }
}
