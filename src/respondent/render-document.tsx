// The respondent's page as one HTML document, rendered on the server (react-dom/server) from the
// model the server's walk decided (schema/api/respondent). Built with Vite's SSR mode into
// dist/ssr and loaded by the server at run time (the server may not import src/). No script: the
// page is a plain form that posts back, so the survey works with scripts off; the next slice
// hydrates the same markup.
import { renderToString } from 'react-dom/server';
import { RESPONDENT_FORM, type DocumentMessage, type DocumentPage, type RespondentDocument } from '../../schema/api/respondent';
import { SurveyPage } from '../survey-runtime/survey-page';
import { sanitizeAuthorHtml } from './html-sanitizer';
import { themeStylesheet } from './theme-style';

const HEADING_ID = 'respondent-heading';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function PageForm({ document, page }: { readonly document: RespondentDocument; readonly page: DocumentPage }) {
  const header = (
    <header className="respondent__header">
      {/* The focus target of a new page (tabIndex -1: focusable by script, not in the tab order). */}
      <h1 id={HEADING_ID} className="respondent__title" tabIndex={-1}>{document.title}</h1>
      <p className="respondent__progress">Page {page.pageNumber}</p>
    </header>
  );
  return (
    <form method="post" action={document.action} noValidate aria-labelledby={HEADING_ID}>
      <SurveyPage
        components={page.components}
        items={page.items}
        answers={page.answers}
        responses={page.responses}
        problems={page.problems}
        lang={document.lang}
        sanitizeHtml={sanitizeAuthorHtml}
        header={header}
      >
        <input type="hidden" name={RESPONDENT_FORM.pageId} value={page.pageId} />
        <input type="hidden" name={RESPONDENT_FORM.idempotencyKey} value={page.idempotencyKey} />
        {/* Next comes first so Enter in a text box submits it; CSS shows Back on the left. */}
        <div className="respondent__buttons">
          <button type="submit" name={RESPONDENT_FORM.action} value="next" className="respondent__button respondent__button--next">Next</button>
          {page.canGoBack && (
            <button type="submit" name={RESPONDENT_FORM.action} value="back" formNoValidate className="respondent__button">Back</button>
          )}
        </div>
      </SurveyPage>
    </form>
  );
}

function Message({ document, message }: { readonly document: RespondentDocument; readonly message: DocumentMessage }) {
  const html = message.html === null ? '' : sanitizeAuthorHtml(message.html);
  return (
    <div className="survey-page respondent__message">
      <h1 id={HEADING_ID} className="respondent__title" tabIndex={-1}>{document.title}</h1>
      {html.trim() === ''
        ? <p>{message.fallback}</p>
        : <div className="rich-text-viewer" data-scheme="light" dangerouslySetInnerHTML={{ __html: html }} />}
    </div>
  );
}

export function renderDocument(document: RespondentDocument): string {
  const { body } = document;
  const main = renderToString(
    <main className="respondent__main">
      {body.kind === 'page' ? <PageForm document={document} page={body} /> : <Message document={document} message={body} />}
    </main>,
  );
  const lang = escapeHtml(document.lang.language.replace('_', '-'));
  const links = document.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return '<!doctype html>'
    + `<html lang="${lang}">`
    + '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<title>${escapeHtml(document.title)}</title>${links}`
    + `<style nonce="${escapeHtml(document.styleNonce)}">${themeStylesheet(document.theme)}</style>`
    + `</head><body class="respondent">${main}</body></html>`;
}
