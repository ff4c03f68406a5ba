// The Data tab's first paint at scale (issue 15 benchmark, target < 1 s): the largest survey
// (100 questions × 10 answer groups × 50 answers, 25,000+ columns) published, its region filled with
// BENCH_RESPONDENTS respondents (default 100,000; tests/bench/respondent-data-fill.ts), the product
// built and served by the real server (in-process, listening on 127.0.0.1, embedded PGlite), and
// Chromium opening /surveys/{id}/manage/data signed in.
//
// Figures, from navigation start (the page's own clock):
// - `firstRowMs`: the first respondent's row drawn in the grid, then a frame (what the author sees);
// - `countMs`: "{n} Items" shown (the page's total, counted under the filter);
// - `columnsMs`: the answer columns drawn (the version's column list, asked for after the rows);
// - cold: a fresh browser context each run (nothing cached: the app's code, the survey's columns);
//   warm: a reload in the same context.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from '@playwright/test';
import { build } from 'vite';
import { adminEmail, adminPassword, createTestServer } from '../../server/testing/harness';
import { freePort } from './browser/product-server';
import { Api, CHROMIUM, CHROMIUM_ARGS, restoreSignIn, signInForBrowser } from './browser/product-session';
import { generate, publishLargest } from './respondent-data-fill';
import { summarise } from './stats';

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 100_000);
const RUNS = 5;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Marks {
  readonly firstRowMs: number;
  readonly countMs: number;
  readonly columnsMs: number;
}

/**
 * Records, on the page's clock, when the first body row and the count appear (then a frame). A
 * string, not a function: the TypeScript loader would name the inner functions with a helper the
 * page does not have.
 */
const watchDataTab = `(() => {
  const marks = {};
  window.dataTabMarks = marks;
  const afterFrame = (name) => requestAnimationFrame(() => setTimeout(() => { marks[name] ??= performance.now(); }));
  const observer = new MutationObserver(() => {
    if (marks.firstRowMs === undefined && document.querySelector('[role="grid"] .data-grid__row--body [role="gridcell"]')) afterFrame('firstRowMs');
    if (marks.countMs === undefined && /\\d+ Items/.test(document.querySelector('.data-tab__count')?.textContent ?? '')) afterFrame('countMs');
    // The answer columns: a header beyond the respondent's own six.
    if (marks.columnsMs === undefined && document.querySelectorAll('[role="grid"] [role="columnheader"]').length > 6) afterFrame('columnsMs');
    if (marks.firstRowMs !== undefined && marks.countMs !== undefined && marks.columnsMs !== undefined) observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
})();`;

async function measure(context: BrowserContext, url: string, reload: boolean): Promise<Marks> {
  const page = context.pages()[0] ?? await context.newPage();
  if (reload) await page.reload();
  else await page.goto(url);
  await page.waitForFunction(() => {
    const marks = (window as unknown as { dataTabMarks?: { firstRowMs?: number; countMs?: number; columnsMs?: number } }).dataTabMarks;
    // Until the answer columns are drawn too, so no request of this run is still on the server
    // when the next one starts.
    return marks?.firstRowMs !== undefined && marks.countMs !== undefined && marks.columnsMs !== undefined;
  }, undefined, { timeout: 60_000 });
  return page.evaluate(() => (window as unknown as { dataTabMarks: Marks }).dataTabMarks);
}

export async function bench() {
  const scratch = await mkdtemp(path.join(tmpdir(), 'fieldwork-data-tab-bench-'));
  const staticDir = path.join(scratch, 'dist');
  // Built before the server starts: it serves the app only if it is there then.
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent', build: { outDir: staticDir, emptyOutDir: true } });
  // As in production: replies are not checked against the contract (the harness turns that on for tests).
  const server = await createTestServer('pglite', { staticDir, loginRateLimit: 10_000, validateReplies: false });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const token = await server.signIn();
    const published = await publishLargest(server, token);
    await generate(server, published, RESPONDENTS);
    const port = await freePort();
    await server.app.listen({ port, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${port}`;
    const login = await signInForBrowser(new Api(baseUrl), { email: adminEmail, password: adminPassword });
    const url = `${baseUrl}/surveys/${published.surveyId}/manage/data`;
    const cold: Marks[] = [];
    const warm: Marks[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
      await restoreSignIn(context, login);
      await context.addInitScript({ content: watchDataTab });
      try {
        cold.push(await measure(context, url, false));
        warm.push(await measure(context, url, true));
      } finally {
        await context.close();
      }
    }
    const figures = (marks: Marks[]) => ({
      first_row_ms: summarise(marks.map((m) => m.firstRowMs)),
      count_ms: summarise(marks.map((m) => m.countMs)),
      answer_columns_ms: summarise(marks.map((m) => m.columnsMs)),
    });
    return { respondents: RESPONDENTS, cold: figures(cold), warm: figures(warm), targets: { first_row_ms: 1000 } };
  } finally {
    await browser.close();
    await server.close();
    await rm(scratch, { recursive: true, force: true });
  }
}
