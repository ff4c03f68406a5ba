// The real server as a child process, for the benchmarks that measure the product end to end:
// `node --import tsx server/main.ts` on a free port of 127.0.0.1, embedded PGlite unless the
// caller names databases, its last output kept to explain a failed start, ready once
// /status/maintenance.json answers; stop() ends it (SIGTERM, then SIGKILL after a grace period).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(from = 4600, to = 4699): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port in ${from}-${to}`);
}

export async function waitForServer(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer in 60 s: ${output()}`);
}

export interface ProductServerOptions {
  readonly dataDir: string;
  /** The client build it serves (it serves none when the folder holds no build). */
  readonly staticDir: string;
  readonly admin: { readonly email: string; readonly password: string };
  /** Settings beside these defaults: rate limits, databases, NODE_ENV, the SSR build. */
  readonly env?: Readonly<Record<string, string>>;
  /** Node's own flags (a CPU profile). */
  readonly nodeArgs?: readonly string[];
  /** How long stop() waits for a clean exit. */
  readonly graceMs?: number;
  /** The range its port is taken from (default 4600-4699), so parallel benches keep apart. */
  readonly ports?: readonly [from: number, to: number];
}

export interface ProductServer {
  readonly baseUrl: string;
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export async function startProductServer(options: ProductServerOptions): Promise<ProductServer> {
  const port = await freePort(options.ports?.[0], options.ports?.[1]);
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      FIELDWORK_DATA_DIR: options.dataDir,
      FIELDWORK_STATIC_DIR: options.staticDir,
      // The embedded databases unless `env` names others.
      DATABASE_URL: '',
      DATABASE_URL_UK: '',
      DATABASE_URL_EU: '',
      DATABASE_URL_AU: '',
      FIELDWORK_ADMIN_EMAIL: options.admin.email,
      FIELDWORK_ADMIN_PASSWORD: options.admin.password,
      FIELDWORK_LOGIN_RATE_LIMIT: '10000',
      FIELDWORK_PUBLIC_URL: '',
      ...options.env,
    },
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, options.graceMs ?? 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  try {
    await waitForServer(`${baseUrl}/status/maintenance.json`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, pid: child.pid, stop };
}
