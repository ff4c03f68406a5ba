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
  env: { ...process.env, FIELDWORK_DATA_DIR: dataDir, DATABASE_URL: '', HOST: '127.0.0.1' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
