// The checks inside their worker in Chromium (Debian's /usr/bin/chromium, driven by Playwright):
// bundles browser/checks-driver.ts with the real worker, serves it locally, and times full checks
// and single edits as Comlink round trips, with the worker's own time and the page's apply of the
// change beside them.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { summarise } from './stats';

const CHROMIUM = '/usr/bin/chromium';
/** Samples past the warm-up: the first full check, and the first few edits, compile the code. */
const warm = (name: string, samples: number[]) => (samples.length <= 2 ? samples : samples.slice(name === 'fullCheck' ? 1 : Math.min(5, samples.length - 1)));
const RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 60);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function bench() {
  if (!existsSync(CHROMIUM)) return { skipped: `no ${CHROMIUM}` };
  const out = await mkdtemp(path.join(tmpdir(), 'checks-bench-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'silent',
      build: {
        outDir: out,
        emptyOutDir: true,
        minify: true,
        rollupOptions: { input: { driver: path.join(root, 'tests/bench/browser/checks-driver.ts') }, output: { entryFileNames: '[name].js' } },
      },
      worker: { format: 'es' },
    });
    await writeFile(path.join(out, 'index.html'), '<!doctype html><meta charset="utf-8"><script type="module" src="/driver.js"></script>');
    const server = createServer(async (request, response) => {
      const file = path.join(out, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '') || 'index.html');
      try {
        const body = await readFile(file.startsWith(out) ? file : path.join(out, 'index.html'));
        response.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript' }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await page.waitForFunction(() => typeof window.runChecksBench === 'function');
      const raw = await page.evaluate((runs) => window.runChecksBench(runs), RUNS);
      const version = browser.version();
      return {
        chromium: version,
        note: 'roundTrip: post the change, check in the worker, clone the change of the findings back; inWorker: apply + takeChange() in the worker; pageApply: the page applies the change to its copy of the list',
        ...Object.fromEntries(
          Object.entries(raw).map(([name, samples]) => [
            name,
            {
              roundTripMs: summarise(warm(name, samples.roundTrip)),
              inWorkerMs: summarise(warm(name, samples.inWorker)),
              pageApplyMs: summarise(warm(name, samples.pageApply)),
            },
          ]),
        ),
      };
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
