// Page submissions of the respondent runtime under load (issue 14): a real server process
// (`node --import tsx server/main.ts`, NODE_ENV=production, the renderer's SSR build, JSON request
// logs as in production) listening on 127.0.0.1, a published survey (server/testing/fielded-survey.ts:
// a branch, a screened exit, an open text), and 50 concurrent respondents taking it with scripts
// off, as GOV.UK-style forms are taken: GET /s/{id} (the resume cookie comes back), then each page's
// form posted with its idempotency key (303), the redirect followed (the next page, or the end).
// One post in twenty is sent twice with the same key (a double click, a lost reply), which must
// change nothing. Stops after BENCH_SUBMISSIONS submissions (default 3000).
//
// Reports submissions/s and the latency of the post (p50/p95/p99) and of the page view after it;
// lost = a post not answered 303, a page that did not move on, or an answer posted and not in the
// region database; duplicated = a (respondent, question) with more than one answer row, or more
// page_submissions rows than posts applied, read from the region database after the run.
// Targets: ≥ 150/s on PGlite, ≥ 400/s on PostgreSQL, p95 < 100 ms, 0 lost, 0 duplicated.
// PGlite, and PostgreSQL when DATABASE_URL is set (BENCH_BACKEND picks one). The respondent rate
// limit is raised for the bench only (every respondent comes from 127.0.0.1).
// BENCH_PROFILE=<dir>: the server runs with --cpu-prof and writes its profile there.
// FIELDWORK_BENCH_PORTS ("4610-4619") keeps the server's port apart from other runs on the machine.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { build } from 'vite';
import { hashTokenCode } from '../../server/access/token-code';
import { fieldedSurvey } from '../../server/testing/fielded-survey';
import { backends, createPostgresDatabase, type Backend } from '../../server/testing/harness';
import { Api } from './browser/product-session';
import { startProductServer, type ProductServer } from './browser/product-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = { email: 'throughput-admin@fieldwork.test', password: 'throughput password 1' };
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 3000);
const CONCURRENCY = 50;
/** Submissions before the measured run: the JIT, the caches, the connections settle. */
const WARMUP = 300;
/** The embedded databases' upkeep (server/db/pglite-upkeep.ts), every few seconds for the bench. */
const UPKEEP_SECONDS = 3;
const RESEND_RATE = 0.05;
const PORTS = /^(\d+)-(\d+)$/.exec(process.env.FIELDWORK_BENCH_PORTS ?? '');
const TEXTS = ['Nothing', 'More coffee please', 'Ça va', 'A longer answer about the survey, with a comma'];

const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;
function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN, 2);
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: round(sorted.at(-1) ?? NaN, 2) };
}

interface Input {
  readonly type: string;
  readonly name: string;
  readonly value: string;
}

const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? match[1]!.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : null;
};

/** The form a page draws: its hidden fields, its radios and its text boxes (null: an end or message page). */
function formOf(html: string): { pageId: string; key: string; radios: Map<string, string[]>; texts: string[] } | null {
  const inputs: Input[] = [];
  for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(tag, 'name');
    if (name !== null) inputs.push({ type: attribute(tag, 'type') ?? 'text', name, value: attribute(tag, 'value') ?? '' });
  }
  const hidden = (name: string) => inputs.find((input) => input.type === 'hidden' && input.name === name)?.value;
  const pageId = hidden('page_id');
  const key = hidden('idempotency_key');
  if (pageId === undefined || key === undefined) return null;
  const radios = new Map<string, string[]>();
  for (const input of inputs) if (input.type === 'radio') radios.set(input.name, [...(radios.get(input.name) ?? []), input.value]);
  const texts = [...html.matchAll(/<textarea\b[^>]*>/g)].map(([tag]) => attribute(tag, 'name')).filter((name): name is string => name !== null);
  return { pageId, key, radios, texts };
}

/** What one respondent posted, to hold the region database to afterwards. */
interface Taken {
  token: string;
  /** Answer field name (a:{question}:{group}) → the value posted, for the posts answered 303. */
  readonly posted: Map<string, string>;
  applied: number;
}

