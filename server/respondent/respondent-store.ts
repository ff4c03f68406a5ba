// The respondent service's storage: starting a respondent, finding them again by resume token,
// saving their pages exactly once, going back, and reading them whole. One store per region
// database; the caller picks the survey's region (ctx.regions.get(region)).
import { eq } from 'drizzle-orm';
import { hashTokenCode, newTokenCode } from '../access/token-code';
import { respondents } from '../db/region-schema';
import { DomainError, notFound } from '../http/errors';
import { applySubmission, recordedOutcome, submissionHash, type PageSubmission, type SubmissionOutcome } from './page-submission';
import type { RegionDb } from './region-rows';
import { isFinished, readRespondent, respondentStatusOf, summaryOf, type RespondentRecord, type RespondentSummary } from './respondent-record';

export interface RespondentStart {
  /** The published survey taken (its public id) and the admin survey it was published from. */
  readonly surveyId: string;
  readonly adminSurveyId: string;
  /** The published version served: the active one, or the test version while the survey is in test. */
  readonly version: number;
  readonly isTest: boolean;
  /** One of the version's launch languages. */
  readonly languageId: string;
  /** The first page of the walk, shown now. */
  readonly firstPageId: string;
}

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
    const [row] = await this.db.insert(respondents).values({
      survey_id: input.surveyId,
      admin_survey_id: input.adminSurveyId,
      version: input.version,
      is_test: input.isTest,
      language_id: input.languageId,
      survey_start: this.now(),
      resume_token_hash: hashTokenCode(resumeToken),
      current_page_id: input.firstPageId,
      path: [input.firstPageId],
    }).returning({ id: respondents.id });
    if (!row) throw new Error(`Respondent for survey ${input.surveyId} was not created`);
    return { respondentId: row.id, resumeToken };
  }

  /** The respondent a resume token belongs to; null for any other token. */
  async findByResumeToken(token: string): Promise<RespondentSummary | null> {
    const [row] = await this.db.select().from(respondents).where(eq(respondents.resume_token_hash, hashTokenCode(token)));
    return row ? summaryOf(row) : null;
  }

  /** The respondent with every answer (to resume and to re-render a page); null when unknown. */
  read(respondentId: string): Promise<RespondentRecord | null> {
    return readRespondent(this.db, respondentId);
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
