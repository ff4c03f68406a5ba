// The Data tab's export writers (issue 15 C) on the largest survey's columns: 100 questions × 10
// answer groups × 50 answers (workers/checks/testing/max-survey.ts), laid out as `headerNames`
// names them (server/respondent-data/header-names.ts: a single answer group is one code column,
// a multi one a 0/1 column per answer), 25,509 columns with the respondent's own.
//
// Figures per format (pipe .txt, CSV, .sav) and per value mode (codes, labels):
// - the worker's loop over BENCH_EXPORT_ROWS respondents (default 100,000), pages of 1,000 (spec
//   §9): `layoutRowsPerSecond` (respondents as the service sends them turned into rows),
//   `writerRowsPerSecond` (rows into bytes) and `workerRowsPerSecond` (both); bytes are counted
//   and dropped, as a writable file takes them;
// - memory: heap used sampled after every page (`peakHeapMB`), and the heap left after a full
//   collection at each tenth of the rows (`retainedHeapMB`), which must stay flat as rows grow.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { exportLayout } from '../../src/features/data/export/export-layout';
import type { ExportFormat, ExportValueMode } from '../../src/features/data/export/export-options';
import { ROWS_PER_WRITE } from '../../src/features/data/export/export-run';
import type { ExportAnswer, ExportHeader, ExportRespondent } from '../../src/features/data/export/export-source';
import { writerFor } from '../../src/features/data/export/writer-for';
import type { ComponentOf } from '../../schema';
import { maxSurvey } from '../../workers/checks/testing/max-survey';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const PAGE = 1000;
const MB = 1024 * 1024;
const round = (n: number, places = 1) => Math.round(n * 10 ** places) / 10 ** places;

// A full collection between samples, so the retained heap is what the writer keeps, not garbage.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMB = () => process.memoryUsage().heapUsed / MB;

/** The largest survey's headers, named as the service's headerNames names them. */
function maxSurveyHeaders(): { headers: ExportHeader[]; groups: ComponentOf<'answer_group'>[] } {
  const { components } = maxSurvey();
  const children = new Map<string, typeof components>();
  for (const component of components) {
    if (!component.parent) continue;
    children.set(component.parent.id, [...(children.get(component.parent.id) ?? []), component]);
  }
  const headers: ExportHeader[] = [];
  const groups: ComponentOf<'answer_group'>[] = [];
  for (const question of components.filter((c): c is ComponentOf<'question'> => c.kind === 'question')) {
    const answerGroups = (children.get(question.id) ?? []).filter((c): c is ComponentOf<'answer_group'> => c.kind === 'answer_group');
    for (const group of answerGroups) {
      groups.push(group);
      const base = answerGroups.length > 1 ? `${question.name}_${group.name}` : question.name;
      const answers = (children.get(group.id) ?? []).filter((c): c is ComponentOf<'answer'> => c.kind === 'answer');
      const ids = { questionId: question.id, answerGroupId: group.id };
      const questionText = `Question ${question.name}`;
      if (group.answer_group_type === 'multi') {
        for (const answer of answers) {
          headers.push({ name: `${base}_${answer.code}`, label: `${questionText}: Answer ${answer.code}`, ...ids, answerCode: answer.code, valueKind: 'selected', valueLabels: [] });
        }
      } else {
        headers.push({ name: base, label: questionText, ...ids, answerCode: null, valueKind: 'code', valueLabels: answers.map((a) => ({ code: a.code, label: `Answer ${a.code}` })) });
      }
    }
  }
  return { headers, groups };
}

/** Respondent `i`: a tenth stop after the first questions (screened), the rest answer every group. */
function respondent(i: number, groups: readonly ComponentOf<'answer_group'>[]): ExportRespondent {
  const screened = i % 10 === 0;
  const answered = screened ? groups.slice(0, 20) : groups;
  const answers: ExportAnswer[] = answered.map((group, g) => ({
    designQuestionId: group.parent!.id,
    designAnswerGroupId: group.id,
    codes: group.answer_group_type === 'multi'
      ? [String(1 + ((i + g) % 50)), String(1 + ((i + 3 * g) % 50)), String(1 + ((i * 7 + g) % 50))]
      : [String(1 + ((i * 13 + g) % 50))],
    otherText: null, date: null, numeric: null, text: null,
  }));
  return {
    id: `0190a4c2-0000-7000-8000-${String(i).padStart(12, '0')}`,
    status: screened ? 'screened' : 'complete', screenedReason: null, languageId: 'en', isTest: false, version: 1,
    createdAt: '2025-06-01T09:00:00.000Z', surveyStart: '2025-06-01T09:00:00.000Z', surveyEnd: screened ? null : '2025-06-01T09:25:00.000Z',
    answers,
  };
}

