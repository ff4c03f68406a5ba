// Reading a component list, `{ components, revision }` (spec §7): the largest reply (51,369 rows,
// 35 MB of JSON for the largest survey), which feeds the designer's first open, and is read again
// by every author after every edit. Kept, and patched rather than rebuilt:
//
// - The reply is kept per survey and list as one gzip body with the revision it shows, and served
//   again while the survey's revision has not moved. Every write to a survey's components bumps
//   the revision (the list's ETag and its 304 rely on that already), and the revision is read in
//   the same snapshot as the list, so a body is never served for a revision it does not show,
//   whichever process wrote.
// - Once the revision moved, the database is asked only for the row versions the kept list cannot
//   show: those written by transactions from the kept snapshot's xmin on (a row's xmin), and the
//   list's row count, which tells whether rows were deleted (then their ids are read). The kept
//   rows (list-rows.ts) take the changes in list order; the list is cut into chunks by content
//   (list-chunks.ts), and only chunks whose rows changed are read (components.wire, the row's
//   text kept by a trigger), compressed and joined with the kept pieces of the others
//   (gzip-pieces.ts). A one-item batch costs a scan of the survey's row headers, a chunk's rows
//   and a millisecond of compression, not 35 MB.
// - Each chunk's compressed piece is stored in the database too (list-pieces.ts), under a hash of
//   its rows' ids and versions: a server that kept nothing (a restart, another process) reads the
//   list's row headers and the stored pieces, and reads and compresses only the chunks it lacks.
// - Nothing is trusted across processes but the database: another server's batch shows up as row
//   versions this one did not see, as its own batches do.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ComponentKind } from '../../../schema';
import type { AppContext, MainDatabase } from '../../context';
import { components, surveys } from '../../db/schema';
import { notFound } from '../../http/errors';
import { deflatePieces, deflateShortPiece, gunzipText, joinGzip, type GzipPiece } from './gzip-pieces';
import { listCacheOf, type KeptList } from './list-cache';
import { cutChunks, type Chunk } from './list-chunks';
import { pieceSignature, storedPieces, storePieces } from './list-pieces';
import { newVersions, parseRows, ROW_FIELDS, withChanges, type ListRow } from './list-rows';

/** A built list reply: one gzip body, and its JSON text on demand (for a client that takes no gzip). */
export interface ListReply {
  readonly revision: number;
  readonly gzip: Buffer;
  text(): Promise<string>;
}

const replyOf = (list: KeptList): ListReply => ({
  revision: list.revision,
  gzip: list.body,
  text: () => gunzipText(list.body),
});

/**
 * zlib levels. A whole list (35 MB for the largest survey) is compressed fast: level 1 takes half
 * the time of 6 for 6% more bytes (2.74 MB against 2.58 MB). A patch compresses a chunk or two,
 * ~1 ms at level 6, so the chunks an author edits come down to the smaller size.
 */
const WHOLE_LEVEL = 1;
const PATCH_LEVEL = 6;

/**
 * Past this many transactions since a kept list was read, it is read anew: the changed-rows test
 * compares transaction ids 32 bits wide (age), which holds for gaps under 2^31.
 */
const MAX_HORIZON_GAP = 1n << 30n;

/** Which kept list a read uses (list-cache.ts): one per survey and list. */
export const listKey = (surveyId: string, kinds: readonly ComponentKind[]) => `${surveyId} ${kinds.join(',')}`;

/**
 * The list of the components of `kinds` and the revision, read in one snapshot; `reply` is null
 * when `unchanged(revision)` (a 304: nothing built).
 */
