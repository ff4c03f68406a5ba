// Assembles a running server from a configuration: databases (migrated), mailer, maintenance,
// reference data and the first admin. Used by `npm start` and by the tests alike.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import { migrationsFolder, openDatabase } from './db/database';
import { RegionDatabases } from './db/regions';
import { schema } from './db/schema';
import { createMailer } from './mail/mailer';
import { MaintenanceStore } from './maintenance/status-file';
import { seedFirstAdmin, seedReferenceData, type FirstAdmin } from './seed/first-start';
import { buildApp, type ServiceName } from './app';
import type { LoggerSetting } from './ops/logging';
import { createErrorReporter } from './ops/error-reporting';
import { currentRelease } from './ops/client-config';

export interface Server {
  readonly app: FastifyInstance;
  readonly ctx: AppContext;
  readonly firstAdmin: FirstAdmin;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: { logger?: LoggerSetting; log?: (line: string) => void; now?: () => Date; services?: readonly ServiceName[] } = {},
): Promise<Server> {
  const main = await openDatabase(config.database, schema, migrationsFolder.main);
  const regions = new RegionDatabases(config.regionDatabases);
  const ctx: AppContext = {
    config,
    db: main.db,
    regions,
    mailer: createMailer(main.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, log: options.log ?? console.log }),
    maintenance: MaintenanceStore.inDataDir(config.dataDir),
    now: options.now ?? (() => new Date()),
  };
  await seedReferenceData(ctx);
  const firstAdmin = await seedFirstAdmin(ctx);
  // Without a DSN the SDK is not loaded at all.
  const errorReporter = await createErrorReporter(config.sentryDsn, { release: currentRelease() });
  const app = await buildApp(ctx, { logger: options.logger ?? false, errorReporter, ...(options.services ? { services: options.services } : {}) });
  return {
    app, ctx, firstAdmin,
    async close() {
      await app.close();
      await errorReporter?.close();
      await regions.close();
      await main.close();
    },
  };
}
