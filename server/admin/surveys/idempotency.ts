// Idempotency-Key for survey write batches: the draft engine freezes a batch, sends it under a
// batch id, and after an ambiguous failure (timeout, lost reply) sends the same bytes again. The
// reply is stored in the batch's own transaction, so it exists exactly when the writes do.
//
//   same key, same body, done      → the stored reply (nothing applied again)
//   same key, another body         → idempotency_key_reused (422) (a client bug: keys are per batch)
//   same key while the first runs  → batch_in_progress (409) (retry later; the first may still fail)
//
// "Still running" is seen through a transaction-scoped advisory lock on (survey, key): a
// duplicate would otherwise block on the first one's uncommitted row instead of answering.
// A refused or failed batch stores nothing, so its key may be used again.
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { MainDatabase } from '../../context';
import { idempotencyKeys, surveys } from '../../db/schema';
import { badRequest, DomainError, notFound } from '../../http/errors';

/** Replies are kept this long; a resend comes within seconds, and client_ref still guards posts after. */
export const IDEMPOTENCY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

const keyPattern = /^[\x21-\x7e]{1,200}$/;

/** The Idempotency-Key a request sent (its header's value), or null when it sent none. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!keyPattern.test(header)) {
    throw badRequest('Idempotency-Key must be 1 to 200 visible ASCII characters (a batch id such as a UUID)', [
      { field: 'Idempotency-Key', message: `"${header.slice(0, 40)}" is not 1 to 200 visible ASCII characters` },
    ]);
  }
  return header;
}

/** What identifies "the same request": method, route and body (a key reused elsewhere is a new
 *  request). `route` is the endpoint's path pattern, the same for every survey. */
export function requestHash(method: string, route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${route}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** fresh: go ahead; otherwise the stored reply body, as the JSON text first sent. */
export type Claim = { readonly fresh: true } | { readonly fresh: false; readonly reply: string };

/**
 * Takes the key for this transaction, or throws 409 at once when another transaction holds it.
 * Call it before locking the survey row, so a duplicate answers 409 instead of queueing.
 */
export async function lockKey(tx: MainDatabase, surveyId: string, key: string): Promise<void> {
  const [lock] = await tx
    .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(hashtextextended(${`${surveyId}\n${key}`}, 0))` })
    .from(surveys)
    .where(eq(surveys.id, surveyId));
  if (!lock) throw notFound(`Survey ${surveyId}`);
  if (!lock.locked) throw inProgress(key);
}

/**
 * Claims `key` (held through lockKey): fresh (go ahead, then `storeReply`) or the stored reply.
 * Throws 409 for a committed in-progress row and 422 when the key came with another body.
 */
export async function claimKey(tx: MainDatabase, surveyId: string, key: string, hash: string, now: Date): Promise<Claim> {
  await tx.delete(idempotencyKeys).where(and(
    eq(idempotencyKeys.survey_id, surveyId),
    lt(idempotencyKeys.created_at, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
  ));
  const inserted = await tx.insert(idempotencyKeys)
    .values({ survey_id: surveyId, key, request_hash: hash, status: 'in_progress', created_at: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { fresh: true };
  const [row] = await tx.select().from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.survey_id, surveyId), eq(idempotencyKeys.key, key)));
  if (!row) throw new Error(`Idempotency key ${key} of survey ${surveyId} conflicted but cannot be read`);
  if (row.status !== 'done' || row.reply === null) throw inProgress(key);
  if (row.request_hash !== hash) {
    throw new DomainError('idempotency_key_reused', `Idempotency-Key ${key} was already used for a different request on this survey`);
  }
  return { fresh: false, reply: row.reply };
}

export async function storeReply(tx: MainDatabase, surveyId: string, key: string, reply: string): Promise<void> {
  await tx.update(idempotencyKeys)
    .set({ status: 'done', reply })
    .where(and(eq(idempotencyKeys.survey_id, surveyId), eq(idempotencyKeys.key, key)));
}

function inProgress(key: string): DomainError {
  return new DomainError('batch_in_progress', `A request with Idempotency-Key ${key} is still being applied; retry it shortly`);
}
