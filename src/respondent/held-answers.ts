// Answers held back on the device (issue 14 D): when the server refuses a page answered offline,
// the pages queued after it are not sent (once the refused page is changed, the walk may no longer
// reach them), but nothing the respondent typed on them is lost. Their answers are held, and fill
// in their questions when the walk reaches a page that still asks them; the respondent sees them
// and sends the page again. A page sent with Next takes its questions' answers out of the hold.
import type { Answers } from '../../schema/survey/respondent/answers';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import type { QueuedSubmission } from './offline-store';

/** One respondent's held answers on one survey, by question (the newest of each). */
export interface HeldAnswers {
  readonly surveyId: string;
  /** The respondent (their order seed): someone else's on this device are not theirs. */
  readonly respondent: string;
  readonly answers: Answers;
}

/** `held` with the answers of the set-aside `submissions` on top, oldest first (a later page's wins). */
export function holding(held: Answers, submissions: readonly Pick<QueuedSubmission, 'action' | 'answers'>[]): Answers {
  let out = held;
  for (const submission of submissions) if (submission.action === 'next') out = { ...out, ...submission.answers };
  return out;
}

/** The questions a page can show (its own, drawn or not). */
function questionsOf(page: DocumentPage): Set<string> {
  const ids = new Set<string>();
  for (const component of page.pageComponents ?? page.components) if (component.kind === 'question') ids.add(component.id);
  return ids;
}

/**
 * The page's answers with the held ones for its questions on top, or null when none of its
 * questions is held: what the page is drawn with, for the respondent to check and send.
 */
export function prefilled(page: DocumentPage, held: Answers): Answers | null {
  let out: Record<string, Answers[string]> | null = null;
  for (const questionId of questionsOf(page)) {
    const answer = held[questionId];
    if (answer === undefined) continue;
    out ??= { ...page.answers };
    out[questionId] = answer;
  }
  return out;
}

/** `held` less the page's questions (the page was sent: its answers are the server's now). */
export function released(held: Answers, page: DocumentPage): Answers {
  const asked = questionsOf(page);
  if (!Object.keys(held).some((questionId) => asked.has(questionId))) return held;
  return Object.fromEntries(Object.entries(held).filter(([questionId]) => !asked.has(questionId)));
}
