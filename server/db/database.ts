// Opens a database (embedded PGlite or PostgreSQL) through Drizzle and applies its committed
// migrations. The same code and migrations serve both; only the driver differs.
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DatabaseLocation } from '../config';

export type Database<TSchema extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, TSchema>;

export interface OpenDatabase<TSchema extends Record<string, unknown>> {
  readonly db: Database<TSchema>;
  readonly kind: DatabaseLocation['kind'];
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
    const client = location.dataDir ? new PGlite(location.dataDir) : new PGlite();
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: migrations });
    return { db: db as unknown as Database<TSchema>, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: location.url, max: 10 });
  // An idle connection the server ends (a restart, a failover, a dropped test database) is
  // reported on the pool; without a listener Node would treat it as a crash. The pool opens a
  // new connection for the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost (${error.message}); reconnecting on next use`));
  const db = drizzlePg({ client: pool, schema });
  await migratePg(db, { migrationsFolder: migrations });
  return { db: db as unknown as Database<TSchema>, kind: 'postgres', close: () => pool.end() };
}
