// The Data tab's export (issue 15 C) against the real server: a published survey with a quota on
// the young (target 1) is taken by three anonymous respondents (complete, screened, quota_full);
// the author exports the pipe .txt, the CSV and the SPSS .sav as downloads and each file is read
// back: the text files parsed, the .sav by GNU PSPP. Code columns as labels and as codes, the rows
// choice, the save-file picker's path, the cancel path (the export page held at the network so
// Cancel lands before it), axe on the dialog, the dialog by keyboard and at 320 px.
//
// Headless Chromium does have `showSaveFilePicker`, but it aborts at once, which the app rightly
// takes for an author closing the picker. So the page's picker is replaced before any script runs:
// absent (a browser without one: the download path), or, for one step, a picker that hands back a
// file in the origin-private file system, a real FileSystemFileHandle the worker writes into.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Locator, type Page, type Route } from '@playwright/test';
import Papa from 'papaparse';
import { EXIT_TEXTS, QUOTA_FULL_TEXT } from '../../server/testing/fielded-survey';
import { seriousViolations } from './guide-page';
import { publishedSurvey } from './respondent-survey';
import { acceptAgreementIfShown, signIn } from './support';

const run = promisify(execFile);
const PSPP_CONVERT = '/usr/bin/pspp-convert';

type Respondent = 'complete' | 'screened' | 'quota_full';

/** What the completing respondent types: a pipe, quotes, a comma and a line break to escape. */
const COMMENT = 'Fine | "really",\nthanks';
const EXPORT_NAME = 'Coffee study';

