// The components list's compressed pieces kept in the database (component_list_pieces), so the
// first read of a list by a server that kept nothing (a restart, another server process) does not
// read and compress the whole survey's text again: the largest survey's 35 MB took 1.3 s that way.
// A piece is found by its chunk's signature, a hash of the chunk's rows' ids and versions (xmin)
// in order: a write to any of its rows gives the row a new version, so a piece found is exactly
// the text of the rows it was made of. Nothing else is trusted: a piece not found is made again.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { MainDatabase } from '../../context';
import { componentListPieces } from '../../db/schema';
import type { GzipPiece } from './gzip-pieces';
import type { ListRow } from './list-rows';

/** A chunk's signature: its rows' ids and versions, in order, hashed. */
export function pieceSignature(rows: readonly ListRow[]): string {
  const hash = createHash('sha256');
  for (const row of rows) hash.update(`${row.id}:${row.xmin},`);
  return hash.digest('base64url');
}

/** A stored piece, by its chunk's signature. */
export type StoredPieces = ReadonlyMap<string, GzipPiece>;

/** The pieces stored for one of a survey's lists. */
export async function storedPieces(tx: MainDatabase, surveyId: string, list: string): Promise<StoredPieces> {
  // As base64 text: PGlite decodes bytea's hex text in JavaScript, 230 ms for the largest list's
  // 2.7 MB against 15 ms this way.
  const result = await tx.execute(sql`
    select signature, encode(deflated, 'base64') as deflated, crc::float8 as crc, length
    from ${componentListPieces} where survey_id = ${surveyId} and list = ${list}`);
  const rows = (result as unknown as { rows: { signature: string; deflated: string; crc: number; length: number }[] }).rows;
  // encode() breaks its base64 into lines: Buffer's decoder skips the breaks.
  return new Map(rows.map((row) => [row.signature, { deflated: Buffer.from(row.deflated, 'base64'), crc: row.crc, length: row.length }]));
}

/**
 * Stores the pieces made for a list (`made`, by signature) and drops those of its chunks that are
 * gone (`stale`), in one statement: what a survey keeps is its list's pieces, not every version's.
 * Another process may have stored the same piece meanwhile: the same text, kept once.
 */
export async function storePieces(
  db: MainDatabase, surveyId: string, list: string, made: ReadonlyMap<string, GzipPiece>, stale: readonly string[], level: number,
): Promise<void> {
  if (made.size === 0 && stale.length === 0) return;
  const values = JSON.stringify([...made].map(([signature, piece]) => ({
    signature, deflated: piece.deflated.toString('base64'), crc: piece.crc, length: piece.length,
  })));
  await db.execute(sql`
    with gone as (
      delete from ${componentListPieces}
      where survey_id = ${surveyId} and list = ${list} and signature = any(${`{${stale.join(',')}}`}::text[]))
    insert into ${componentListPieces} (survey_id, list, signature, deflated, crc, length, level)
    select ${surveyId}::uuid, ${list}, v.signature, decode(v.deflated, 'base64'), v.crc, v.length, ${level}
    from jsonb_to_recordset(${values}::jsonb) as v(signature text, deflated text, crc bigint, length integer)
    on conflict do nothing`);
}
