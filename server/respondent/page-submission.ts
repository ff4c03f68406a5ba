// Saving one page of a respondent's answers, exactly once. In one transaction:
//
//   lock the respondent row, and read  → submissions of one respondent apply one after another
//   the key's record in the same trip
//   key already recorded               → its first outcome again (nothing applied twice); another
//                                        body under that key → idempotency_key_reused
//   walk ended                         → respondent_finished
//   page is not the current page       → stale_page (a stale tab, an old form resent)
//   walk completes, unique values      → hold them (collector-values.ts) under a savepoint; one
//                                        already held → the outcome is screened (Duplicate …)
//   walk completes, quotas given       → count the respondent in them (quota-counter.ts) under that
//                                        savepoint; any full → the outcome is quota_full instead
//   otherwise, in one statement        → make the stored answers of the submission's questions the
//                                        ones sent, cut the path after the page and append the next
//                                        one, move the status (not_started → incomplete, or the
//                                        final status), record the submission with its outcome
//
// The key is looked up before the page check, so a resend of a page applied long ago (a lost
// reply, an offline queue) still gets its outcome rather than a stale_page. The unique index on
// (respondent, key) backs the row lock: were two applications ever to race, one would fail.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { duplicateReason, type ExitStatus, type UniqueValue } from '../../schema';
import { DomainError, notFound } from '../http/errors';
import { pageSubmissions, respondents } from '../db/region-schema';
import type { RegionDb } from './region-rows';
import { holdValues } from './collector-values';
import { claim, recordQuotaValues, type CountedDefinition } from './quota-counter';
import { isFinished, respondentStatusOf } from './respondent-record';
import { answerRows, canonicalAnswers, type StoredAnswer } from './stored-answer';
import { writeSubmission, type SubmissionRow, type SubmissionWrites } from './submission-writes';

/** Where the walk goes after the page: the next page, or the end with the exit's status. */
export type PageNext =
  | { readonly kind: 'page'; readonly pageId: string }
  | { readonly kind: 'end'; readonly status: ExitStatus; readonly screenedReason?: string };

export interface PageSubmission {
  readonly respondentId: string;
  /** Sent by the respondent's browser (or form) once per page submission and resent unchanged. */
  readonly idempotencyKey: string;
  readonly pageId: string;
  /**
   * Every question whose stored answers this submission replaces: the page's questions, answered
   * or not (an answer cleared on the page is deleted), plus any the walk has since left behind.
   */
  readonly questionIds: readonly string[];
  readonly answers: readonly StoredAnswer[];
  /** Decided by the server's walk over the answers; not part of what makes two sends "the same". */
  readonly next: PageNext;
  /**
   * The quota definitions the respondent is counted in when `next` completes the survey (chosen by
   * schema/survey/respondent/quotas.ts). Counted in this submission's transaction; when one is full
   * nothing is counted and the outcome is quota_full. Ignored for any other `next`.
   */
  readonly quotaDefinitions?: readonly CountedDefinition[];
  /**
   * The values of unique data collectors the respondent came with (collector ids by design),
   * held for them when `next` completes the survey, in this submission's transaction; when one is
   * already held by a complete respondent the outcome is screened instead. Ignored for any other `next`.
   */
  readonly uniqueValues?: readonly UniqueValue[];
}

export interface SubmissionOutcome {
  readonly respondentId: string;
  readonly pageId: string;
  /** 1 for the respondent's first applied submission, then 2, 3 … */
  readonly sequence: number;
  readonly next: PageNext;
  /** True when this key had been applied before and this is its first outcome again. */
  readonly replayed: boolean;
}

/** What identifies "the same submission": the page, the questions it replaces and the answers. */
export function submissionHash(submission: Pick<PageSubmission, 'pageId' | 'questionIds' | 'answers'>): string {
  const body = JSON.stringify({
    pageId: submission.pageId,
    questionIds: [...new Set(submission.questionIds)].sort(),
    answers: canonicalAnswers(submission.answers),
  });
  return createHash('sha256').update(body).digest('hex');
}

function outcomeOf(row: SubmissionRow, replayed: boolean): SubmissionOutcome {
  let next: PageNext;
  if (row.next_page_id !== null) {
    next = { kind: 'page', pageId: row.next_page_id };
  } else {
    const status = respondentStatusOf(row.final_status ?? 'missing');
    if (!isFinished(status)) throw new Error(`Page submission ${row.id} ended with status ${status}, not an exit status`);
    next = { kind: 'end', status };
  }
  return { respondentId: row.respondent_id, pageId: row.page_id, sequence: row.sequence, next, replayed };
}

/** The recorded outcome of a key, checked against the body sent; null when the key is new. */
export async function recordedOutcome(db: RegionDb, respondentId: string, key: string, hash: string): Promise<SubmissionOutcome | null> {
  const [row] = await db.select().from(pageSubmissions)
    .where(and(eq(pageSubmissions.respondent_id, respondentId), eq(pageSubmissions.idempotency_key, key)));
  return row ? outcomeOf(checkedReplay(row, key, hash), true) : null;
}

/** The recorded submission of `key`, when it was made with the body hashed as `hash`. */
function checkedReplay(row: SubmissionRow, key: string, hash: string): SubmissionRow {
  if (row.request_hash !== hash) {
    throw new DomainError('idempotency_key_reused',
      `Idempotency-Key ${key} was already used by respondent ${row.respondent_id} for another submission (page ${row.page_id})`);
  }
  return row;
}

