// Opening the largest survey in the designer (issue 12): Chromium against the product build and
// the real server (browser/product-session.ts), the 51,369-component maximum survey loaded through
// the write batches. Per open, from the navigation's start (the page's performance.now()):
//   overviewMs  the overview's "About this survey" card painted;
//   countsMs    its Contents counting the survey's 100 questions (the draft is open);
//   rowsMs      the Edit tab, clicked as soon as the overview counts, painted with tree rows;
//   usableMs    a row clicked as soon as rows show, and its settings panel painted.
// "fresh" opens run each in a new browser context (empty IndexedDB and HTTP cache); "second" opens
// reload a page whose draft is stored. Targets: fresh overview < 1.5 s and Edit usable < 2 s,
// second open < 300 ms. A report, never a timed test. FIELDWORK_BENCH_PORTS ("4610-4619") keeps the
// server's port apart from other runs on the machine.
import { existsSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { CHROMIUM, openProductSession } from './browser/product-session';
import { summarise } from './stats';

const FRESH_RUNS = Number(process.env.BENCH_OPEN_FRESH_RUNS ?? 3);
const SECOND_RUNS = Number(process.env.BENCH_OPEN_SECOND_RUNS ?? 3);
const TIMEOUT = 60_000;
const QUESTION = 'Q1';
/** Must match src/features/auth/login-store.ts loginStorageKey. */
const LOGIN_KEY = 'fieldwork.login';
const PORTS = /^(\d+)-(\d+)$/.exec(process.env.FIELDWORK_BENCH_PORTS ?? '');
const log = (line: string) => process.stderr.write(`${line}\n`);

type Mark = 'overview' | 'counts' | 'rows' | 'panel';

/**
 * Installed before the app: notes, for each mark, the first frame painted after the DOM change
 * that made it true (a rAF, then the first task after that frame's paint).
 */
const markScript = (question: string) => `(() => {
  const marks = {};
  const seen = new Set();
  const factIs = (label, value) => [...document.querySelectorAll('.overview .fact')]
    .some((fact) => fact.querySelector('dt')?.textContent === label && fact.querySelector('dd')?.textContent === value);
  const tests = {
    overview: () => document.getElementById('overview-about') !== null,
    counts: () => factIs('Questions', '100'),
    rows: () => document.querySelector('.survey-tree .survey-tree-item') !== null,
    panel: () => [...document.querySelectorAll('aside.side-panel[data-state="open"]')]
      .some((aside) => document.getElementById(aside.getAttribute('aria-labelledby') ?? '')?.textContent === 'Question ${question} settings'),
  };
  const painted = (name) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { marks[name] = performance.now(); channel.port1.close(); };
    channel.port2.postMessage(0);
  });
  const check = () => {
    for (const [name, test] of Object.entries(tests)) {
      if (seen.has(name) || !test()) continue;
      seen.add(name);
      painted(name);
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-state'] });
  window.__open = { marks };
})();`;

declare global {
  interface Window {
    __open: { marks: Partial<Record<Mark, number>> };
  }
}

async function mark(page: Page, name: Mark): Promise<number> {
  try {
    const handle = await page.waitForFunction((n) => window.__open?.marks[n as Mark], name, { timeout: TIMEOUT, polling: 20 });
    return (await handle.jsonValue()) as number;
  } catch (error) {
    const seen = await page.evaluate(() => ({ marks: window.__open?.marks, url: location.href, text: document.body?.innerText.slice(0, 300) })).catch(() => null);
    throw new Error(`No "${name}" mark: ${(error as Error).message}; the page: ${JSON.stringify(seen)}`, { cause: error });
  }
}

interface OpenSample {
  readonly overviewMs: number;
  readonly countsMs: number;
  readonly rowsMs: number;
  readonly usableMs: number;
}

/** The components list as the page fetched it: bytes on the wire, decoded, and its duration. */
async function componentsFetch(page: Page) {
  return page.evaluate(() => {
    const entry = performance.getEntriesByType('resource')
      .find((e) => /\/components(\?|$)/.test(e.name)) as PerformanceResourceTiming | undefined;
    return entry ? { transferBytes: entry.transferSize, decodedBytes: entry.decodedBodySize, fetchMs: Math.round(entry.responseEnd - entry.startTime) } : null;
  });
}

/** One open of the overview at `url`, then the Edit tab and a row, as fast as the page lets. */
async function openOnce(page: Page, url: string): Promise<OpenSample> {
  await page.goto(url, { waitUntil: 'commit' });
  const overviewMs = await mark(page, 'overview');
  const countsMs = await mark(page, 'counts');
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Edit', exact: true }).click();
  const rowsMs = await mark(page, 'rows');
  await page.getByRole('region', { name: 'Survey questions' }).getByRole('button', { name: new RegExp(`^${QUESTION} `) }).first().click();
  const usableMs = await mark(page, 'panel');
  return { overviewMs, countsMs, rowsMs, usableMs };
}

/** Waits until the survey's base is in IndexedDB (the stored draft a second open reads). */
async function baseStored(page: Page) {
  await page.waitForFunction(() => new Promise<boolean>((resolve) => {
    const open = indexedDB.open('fieldwork-drafts');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('bases')) {
        db.close();
        resolve(false);
        return;
      }
      const count = db.transaction('bases').objectStore('bases').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result > 0);
      };
      count.onerror = () => resolve(false);
    };
  }), undefined, { timeout: TIMEOUT, polling: 100 });
}