interface Run {
  readonly submitMs: number[];
  readonly pageMs: number[];
  readonly firstVisitMs: number[];
  submissions: number;
  resends: number;
  lost: number;
  readonly lostReasons: string[];
  respondents: number;
  finished: number;
  readonly taken: Taken[];
}

class Crowd {
  private left: number;
  readonly run: Run = { submitMs: [], pageMs: [], firstVisitMs: [], submissions: 0, resends: 0, lost: 0, lostReasons: [], respondents: 0, finished: 0, taken: [] };

  constructor(private readonly baseUrl: string, private readonly surveyId: string, budget: number, private readonly record: boolean) {
    this.left = budget;
  }

  async go(concurrency: number): Promise<number> {
    const start = performance.now();
    await Promise.all(Array.from({ length: concurrency }, async () => {
      while (this.left > 0) await this.respondent();
    }));
    return (performance.now() - start) / 1000;
  }

  private lose(reason: string) {
    this.run.lost++;
    if (this.run.lostReasons.length < 5) this.run.lostReasons.push(reason);
  }

  private async respondent(): Promise<void> {
    const link = `${this.baseUrl}/s/${this.surveyId}`;
    const started = performance.now();
    const first = await fetch(link);
    const firstHtml = await first.text();
    if (this.record) this.run.firstVisitMs.push(performance.now() - started);
    const cookie = first.headers.get('set-cookie')?.split(';')[0];
    if (first.status !== 200 || !cookie) throw new Error(`GET ${link} answered ${first.status} without a resume cookie: ${firstHtml.slice(0, 300)}`);
    this.run.respondents++;
    const taken: Taken = { token: cookie.slice(cookie.indexOf('=') + 1), posted: new Map(), applied: 0 };
    this.run.taken.push(taken);
    let html = firstHtml;
    for (let form = formOf(html); form; ) {
      if (this.left <= 0) return;
      this.left--;
      const answers: [string, string][] = [];
      for (const [name, values] of form.radios) answers.push([name, values[Math.floor(Math.random() * values.length)]!]);
      for (const name of form.texts) answers.push([name, TEXTS[Math.floor(Math.random() * TEXTS.length)]!]);
      const body = new URLSearchParams([['page_id', form.pageId], ['idempotency_key', form.key], ...answers, ['action', 'next']]).toString();
      const send = () => fetch(link, { method: 'POST', redirect: 'manual', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body });
      const posted = performance.now();
      const reply = await send();
      await reply.arrayBuffer();
      if (this.record) this.run.submitMs.push(performance.now() - posted);
      if (reply.status !== 303) {
        this.lose(`POST page ${form.pageId}: ${reply.status}`);
        return;
      }
      this.run.submissions++;
      taken.applied++;
      for (const [name, value] of answers) taken.posted.set(name, value);
      if (Math.random() < RESEND_RATE) {
        const again = await send();
        await again.arrayBuffer();
        this.run.resends++;
        if (again.status !== 303) this.lose(`resent POST page ${form.pageId}: ${again.status}`);
      }
      const viewed = performance.now();
      const next = await fetch(link, { headers: { cookie } });
      html = await next.text();
      if (this.record) this.run.pageMs.push(performance.now() - viewed);
      const shown = formOf(html);
      if (next.status !== 200 || shown?.pageId === form.pageId) {
        this.lose(`page ${form.pageId} did not move on (${next.status})`);
        return;
      }
      form = shown;
    }
    this.run.finished++;
  }
}

