// The respondent's page as React draws it: the same tree on the server (render-document.tsx,
// react-dom/server) and in the browser (respondent-entry.ts, hydrateRoot), so the markup the
// browser hydrates is the markup the server sent. Without a script it is a plain form that posts.
import type { FormEvent } from 'react';
import type { DocumentMessage, DocumentPage, RespondentDocument } from '../../schema/api/respondent/respondent-document';
import { RESPONDENT_FORM } from '../../schema/api/respondent/respondent-form';
import type { AnswerValue } from '../../schema';
import { respondentTexts } from '../../schema/survey/respondent/respondent-texts';
import { SurveySheet } from '../survey-runtime/survey-sheet';
import { LanguageForm, LanguageSwitch } from './language-switch';
import { SurveyLogo } from './survey-logo';

/** The id of each page's heading: the focus target of a newly loaded page. */
export const HEADING_ID = 'respondent-heading';

/** How a page becomes interactive; absent on the server. */
export interface PageBehaviour {
  readonly onAnswer: (questionId: string, answerGroupId: string, value: AnswerValue) => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

interface PageFormProps {
  readonly document: RespondentDocument;
  readonly page: DocumentPage;
  readonly sanitizeHtml: (html: string) => string;
  readonly behaviour?: PageBehaviour | undefined;
}

/** What tops every page: the theme's logo and the language switch, when there are. */
function Banner({ document }: { readonly document: RespondentDocument }) {
  if (!document.theme.logo_url && (document.languages?.length ?? 0) < 2) return null;
  return (
    <div className="respondent__banner">
      <SurveyLogo theme={document.theme} surveyTitle={document.title} />
      <LanguageSwitch document={document} />
    </div>
  );
}

export function PageForm({ document, page, sanitizeHtml, behaviour }: PageFormProps) {
  const texts = respondentTexts(document.lang.language);
  const header = (
    <header className="respondent__header">
      <Banner document={document} />
      {/* The focus target of a new page (tabIndex -1: focusable by script, not in the tab order). */}
      <h1 id={HEADING_ID} className="respondent__title" tabIndex={-1}>{document.title}</h1>
      <p className="respondent__progress">{texts.page(page.pageNumber)}</p>
    </header>
  );
  return (
    <>
      <form
        method="post" action={document.action} noValidate aria-labelledby={HEADING_ID}
        onSubmit={behaviour?.onSubmit}
      >
        <SurveySheet
          components={page.components}
          items={page.items}
          answers={page.answers}
          responses={page.responses}
          problems={page.problems}
          lang={document.lang}
          sanitizeHtml={sanitizeHtml}
          onAnswer={behaviour?.onAnswer}
          header={header}
        >
          <input type="hidden" name={RESPONDENT_FORM.pageId} value={page.pageId} />
          <input type="hidden" name={RESPONDENT_FORM.idempotencyKey} value={page.idempotencyKey} />
          {/* Next comes first so Enter in a text box submits it; CSS shows Back on the left. */}
          <div className="respondent__buttons">
            <button type="submit" name={RESPONDENT_FORM.action} value="next" className="respondent__button respondent__button--next">{texts.next}</button>
            {page.canGoBack && (
              <button type="submit" name={RESPONDENT_FORM.action} value="back" formNoValidate className="respondent__button">{texts.back}</button>
            )}
          </div>
        </SurveySheet>
      </form>
      <LanguageForm document={document} />
    </>
  );
}

export function Message({ document, message, sanitizeHtml }: {
  readonly document: RespondentDocument; readonly message: DocumentMessage; readonly sanitizeHtml: (html: string) => string;
}) {
  const html = message.html === null ? '' : sanitizeHtml(message.html);
  return (
    <>
      <div className="survey-page respondent__message">
        <Banner document={document} />
        <h1 id={HEADING_ID} className="respondent__title" tabIndex={-1}>{document.title}</h1>
        {html.trim() === ''
          ? <p>{message.fallback}</p>
          : <div className="rich-text-viewer" data-scheme="light" dangerouslySetInnerHTML={{ __html: html }} />}
      </div>
      <LanguageForm document={document} />
    </>
  );
}

/** The element the page is drawn in (outside React): the root the browser hydrates. */
export { RESPONDENT_ROOT_ID } from '../../schema/api/respondent/respondent-document';