/** Ends the completion otherwise, undoing what it held and counted (thrown inside the savepoint). */
class CompletionRefused extends Error {
  constructor(readonly next: PageNext) {
    super(`Completion refused: ${next.kind === 'end' ? next.status : next.kind}`);
  }
}

/**
 * The walk's `next`, or what completing turns into: screened when a unique value is already held
 * (checked first: a duplicate is not counted in quotas), quota_full when a definition to count in
 * is full. Under one savepoint, so a refused completion holds no value and counts nowhere.
 */
async function completedNext(tx: RegionDb, respondent: { admin_survey_id: string; is_test: boolean }, submission: PageSubmission, now: Date): Promise<PageNext> {
  const { next, respondentId } = submission;
  const quotas = submission.quotaDefinitions ?? [];
  const uniques = submission.uniqueValues ?? [];
  if (next.kind !== 'end' || next.status !== 'complete' || (quotas.length === 0 && uniques.length === 0)) return next;
  try {
    return await tx.transaction(async (savepoint) => {
      const held = await holdValues(savepoint, { adminSurveyId: respondent.admin_survey_id, isTest: respondent.is_test }, respondentId, uniques);
      if (held) throw new CompletionRefused({ kind: 'end', status: 'screened', screenedReason: duplicateReason(held.name) });
      if (quotas.length === 0) return next;
      const claimed = await claim(savepoint, respondent.admin_survey_id, quotas, now);
      if (claimed.kind === 'full') throw new CompletionRefused({ kind: 'end', status: 'quota_full' });
      await recordQuotaValues(savepoint, respondentId, quotas);
      return next;
    });
  } catch (error) {
    if (error instanceof CompletionRefused) return error.next;
    throw error;
  }
}

export async function applySubmission(db: RegionDb, submission: PageSubmission, now: Date): Promise<SubmissionOutcome> {
  const { respondentId, idempotencyKey: key, pageId } = submission;
  const answers = canonicalAnswers(submission.answers);
  const questionIds = [...new Set(submission.questionIds)];
  const stray = answers.find((a) => !questionIds.includes(a.questionId));
  if (stray) {
    throw new Error(`Answer to question ${stray.questionId} is not among the questions the submission replaces (${questionIds.join(', ')})`);
  }
  const hash = submissionHash(submission);
  // Four statements in all (begin, the lock, the writes, commit; a completion with quotas or unique
  // values adds its savepoint's, a refusal one more look for the key): each statement costs a round trip and the server's CPU on both
  // ends, and a save is what every respondent waits on.
  return db.transaction(async (tx) => {
    // The respondent's row locked, and the key's record if any, in one statement.
    const [locked] = await tx.select({ respondent: respondents, recorded: pageSubmissions }).from(respondents)
      .leftJoin(pageSubmissions, and(eq(pageSubmissions.respondent_id, respondents.id), eq(pageSubmissions.idempotency_key, key)))
      .where(eq(respondents.id, respondentId))
      .for('update', { of: respondents });
    if (!locked) throw notFound(`Respondent ${respondentId}`);
    const { respondent, recorded } = locked;
    if (recorded) return outcomeOf(checkedReplay(recorded, key, hash), true);
    const status = respondentStatusOf(respondent.status);
    if (isFinished(status) || respondent.current_page_id !== pageId) {
      // The join read the submissions as they were when the statement began, the lock the row as
      // it is now: when a send of this very key committed while we waited for the lock, the row
      // has moved on but its record was not seen. Look again before calling the page stale.
      const again = await recordedOutcome(tx, respondentId, key, hash);
      if (again) return again;
    }
    if (isFinished(status)) {
      throw new DomainError('respondent_finished', `Respondent ${respondentId} has finished the survey (${status}); page ${pageId} cannot be saved`);
    }
    if (respondent.current_page_id !== pageId) {
      throw new DomainError('stale_page',
        `Respondent ${respondentId} is on page ${respondent.current_page_id ?? 'none'}, not page ${pageId}; reload to continue`);
    }

    // Counted before the writes below, which it does not read: the count rows are what every
    // completing respondent waits on, and they stay locked until commit. A replay returned above:
    // it never counts twice.
    const next = await completedNext(tx, respondent, submission, now);

    // The current page is on the path (start puts the first page there, each save appends the next).
    const at = respondent.path.lastIndexOf(pageId);
    const ended = next.kind === 'end';
    const newStatus = ended ? next.status : 'incomplete';
    const rows = answerRows(respondentId, answers);
    const writes: SubmissionWrites<unknown> = {
      respondentId, key, hash, pageId, now,
      path: [...respondent.path.slice(0, at + 1), ...(next.kind === 'page' ? [next.pageId] : [])],
      nextPageId: ended ? null : next.pageId,
      status: newStatus,
      finalStatus: ended ? next.status : null,
      screenedReason: ended ? next.screenedReason ?? null : null,
      questionIds,
      codes: rows.codes.map(({ respondent_id: _, ...row }) => row),
      dates: rows.dates.map(({ respondent_id: _, ...row }) => row),
      numerics: rows.numerics.map(({ respondent_id: _, ...row }) => row),
      openTexts: rows.openTexts.map(({ respondent_id: _, ...row }) => row),
    };
    const [row] = await writeSubmission(tx, writes, { ended, statusChanged: newStatus !== status });
    if (!row) throw new Error(`Page submission ${key} of respondent ${respondentId} was not recorded`);
    return outcomeOf(row, false);
  });
}
