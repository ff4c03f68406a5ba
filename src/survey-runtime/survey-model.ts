// What every part of a rendered survey page reads: the tree of visible components, the language,
// the answers so far, the problems to show and how to change the answers. Passed by context so
// the tree components stay small.
import { createContext, useContext } from 'react';
import type { AnswerValue, Answers, ChildrenMap, PageProblem, Responses, SurveyLanguage } from '../../schema';

export interface SurveyModel {
  /** Visible components only, by parent. */
  readonly tree: ChildrenMap;
  readonly lang: SurveyLanguage;
  readonly answers: Answers;
  readonly responses: Responses;
  /** Let the widgets show their own rule messages (the preview's "Check answers"). */
  readonly showErrors: boolean;
  /** Problems found by validatePage (e.g. by the server), shown beside their fields at once. */
  readonly problems: readonly PageProblem[];
  /**
   * Turns an author's rich text into safe HTML: the preview's is the kit's viewerHtml (DOMPurify,
   * in the browser); the respondent's looks up what the server's sanitiser made of each text.
   */
  readonly sanitizeHtml: (html: string) => string;
  /**
   * Called on every change while the page is interactive. Absent for server-only markup: the
   * inputs then keep their rendered values and post them with the page's form.
   */
  readonly onAnswer?: ((questionId: string, answerGroupId: string, value: AnswerValue) => void) | undefined;
}

export const SurveyModelContext = createContext<SurveyModel | null>(null);

export function useSurveyModel(): SurveyModel {
  const model = useContext(SurveyModelContext);
  if (!model) throw new Error('useSurveyModel() used outside a SurveyModelContext (SurveyPage or the preview)');
  return model;
}

/** The messages of the problems of one (question, answer group), joined for one field. */
export function problemText(problems: readonly PageProblem[], questionId: string, answerGroupId: string): string | null {
  const messages = problems.filter((p) => p.questionId === questionId && p.answerGroupId === answerGroupId).map((p) => p.message);
  return messages.length === 0 ? null : messages.join('. ');
}