export async function listComponents(
  ctx: AppContext, surveyId: string, kinds: readonly ComponentKind[], unchanged: (revision: number) => boolean,
): Promise<{ revision: number; reply: ListReply | null }> {
  const cache = listCacheOf(ctx.db);
  const key = listKey(surveyId, kinds);
  const list = kinds.join(',');
  const inList = and(eq(components.survey_id, surveyId), inArray(components.kind, [...kinds]))!;
  const read = await ctx.db.transaction(async (tx) => {
    const [survey] = await tx.select({ revision: surveys.revision, horizon: sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text` })
      .from(surveys).where(eq(surveys.id, surveyId));
    if (!survey) throw notFound(`Survey ${surveyId}`);
    const revision = survey.revision;
    if (unchanged(revision)) return { revision, kept: null, fresh: null };
    const kept = cache.get(key);
    if (kept?.revision === revision) return { revision, kept, fresh: null };
    const horizon = BigInt(survey.horizon);
    const gap = kept ? horizon - kept.horizon : -1n;
    if (!kept || gap < 0n || gap >= MAX_HORIZON_GAP) return { revision, kept, fresh: { horizon, whole: true, ...await readWhole(tx, surveyId, list, inList) } };
    const rows = await rowsSince(tx, inList, kept);
    const chunks = cutChunks(rows, kept.chunks);
    const texts = await chunkTexts(tx, surveyId, chunks.filter((chunk) => !chunk.made).map((chunk) => chunk.rows));
    return { revision, kept, fresh: { horizon, whole: false, rows, chunks, texts, found: [] } };
  }, { isolationLevel: 'repeatable read' });
  const { revision, kept, fresh } = read;
  if (!fresh) return { revision, reply: kept ? replyOf(kept) : null };
  // Compressed once the snapshot is let go.
  const level = fresh.whole ? WHOLE_LEVEL : PATCH_LEVEL;
  const made = await compressChunks(fresh.chunks, fresh.texts, level);
  const built = joinList(revision, fresh.horizon, fresh.rows, made);
  // The pieces made now are stored before the reply: the next server to read the list finds them.
  const compressed = new Map(made.filter((chunk, index) => !fresh.chunks[index]!.made).map((chunk) => [signatureOf(chunk.rows), chunk.made]));
  // The pieces stored before that this list has no chunk for any more: the kept list's, or those found.
  const current = new Set(made.map((chunk) => signatureOf(chunk.rows)));
  const before = fresh.whole ? fresh.found : (kept?.chunks ?? []).map((chunk) => signatureOf(chunk.rows));
  try {
    await storePieces(ctx.db, surveyId, list, compressed, before.filter((signature) => !current.has(signature)), level);
  } catch (error) {
    // The pieces only spare the next server's work: the list read does not fail for them.
    console.warn(`Storing the list pieces of survey ${surveyId} failed: ${String(error)}`);
  }
  cache.set(key, built);
  return { revision, reply: replyOf(built) };
}

/** Each chunk's signature (list-pieces.ts), worked out once: a chunk that did not change keeps its rows array. */
const signatures = new WeakMap<readonly ListRow[], string>();
function signatureOf(rows: readonly ListRow[]): string {
  let signature = signatures.get(rows);
  if (signature === undefined) {
    signature = pieceSignature(rows);
    signatures.set(rows, signature);
  }
  return signature;
}

/**
 * The whole list, nothing kept in memory: every row in list order, cut into chunks, each with its
 * stored piece (list-pieces.ts) or, lacking one, its text. Nothing stored (the list's first read
 * ever): the rows and their text in one ordered read. Else the rows first (their headers only),
 * then the text of the chunks no piece was found for. Each read is one aggregated value: PGlite
 * hands 51,000 rows over several times slower than one text of their length.
 */
async function readWhole(tx: MainDatabase, surveyId: string, list: string, inList: SQL) {
  const stored = await storedPieces(tx, surveyId, list);
  if (stored.size === 0) {
    // A row's text is jsonb's text output, which holds no raw line break: one line per row.
    const result = await tx.execute(sql`
      select string_agg(${sql.raw(ROW_FIELDS)}, ',' order by ${components.order}, ${components.created_at}, ${components.id}) as heads,
        string_agg(wire, E'\n' order by ${components.order}, ${components.created_at}, ${components.id}) as wires
      from ${components} where ${inList}`);
    const [read] = (result as unknown as { rows: { heads: string | null; wires: string | null }[] }).rows;
    const rows = parseRows(read?.heads ? read.heads.split(',') : []);
    const wires = read?.wires ? read.wires.split('\n') : [];
    if (wires.length !== rows.length) throw new Error(`Survey ${surveyId} lists ${rows.length} rows but ${wires.length} texts`);
    const chunks = cutChunks<ListRow, GzipPiece>(rows, []);
    const texts = new Map<readonly ListRow[], string>();
    let at = 0;
    for (const chunk of chunks) {
      texts.set(chunk.rows, wires.slice(at, at + chunk.rows.length).join(','));
      at += chunk.rows.length;
    }
    return { rows, chunks, texts, found: [] };
  }
  const result = await tx.execute(sql`
    select string_agg(${sql.raw(ROW_FIELDS)}, ',' order by ${components.order}, ${components.created_at}, ${components.id}) as heads
    from ${components} where ${inList}`);
  const [read] = (result as unknown as { rows: { heads: string | null }[] }).rows;
  const rows = parseRows(read?.heads ? read.heads.split(',') : []);
  const chunks = cutChunks<ListRow, GzipPiece>(rows, []).map((chunk) => ({ rows: chunk.rows, made: stored.get(signatureOf(chunk.rows)) }));
  const texts = await chunkTexts(tx, surveyId, chunks.filter((chunk) => !chunk.made).map((chunk) => chunk.rows));
  return { rows, chunks, texts, found: [...stored.keys()] };
}

/**
 * The list now, from the kept one and the row versions it cannot show: those of transactions
 * from its horizon on (age counts back from the newest transaction: the younger, the smaller),
 * with the list's count, which tells whether any kept row is gone. No sort, and only the changed
 * rows' text: a scan of the survey's rows, not of their 35 MB.
 */
async function rowsSince(tx: MainDatabase, inList: SQL, kept: KeptList): Promise<ListRow[]> {
  const result = await tx.execute(sql`
    select count(*)::int as total,
      string_agg(${sql.raw(ROW_FIELDS)}, ',') filter (where age(xmin) <= age(xid(${kept.horizon.toString()}::xid8))) as changed
    from ${components} where ${inList}`);
  const [counted] = (result as unknown as { rows: { total: number; changed: string | null }[] }).rows;
  const { versions, added } = newVersions(kept.rows, parseRows(counted?.changed?.split(',') ?? []));
  const total = counted?.total ?? 0;
  const expected = kept.rows.length + added;
  let deleted = new Set<string>();
  if (total < expected) {
    // Rows are gone (deleted, or moved out of the list): which, only all the ids can tell.
    const ids = await tx.execute(sql`select string_agg(id::text, ',') as ids from ${components} where ${inList}`);
    const present = new Set((ids as unknown as { rows: { ids: string | null }[] }).rows[0]?.ids?.split(',') ?? []);
    deleted = new Set(kept.rows.filter((row) => !present.has(row.id)).map((row) => row.id));
  }
  if (total !== expected - deleted.size) {
    throw new Error(`The list counts ${total} rows, but ${kept.rows.length} kept + ${added} added - ${deleted.size} deleted make ${expected - deleted.size}`);
  }
  return withChanges(kept.rows, versions, deleted);
}

/** The text of each chunk given, its rows' stored text comma-separated, by chunk. */
async function chunkTexts(tx: MainDatabase, surveyId: string, chunks: readonly (readonly ListRow[])[]): Promise<Map<readonly ListRow[], string>> {
  const texts = new Map<readonly ListRow[], string>();
  if (chunks.length === 0) return texts;
  const ids = chunks.flat().map((row) => row.id);
  const result = await tx.execute(sql`
    select id::text as id, xmin::text as xmin, wire from ${components}
    where ${components.survey_id} = ${surveyId} and ${components.id} = any(${`{${ids.join(',')}}`}::uuid[])`);
  const read = new Map((result as unknown as { rows: { id: string; xmin: string; wire: string }[] }).rows.map((row) => [row.id, row]));
  for (const chunk of chunks) {
    texts.set(chunk, chunk.map((row: ListRow) => {
      const stored = read.get(row.id);
      // Read in the snapshot the rows were listed in: each is there, at the version listed.
      if (stored === undefined || stored.xmin !== row.xmin) {
        throw new Error(`Component ${row.id} of survey ${surveyId} was listed at version ${row.xmin} but read ${stored ? `at version ${stored.xmin}` : 'missing'}`);
      }
      return stored.wire;
    }).join(','));
  }
  return texts;
}

/** The chunks with a piece each: the kept one, or their text (read) compressed. */
async function compressChunks(
  chunks: readonly { rows: readonly ListRow[]; made: GzipPiece | undefined }[], texts: ReadonlyMap<readonly ListRow[], string>, level: number,
): Promise<Chunk<ListRow, GzipPiece>[]> {
  const missing = chunks.filter((chunk) => !chunk.made);
  const compressed = await deflatePieces(missing.map((chunk, index) => {
    const text = texts.get(chunk.rows);
    if (text === undefined) throw new Error(`Chunk ${index} of ${missing.length} to compress (${chunk.rows.length} rows from ${chunk.rows[0]?.id}) was not read`);
    return text;
  }), level);
  let next = 0;
  return chunks.map((chunk) => ({ rows: chunk.rows, made: chunk.made ?? compressed[next++]! }));
}

// The reply's fixed text before and between the chunks, compressed once.
const HEAD = deflateShortPiece('{"components":[');
const COMMA = deflateShortPiece(',');
/** Memory of a kept row, as measured on the largest survey: the object, its id and version text. */
const ROW_BYTES = 350;

/** The reply for `revision` from its chunks' pieces, kept with them for the next read. */
function joinList(revision: number, horizon: bigint, rows: readonly ListRow[], chunks: readonly Chunk<ListRow, GzipPiece>[]): KeptList {
  const pieces: GzipPiece[] = [HEAD];
  let bytes = rows.length * ROW_BYTES;
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0) pieces.push(COMMA);
    pieces.push(chunk.made);
    bytes += chunk.made.deflated.length;
  }
  pieces.push(deflateShortPiece(`],"revision":${revision}}`));
  const body = joinGzip(pieces);
  return { revision, horizon, body, rows, chunks, bytes: bytes + body.length };
}
