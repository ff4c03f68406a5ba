// The Routing tab on the largest survey (workers/checks/testing/max-survey.ts: 100 pages, routing
// conditions on a third of them), in Chromium on the real product (browser/product-session.ts):
// from the click on the Routing tab to the first frame painted with rows of the "Routing
// questions" tree (issue 13's target: < 500 ms), and to the end of the last long task before the
// page is quiet. The first opening loads the tab's chunk; the others come back from the overview.
// A report, never a timed test.
import { existsSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import {
  backToOverview, longTasksBetween, mainThreadBusyMs, openOverview, probeScript, QUIET_MS, waitIdle,
} from './browser/designer-steps';
import { CHROMIUM, openProductSession } from './browser/product-session';
import { summarise } from './stats';

const RUNS = Number(process.env.BENCH_ROUTING_OPEN_RUNS ?? 5);
const BUDGET_MS = 12_000;
const TARGET_MS = 500;
const TIMEOUT = 60_000;
const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (ms: number) => Math.round(ms * 10) / 10;

interface OpenSample {
  readonly rowsMs: number;
  readonly idleMs: number;
  readonly busyMs: number;
  readonly longTasks: number;
  readonly longTaskMs: number;
  readonly rows: number;
}

async function openRoutingTab(page: Page, cdp: CDPSession): Promise<OpenSample> {
  await page.evaluate((timeout) => window.__bench.watch('.routing-questions .survey-tree-item', timeout), TIMEOUT);
  const busyBefore = await mainThreadBusyMs(cdp);
  await page.getByRole('navigation', { name: 'Survey designer' }).getByRole('link', { name: 'Routing', exact: true }).click();
  const painted = await page.evaluate(() => window.__bench.shown());
  const clicked = await page.evaluate(() => window.__bench.lastClick);
  const idle = Math.max(painted, await waitIdle(page, clicked));
  const busyMs = (await mainThreadBusyMs(cdp)) - busyBefore;
  const tasks = await longTasksBetween(page, clicked, idle + 1);
  const rows = await page.locator('.routing-questions .survey-tree-item').count();
  return { rowsMs: painted - clicked, idleMs: idle - clicked, busyMs, longTasks: tasks.length, longTaskMs: tasks.reduce((sum, t) => sum + t.duration, 0), rows };
}

export async function bench() {
  if (!existsSync(CHROMIUM)) return { skipped: `no ${CHROMIUM}` };
  const probe = await probeScript();
  const session = await openProductSession({ log });
  try {
    await session.context.addInitScript({ content: probe });
    const page = await session.context.newPage();
    const cdp = await session.context.newCDPSession(page);
    await cdp.send('Performance.enable');

    log('  overview (first load: pull + checks)…');
    const first = await openOverview(page, session.surveyId);

    log('  Routing tab…');
    const opens: OpenSample[] = [];
    const opening = Date.now();
    while (opens.length < RUNS && (opens.length < 2 || Date.now() - opening < BUDGET_MS)) {
      if (opens.length > 0) await backToOverview(page);
      opens.push(await openRoutingTab(page, cdp));
    }
    const pages = await page.locator('.routing-questions .routing-row-page').count();

    const figure = (pick: (s: OpenSample) => number) => ({
      first: round(pick(opens[0]!)),
      ...(opens.length > 1 ? { again: summarise(opens.slice(1).map(pick)) } : {}),
    });
    return {
      chromium: session.browser.version(),
      survey: { components: session.components, overviewFirstLoadMs: first.loadedMs, checks: first.checks },
      setupSeconds: session.setup,
      routingTab: {
        note:
          'From the click on the Routing tab (its timeStamp) to the first frame painted with rows of the Routing questions tree (rowsMs; MutationObserver, then rAF + a MessageChannel task), ' +
          `and to the end of the last long task before ${QUIET_MS} ms without one (idleMs). "first" loads the tab's chunk; "again" returns from the overview. ` +
          'rowsInDom: the virtualised tree renders only the rows in view.',
        targetMs: TARGET_MS,
        rowsMs: figure((s) => s.rowsMs),
        idleMs: figure((s) => s.idleMs),
        mainThreadBusyMs: figure((s) => s.busyMs),
        longTasks: opens.map((s) => s.longTasks),
        longTaskMs: opens.map((s) => round(s.longTaskMs)),
        rowsInDom: opens.map((s) => s.rows),
        pageRowsInView: pages,
        metTarget: opens.every((s) => s.rowsMs < TARGET_MS),
      },
    };
  } finally {
    await session.close();
  }
}
