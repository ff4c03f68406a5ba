// Node side of the designer benchmarks: the real product on a scratch data directory, with the
// maximum survey in it. Builds the app (vite, into a temp dir), starts the server on a free port of
// 4600-4699 (`node --import tsx server/main.ts`, embedded PGlite), signs in through the API, accepts
// the agreement, creates a survey and loads workers/checks/testing/max-survey.ts through the write
// batches, then opens Chromium with the sign-in in local storage the way the app keeps it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { build } from 'vite';
import type { Component } from '../../../schema';
import { maxSurvey } from '../../../workers/checks/testing/max-survey';
import { startProductServer, type ProductServer } from './product-server';

export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN = { email: 'bench-admin@fieldwork.test', password: 'bench password 1' };
/** The server's cap (server/admin/surveys/batch-item.ts MAX_BATCH_ITEMS). */
const BATCH_ITEMS = 5000;
/** Must match src/features/auth/login-store.ts loginStorageKey. */
const LOGIN_KEY = 'fieldwork.login';
const isRouting = (kind: string) => kind.startsWith('routing_');

export interface ProductSession {
  readonly baseUrl: string;
  readonly surveyId: string;
  readonly browser: Browser;
  readonly context: BrowserContext;
  /** Seconds each setup step took (build, server, upload, …). */
  readonly setup: Record<string, number>;
  readonly components: number;
  close(): Promise<void>;
}

export interface SessionOptions {
  /** false keeps function names readable in CPU profiles (still a production build). */
  readonly minify?: boolean;
  readonly log?: (line: string) => void;
  /** The range the server's port is taken from (product-server.ts's default otherwise). */
  readonly ports?: readonly [from: number, to: number];
}

export class Api {
  token: string | null = null;
  constructor(readonly baseUrl: string) {}

  async call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(this.token ? { authorization: `Token ${this.token}` } : {}), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 500)}`);
    return (text ? JSON.parse(text) : null) as T;
  }
}

interface BatchReply {
  items: { index: number; id: string }[];
}

/**
 * Sends the components through the write batches (several: the server caps a batch), parents
 * first. Each component's client_ref is the generator's id, so the app's cids are those ids and
 * the references inside fields (routing item_id, condition question_id / answers) stay valid; a
 * parent is `{ index }` within the batch and `{ id: <server id> }` across batches.
 */
export async function upload(api: Api, surveyId: string, components: readonly Component[], log: (line: string) => void) {
  const serverId = new Map<string, string>();
  let batchNo = 0;
  for (const [list, routing] of [['components', false], ['routes', true]] as const) {
    const mine = components.filter((c) => isRouting(c.kind) === routing);
    for (let start = 0; start < mine.length; start += BATCH_ITEMS) {
      const slice = mine.slice(start, start + BATCH_ITEMS);
      const indexInBatch = new Map(slice.map((c, i) => [c.id, i]));
      const items = slice.map((component) => {
        const { id, kind, parent, ...fields } = component as Component & Record<string, unknown>;
        let parentRef: { id: string } | { index: number } | null = null;
        if (parent) {
          const index = indexInBatch.get(parent.id);
          const known = serverId.get(parent.id);
          if (index !== undefined) parentRef = { index };
          else if (known) parentRef = { id: known };
          else throw new Error(`Parent ${parent.id} of ${id} is not uploaded before it`);
        }
        return { action: 'post', kind, client_ref: id, parent: parentRef, fields };
      });
      const started = performance.now();
      const reply = await api.call<BatchReply>('POST', `/admin/api/surveys/${surveyId}/${list}`, items, {
        'idempotency-key': `bench-${surveyId}-${++batchNo}`,
      });
      for (const item of reply.items) serverId.set(slice[item.index]!.id, item.id);
      log(`    ${list} batch ${batchNo}: ${items.length} items, ${Math.round(performance.now() - started)} ms`);
    }
  }
  return batchNo;
}

/** What the app keeps of a sign-in (src/features/auth/login-store.ts). */
export interface BrowserLogin {
  readonly user: { org_id: string | null };
  readonly token: { code: string };
  readonly org: unknown;
}

/**
 * Signs in through the API as the app does, and accepts the user agreement once, as its dialog
 * would, so it does not stand before the page measured. Leaves the token on `api`.
 */
export async function signInForBrowser(api: Api, admin: { email: string; password: string }): Promise<BrowserLogin> {
  const { token } = await api.call<{ token: { code: string } }>('POST', '/access/api/auth/login', admin);
  api.token = token.code;
  const accepted = await api.call<{ user: { org_id: string | null } }>('PATCH', '/access/api/users/me', { development_fields: { user_agreement_accepted: true } });
  const org = accepted.user.org_id ? (await api.call<{ org: unknown }>('GET', `/access/api/orgs/${accepted.user.org_id}`)).org : null;
  return { user: accepted.user, token, org };
}

/**
 * The app restores a sign-in from local storage (src/app/session.ts → readStoredLogin); written
 * once per page load only when absent, so a refreshed token the app stores later is not overwritten.
 */
export async function restoreSignIn(context: BrowserContext, login: BrowserLogin): Promise<void> {
  await context.addInitScript(({ key, value }) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, value);
  }, { key: LOGIN_KEY, value: JSON.stringify(login) });
}

export async function openProductSession(options: SessionOptions = {}): Promise<ProductSession> {
  const log = options.log ?? (() => {});
  const setup: Record<string, number> = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const start = performance.now();
    const result = await run();
    setup[name] = Math.round(performance.now() - start) / 1000;
    log(`  ${name}: ${setup[name]} s`);
    return result;
  };
  const scratch = await mkdtemp(path.join(tmpdir(), 'fieldwork-designer-bench-'));
  const staticDir = path.join(scratch, 'dist');
  const dataDir = path.join(scratch, 'data');
  let server: ProductServer | null = null;
  let browser: Browser | null = null;
  const close = async () => {
    await browser?.close().catch(() => {});
    await server?.stop();
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    await step('buildSeconds', () => build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir: staticDir, emptyOutDir: true, minify: options.minify ?? true, sourcemap: true },
    }));
    const survey = maxSurvey();
    // After the build: the server serves the app only if it is built when it starts.
    server = await step('serverStartSeconds', () => startProductServer({ dataDir, staticDir, admin: ADMIN, ...(options.ports ? { ports: options.ports } : {}) }));
    const baseUrl = server.baseUrl;

    const api = new Api(baseUrl);
    const login = await step('signInSeconds', () => signInForBrowser(api, ADMIN));

    const surveyId = await step('uploadSeconds', async () => {
      const created = await api.call<{ survey: { id: string } }>('POST', '/admin/api/surveys', { title: 'Maximum survey (bench)' });
      const id = created.survey.id;
      await api.call('PATCH', `/admin/api/surveys/${id}`, { additional_languages: [...survey.additionalLanguages] });
      const batches = await upload(api, id, survey.components, log);
      log(`  ${survey.components.length} components in ${batches} batches`);
      return id;
    });

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1400, height: 900 } });
    await restoreSignIn(context, login);
    const opened = browser;
    return { baseUrl, surveyId, browser: opened, context, setup, components: survey.components.length, close };
  } catch (error) {
    await close();
    throw error;
  }
}