/** The region database's rows for the respondents taken: lost answers and duplicated ones. */
async function audit(query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>, taken: readonly Taken[]) {
  let lost = 0;
  let duplicated = 0;
  let rows = 0;
  const problems: string[] = [];
  const note = (problem: string) => {
    if (problems.length < 5) problems.push(problem);
  };
  const byHash = new Map(taken.map((t) => [hashTokenCode(t.token), t]));
  const found = await query(`SELECT id, resume_token_hash FROM respondents WHERE resume_token_hash = ANY($1)`, [[...byHash.keys()]]);
  const ids = new Map(found.map((row) => [String(row.id), byHash.get(String(row.resume_token_hash))!]));
  if (ids.size !== taken.length) {
    lost += taken.length - ids.size;
    note(`${taken.length - ids.size} respondents not stored`);
  }
  const answers = await query(
    `SELECT respondent_id, question_id, answer_group_id, code AS value FROM response_codes WHERE respondent_id = ANY($1)
     UNION ALL SELECT respondent_id, question_id, answer_group_id, value FROM response_open_texts WHERE respondent_id = ANY($1)`,
    [[...ids.keys()]],
  );
  const stored = new Map<string, string[]>();
  for (const row of answers) {
    rows++;
    const key = `${String(row.respondent_id)} a:${String(row.question_id)}:${String(row.answer_group_id)}`;
    stored.set(key, [...(stored.get(key) ?? []), String(row.value)]);
  }
  for (const [key, values] of stored) {
    if (values.length > 1) {
      duplicated++;
      note(`${key} holds ${values.length} answers`);
    }
  }
  const submissions = await query(`SELECT respondent_id, count(*)::int AS n FROM page_submissions WHERE respondent_id = ANY($1) GROUP BY respondent_id`, [[...ids.keys()]]);
  const applied = new Map(submissions.map((row) => [String(row.respondent_id), Number(row.n)]));
  for (const [id, t] of ids) {
    for (const [name, value] of t.posted) {
      const values = stored.get(`${id} ${name}`);
      if (!values?.includes(value)) {
        lost++;
        note(`respondent ${id} ${name}: posted ${value}, stored ${JSON.stringify(values ?? [])}`);
      }
    }
    const n = applied.get(id) ?? 0;
    if (n > t.applied) {
      duplicated++;
      note(`respondent ${id}: ${n} submissions applied for ${t.applied} posts`);
    } else if (n < t.applied) {
      lost++;
      note(`respondent ${id}: ${n} submissions applied for ${t.applied} posts`);
    }
  }
  return { lost, duplicated, answerRows: rows, problems };
}

/**
 * CPU seconds the server process has used (user + system, Linux /proc; null elsewhere): per
 * submission, a figure a busy shared machine disturbs far less than throughput and latency.
 */
async function cpuSecondsOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number | undefined;
  readonly regionQuery: () => Promise<{ query: (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>; close: () => Promise<void> }>;
  stop(): Promise<void>;
}

async function startServerProcess(backend: Backend, scratch: string, ssrDir: string): Promise<ServerProcess> {
  const dataDir = path.join(scratch, `data-${backend}`);
  const main = backend === 'postgres' ? await createPostgresDatabase() : null;
  const region = backend === 'postgres' ? await createPostgresDatabase() : null;
  const profile = process.env.BENCH_PROFILE;
  let server: ProductServer;
  try {
    server = await startProductServer({
      dataDir,
      staticDir: path.join(scratch, 'no-client-build'),
      admin: ADMIN,
      nodeArgs: profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : [],
      // A CPU profile is written on exit: give it time.
      graceMs: 15_000,
      ...(PORTS ? { ports: [Number(PORTS[1]), Number(PORTS[2])] as const } : {}),
      env: {
        NODE_ENV: 'production',
        FIELDWORK_SSR_DIR: ssrDir,
        DATABASE_URL: main?.url ?? '',
        DATABASE_URL_UK: region?.url ?? '',
        // For the bench only: every respondent posts from 127.0.0.1.
        FIELDWORK_RESPONDENT_RATE_LIMIT: '100000000',
        // The embedded database's tables analysed as a server's are once it has run a while (its
        // upkeep comes every minute; this run lasts seconds): from the warm-up on (UPKEEP_WAIT_MS).
        FIELDWORK_PGLITE_UPKEEP_SECONDS: String(UPKEEP_SECONDS),
      },
    });
  } catch (error) {
    await main?.drop();
    await region?.drop();
    throw error;
  }
  const { baseUrl } = server;
  const stop = () => server.stop();
  return {
    baseUrl,
    pid: server.pid,
    // PGlite is the server's own: read after it has stopped. PostgreSQL: read beside it.
    regionQuery: async () => {
      if (region) {
        const client = new pg.Client({ connectionString: region.url });
        await client.connect();
        return { query: async (sql, params) => (await client.query(sql, params)).rows, close: () => client.end() };
      }
      await stop();
      const db = new PGlite(path.join(dataDir, 'region-uk'));
      return { query: async (sql, params) => (await db.query<Record<string, unknown>>(sql, params)).rows, close: () => db.close() };
    },
    async stop() {
      await stop();
      await main?.drop();
      await region?.drop();
    },
  };
}

