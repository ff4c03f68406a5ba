// The respondent runtime (issue 14 benchmark) on the largest survey (respondent-survey.ts: 100
// pages × 10 answer groups × 50 answers, 330 conditions), against the real server and its build
// (respondent-session.ts). Figures, with the issue's targets:
// - entryJs: the respondent entry and the chunks it imports statically, gzipped (< 100 KB, React
//   included); the lazy chunks (the date widget) listed apart.
// - wire: the first page's document as the link serves it, HTML and hydration JSON, gzipped
//   (< 160 KB).
// - browser (Chromium): first question painted after navigation (FCP/LCP of the server-rendered
//   page; < 150 ms, < 500 ms on a slow 3G profile), answer click → next paint (p95 < 16 ms, no long
//   task; beside it the same clicks on bare radios, the floor), Next → the next page painted without a page load (< 40 ms): walked in the browser with
//   the version's runtime form (the submission sent behind it), and, with the form held back, drawn
//   from the JSON reply (the server's walk and save); JS heap after GC with the page fully
//   answered (< 8 MB).
// - runtimeForm: the version's runtime form (the offline walk's), gzipped (< 160 KB).
// Compression is zlib's default level, what a server's gzip sends.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './browser/product-session';
import { openRespondentSession, type RespondentSession } from './respondent-session';
import { summarise } from './stats';

const ENTRY = 'src/respondent/respondent-entry.ts';
const KB = 1024;
const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const gzipped = (data: string | Buffer) => gzipSync(data).length;

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** The entry's JS as a first visit downloads it, and the lazy chunks apart. */
function entryFigures(staticDir: string) {
  const manifest = JSON.parse(readFileSync(path.join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const sizes = (key: string) => {
    const bytes = readFileSync(path.join(staticDir, manifest[key]!.file));
    return { file: manifest[key]!.file, bytes: bytes.length, gzip: gzipped(bytes) };
  };
  const staticKeys: string[] = [];
  const lazyKeys = new Set<string>();
  const visit = (key: string) => {
    if (staticKeys.includes(key)) return;
    staticKeys.push(key);
    for (const lazy of manifest[key]!.dynamicImports ?? []) lazyKeys.add(lazy);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  visit(ENTRY);
  const chunks = staticKeys.map(sizes);
  const gzip = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  return {
    gzipKB: kb(gzip),
    bytesKB: kb(chunks.reduce((sum, chunk) => sum + chunk.bytes, 0)),
    targetKB: 100,
    chunks: chunks.map((chunk) => ({ file: chunk.file, gzipKB: kb(chunk.gzip) })),
    lazy: [...lazyKeys].map(sizes).map((chunk) => ({ file: chunk.file, gzipKB: kb(chunk.gzip) })),
  };
}

/** The first page of the survey as its link serves it to a new respondent. */
async function wireFigures(session: RespondentSession) {
  const response = await fetch(`${session.baseUrl}/s/${session.surveyId}`);
  const html = await response.text();
  if (!response.ok) throw new Error(`GET /s/${session.surveyId}: ${response.status} ${html.slice(0, 300)}`);
  const data = /<script type="application\/json" id="respondent-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    documentKB: kb(Buffer.byteLength(html)),
    gzipKB: kb(gzipped(html)),
    targetKB: 160,
    hydrationJsonKB: kb(Buffer.byteLength(data)),
    hydrationJsonGzipKB: kb(gzipped(data)),
    inputs: (html.match(/<input /g) ?? []).length,
  };
}

/** The version's runtime form, as the browser fetches it after hydration (immutable, cached). */
async function runtimeFormFigures(session: RespondentSession) {
  const response = await fetch(`${session.baseUrl}/s/${session.surveyId}/versions/1/forms/en`);
  const json = await response.text();
  if (!response.ok) throw new Error(`GET the runtime form: ${response.status} ${json.slice(0, 300)}`);
  return { bytesKB: kb(Buffer.byteLength(json)), gzipKB: kb(gzipped(json)), targetKB: 160 };
}

/**
 * Arms a probe for Next: from the click to the first frame painted once the page shows `Page 2`
 * (a task queued from requestAnimationFrame runs once that frame has been painted).
 */
function armNextProbe() {
  const holder = window as unknown as { __nextPaint: Promise<number> };
  holder.__nextPaint = new Promise<number>((resolve) => {
    let clicked = Number.NaN;
    window.addEventListener('click', (event) => { clicked = event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('.respondent__progress')?.textContent !== 'Page 2') return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - clicked);
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * Next on the first page (its required groups answered): click → Page 2 painted, no page load.
 * `withForm`: the runtime form is on hand (the browser walks); else it is held back (the JSON reply).
 */
async function nextPage(browser: Browser, url: string, withForm: boolean) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const form = withForm ? page.waitForResponse((r) => /\/forms\/en(\?|$)/.test(r.url()) && r.ok()) : null;
    if (!withForm) await page.route('**/versions/*/forms/*', (route) => route.abort());
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => document.activeElement?.id === 'respondent-heading');
    await form;
    for (const name of await radioGroups(page)) await page.locator(`input[type="radio"][name="${name}"][value="1"]`).click();
    await page.evaluate(armNextProbe);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) navigations.push(frame.url()); });
    await page.getByRole('button', { name: 'Next' }).click();
    const ms = await page.evaluate(() => (window as unknown as { __nextPaint: Promise<number> }).__nextPaint);
    return { ms: Math.round(ms * 10) / 10, pageLoads: navigations.length };
  } finally {
    await context.close();
  }
}

