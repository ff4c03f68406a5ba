// What the walk reads when a page is submitted (issue 14): the answers given on the respondent's
// path up to that page. Back keeps the answers of the pages after it stored (Back then Next without
// changes loses nothing, and those pages show them again), and a page answered again may send the
// walk another way, leaving answers on pages it no longer passes. Neither may steer the step after
// the page: routing, exits and passed pages read what the respondent has answered on the way to it,
// as on a first way through. Otherwise a branch on a question asked later (one the checks'
// reachability analysis rightly calls unreachable: "a question not yet shown on the path is
// unanswered") would open to anyone who went forward, answered it and came back.
import type { Answers } from './answers';
import { pageOf, pageQuestionIds, type WalkVersion } from './walk';

/**
 * `answers` to the questions of the pages of `path` (the pages the respondent was shown, in order)
 * up to `pageId`, and every answer that is not to a question (a data processor's result). The same
 * object when nothing is left out, as on a first way through; `answers` whole when `pageId` is not
 * on `path`.
 */
export function answersOnPath(version: WalkVersion, path: readonly string[], pageId: string, answers: Answers): Answers {
  const at = path.lastIndexOf(pageId);
  if (at < 0) return answers;
  const asked = new Set<string>();
  for (let i = 0; i <= at; i++) {
    const page = pageOf(version, path[i]!);
    if (page) for (const questionId of pageQuestionIds(version, page)) asked.add(questionId);
  }
  const off = (questionId: string) => !asked.has(questionId) && version.source.get(questionId)?.kind === 'question';
  const ids = Object.keys(answers);
  if (!ids.some(off)) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([questionId]) => !off(questionId)));
}
