// What every service receives: configuration, databases, mailer, maintenance and the clock.
// Passed in explicitly (never imported as globals) so tests build their own.
import type { Config } from './config';
import type { Database } from './db/database';
import type { schema } from './db/schema';
import type { RegionDatabases } from './db/regions';
import type { Mailer } from './mail/mailer';
import type { MaintenanceStore } from './maintenance/status-file';

export type MainDatabase = Database<typeof schema>;

export interface AppContext {
  readonly config: Config;
  readonly db: MainDatabase;
  readonly regions: RegionDatabases;
  readonly mailer: Mailer;
  readonly maintenance: MaintenanceStore;
  now(): Date;
}
