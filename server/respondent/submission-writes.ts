// The writes of one page save, in one statement: the answers of the page's questions replaced,
// the respondent moved on and the submission recorded (page-submission.ts takes the lock and
// decides the outcome first). The statement's text depends only on its shape (how many questions
// and answers of each kind, whether the walk ended or the status moved), so drizzle builds it once
// per shape (server/db/statement-texts.ts) and each save sends only its values.
import { and, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import {
  pageSubmissions, respondents, responseCodes, responseDates, responseNumerics, responseOpenTexts,
} from '../db/region-schema';
import { StatementTexts } from '../db/statement-texts';
import type { RegionDb } from './region-rows';

export type SubmissionRow = typeof pageSubmissions.$inferSelect;

/**
 * What one save writes: the answers replacing those of its questions, where the respondent moves
 * and the submission's record. `V` is a value, or (to build the statement's text once per shape) a
 * placeholder named as `named` names it.
 */
export interface SubmissionWrites<V> {
  readonly respondentId: V;
  readonly key: V;
  readonly hash: V;
  readonly pageId: V;
  readonly now: V;
  readonly path: V;
  readonly nextPageId: V;
  readonly status: V;
  readonly finalStatus: V;
  readonly screenedReason: V;
  readonly questionIds: readonly V[];
  /** The answer tables' rows, less their respondent_id (`respondentId`). */
  readonly codes: readonly Readonly<Record<string, V>>[];
  readonly dates: readonly Readonly<Record<string, V>>[];
  readonly numerics: readonly Readonly<Record<string, V>>[];
  readonly openTexts: readonly Readonly<Record<string, V>>[];
}

/** What the statement's text depends on besides the lengths of the lists in `SubmissionWrites`. */
export interface WritesShape {
  readonly ended: boolean;
  readonly statusChanged: boolean;
}

/** The writes' texts, one per shape. */
const writeTexts = new StatementTexts();

/** Runs the writes in `tx` (under the respondent's row lock); returns the submission's record. */
export async function writeSubmission(tx: RegionDb, writes: SubmissionWrites<unknown>, shape: WritesShape): Promise<SubmissionRow[]> {
  const values: Record<string, unknown> = {};
  named(writes, (name, value) => {
    values[name] = value;
    return value;
  });
  const result = await writeTexts.execute<{ rows: SubmissionRow[] }>(tx, shapeKey(writes, shape),
    () => writesSql(tx, named(writes, (name) => sql.placeholder(name)), shape), values);
  return result.rows;
}

function shapeKey(writes: SubmissionWrites<unknown>, shape: WritesShape): string {
  const { questionIds, codes, dates, numerics, openTexts } = writes;
  return `${questionIds.length}/${codes.length}/${dates.length}/${numerics.length}/${openTexts.length}/${shape.ended}/${shape.statusChanged}`;
}

/** `writes` with every value turned by `leaf`, given the one name it has in the statement. */
function named<V>(writes: SubmissionWrites<unknown>, leaf: (name: string, value: unknown) => V): SubmissionWrites<V> {
  const rows = (table: string, list: readonly Readonly<Record<string, unknown>>[]) =>
    list.map((row, i) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, leaf(`${table}${i}_${column}`, value)])));
  return {
    respondentId: leaf('respondent', writes.respondentId),
    key: leaf('key', writes.key),
    hash: leaf('hash', writes.hash),
    pageId: leaf('page', writes.pageId),
    now: leaf('now', writes.now),
    path: leaf('path', writes.path),
    nextPageId: leaf('next_page', writes.nextPageId),
    status: leaf('status', writes.status),
    finalStatus: leaf('final_status', writes.finalStatus),
    screenedReason: leaf('screened_reason', writes.screenedReason),
    questionIds: writes.questionIds.map((id, i) => leaf(`question${i}`, id)),
    codes: rows('code', writes.codes),
    dates: rows('date', writes.dates),
    numerics: rows('numeric', writes.numerics),
    openTexts: rows('open_text', writes.openTexts),
  };
}

/**
 * The answers replaced, the respondent moved on and the submission recorded: one statement of
 * data-modifying CTEs, returning the submission's record. Its parts touch disjoint rows (a
 * statement's parts all see the rows as they were before it). The builders go in as their SQL:
 * drizzle would wrap a builder in parentheses.
 */