async function nextPageFigures(browser: Browser, url: string) {
  const walked = [];
  const replied = [];
  for (let run = 0; run < 5; run++) walked.push(await nextPage(browser, url, true));
  for (let run = 0; run < 5; run++) replied.push(await nextPage(browser, url, false));
  return {
    walkedInBrowser: { ...summarise(walked.map((r) => r.ms)), pageLoads: walked.reduce((n, r) => n + r.pageLoads, 0) },
    fromJsonReply: { ...summarise(replied.map((r) => r.ms)), pageLoads: replied.reduce((n, r) => n + r.pageLoads, 0) },
    targetMs: 40,
  };
}

/**
 * In the page before any of its scripts: long tasks, the time from each click to the next paint,
 * and the click's own work (its handlers and React's commit, which runs in a microtask queued
 * while the event is dispatched, before this probe's).
 */
function installProbe() {
  const probe = { longTasks: [] as { start: number; duration: number }[], clicks: [] as number[], work: [] as number[] };
  (window as unknown as { __respondentBench: typeof probe }).__respondentBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The frame after the click's work: a task queued from requestAnimationFrame runs once that
  // frame has been painted, so its time less the event's is click → next paint.
  window.addEventListener('click', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => probe.clicks.push(performance.now() - start);
      channel.port2.postMessage(null);
    });
  }, true);
  window.addEventListener('click', (event) => {
    const start = event.timeStamp;
    queueMicrotask(() => probe.work.push(performance.now() - start));
  });
}

type Probe = { longTasks: { start: number; duration: number }[]; clicks: number[]; work: number[] };
const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __respondentBench: Probe }).__respondentBench);

interface Paints {
  /** The server's answer began (most of it is the server's walk and render). */
  readonly ttfb: number;
  readonly responseEnd: number;
  readonly fcp: number;
  readonly lcp: number;
}

/** The current document's paints and its response, ms after its navigation started. */
async function paints(page: Page): Promise<Paints> {
  return page.evaluate(() => new Promise<Paints>((resolve) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const seen = { fcp: Number.NaN, lcp: Number.NaN };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      seen.lcp = list.getEntries().at(-1)?.startTime ?? seen.lcp;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    // Buffered entries arrive in the observers' first callbacks; two frames later both have run.
    // (No named function in here: tsx would wrap it in a helper the page does not have.)
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve({
      ttfb: navigation?.responseStart ?? Number.NaN, responseEnd: navigation?.responseEnd ?? Number.NaN, ...seen,
    }), 50)));
  }));
}

const paintFigures = (runs: readonly Paints[], targetMs: number) => ({
  fcp: summarise(runs.map((p) => p.fcp)),
  lcp: summarise(runs.map((p) => p.lcp)),
  ttfb: summarise(runs.map((p) => p.ttfb)),
  responseEnd: summarise(runs.map((p) => p.responseEnd)),
  targetMs,
});

const SLOW_3G = { offline: false, latency: 400, downloadThroughput: (400 * 1000) / 8, uploadThroughput: (400 * 1000) / 8 };

