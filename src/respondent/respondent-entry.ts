// The respondent page's client entry (issue 14 A): the server already drew the page, so this
// hydrates the same React tree from the JSON the page carries and makes it live. Kept small:
// React, react-dom/client and the survey runtime; no editor, designer or sync code. The page
// works without it (a plain form that posts), so a failed or blocked script costs nothing.
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../widgets/form/form.css';
import '../widgets/answer/answer.css';
import '../widgets/rich-text/rich-text.css';
import '../survey-runtime/survey-page.css';
import './respondent.css';
import type { Answers } from '../../schema/survey/respondent/answers';
import { answersFromForm } from '../../schema/survey/respondent/form-fields';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import { loadDateAnswer } from '../survey-runtime/lazy-date-answer';
import { readHydrationData, sanitisedBy } from './hydration-data';
import { RespondentApp } from './respondent-app';
import { RESPONDENT_ROOT_ID } from './respondent-view';

/**
 * The answers the server-drawn form holds now: the page's own questions as the respondent left
 * them (answered before the script arrived), and the server's answers for any other question.
 */
function earlyAnswers(root: HTMLElement, page: DocumentPage): Answers | undefined {
  const form = root.querySelector('form');
  if (!form) return undefined;
  const drawn = page.components;
  const onPage = new Set(drawn.filter((c) => c.kind === 'question').map((c) => c.id));
  const kept = Object.fromEntries(Object.entries(page.answers).filter(([questionId]) => !onPage.has(questionId)));
  return { ...kept, ...answersFromForm(new FormData(form).entries(), drawn) };
}

const data = readHydrationData(document);
const root = document.getElementById(RESPONDENT_ROOT_ID);
if (data && root && data.document.body.kind === 'page') {
  const { document: doc } = data;
  const page = data.document.body;
  // A page that draws (or may reveal) a date fetches its widget's chunk now, alongside hydration.
  const drawn = page.pageComponents ?? page.components;
  if (drawn.some((c) => c.kind === 'answer_group' && c.answer_group_type === 'date')) void loadDateAnswer();
  hydrateRoot(root, createElement(RespondentApp, {
    document: { ...doc, styleNonce: '' },
    page,
    sanitizeHtml: sanitisedBy(data.html),
    earlyAnswers: earlyAnswers(root, page),
  }), {
    // A mismatch means the server and the browser drew different pages: say so (tests watch the console).
    onRecoverableError: (error) => console.error('Respondent page hydration:', error),
  });
}
