// The respondents query: a keyset page (created_at then id, newest or oldest first) of at most 50
// (an export page: at most 1,000, spec §9), its total under the same filter, and a cursor that names the last row exactly (microseconds:
// a JavaScript Date would lose them and skip or repeat rows created in the same millisecond).
import { and, count, sql, type SQL } from 'drizzle-orm';
import { respondents } from '../db/region-schema';
import type { RegionDb, RespondentRow } from '../respondent/region-rows';
import type { DataCaches } from './data-caches';
import { badInput } from './data-error';
import { filterSql, type FilterInput } from './respondent-filter';
import { RespondentPage, type RespondentNode } from './respondent-page';

export const pageLimit = 50;
/** Spec §9: an export reads its rows a page of 1,000 at a time. */
export const exportPageLimit = 1000;
export type RespondentOrder = 'newest_first' | 'oldest_first';

interface Cursor {
  readonly micros: string;
  readonly id: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.micros}:${cursor.id}`).toString('base64url');
}

export function decodeCursor(text: string, argument = 'after'): Cursor {
  const [micros, id, ...rest] = Buffer.from(text, 'base64url').toString().split(':');
  if (!micros || !/^\d{1,20}$/.test(micros) || !id || !uuidPattern.test(id) || rest.length > 0) {
    throw badInput(argument, 'is not a cursor this service gave (use pageInfo.endCursor)');
  }
  return { micros, id };
}

/** First page size, checked: 1 to `limit` (50 for a page of the data, 1,000 for an export's). */
export function pageSize(first: number | null | undefined, argument = 'first', limit = pageLimit): number {
  const size = first ?? limit;
  if (!Number.isInteger(size) || size < 1 || size > limit) throw badInput(argument, `must be 1 to ${limit} (got ${size})`);
  return size;
}

const createdMicros = sql<string>`(extract(epoch from ${respondents.created_at}) * 1000000)::bigint::text`;
const atMicros = (micros: string) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

export interface RespondentsArgs {
  readonly first?: number | null;
  readonly after?: string | null;
  readonly filter?: FilterInput | null;
  readonly order?: RespondentOrder | null;
}

export async function respondentConnection(
  db: RegionDb, caches: DataCaches, surveyId: string, args: RespondentsArgs, limit = pageLimit, defaultOrder: RespondentOrder = 'newest_first',
) {
  const size = pageSize(args.first, 'first', limit);
  const newest = (args.order ?? defaultOrder) === 'newest_first';
  const where = await filterSql(caches, surveyId, args.filter);
  let pageWhere: SQL = where;
  if (args.after) {
    const cursor = decodeCursor(args.after);
    const key = sql`(${respondents.created_at}, ${respondents.id})`;
    const at = sql`(${atMicros(cursor.micros)}, ${cursor.id}::uuid)`;
    pageWhere = and(where, newest ? sql`${key} < ${at}` : sql`${key} > ${at}`)!;
  }
  const direction = newest ? sql`desc` : sql`asc`;
  const rows = await db.select({ row: respondents, micros: createdMicros }).from(respondents).where(pageWhere)
    .orderBy(sql`${respondents.created_at} ${direction}`, sql`${respondents.id} ${direction}`)
    .limit(size + 1);
  const shown = rows.slice(0, size);
  const page = new RespondentPage(db, caches, shown.map((r) => r.row as RespondentRow));
  const nodes = page.nodes();
  const cursors = shown.map((r) => encodeCursor({ micros: r.micros, id: r.row.id }));
  return {
    // Counted only when asked for: the Data tab's next pages need no count.
    totalCount: async () => {
      const [total] = await db.select({ n: count() }).from(respondents).where(where);
      return total?.n ?? 0;
    },
    edges: nodes.map((node: RespondentNode, index) => ({ cursor: cursors[index]!, node })),
    pageInfo: { hasNextPage: rows.length > size, endCursor: cursors.at(-1) ?? null },
  };
}
