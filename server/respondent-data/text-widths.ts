// The longest stored text per column among the filtered respondents (UTF-8 bytes), so an export
// can size its string columns (a .sav needs the width first) before streaming the rows. Grouped
// in SQL by the version's ids, then joined to design ids (a design column may have had several).
import { sql } from 'drizzle-orm';
import { respondents } from '../db/region-schema';
import type { RegionDb } from '../respondent/region-rows';
import type { DataCaches } from './data-caches';
import { filterSql, type FilterInput } from './respondent-filter';

interface Width { questionId: string; answerGroupId: string; kind: 'text' | 'other'; maxBytes: number }

export async function textWidths(db: RegionDb, caches: DataCaches, surveyId: string, filter: FilterInput | null | undefined): Promise<Width[]> {
  const where = await filterSql(caches, surveyId, filter);
  const result = await db.execute(sql`
    select ${respondents.version} as version, t.question_id, t.answer_group_id, 'text' as kind, max(octet_length(t.value))::int as max_bytes
      from response_open_texts t join ${respondents} on ${respondents.id} = t.respondent_id
      where ${where} group by 1, 2, 3
    union all
    select ${respondents.version}, c.question_id, c.answer_group_id, 'other', max(octet_length(c.other_text))::int
      from response_codes c join ${respondents} on ${respondents.id} = c.respondent_id
      where ${where} and c.other_text is not null group by 1, 2, 3`);
  const rows = (result as unknown as { rows: { version: number; question_id: string; answer_group_id: string; kind: 'text' | 'other'; max_bytes: number }[] }).rows;
  const maps = new Map((await caches.idMaps(surveyId, [...new Set(rows.map((row) => row.version))])).map((map) => [map.version, map]));
  const widths = new Map<string, Width>();
  for (const row of rows) {
    const map = maps.get(row.version);
    const questionId = map?.designOf.get(row.question_id) ?? row.question_id;
    const answerGroupId = map?.designOf.get(row.answer_group_id) ?? row.answer_group_id;
    const key = `${questionId}.${answerGroupId}.${row.kind}`;
    const known = widths.get(key);
    if (!known || known.maxBytes < row.max_bytes) widths.set(key, { questionId, answerGroupId, kind: row.kind, maxBytes: row.max_bytes });
  }
  return [...widths.values()].sort((a, b) => (a.questionId + a.answerGroupId + a.kind).localeCompare(b.questionId + b.answerGroupId + b.kind));
}