interface WriterFigures {
  readonly layoutRowsPerSecond: number;
  readonly writerRowsPerSecond: number;
  /** Both, as the worker's loop runs them (fetching apart). */
  readonly workerRowsPerSecond: number;
  readonly bytesPerRow: number;
  readonly peakHeapMB: number;
  /** Heap after a full collection at each tenth of the rows. */
  readonly retainedHeapMB: number[];
  /** Last tenth's retained heap minus the first's. */
  readonly retainedGrowthMB: number;
}

/**
 * The worker's loop (export-run.ts) without the network: `ROWS` respondents, a page of 1,000 at a
 * time (the same page again: neither the layout nor the writer keeps anything between pages), laid
 * out and written ROWS_PER_WRITE rows at a time, each write's bytes counted and dropped.
 */
function exportAll(format: ExportFormat, values: ExportValueMode, headers: readonly ExportHeader[], page: readonly ExportRespondent[]): WriterFigures {
  const layout = exportLayout(headers, [], values);
  const writer = writerFor(format, layout.columns, 'Export benchmark');
  let bytes = writer.begin().length;
  const retained: number[] = [];
  let peak = 0;
  let laying = 0;
  let writing = 0;
  const tenth = Math.max(PAGE, Math.floor(ROWS / 10 / PAGE) * PAGE);
  for (let done = 0; done < ROWS; done += PAGE) {
    const respondents = page.slice(0, Math.min(PAGE, ROWS - done));
    for (let i = 0; i < respondents.length; i += ROWS_PER_WRITE) {
      let start = performance.now();
      const rows = respondents.slice(i, i + ROWS_PER_WRITE).map((respondent) => layout.row(respondent));
      laying += performance.now() - start;
      start = performance.now();
      bytes += writer.write(rows).length;
      writing += performance.now() - start;
    }
    peak = Math.max(peak, heapMB());
    if ((done + respondents.length) % tenth === 0) {
      gc();
      retained.push(round(heapMB()));
    }
  }
  bytes += writer.end().tail.length;
  const perSecond = (ms: number) => Math.round(ROWS / (ms / 1000));
  return {
    layoutRowsPerSecond: perSecond(laying),
    writerRowsPerSecond: perSecond(writing),
    workerRowsPerSecond: perSecond(laying + writing),
    bytesPerRow: Math.round(bytes / ROWS),
    peakHeapMB: round(peak),
    retainedHeapMB: retained,
    retainedGrowthMB: round((retained.at(-1) ?? 0) - (retained[0] ?? 0)),
  };
}

export function bench() {
  const built = maxSurveyHeaders();
  // Through JSON, as the worker gets them from the service: objects of one shape per type.
  const headers = JSON.parse(JSON.stringify(built.headers)) as ExportHeader[];
  const page = JSON.parse(JSON.stringify(Array.from({ length: PAGE }, (_, i) => respondent(i, built.groups)))) as ExportRespondent[];
  gc();
  const baseHeapMB = round(heapMB());
  const results: Record<string, Record<string, WriterFigures>> = {};
  for (const values of ['codes', 'labels'] as const satisfies readonly ExportValueMode[]) {
    results[values] = {};
    for (const format of ['pipe', 'csv', 'sav'] as const satisfies readonly ExportFormat[]) {
      process.stderr.write(`  export ${values} ${format}: ${ROWS} rows…\n`);
      gc();
      results[values][format] = exportAll(format, values, headers, page);
    }
  }
  return {
    rows: ROWS, pageSize: PAGE, rowsPerWrite: ROWS_PER_WRITE, columns: exportLayout(headers, [], 'codes').columns.length,
    // The page of respondents the benchmark holds throughout (the worker holds one or two).
    baseHeapMB, ...results,
  };
}
