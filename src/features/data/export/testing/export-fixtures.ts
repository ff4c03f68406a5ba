// Shared test data for the export tests: a few headers of every value kind, respondents answering
// them, and a fake source serving pages from a generator.
import type { ExportAnswer, ExportHeader, ExportRespondent, ExportSource, ExportTextWidth, RespondentPage } from '../export-source';

export const headers: ExportHeader[] = [
  { name: 'Q1', label: 'How old are you?', questionId: 'q1', answerGroupId: 'ag1', answerCode: null, valueKind: 'code',
    valueLabels: [{ code: '1', label: 'Under 18' }, { code: '2', label: '18 or over' }] },
  { name: 'Q2_1', label: 'Fruit: Apple', questionId: 'q2', answerGroupId: 'ag2', answerCode: '1', valueKind: 'selected', valueLabels: [] },
  { name: 'Q2_2', label: 'Fruit: Other', questionId: 'q2', answerGroupId: 'ag2', answerCode: '2', valueKind: 'selected', valueLabels: [] },
  { name: 'Q2_other', label: 'Fruit: Other (text)', questionId: 'q2', answerGroupId: 'ag2', answerCode: '2', valueKind: 'other', valueLabels: [] },
  { name: 'Q3', label: 'Comments', questionId: 'q3', answerGroupId: 'ag3', answerCode: null, valueKind: 'text', valueLabels: [] },
  { name: 'Q4', label: 'Score', questionId: 'q4', answerGroupId: 'ag4', answerCode: null, valueKind: 'numeric', valueLabels: [] },
  { name: 'Q5', label: 'Visit date', questionId: 'q5', answerGroupId: 'ag5', answerCode: null, valueKind: 'date', valueLabels: [] },
];

export const textWidths: ExportTextWidth[] = [
  { questionId: 'q2', answerGroupId: 'ag2', kind: 'other', maxBytes: 12 },
  { questionId: 'q3', answerGroupId: 'ag3', kind: 'text', maxBytes: 400 },
];

export function answer(questionId: string, answerGroupId: string, fields: Partial<ExportAnswer>): ExportAnswer {
  return { designQuestionId: questionId, designAnswerGroupId: answerGroupId, codes: null, otherText: null, date: null, numeric: null, text: null, ...fields };
}

export function respondent(id: string, answers: ExportAnswer[], fields: Partial<ExportRespondent> = {}): ExportRespondent {
  return {
    id, status: 'complete', screenedReason: null, languageId: 'en', isTest: false, version: 1,
    createdAt: '2025-06-01T09:00:00.000Z', surveyStart: '2025-06-01T09:00:00.000Z', surveyEnd: '2025-06-01T09:05:00.000Z',
    answers, ...fields,
  };
}

/** A source of `total` generated respondents in pages of `pageSize`, counting the pages it handed out. */
export function fakeSource(total: number, pageSize: number, make: (index: number) => ExportRespondent = (i) => respondent(`r${i}`, [])) {
  const stats = { pagesServed: 0, requests: [] as (string | null)[] };
  const source: ExportSource & { stats: typeof stats } = {
    stats,
    columns: async () => ({ headers, textWidths }),
    async page(after, signal): Promise<RespondentPage> {
      stats.requests.push(after);
      await Promise.resolve();
      if (signal.aborted) throw signal.reason;
      const start = after === null ? 0 : Number(after);
      const end = Math.min(total, start + pageSize);
      stats.pagesServed += 1;
      return { totalCount: total, respondents: Array.from({ length: end - start }, (_, i) => make(start + i)), next: end < total ? String(end) : null };
    },
  };
  return source;
}