const summaryOf = (samples: readonly OpenSample[]) => Object.fromEntries(
  (['overviewMs', 'countsMs', 'rowsMs', 'usableMs'] as const).map((key) => [key, summarise(samples.map((s) => s[key]))]),
);

export async function bench() {
  if (!existsSync(CHROMIUM)) return { skipped: `no ${CHROMIUM}` };
  const session = await openProductSession({ log, ...(PORTS ? { ports: [Number(PORTS[1]), Number(PORTS[2])] as const } : {}) });
  try {
    const url = `/surveys/${session.surveyId}/overview`;
    // The session's context holds the sign-in; each fresh context gets it the same way.
    const first = await session.context.newPage();
    await first.goto('/');
    const login = await first.evaluate((key) => localStorage.getItem(key), LOGIN_KEY);
    await first.close();
    if (!login) throw new Error(`No ${LOGIN_KEY} in the session's local storage`);
    const freshContext = async (): Promise<BrowserContext> => {
      const context = await session.browser.newContext({ baseURL: session.baseUrl, viewport: { width: 1400, height: 900 } });
      await context.addInitScript(({ key, value }) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      }, { key: LOGIN_KEY, value: login });
      await context.addInitScript({ content: markScript(QUESTION) });
      return context;
    };

    const fresh: OpenSample[] = [];
    const second: OpenSample[] = [];
    let wire: Awaited<ReturnType<typeof componentsFetch>> = null;
    for (let run = 0; run < Math.max(FRESH_RUNS, 1); run++) {
      const context = await freshContext();
      try {
        const page = await context.newPage();
        log(`  fresh open ${run + 1}…`);
        fresh.push(await openOnce(page, url));
        wire ??= await componentsFetch(page);
        await baseStored(page);
        // The second opens come from the first context, its draft stored.
        if (run > 0) continue;
        for (let again = 0; again < SECOND_RUNS; again++) {
          log(`  second open ${again + 1}…`);
          // A reload of the overview's address (the page is on the Edit tab now).
          second.push(await openOnce(page, url));
        }
      } finally {
        await context.close();
      }
    }
    return {
      components: session.components,
      setup: session.setup,
      componentsList: wire,
      fresh: summaryOf(fresh),
      second: summaryOf(second),
      samples: { fresh, second },
      targets: { freshOverviewMs: 1500, freshUsableMs: 2000, secondOverviewMs: 300 },
    };
  } finally {
    await session.close();
  }
}
