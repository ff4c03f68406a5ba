// The Routing tab's flow view on the largest survey (100 pages, a third behind routing groups):
//   node:    building the graph from the draft (on the page), marking it with the checks'
//            findings (on the page), and dagre's layout (in the layout worker: > 16 ms is why);
//   browser: in Chromium on the real product, from the click on "Routing flow" to the first frame
//            painted with the laid-out graph, and to idle (issue #13's target: lay out and paint < 1 s).
// A report, never a timed test. BENCH_ROUTING_FLOW_BROWSER=0 skips the browser part;
// BENCH_ROUTING_FLOW_SCREENSHOT=<file.png> keeps a picture of the flow as it opens.
import { existsSync } from 'node:fs';
import type { CDPSession, Page } from '@playwright/test';
import { makeDoc } from '../../sync/document';
import { runChecks } from '../../workers/checks';
import { maxSurvey } from '../../workers/checks/testing/max-survey';
import { flowGraph } from '../../src/features/designer/routing/flow/flow-graph';
import { flowMarks } from '../../src/features/designer/routing/flow/flow-marks';
import { draftFlowSource } from '../../src/features/designer/routing/flow/flow-source';
import { layoutFlow } from '../../src/features/designer/routing/flow/flow-layout';
import { layoutInput } from '../../src/features/designer/routing/flow/layout-input';
import { longTasksBetween, mainThreadBusyMs, probeScript, QUIET_MS, waitIdle } from './browser/designer-steps';
import { CHROMIUM, openProductSession } from './browser/product-session';
import { summarise, time } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BROWSER_RUNS = Number(process.env.BENCH_ROUTING_FLOW_RUNS ?? 3);
const TIMEOUT = 60_000;
const log = (line: string) => process.stderr.write(`${line}\n`);
const round = (ms: number) => Math.round(ms * 10) / 10;

function nodeFigures() {
  const survey = maxSurvey();
  const doc = makeDoc(null, survey.components);
  const findings = runChecks(survey.components, { additionalLanguages: survey.additionalLanguages });
  const graph = flowGraph(draftFlowSource(doc));
  const input = layoutInput(graph);
  const layout = layoutFlow(input);
  return {
    graph: { nodes: graph.nodes.length, edges: graph.edges.length, width: Math.round(layout.width), height: Math.round(layout.height) },
    buildGraphMs: time(() => flowGraph(draftFlowSource(doc)), { runs: RUNS, warmup: 5 }),
    markFindingsMs: time(() => flowMarks(graph, findings), { runs: RUNS, warmup: 5 }),
    layoutInputMs: time(() => layoutInput(graph), { runs: RUNS, warmup: 5 }),
    dagreLayoutMs: time(() => layoutFlow(input), { runs: RUNS, warmup: 3 }),
    frameBudgetMs: 16,
  };
}

interface OpenFlowSample {
  readonly paintedMs: number;
  readonly idleMs: number;
  readonly busyMs: number;
  readonly longTasks: number;
}

/** From the questions view (idle), choose "Routing flow"; time it to the graph's first paint and to idle. */
async function openFlow(page: Page, cdp: CDPSession): Promise<OpenFlowSample> {
  await page.evaluate((timeout) => window.__bench.watch('.routing-flow .react-flow__node-page', timeout), TIMEOUT);
  const busyBefore = await mainThreadBusyMs(cdp);
  await page.getByRole('radio', { name: 'Routing flow' }).click();
  const painted = await page.evaluate(() => window.__bench.shown());
  const clicked = await page.evaluate(() => window.__bench.lastClick);
  const idle = Math.max(painted, await waitIdle(page, clicked));
  const busyMs = (await mainThreadBusyMs(cdp)) - busyBefore;
  const tasks = await longTasksBetween(page, clicked, idle + 1);
  return { paintedMs: round(painted - clicked), idleMs: round(idle - clicked), busyMs: round(busyMs), longTasks: tasks.length };
}

async function browserFigures() {
  if (process.env.BENCH_ROUTING_FLOW_BROWSER === '0') return { skipped: 'BENCH_ROUTING_FLOW_BROWSER=0' };
  if (!existsSync(CHROMIUM)) return { skipped: `no ${CHROMIUM}` };
  const probe = await probeScript();
  const session = await openProductSession({ log });
  try {
    await session.context.addInitScript({ content: probe });
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 1366, height: 800 });
    const cdp = await session.context.newCDPSession(page);
    await cdp.send('Performance.enable');
    log('  Routing tab (first load: pull + checks)…');
    await page.goto(`/surveys/${session.surveyId}/routing?view=questions`);
    await page.getByRole('radio', { name: 'Routing questions' }).waitFor({ timeout: 3 * TIMEOUT });
    await waitIdle(page);
    const samples: OpenFlowSample[] = [];
    for (let i = 0; i < BROWSER_RUNS; i++) {
      if (i > 0) {
        await page.getByRole('radio', { name: 'Routing questions' }).click();
        await page.locator('.routing-flow').waitFor({ state: 'detached', timeout: TIMEOUT });
        await waitIdle(page);
      }
      log(`  Routing flow (${i + 1})…`);
      samples.push(await openFlow(page, cdp));
    }
    const nodes = await page.locator('.routing-flow .react-flow__node').count();
    // To look at the largest flow as an author first sees it: BENCH_ROUTING_FLOW_SCREENSHOT=<file.png>.
    const screenshot = process.env.BENCH_ROUTING_FLOW_SCREENSHOT;
    if (screenshot) await page.screenshot({ path: screenshot });
    return {
      chromium: session.browser.version(),
      note:
        'From the click on "Routing flow" (its timeStamp) to the first frame painted with a page node (MutationObserver, then rAF + a MessageChannel task), ' +
        `and to the end of the last long task before ${QUIET_MS} ms without one. "first" loads the view's chunk (React Flow) and starts the layout worker; ` +
        'every opening builds the graph and lays it out in the worker (the view mounts afresh).',
      nodesRendered: nodes,
      targetMs: 1000,
      first: samples[0],
      again: samples.length > 1 ? { paintedMs: summarise(samples.slice(1).map((s) => s.paintedMs)), idleMs: summarise(samples.slice(1).map((s) => s.idleMs)) } : null,
      samples,
      metTarget: samples.every((s) => s.idleMs < 1000),
    };
  } finally {
    await session.close();
  }
}

export async function bench() {
  const node = nodeFigures();
  // The browser part needs a server and a build: its failure must not lose the node figures.
  const browser = await browserFigures().catch((error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }));
  return { node, browser };
}
