// Test support: a fresh regional respondent database for a suite, on PGlite in memory or on a
// PostgreSQL database of its own (dropped after), migrated like a server's.
import { afterAll, beforeAll } from 'vitest';
import { migrationsFolder, openDatabase } from '../db/database';
import { regionSchema } from '../db/region-schema';
import type { RegionDatabase } from '../db/regions';
import { createPostgresDatabase, type Backend } from './harness';

/** Opens the database before the suite and closes (drops) it after; `db` is valid inside tests. */
export function regionDatabaseSuite(backend: Backend): { readonly db: RegionDatabase['db'] } {
  let region: RegionDatabase | undefined;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (backend === 'postgres') {
      const postgres = await createPostgresDatabase();
      drop = postgres.drop;
      region = await openDatabase({ kind: 'postgres', url: postgres.url }, regionSchema, migrationsFolder.region);
    } else {
      region = await openDatabase({ kind: 'pglite', dataDir: null }, regionSchema, migrationsFolder.region);
    }
  });
  afterAll(async () => {
    await region?.close();
    await drop();
  });
  return {
    get db() {
      if (!region) throw new Error('The region database is open only inside the suite\'s tests');
      return region.db;
    },
  };
}
