// Node side of the respondent benchmark: the real product on a scratch data directory. Builds the
// client and the respondent renderer's SSR module (vite, into a temp dir), starts the server on a
// free port of 4600-4699 (`node --import tsx server/main.ts`, embedded PGlite), signs in, loads
// the benchmark survey through the write batches and publishes it, so its link serves it.
// BENCH_PROFILE=<dir>: the server writes a CPU profile there when the session closes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { Api, upload } from './browser/product-session';
import { startProductServer, type ProductServer } from './browser/product-server';
import { respondentBenchSurvey } from './respondent-survey';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = { email: 'bench-admin@fieldwork.test', password: 'bench password 1' };
/**
 * Where the scratch build and data go and the ports the server may take: FIELDWORK_BENCH_TMP and
 * FIELDWORK_BENCH_PORTS ("4620-4629") keep a run apart from others on the same machine.
 */
const SCRATCH_PARENT = process.env.FIELDWORK_BENCH_TMP ?? tmpdir();
const PORTS = /^(\d+)-(\d+)$/.exec(process.env.FIELDWORK_BENCH_PORTS ?? '');

export interface RespondentSession {
  readonly baseUrl: string;
  readonly surveyId: string;
  /** The client build the server serves (its .vite/manifest.json names the entry's chunks). */
  readonly staticDir: string;
  readonly components: number;
  readonly conditions: number;
  /** Seconds each setup step took. */
  readonly setup: Record<string, number>;
  close(): Promise<void>;
}

export async function openRespondentSession(log: (line: string) => void = () => {}): Promise<RespondentSession> {
  const setup: Record<string, number> = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    setup[name] = Math.round(performance.now() - start) / 1000;
    log(`  ${name}: ${setup[name]} s`);
    return result;
  };
  const scratch = await mkdtemp(path.join(SCRATCH_PARENT, 'fieldwork-respondent-bench-'));
  const staticDir = path.join(scratch, 'dist');
  const dataDir = path.join(scratch, 'data');
  let server: ProductServer | null = null;
  const close = async () => {
    await server?.stop();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    await step('buildSeconds', async () => {
      const configFile = path.join(root, 'vite.config.ts');
      await build({ root, configFile, logLevel: 'silent', build: { outDir: staticDir, emptyOutDir: true } });
      await build({ root, configFile, logLevel: 'silent', build: { ssr: 'src/respondent/render-document.tsx', outDir: path.join(staticDir, 'ssr'), emptyOutDir: true } });
    });
    const survey = respondentBenchSurvey();
    const profile = process.env.BENCH_PROFILE;
    server = await step('serverStartSeconds', () => startProductServer({
      dataDir, staticDir, admin: ADMIN,
      // BENCH_PROFILE=<dir>: the server runs with --cpu-prof and writes its profile there on exit.
      ...(profile ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)], graceMs: 15_000 } : {}),
      ...(PORTS ? { ports: [Number(PORTS[1]), Number(PORTS[2])] as const } : {}),
      // Every page view and post of the benchmark comes from one address.
      env: { FIELDWORK_SSR_DIR: path.join(staticDir, 'ssr'), FIELDWORK_RESPONDENT_RATE_LIMIT: '100000' },
    }));
    const baseUrl = server.baseUrl;

    const api = new Api(baseUrl);
    await step('signInSeconds', async () => {
      const { token } = await api.call<{ token: { code: string } }>('POST', '/access/api/auth/login', ADMIN);
      api.token = token.code;
    });
    const surveyId = await step('uploadSeconds', async () => {
      const created = await api.call<{ survey: { id: string } }>('POST', '/admin/api/surveys', { title: 'Maximum survey (respondent bench)' });
      const id = created.survey.id;
      await api.call('PATCH', `/admin/api/surveys/${id}`, { additional_languages: [...survey.additionalLanguages] });
      await upload(api, id, survey.components, log);
      return id;
    });
    // Published without set_active, the survey is in test: its link serves the test version.
    await step('publishSeconds', () => api.call('POST', `/admin/api/surveys/${surveyId}/published`, { development_fields: {} }));
    return { baseUrl, surveyId, staticDir, components: survey.components.length, conditions: survey.conditions, setup, close };
  } catch (error) {
    await close();
    throw error;
  }
}
