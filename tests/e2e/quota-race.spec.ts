// Quotas are exact across processes (issue 14 C): 200 respondents finish at once against a quota
// with target 50, through two server processes on one PostgreSQL, each respondent's requests
// alternating between them. Nothing may depend on one process's memory, so exactly 50 are counted
// and complete, and the other 150 end as quota_full. Respondents post plain forms (no script), as
// the server-rendered pages allow. Needs PostgreSQL: CI sets DATABASE_URL; without it, skipped.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import pg from 'pg';
import { EXIT_TEXTS, QUOTA_FULL_TEXT } from '../../server/testing/fielded-survey';
import { e2e } from './environment';
import { publishedSurvey } from './respondent-survey';

const databaseUrl = process.env.DATABASE_URL;
const RESPONDENTS = 200;
const TARGET = 50;

// Skipped only outside CI: .ci/run sets DATABASE_URL, so there the race always runs.
test.skip(!databaseUrl && !process.env.CI, 'needs PostgreSQL: set DATABASE_URL (CI does)');

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function databaseNamed(name: string): string {
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Instance { readonly base: string; readonly child: ChildProcess; readonly errors: string[] }

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  // The JSON log's errors (level 50 and above), kept to explain a failure.
  const errors: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (/"level":(5|6)0/.test(line) && errors.length < 20) errors.push(line.slice(0, 2000));
  });
  const base = `http://127.0.0.1:${port}`;
  // Started when it answers; a process that exits first fails the test with its code.
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`server on ${port} exited with ${code}`))));
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/status/client-config.json`)).ok) return;
      } catch { /* not listening yet */ }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  await Promise.race([ready, exited]);
  return { base, child, errors };
}

/** The page's form as a browser without script would post it, with `choose` (answer labels) ticked. */
function formOf(html: string, choose: readonly string[]): { action: string; body: URLSearchParams } {
  const document = new JSDOM(html).window.document;
  const form = document.querySelector('form');
  if (!form) throw new Error(`No form on the page: ${document.body.textContent?.slice(0, 200)}`);
  const body = new URLSearchParams();
  for (const input of form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')) body.append(input.name, input.value);
  for (const label of choose) {
    const element = [...form.querySelectorAll('label')].find((candidate) => candidate.textContent?.trim() === label);
    const control = element?.control as HTMLInputElement | null | undefined;
    if (!control) throw new Error(`No answer labelled ${label}`);
    body.append(control.name, control.value);
  }
  body.append('action', 'next');
  return { action: form.getAttribute('action') ?? '', body };
}

/** One respondent: Young on page 1, then page 3 (quota-checked) if the quota lets them, alternating servers. */
async function respond(surveyId: string, servers: readonly string[], index: number): Promise<string> {
  let cookie = '';
  let step = index;
  const server = () => servers[step++ % servers.length]!;
  const get = async () => {
    const response = await fetch(`${server()}/s/${surveyId}`, { headers: cookie ? { cookie } : {} });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    expect(response.status, `GET /s/${surveyId}`).toBe(200);
    return response.text();
  };
  const post = async (form: { action: string; body: URLSearchParams }) => {
    const response = await fetch(`${server()}${form.action}`, {
      method: 'POST', redirect: 'manual', body: form.body,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status, await response.clone().text().then((text) => text.slice(0, 300))).toBe(303);
  };
  await post(formOf(await get(), ['Young']));
  const third = await get();
  if (third.includes(QUOTA_FULL_TEXT)) return 'quota_full';
  await post(formOf(third, []));
  const end = await get();
  if (end.includes(QUOTA_FULL_TEXT)) return 'quota_full';
  if (end.includes(EXIT_TEXTS.complete)) return 'complete';
  throw new Error(`Respondent ${index} ended on an unexpected page: ${new JSDOM(end).window.document.body.textContent?.slice(0, 300)}`);
}

test('200 respondents finishing at once through two processes on one PostgreSQL: exactly 50 counted', async () => {
  // Sized for 1,000 form requests on a two-core machine, not a guard on speed.
  test.setTimeout(240_000);
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
  const names = { main: `fw_race_main_${suffix}`, region: `fw_race_uk_${suffix}` };
  await admin(async (client) => {
    await client.query(`CREATE DATABASE ${names.main}`);
    await client.query(`CREATE DATABASE ${names.region}`);
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldwork-race-'));
  const staticDir = process.env.FIELDWORK_STATIC_DIR ?? 'dist';
  const env = {
    DATABASE_URL: databaseNamed(names.main),
    DATABASE_URL_UK: databaseNamed(names.region),
    FIELDWORK_DATA_DIR: dataDir,
    FIELDWORK_STATIC_DIR: staticDir,
    FIELDWORK_SSR_DIR: process.env.FIELDWORK_SSR_DIR ?? path.join(staticDir, 'ssr'),
    FIELDWORK_ADMIN_EMAIL: e2e.adminEmail,
    FIELDWORK_ADMIN_PASSWORD: e2e.adminPassword,
    // Every respondent comes from 127.0.0.1: the per-address limit would stop the crowd.
    FIELDWORK_RESPONDENT_RATE_LIMIT: '100000',
    FIELDWORK_LOGIN_RATE_LIMIT: '1000',
  };
  const instances: Instance[] = [];
  try {
    // One at a time: the first migrates the databases, the second finds them migrated.
    instances.push(await startInstance(env));
    instances.push(await startInstance(env));
    const author = await playwrightRequest.newContext({ baseURL: instances[0]!.base });
    const surveyId = await publishedSurvey(author, 'Quota race', { quotaTarget: TARGET });
    await author.dispose();

    const servers = instances.map((instance) => instance.base);
    const outcomes = await Promise.all(Array.from({ length: RESPONDENTS }, (_, index) => respond(surveyId, servers, index)));
    expect(outcomes.filter((outcome) => outcome === 'complete')).toHaveLength(TARGET);
    expect(outcomes.filter((outcome) => outcome === 'quota_full')).toHaveLength(RESPONDENTS - TARGET);

    // What the region database holds agrees: 50 complete, 150 quota_full, the count at 50.
    const region = new pg.Client({ connectionString: env.DATABASE_URL_UK });
    await region.connect();
    try {
      const statuses = await region.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM respondents GROUP BY status ORDER BY status');
      expect(Object.fromEntries(statuses.rows.map((row) => [row.status, row.n]))).toEqual({ complete: TARGET, quota_full: RESPONDENTS - TARGET });
      const counted = await region.query<{ count: number }>('SELECT count FROM quota_counts');
      expect(counted.rows.map((row) => row.count)).toEqual([TARGET]);
    } finally {
      await region.end();
    }
  } catch (error) {
    for (const instance of instances) for (const line of instance.errors) console.error(`${instance.base}: ${line}`);
    throw error;
  } finally {
    await Promise.all(instances.map(({ child }) => new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    })));
    rmSync(dataDir, { recursive: true, force: true });
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${names.main} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${names.region} WITH (FORCE)`);
    });
  }
});
