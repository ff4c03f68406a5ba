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
import { loadDateAnswer } from '../survey-runtime/lazy-date-answer';
import { readHydrationData, sanitisedBy } from './hydration-data';
import { RespondentApp } from './respondent-app';
import { RESPONDENT_ROOT_ID } from './respondent-view';

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
  }), {
    // A mismatch means the server and the browser drew different pages: say so (tests watch the console).
    onRecoverableError: (error) => console.error('Respondent page hydration:', error),
  });
}