/** One respondent in a fresh, signed-out context. With a quota of 1 the second Young is quota_full. */
async function takeSurvey(browser: Browser, surveyId: string, path: Respondent) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/s/${surveyId}`);
  const next = page.getByRole('button', { name: 'Next' });
  switch (path) {
    case 'complete':
      await page.getByLabel('Young', { exact: true }).check();
      await next.click();
      await page.getByRole('textbox', { name: 'Anything else?' }).fill(COMMENT);
      await next.click();
      await expect(page.getByText(EXIT_TEXTS.complete)).toBeVisible();
      break;
    case 'screened':
      await page.getByLabel('Old', { exact: true }).check();
      await next.click();
      await page.getByLabel('No', { exact: true }).check();
      await next.click();
      await expect(page.getByText(EXIT_TEXTS.screened)).toBeVisible();
      break;
    case 'quota_full':
      await page.getByLabel('Young', { exact: true }).check();
      await next.click();
      await expect(page.getByText(QUOTA_FULL_TEXT)).toBeVisible();
      break;
  }
  await context.close();
}

interface ExportChoice {
  readonly format: 'Pipe-delimited (.txt)' | 'CSV (.csv)' | 'SPSS (.sav)';
  readonly values: 'Labels' | 'Codes';
  readonly rows?: 'All' | 'Live' | 'Test';
}

type PickerMode = 'none' | 'private-file';

/** Installs the page's stand-in picker; `setPicker` switches it (the default is no picker). */
async function controlPicker(page: Page) {
  await page.addInitScript(() => {
    const picker = async (options: { suggestedName: string }) => {
      const root = await navigator.storage.getDirectory();
      return root.getFileHandle(options.suggestedName, { create: true });
    };
    const state = window as unknown as { e2ePicker?: string };
    Object.defineProperty(window, 'showSaveFilePicker', {
      configurable: true,
      get: () => (state.e2ePicker === 'private-file' ? picker : undefined),
    });
  });
}
const setPicker = (page: Page, mode: PickerMode) =>
  page.evaluate((next) => { (window as unknown as { e2ePicker?: string }).e2ePicker = next; }, mode);

/** The bytes of a file the stand-in picker handed out. */
async function privateFile(page: Page, name: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (fileName) => {
    const root = await navigator.storage.getDirectory();
    const file = await (await root.getFileHandle(fileName)).getFile();
    return Array.from(new Uint8Array(await file.arrayBuffer()));
  }, name);
  return Buffer.from(bytes);
}

const exportDialog = (page: Page) => page.getByRole('dialog', { name: 'Export data' });
const choose = (dialog: Locator, group: string, option: string) =>
  dialog.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true }).check();

/** Exports with the choices given (the dialog open) and saves the download in `dir`; its path and name. */
async function exportFile(page: Page, dir: string, choice: ExportChoice, rows: number) {
  const dialog = exportDialog(page);
  await choose(dialog, 'Format', choice.format);
  await choose(dialog, 'Answer codes as', choice.values);
  await choose(dialog, 'Rows', choice.rows ?? 'All');
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();
  const download = await downloaded;
  await expect(dialog.getByRole('status')).toHaveText(`Export complete: ${rows} ${rows === 1 ? 'row' : 'rows'}`);
  const name = download.suggestedFilename();
  const path = join(dir, `${choice.values}-${choice.rows ?? 'All'}-${name}`);
  await download.saveAs(path);
  return { name, path };
}

/**
 * From `from`, one arrow key to `to`, which the radio group chooses. The key is held until focus
 * has moved: Radix moves focus a task after the key goes down and chooses only while an arrow is
 * held, as a person's key is, but a scripted press lets go at once.
 */
async function arrowTo(page: Page, from: Locator, key: 'ArrowDown' | 'ArrowRight', to: Locator) {
  await from.focus();
  await page.keyboard.down(key);
  await expect(to).toBeFocused();
  await page.keyboard.up(key);
  await expect(to).toBeChecked();
}

/** The pipe file's lines and cells, undoing its escapes (\\, \|, \r, \n). */
function parsePipe(text: string): string[][] {
  return text.split('\n').map((line) => {
    const cells: string[] = [];
    let cell = '';
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i]!;
      if (char === '|') {
        cells.push(cell);
        cell = '';
      } else if (char === '\\') {
        const escaped = line[++i];
        cell += escaped === 'n' ? '\n' : escaped === 'r' ? '\r' : (escaped ?? '');
      } else {
        cell += char;
      }
    }
    cells.push(cell);
    return cells;
  });
}

const parseCsv = (text: string) => Papa.parse<string[]>(text, { newline: '\r\n', skipEmptyLines: true }).data;

/**
 * Rows as records by column name, keyed by status (one respondent per status here). Cells are
 * trimmed (a .sav pads strings) and CRLF read as LF: a textarea's line break reaches the server as
 * CRLF, as HTML form submission sends it, and the files keep it.
 */
function byStatus(table: string[][]): Record<string, Record<string, string>> {
  const [header, ...rows] = table;
  expect(header, 'a header row').toBeDefined();
  const cell = (text: string | undefined) => (text ?? '').trim().replaceAll('\r\n', '\n');
  const records = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, cell(row[i])])));
  return Object.fromEntries(records.map((record) => [record.status ?? '', record]));
}

async function psppCsv(sav: string, labels: boolean): Promise<string[][]> {
  const out = `${sav}${labels ? '.labels' : ''}.csv`;
  await run(PSPP_CONVERT, [...(labels ? ['--labels'] : []), sav, out]);
  return Papa.parse<string[]>(await readFile(out, 'utf8'), { skipEmptyLines: true }).data;
}

test('an author exports the respondents as pipe .txt, CSV and SPSS .sav, labels or codes, and can cancel', async ({ page, browser, request }) => {
  // Skipped only outside CI: .ci/run installs pspp, so there a missing one fails the journey.
  test.skip(!existsSync(PSPP_CONVERT) && !process.env.CI, 'GNU PSPP is not installed (apt-get install pspp)');
  test.setTimeout(240_000);
  const dir = await mkdtemp(join(tmpdir(), 'fieldwork-export-e2e-'));
  try {
    const surveyId = await publishedSurvey(request, 'Export survey', { quotaTarget: 1 });
    await takeSurvey(browser, surveyId, 'complete');
    await takeSurvey(browser, surveyId, 'screened');
    await takeSurvey(browser, surveyId, 'quota_full');

    await controlPicker(page);
    await page.goto(`/login?redirect=${encodeURIComponent(`/surveys/${surveyId}/manage/data`)}`);
    await signIn(page);
    await acceptAgreementIfShown(page);
    await expect(page.getByText('3 Items', { exact: true })).toBeVisible();

    // The dialog opens by keyboard and holds no serious axe finding.
    await page.getByRole('button', { name: 'Export', exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = exportDialog(page);
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]'), 'the export dialog').toEqual([]);
    const name = dialog.getByRole('textbox', { name: 'Export name' });
    await name.fill(EXPORT_NAME);
    await expect(dialog.getByText('Saved as Coffee study.txt')).toBeVisible();

    await test.step('pipe .txt with labels: header, rows, escaped text', async () => {
      const file = await exportFile(page, dir, { format: 'Pipe-delimited (.txt)', values: 'Labels' }, 3);
      expect(file.name).toBe('Coffee study.txt');
      const table = parsePipe(await readFile(file.path, 'utf8'));
      expect(table[0]).toEqual(expect.arrayContaining(['respondent_id', 'status', 'test', 'Q1', 'Q2', 'Q3']));
      expect(table).toHaveLength(4);
      const rows = byStatus(table);
      expect(Object.keys(rows).sort()).toEqual(['complete', 'quota_full', 'screened']);
      expect(rows.complete).toMatchObject({ Q1: 'Young', Q2: '', Q3: COMMENT, test: '0' });
      expect(rows.screened).toMatchObject({ Q1: 'Old', Q2: 'No', Q3: '' });
      expect(rows.quota_full).toMatchObject({ Q1: 'Young', Q3: '' });
    });

    await test.step('CSV with codes, exported by keyboard', async () => {
      // Arrow keys move through a radio group and choose; Enter in the name field submits.
      await arrowTo(page, dialog.getByRole('radio', { name: 'Pipe-delimited (.txt)' }), 'ArrowDown', dialog.getByRole('radio', { name: 'CSV (.csv)' }));
      await arrowTo(page, dialog.getByRole('radio', { name: 'Labels', exact: true }), 'ArrowRight', dialog.getByRole('radio', { name: 'Codes', exact: true }));
      const downloaded = page.waitForEvent('download');
      await name.focus();
      await page.keyboard.press('Enter');
      const download = await downloaded;
      await expect(dialog.getByRole('status')).toHaveText('Export complete: 3 rows');
      expect(download.suggestedFilename()).toBe('Coffee study.csv');
      const path = join(dir, 'codes.csv');
      await download.saveAs(path);
      const text = await readFile(path, 'utf8');
      expect(text.endsWith('\r\n'), 'RFC 4180 records end with CRLF').toBe(true);
      const table = parseCsv(text);
      expect(table).toHaveLength(4);
      const rows = byStatus(table);
      expect(rows.complete).toMatchObject({ Q1: '1', Q3: COMMENT });
      expect(rows.screened).toMatchObject({ Q1: '2', Q2: '2' });
      expect(rows.quota_full).toMatchObject({ Q1: '1' });
    });

    await test.step('CSV of test rows only: none here, so a header alone', async () => {
      const file = await exportFile(page, dir, { format: 'CSV (.csv)', values: 'Labels', rows: 'Test' }, 0);
      const table = parseCsv(await readFile(file.path, 'utf8'));
      expect(table).toHaveLength(1);
      expect(table[0]).toContain('Q1');
    });

    await test.step('SPSS .sav with codes, read back by PSPP with its value labels', async () => {
      const file = await exportFile(page, dir, { format: 'SPSS (.sav)', values: 'Codes', rows: 'Live' }, 3);
      expect(file.name).toBe('Coffee study.sav');
      const codes = byStatus(await psppCsv(file.path, false));
      expect(Object.keys(codes).sort()).toEqual(['complete', 'quota_full', 'screened']);
      expect(codes.complete).toMatchObject({ Q1: '1', Q3: COMMENT, test: '0' });
      expect(codes.screened).toMatchObject({ Q1: '2', Q2: '2', Q3: '' });
      const labelled = byStatus(await psppCsv(file.path, true));
      expect(labelled.complete).toMatchObject({ Q1: 'Young', test: 'Live' });
      expect(labelled.screened).toMatchObject({ Q1: 'Old', Q2: 'No' });
    });

    await test.step('SPSS .sav with labels: code columns hold the answer labels', async () => {
      const file = await exportFile(page, dir, { format: 'SPSS (.sav)', values: 'Labels' }, 3);
      const rows = byStatus(await psppCsv(file.path, false));
      expect(rows.complete).toMatchObject({ Q1: 'Young', Q3: COMMENT });
      expect(rows.screened).toMatchObject({ Q1: 'Old', Q2: 'No' });
      expect(rows.quota_full).toMatchObject({ Q1: 'Young' });
    });

    await test.step('with a save-file picker the worker writes the picked file: a .sav PSPP reads', async () => {
      await setPicker(page, 'private-file');
      let downloads = 0;
      const countDownload = () => { downloads += 1; };
      page.on('download', countDownload);
      await choose(dialog, 'Format', 'SPSS (.sav)');
      await choose(dialog, 'Answer codes as', 'Codes');
      await choose(dialog, 'Rows', 'All');
      await dialog.getByRole('button', { name: 'Export', exact: true }).click();
      await expect(dialog.getByRole('status')).toHaveText('Export complete: 3 rows');
      page.off('download', countDownload);
      expect(downloads, 'no download when the file was picked').toBe(0);
      const path = join(dir, 'picked.sav');
      await writeFile(path, await privateFile(page, 'Coffee study.sav'));
      // The case count is patched into the header once the rows are known (offset 80).
      expect((await readFile(path)).readInt32LE(80)).toBe(3);
      const rows = byStatus(await psppCsv(path, true));
      expect(rows.complete).toMatchObject({ Q1: 'Young', Q3: COMMENT });
      expect(rows.screened).toMatchObject({ Q1: 'Old', Q2: 'No' });
      await setPicker(page, 'none');
    });

    await test.step('Cancel while the first page is on its way: no file', async () => {
      let held: (route: Route) => void = () => {};
      const holding = new Promise<Route>((resolve) => { held = resolve; });
      // Only the export's page is held; the columns query and the Data tab's own calls go through.
      await page.context().route('**/respondent-graphql/graphql', async (route) => {
        const body = route.request().postData() ?? '';
        if (body.includes('respondentExport')) held(route);
        else await route.continue();
      });
      let downloads = 0;
      page.on('download', () => { downloads += 1; });
      await choose(dialog, 'Format', 'CSV (.csv)');
      await dialog.getByRole('button', { name: 'Export', exact: true }).click();
      const route = await holding;
      await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
      await expect(dialog.getByRole('status')).toHaveText('Preparing the export…');
      expect(await seriousViolations(page, '[role="dialog"]'), 'the export dialog while running').toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog.getByRole('status')).toHaveText('Export cancelled');
      await expect(dialog.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
      // The worker is gone with its request; letting the held page through now changes nothing.
      await route.continue().catch(() => {});
      await page.context().unrouteAll({ behavior: 'ignoreErrors' });
      expect(downloads).toBe(0);
    });

    await test.step('the dialog at 320 px fits the width and scrolls to its button', async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      const box = await dialog.boundingBox();
      expect(box, 'the dialog is laid out').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(320);
      const exportButton = dialog.getByRole('button', { name: 'Export', exact: true });
      await exportButton.scrollIntoViewIfNeeded();
      await expect(exportButton).toBeInViewport();
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
