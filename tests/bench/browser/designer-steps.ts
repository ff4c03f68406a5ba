// The designer benchmark's steps, driven from Node with Playwright against the real product
// (product-session.ts) and timed inside the page by designer-probe.ts. Shared by
// ../designer.bench.ts (figures) and ../designer-profile.ts (CPU profiles of the same steps).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from '@playwright/test';
import { build, type Rolldown } from 'vite';
import type { SlowEvent, Span } from './designer-probe';

const here = path.dirname(fileURLToPath(import.meta.url));
const TIMEOUT = 60_000;
/** No long task for this long counts as idle (the time-to-interactive rule). */
export const QUIET_MS = 500;
/** Between two keystrokes: a brisk typist (~15 characters a second). */
export const KEY_GAP_MS = 50;

/** designer-probe.ts as one script, to install with `context.addInitScript({ content })`. */
export async function probeScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      lib: { entry: path.join(here, 'designer-probe.ts'), formats: ['iife'], name: 'fieldworkBenchProbe' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The probe did not build');
  return chunk.code;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Survey designer' });
const tree = (page: Page) => page.getByRole('region', { name: 'Survey questions' });

/**
 * The main thread's busy time so far: CDP Performance TaskDuration (every task of the renderer's
 * main thread) less DevToolsCommandDuration (this driver's own commands, e.g. these reads).
 */
export async function mainThreadBusyMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return ms('TaskDuration') - ms('DevToolsCommandDuration');
}

const SPLIT = { task: 'TaskDuration', script: 'ScriptDuration', recalcStyle: 'RecalcStyleDuration', layout: 'LayoutDuration', other: 'TaskOtherDuration', devtools: 'DevToolsCommandDuration' } as const;
export type MainThreadSplit = Record<keyof typeof SPLIT, number>;

/** What the main thread's time went to so far: CDP Performance metrics (see SPLIT), in ms. */
export async function mainThreadSplitMs(cdp: CDPSession): Promise<MainThreadSplit> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const ms = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return Object.fromEntries(Object.entries(SPLIT).map(([key, name]) => [key, ms(name)])) as MainThreadSplit;
}

export async function now(page: Page): Promise<number> {
  return page.evaluate(() => window.__bench.now());
}

export async function waitIdle(page: Page, since?: number): Promise<number> {
  const from = since ?? (await now(page));
  return page.evaluate(([start, quiet, timeout]) => window.__bench.idleAfter(start, quiet, timeout), [from, QUIET_MS, TIMEOUT] as const);
}

export async function longTasksBetween(page: Page, from: number, to: number): Promise<Span[]> {
  return page.evaluate(([a, b]) => window.__bench.longTasks.filter((t) => t.start >= a && t.start < b), [from, to] as const);
}

export async function slowEventsBetween(page: Page, from: number, to: number): Promise<SlowEvent[]> {
  return page.evaluate(([a, b]) => window.__bench.slowEvents.filter((t) => t.start >= a && t.start < b), [from, to] as const);
}

/**
 * First visit: the designer pulls the whole survey into IndexedDB and checks it. Resolves when
 * the overview counts 100 questions, the checks have answered, and the main thread is idle.
 */
export async function openOverview(page: Page, surveyId: string): Promise<{ loadedMs: number; checks: string }> {
  const started = Date.now();
  await page.goto(`/surveys/${surveyId}/overview`);
  await overviewReady(page);
  const loadedMs = Date.now() - started;
  await waitIdle(page);
  const checks = (await page.locator('.checks-summary').first().textContent()) ?? '';
  return { loadedMs, checks };
}

async function overviewReady(page: Page) {
  const contents = page.getByRole('region', { name: 'Contents' });
  await contents.locator('.fact', { hasText: 'Questions' }).locator('dd', { hasText: /^100$/ }).waitFor({ timeout: TIMEOUT });
  // The overview sums the survey checks and the routing checks: both done.
  await contents.locator('.checks-summary').filter({ hasText: 'Checking' }).first().waitFor({ state: 'detached', timeout: TIMEOUT });
}

export interface OpenEditSample {
  /** Click on the Edit tab → first frame painted with tree rows. */
  readonly rowsMs: number;
  /** Click → end of the last long task before a quiet window (at least rowsMs). */
  readonly idleMs: number;
  readonly longTasks: number;
  readonly longTaskMs: number;
  readonly busyMs: number;
}

/** From the overview (idle), click the Edit tab; time it until the tree shows rows and the main thread is idle. */
export async function openEditTab(page: Page, cdp: CDPSession): Promise<OpenEditSample> {
  await page.evaluate((timeout) => window.__bench.watch('.survey-tree .survey-tree-item', timeout), TIMEOUT);
  const busyBefore = await mainThreadBusyMs(cdp);
  await tabs(page).getByRole('link', { name: 'Edit', exact: true }).click();
  const painted = await page.evaluate(() => window.__bench.shown());
  const clicked = await page.evaluate(() => window.__bench.lastClick);
  const idle = Math.max(painted, await waitIdle(page, clicked));
  const busyMs = (await mainThreadBusyMs(cdp)) - busyBefore;
  const tasks = await longTasksBetween(page, clicked, idle + 1);
  return {
    rowsMs: painted - clicked,
    idleMs: idle - clicked,
    longTasks: tasks.length,
    longTaskMs: tasks.reduce((sum, t) => sum + t.duration, 0),
    busyMs,
  };
}