async function onBackend(backend: Backend, scratch: string, ssrDir: string) {
  const server = await startServerProcess(backend, scratch, ssrDir);
  try {
    const api = new Api(server.baseUrl);
    const { token } = await api.call<{ token: { code: string } }>('POST', '/access/api/auth/login', ADMIN);
    api.token = token.code;
    const created = await api.call<{ survey: { id: string } }>('POST', '/admin/api/surveys', { title: 'Throughput survey' });
    const surveyId = created.survey.id;
    const built = fieldedSurvey();
    await api.call('POST', `/admin/api/surveys/${surveyId}/components`, built.components);
    await api.call('POST', `/admin/api/surveys/${surveyId}/routes`, built.routes);
    await api.call('POST', `/admin/api/surveys/${surveyId}/published`, { development_fields: {}, set_active: true });

    const warm = new Crowd(server.baseUrl, surveyId, WARMUP, false);
    await warm.go(CONCURRENCY);
    // The warm-up's rows seen to by the upkeep before the run (PGlite; PostgreSQL has autovacuum).
    if (backend === 'pglite') await new Promise((resolve) => setTimeout(resolve, UPKEEP_SECONDS * 1000 + 500));
    const crowd = new Crowd(server.baseUrl, surveyId, SUBMISSIONS, true);
    const cpuBefore = await cpuSecondsOf(server.pid);
    const seconds = await crowd.go(CONCURRENCY);
    const cpuAfter = await cpuSecondsOf(server.pid);
    const { run } = crowd;
    const region = await server.regionQuery();
    let checked;
    try {
      checked = await audit(region.query, [...warm.run.taken, ...run.taken]);
    } finally {
      await region.close();
    }
    return {
      concurrency: CONCURRENCY,
      submissions: run.submissions,
      seconds: round(seconds, 2),
      submissionsPerSecond: round(run.submissions / seconds),
      // The server's CPU per submission (its page view and a share of first visits included).
      serverCpuMsPerSubmission: cpuBefore === null || cpuAfter === null ? null : round((1000 * (cpuAfter - cpuBefore)) / run.submissions, 2),
      submitMs: percentiles(run.submitMs),
      pageAfterSubmitMs: percentiles(run.pageMs),
      firstVisitMs: percentiles(run.firstVisitMs),
      respondents: run.respondents,
      finished: run.finished,
      resends: run.resends + warm.run.resends,
      lost: run.lost + warm.run.lost + checked.lost,
      duplicated: checked.duplicated,
      answerRows: checked.answerRows,
      ...(run.lostReasons.length + warm.run.lostReasons.length + checked.problems.length > 0
        ? { problems: [...warm.run.lostReasons, ...run.lostReasons, ...checked.problems] }
        : {}),
    };
  } finally {
    await server.stop();
  }
}

export async function bench() {
  const scratch = await mkdtemp(path.join(tmpdir(), 'fieldwork-throughput-'));
  try {
    const ssrDir = path.join(scratch, 'ssr');
    // The renderer as production loads it (server/respondent/page-renderer.ts): the SSR build.
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { ssr: 'src/respondent/render-document.tsx', outDir: ssrDir, emptyOutDir: true } });
    const results: Record<string, unknown> = {
      targets: { pglitePerSecond: 150, postgresPerSecond: 400, p95Ms: 100, lost: 0, duplicated: 0 },
    };
    // BENCH_BACKEND=postgres measures one engine only.
    const only = process.env.BENCH_BACKEND;
    for (const backend of backends.filter((b) => only === undefined || b === only)) {
      process.stderr.write(`  respondent-throughput on ${backend}…\n`);
      results[backend] = await onBackend(backend, scratch, ssrDir);
    }
    return results;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
