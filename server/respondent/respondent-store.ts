// The respondent service's storage: starting a respondent, finding them again by resume token,
// saving their pages exactly once, going back, and reading them whole. One store per region
// database; the caller picks the survey's region (ctx.regions.get(region)).
import { and, eq, isNull } from 'drizzle-orm';
import type { CollectedField, UniqueValue } from '../../schema';
import { hashTokenCode, newTokenCode } from '../access/token-code';
import { respondents, uploadDataFields } from '../db/region-schema';
import { DomainError, notFound } from '../http/errors';
import { applySubmission, recordedOutcome, submissionHash, type PageNext, type PageSubmission, type SubmissionOutcome } from './page-submission';
import type { RegionDb } from './region-rows';
import { isFinished, readRespondent, respondentStatusOf, summaryOf, type RespondentRecord, type RespondentSummary } from './respondent-record';

interface StartOf {
  /** The respondent's id when the caller needs it before the row exists (it seeds their orders); else a random one. */
  readonly id?: string;
  /** The published survey taken (its public id) and the admin survey it was published from. */
  readonly surveyId: string;
  readonly adminSurveyId: string;
  /** The published version served: the active one, or the test version while the survey is in test. */
  readonly version: number;
  readonly isTest: boolean;
  /** One of the version's launch languages. */
  readonly languageId: string;
  /** Upload data fields (spec §3): the values data collectors read from the link. */
  readonly fields?: readonly CollectedField[];
  /** The unique collectors' values among `fields`, as compared: kept beside them so duplicate checks group as screening does. */
  readonly uniqueValues?: readonly UniqueValue[];
}

/**
 * Where the walk puts a new respondent: the first page, shown now; or an end reached before any
 * page (a unique value already held screens them at once), which finishes them as they start.
 */
export type RespondentStart = StartOf & (
  | { readonly firstPageId: string; readonly end?: undefined }
  | { readonly firstPageId?: undefined; readonly end: Extract<PageNext, { kind: 'end' }> }
);

export interface StartedRespondent {
  readonly respondentId: string;
  /** Given to the respondent's browser once (a cookie); only its sha-256 is stored. */
  readonly resumeToken: string;
}

export class RespondentStore {
  constructor(
    private readonly db: RegionDb,
    private readonly now: () => Date,
  ) {}

  async start(input: RespondentStart): Promise<StartedRespondent> {
    const resumeToken = newTokenCode();
    const now = this.now();
    const { end } = input;
    const values = {
      ...(input.id === undefined ? {} : { id: input.id }),
      survey_id: input.surveyId,
      admin_survey_id: input.adminSurveyId,
      version: input.version,
      is_test: input.isTest,
      language_id: input.languageId,
      survey_start: now,
      resume_token_hash: hashTokenCode(resumeToken),
      ...(end
        ? { status: end.status, status_set_at: now, survey_end: now, screened_reason: end.screenedReason ?? null, current_page_id: null, path: [] }
        : { current_page_id: input.firstPageId, path: [input.firstPageId] }),
    };
    const fields = input.fields ?? [];
    const insert = async (db: RegionDb) => {
      const [row] = await db.insert(respondents).values(values).returning({ id: respondents.id });
      if (!row) throw new Error(`Respondent for survey ${input.surveyId} was not created`);
      if (fields.length > 0) {
        const keys = new Map((input.uniqueValues ?? []).map((unique) => [unique.name, unique.key]));
        await db.insert(uploadDataFields).values(fields.map((f) => ({ respondent_id: row.id, name: f.name, value: f.value, value_key: keys.get(f.name) ?? null })));
      }
      return row.id;
    };
    const respondentId = fields.length > 0 ? await this.db.transaction((tx) => insert(tx)) : await insert(this.db);
    return { respondentId, resumeToken };
  }

  /**
   * Moves a respondent who has not answered a page yet (started at a page the walk then passed,
   * running its data processors) to where the walk landed: a page, or an end.
   */
  async place(respondentId: string, next: PageNext): Promise<void> {
    const now = this.now();
    const [moved] = await this.db.update(respondents).set(next.kind === 'page'
      ? { current_page_id: next.pageId, path: [next.pageId] }
      : { status: next.status, status_set_at: now, survey_end: now, screened_reason: next.screenedReason ?? null, current_page_id: null, path: [] })
      .where(and(eq(respondents.id, respondentId), eq(respondents.status, 'not_started'), isNull(respondents.status_set_at)))
      .returning({ id: respondents.id });
    if (!moved) throw new DomainError('stale_page', `Respondent ${respondentId} has moved on since they started; they are not placed again`);
  }

  /**
   * The respondent a resume token belongs to, with every answer (each visit and post reads them
   * in the one statement that finds who is asking); null for any other token.
   */
  findByResumeToken(token: string): Promise<RespondentRecord | null> {
    return readRespondent(this.db, { resumeTokenHash: hashTokenCode(token) });
  }

  /** The respondent with every answer (to resume and to re-render a page); null when unknown. */
  read(respondentId: string): Promise<RespondentRecord | null> {
    return readRespondent(this.db, { id: respondentId });
  }

  /**
   * The first outcome of a submission already applied under this key, or null when the key is new.
   * Lets the server answer a resend before walking answers the respondent has since moved past;
   * `savePage` checks again inside its transaction.
   */
  replayOf(submission: Pick<PageSubmission, 'respondentId' | 'idempotencyKey' | 'pageId' | 'questionIds' | 'answers'>): Promise<SubmissionOutcome | null> {
    return recordedOutcome(this.db, submission.respondentId, submission.idempotencyKey, submissionHash(submission));
  }

  /** Saves one page exactly once (see page-submission.ts for the rules). */
  savePage(submission: PageSubmission): Promise<SubmissionOutcome> {
    return applySubmission(this.db, submission, this.now());
  }

  /**
   * Goes back to a page visited before the current one. The path is kept until that page is
   * submitted again, so going back and forward without changes loses nothing. Going back to the
   * current page changes nothing.
   */
  back(respondentId: string, pageId: string): Promise<RespondentSummary> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(respondents).where(eq(respondents.id, respondentId)).for('update');
      if (!row) throw notFound(`Respondent ${respondentId}`);
      const status = respondentStatusOf(row.status);
      if (isFinished(status)) {
        throw new DomainError('respondent_finished', `Respondent ${respondentId} has finished the survey (${status}); they cannot go back to page ${pageId}`);
      }
      const target = row.path.indexOf(pageId);
      const current = row.current_page_id === null ? -1 : row.path.indexOf(row.current_page_id);
      if (target < 0 || target > current) {
        throw new DomainError('stale_page',
          `Page ${pageId} is not before respondent ${respondentId}'s current page ${row.current_page_id ?? 'none'} (path ${row.path.join(' → ')})`);
      }
      if (target === current) return summaryOf(row);
      const [moved] = await tx.update(respondents).set({ current_page_id: pageId }).where(eq(respondents.id, respondentId)).returning();
      if (!moved) throw new Error(`Respondent ${respondentId} vanished while going back`);
      return summaryOf(moved);
    });
  }
}