async function firstPaint(browser: Browser, url: string, throttled: boolean) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    }
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    return await paints(page);
  } finally {
    await context.close();
  }
}

/** The radios of the page's answer groups, by group (form name), in order. */
async function radioGroups(page: Page): Promise<string[]> {
  return page.evaluate(() => [...new Set([...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.name))]);
}

async function answering(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await page.goto(url, { waitUntil: 'load' });
    // Hydrated: the entry has moved focus to the page's heading.
    await page.waitForFunction(() => document.activeElement?.id === 'respondent-heading');
    const groups = await radioGroups(page);
    const before = (await readProbe(page)).longTasks.length;
    // Five answers in each group (the last one chosen stays), then the next group.
    for (const name of groups) {
      for (const code of ['7', '3', '41', '12', '2']) {
        await page.locator(`input[type="radio"][name="${name}"][value="${code}"]`).click();
      }
    }
    await page.waitForFunction((n) => (window as unknown as { __respondentBench: Probe }).__respondentBench.clicks.length >= n, groups.length * 5);
    const probe = await readProbe(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');

    return {
      answerGroups: groups.length,
      clickToNextPaint: summarise(probe.clicks),
      clickWork: summarise(probe.work),
      clickLongTasks: probe.longTasks.length - before,
      heapAfterGcMB: Math.round((heap.usedSize / KB / KB) * 100) / 100,
    };
  } finally {
    await context.close();
  }
}

/**
 * The same clicks on a bare page of the same radios (10 groups of 50, no script but the probe):
 * the floor that Playwright's click, the input's dispatch and the wait for the next frame set
 * (click → next paint includes waiting for the next frame, up to 16.7 ms at 60 Hz).
 */
async function clickFloor(browser: Browser) {
  const context = await browser.newContext();
  try {
    await context.addInitScript(installProbe);
    const page = await context.newPage();
    const groups = Array.from({ length: 10 }, (_, g) => `<fieldset><legend>Question ${g + 1}</legend>${
      Array.from({ length: 50 }, (_, a) => `<label><input type="radio" name="g${g}" value="${a + 1}"> Answer ${a + 1}</label>`).join('')}</fieldset>`).join('');
    // A navigation (not setContent, whose document.open drops the probe's listeners).
    await page.goto(`data:text/html,${encodeURIComponent(`<!doctype html><html lang="en"><body><form>${groups}</form></body></html>`)}`);
    for (let g = 0; g < 10; g++) {
      for (const code of ['7', '3', '41', '12', '2']) await page.locator(`input[name="g${g}"][value="${code}"]`).click();
    }
    await page.waitForFunction((n) => (window as unknown as { __respondentBench: Probe }).__respondentBench.clicks.length >= n, 50);
    const probe = await readProbe(page);
    return { clickToNextPaint: summarise(probe.clicks), clickWork: summarise(probe.work) };
  } finally {
    await context.close();
  }
}

async function browserFigures(session: RespondentSession) {
  if (!existsSync(CHROMIUM)) return { skipped: `no ${CHROMIUM}` };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const url = `${session.baseUrl}/s/${session.surveyId}`;
    await firstPaint(browser, url, false); // warm the server's renderer and caches
    const fast = [];
    for (let run = 0; run < 5; run++) fast.push(await firstPaint(browser, url, false));
    const slow = [];
    for (let run = 0; run < 3; run++) slow.push(await firstPaint(browser, url, true));
    return {
      firstQuestionPaint: paintFigures(fast, 150),
      firstQuestionPaintSlow3g: paintFigures(slow, 500),
      ...(await answering(browser, url)),
      // The same clicks on bare radios: what the figures above cannot go below on this machine.
      clickFloorBareRadios: await clickFloor(browser),
      // Next → the next page painted, without a page load (each run a new respondent).
      nextPagePaint: await nextPageFigures(browser, url),
      targets: { clickToNextPaintP95Ms: 16, nextPagePaintMs: 40, heapAfterGcMB: 8 },
    };
  } finally {
    await browser.close();
  }
}

export async function bench() {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const session = await openRespondentSession(log);
  try {
    return {
      survey: { components: session.components, conditions: session.conditions },
      setup: session.setup,
      entryJs: entryFigures(session.staticDir),
      wire: await wireFigures(session),
      runtimeForm: await runtimeFormFigures(session),
      browser: await browserFigures(session),
    };
  } finally {
    await session.close();
  }
}