function writesSql(tx: RegionDb, w: SubmissionWrites<Placeholder>, shape: WritesShape): SQL {
  // Placeholders stand for the values: drizzle encodes each for its column when it fills them in.
  const value = (placeholder: Placeholder) => placeholder as never;
  const moved = tx.update(respondents).set({
    path: value(w.path),
    current_page_id: value(w.nextPageId),
    ...(shape.statusChanged ? { status: value(w.status), status_set_at: value(w.now) } : {}),
    ...(shape.ended ? { survey_end: value(w.now), screened_reason: value(w.screenedReason) } : {}),
  }).where(eq(respondents.id, w.respondentId)).getSQL();
  // The next sequence number, read under the respondent's row lock taken before.
  const sequence = sql`(SELECT coalesce(max(${pageSubmissions.sequence}), 0)::int + 1 FROM ${pageSubmissions} WHERE ${pageSubmissions.respondent_id} = ${w.respondentId})`;
  const record = tx.insert(pageSubmissions).values({
    respondent_id: w.respondentId,
    idempotency_key: w.key,
    request_hash: w.hash,
    page_id: w.pageId,
    sequence,
    next_page_id: w.nextPageId,
    final_status: w.finalStatus,
    received_at: w.now,
  }).returning().getSQL();
  const writes = [...answerWrites(tx, w), moved];
  return sql`WITH ${sql.join(writes.map((write, index) => sql`${sql.raw(`w${index}`)} AS (${write})`), sql`, `)} ${record}`;
}

/**
 * The statements that make the stored answers of `questionIds` exactly the rows given, per answer
 * table: the rows no longer given deleted, the given ones inserted or, when already stored,
 * updated in place. Never a delete and an insert of the same key: both would run in the one statement.
 */
function answerWrites(tx: RegionDb, w: SubmissionWrites<Placeholder>): SQL[] {
  if (w.questionIds.length === 0) return [];
  const writes: SQL[] = [];
  const ofQuestions = (table: AnswerTable) => and(eq(table.respondent_id, w.respondentId), inArray(table.question_id, [...w.questionIds]));
  const keep = (columns: SQL, keys: SQL[]) => keys.length === 0 ? sql`` : sql` AND (${columns}) NOT IN (${sql.join(keys, sql`, `)})`;
  const withRespondent = (rows: readonly Readonly<Record<string, Placeholder>>[]) => rows.map((row) => ({ ...row, respondent_id: w.respondentId })) as never;

  const codeColumns = sql`${sql.identifier('question_id')}, ${sql.identifier('answer_group_id')}, ${sql.identifier('code')}`;
  writes.push(sql`DELETE FROM ${responseCodes} WHERE ${ofQuestions(responseCodes)}${keep(codeColumns, w.codes.map((r) => sql`(${r.question_id}, ${r.answer_group_id}, ${r.code})`))}`);
  if (w.codes.length > 0) {
    writes.push(tx.insert(responseCodes).values(withRespondent(w.codes)).onConflictDoUpdate({
      target: [responseCodes.respondent_id, responseCodes.question_id, responseCodes.answer_group_id, responseCodes.code],
      set: { other_text: sql`excluded.other_text` },
      setWhere: sql`${responseCodes.other_text} IS DISTINCT FROM excluded.other_text`,
    }).getSQL());
  }
  const valueColumns = sql`${sql.identifier('question_id')}, ${sql.identifier('answer_group_id')}`;
  const valued = [[responseDates, w.dates], [responseNumerics, w.numerics], [responseOpenTexts, w.openTexts]] as const;
  for (const [table, given] of valued) {
    writes.push(sql`DELETE FROM ${table} WHERE ${ofQuestions(table)}${keep(valueColumns, given.map((r) => sql`(${r.question_id}, ${r.answer_group_id})`))}`);
    if (given.length === 0) continue;
    writes.push(tx.insert(table).values(withRespondent(given)).onConflictDoUpdate({
      target: [table.respondent_id, table.question_id, table.answer_group_id],
      set: { value: sql`excluded.value` },
      setWhere: sql`${table.value} IS DISTINCT FROM excluded.value`,
    }).getSQL());
  }
  return writes;
}

type AnswerTable = typeof responseCodes | typeof responseDates | typeof responseNumerics | typeof responseOpenTexts;
