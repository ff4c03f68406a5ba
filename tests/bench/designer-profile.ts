// CPU profiles of the designer benchmark's steps (designer.bench.ts), to find what makes them slow.
// Same product and survey, but the app is built without minifying (a production build with
// readable function names); each step is profiled on the page's main thread (CDP Profiler) and
// printed as hot spots (function, source file:line, self/total ms). Not part of `npm run bench`.
//
//   npx tsx tests/bench/designer-profile.ts [directory]
//
// With a directory, each step's .cpuprofile is written there too (opens in Chrome DevTools).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from '@playwright/test';
import { hotSpots, type CpuProfile } from './browser/cpu-profile';
import { backToOverview, commitText, focusQuestionText, openEditTab, openOverview, probeScript, typeText, waitIdle } from './browser/designer-steps';
import { openProductSession } from './browser/product-session';

const outDir = process.argv[2];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const log = (line: string) => process.stderr.write(`${line}\n`);
const KEYS = Number(process.env.BENCH_DESIGNER_KEYS ?? 200);
const TOP = Number(process.env.BENCH_PROFILE_TOP ?? 15);

async function profiled<T>(cdp: CDPSession, name: string, run: () => Promise<T>, into: Record<string, unknown>): Promise<T> {
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop');
  if (outDir) await writeFile(path.join(outDir, `${name}.cpuprofile`), JSON.stringify(profile));
  into[name] = { result, hotSpots: await hotSpots(profile as unknown as CpuProfile, { top: TOP, root }) };
  log(`  ${name} profiled`);
  return result;
}

const session = await openProductSession({ log, minify: false });
const report: Record<string, unknown> = { chromium: session.browser.version(), setupSeconds: session.setup };
try {
  if (outDir) await mkdir(outDir, { recursive: true });
  await session.context.addInitScript({ content: await probeScript() });
  const page: Page = await session.context.newPage();
  // Same origin first, so the renderer that profiles is the one that loads the designer.
  await page.goto('/status/maintenance.json');
  const cdp = await session.context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });

  await profiled(cdp, 'firstLoad', () => openOverview(page, session.surveyId), report);
  await profiled(cdp, 'openEditTabFirst', () => openEditTab(page, cdp), report);
  await backToOverview(page);
  await profiled(cdp, 'openEditTabAgain', () => openEditTab(page, cdp), report);
  const { panel } = await focusQuestionText(page, 'Q1');
  await profiled(cdp, 'typing', async () => {
    const typing = await typeText(page, cdp, 'x'.repeat(KEYS));
    const sorted = [...typing.keyToPaintMs].sort((a, b) => a - b);
    return { keys: typing.keys, keyToPaintMedianMs: sorted[Math.floor(sorted.length / 2)], longTasks: typing.longTasks.length };
  }, report);
  await profiled(cdp, 'leaveText', async () => {
    const sample = await commitText(page, cdp, panel);
    await waitIdle(page);
    return sample;
  }, report);
} finally {
  await session.close();
}
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