/** Back to the overview tab, and wait until it is idle. */
export async function backToOverview(page: Page) {
  await tabs(page).getByRole('link', { name: 'Overview', exact: true }).click();
  await overviewReady(page);
  await waitIdle(page);
}

/** Selects question `name` in the tree, and focuses its question text at the end. */
export async function focusQuestionText(page: Page, name: string) {
  await tree(page).getByRole('button', { name: new RegExp(`^${name} `) }).first().click();
  const panel = page.getByRole('complementary', { name: `Question ${name} settings` });
  const editor = panel.getByRole('textbox', { name: 'Question text' }).first();
  await editor.click();
  await page.keyboard.press('End');
  await waitIdle(page);
  return { panel, editor };
}

export interface TypingResult {
  /** keydown timeStamp → first task after the next frame's paint, per key. */
  readonly keyToPaintMs: number[];
  /** Main-thread busy time from one key to the next (its gap included), per key. */
  readonly busyPerKeyMs: number[];
  readonly longTasks: Span[];
  readonly slowEvents: SlowEvent[];
  readonly keys: number;
  readonly windowMs: number;
  /** The main thread's time over the whole typing, split (task = all of it), per key. */
  readonly splitPerKeyMs: MainThreadSplit;
}

/** Types `text` one key at a time, KEY_GAP_MS apart, into the focused editor. */
export async function typeText(page: Page, cdp: CDPSession, text: string): Promise<TypingResult> {
  await page.evaluate(() => {
    window.__bench.keys.length = 0;
    window.__bench.armKeys(true);
  });
  const from = await now(page);
  const splitBefore = await mainThreadSplitMs(cdp);
  const busyPerKeyMs: number[] = [];
  let before = await mainThreadBusyMs(cdp);
  for (const char of text) {
    await page.keyboard.type(char);
    await sleep(KEY_GAP_MS);
    const after = await mainThreadBusyMs(cdp);
    busyPerKeyMs.push(after - before);
    before = after;
  }
  await page.evaluate(() => window.__bench.nextPaint());
  const to = await now(page);
  const splitAfter = await mainThreadSplitMs(cdp);
  const perKey = (name: keyof MainThreadSplit) => Math.round(((splitAfter[name] - splitBefore[name]) / Math.max(1, text.length)) * 100) / 100;
  const keys = await page.evaluate(() => {
    window.__bench.armKeys(false);
    return window.__bench.keys.slice();
  });
  return {
    keyToPaintMs: keys.map((k) => k.painted - k.down),
    busyPerKeyMs,
    longTasks: await longTasksBetween(page, from, to),
    slowEvents: await slowEventsBetween(page, from, to),
    keys: keys.length,
    windowMs: to - from,
    splitPerKeyMs: Object.fromEntries(Object.keys(SPLIT).map((key) => [key, perKey(key as keyof MainThreadSplit)])) as MainThreadSplit,
  };
}

/** Main-thread busy time per KEY_GAP_MS interval with nothing typed: what the probe itself costs. */
export async function idleBusyPerInterval(page: Page, cdp: CDPSession, intervals = 20): Promise<number[]> {
  await page.evaluate(() => window.__bench.nextPaint());
  const out: number[] = [];
  let before = await mainThreadBusyMs(cdp);
  for (let i = 0; i < intervals; i++) {
    await sleep(KEY_GAP_MS);
    const after = await mainThreadBusyMs(cdp);
    out.push(after - before);
    before = after;
  }
  return out;
}

export interface CommitSample {
  /** Pointer down outside the editor (the text is handed to the draft engine) → idle. */
  readonly idleMs: number;
  readonly busyMs: number;
  readonly longTasks: number;
  readonly longestTaskMs: number;
}

/** Leaves the editor (which commits the text as one edit) and times it until the main thread is idle. */
export async function commitText(page: Page, cdp: CDPSession, panel: ReturnType<Page['getByRole']>): Promise<CommitSample> {
  const busyBefore = await mainThreadBusyMs(cdp);
  await panel.getByRole('heading').first().click();
  // The editor loses focus, and hands its text over, on pointerdown (before the click).
  const clicked = await page.evaluate(() => window.__bench.lastPointerDown);
  const idle = await waitIdle(page, clicked);
  const busyMs = (await mainThreadBusyMs(cdp)) - busyBefore;
  const tasks = await longTasksBetween(page, clicked, idle + 1);
  return { idleMs: idle - clicked, busyMs, longTasks: tasks.length, longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)) };
}
