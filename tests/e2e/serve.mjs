// Starts the real server for the journeys on a brand-new embedded data directory, and removes
// it when Playwright stops the server.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldwork-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  // The journeys run on the embedded database whatever DATABASE_URL says.
  // The respondent renderer's SSR build sits beside the client build it was made with (npm run build
  // writes dist/ssr), so a build in another FIELDWORK_STATIC_DIR brings its own.
  env: {
    ...process.env, FIELDWORK_DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1',
    FIELDWORK_SSR_DIR: process.env.FIELDWORK_SSR_DIR ?? path.join(process.env.FIELDWORK_STATIC_DIR ?? 'dist', 'ssr'),
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
