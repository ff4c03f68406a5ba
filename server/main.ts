// `npm start`: the whole product on one port, on the embedded database unless DATABASE_URL is set.
import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { startServer } from './start';

const config = loadConfig();
// JSON log lines on stdout (ops/logging.ts); the banner below stays plain text for people.
const server = await startServer(config, { logger: true });
await server.app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const url = config.publicUrl ?? `http://${shownHost}:${config.port}`;
const admin = server.firstAdmin;
const lines = [
  '',
  `Fieldwork is running at ${url}`,
  `Database: ${config.database.kind === 'pglite' ? `embedded (PGlite) in ${config.database.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `Sign in as ${admin.email}`,
  admin.kind === 'created'
    ? admin.generated
      ? `  password: ${admin.password}   (generated for this first start and shown only once: note it now)`
      : '  password: the one in FIELDWORK_ADMIN_PASSWORD'
    : admin.passwordFromEnv
      ? '  password: the one in FIELDWORK_ADMIN_PASSWORD'
      : '  password: the one printed at the first start (set FIELDWORK_ADMIN_PASSWORD and restart to replace it)',
  ...(existsSync(config.staticDir) ? [] : ['Note: the browser app is not built yet; run `npm run build` (npm start does it for you).']),
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0));
  });
}
