// The respondent's page as one HTML document, rendered on the server (react-dom/server) from the
// model the server's walk decided (schema/api/respondent). Built with Vite's SSR mode into
// dist/ssr and loaded by the server at run time (the server may not import src/). The page is a
// plain form that posts back, so the survey works with scripts off; when the client build is
// there, a page also carries its data as JSON and the respondent entry, which hydrates it.
import { renderToString } from 'react-dom/server';
import type { DocumentData, DocumentPage, RespondentDocument } from '../../schema/api/respondent';
import type { Component } from '../../schema/survey/components/component';
import { leanComponent } from '../../schema/survey/respondent/lean-component';
import { stringsOf } from '../../schema/survey/respondent/value-strings';
import type { SurveyLanguage } from '../../schema/survey/respondent/language';
import { provideDateAnswer } from '../survey-runtime/lazy-date-answer';
import { DateAnswer } from '../widgets/answer/date-answer';
import { sanitizeAuthorHtml, sanitizedTemplate } from './html-sanitizer';
import { HYDRATION_DATA_ID, type HydrationData } from './hydration-data';
import { hydrationJson } from './hydration-json';
import { Message, PageForm, RESPONDENT_ROOT_ID } from './respondent-view';
import { themeStylesheet } from './theme-style';

export { offlineWorkerSource } from './offline-worker';

// renderToString cannot wait for a chunk: the rare widgets the browser loads lazily are bundled
// with the renderer and handed over at once, so every page is drawn whole.
provideDateAnswer(DateAnswer);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Each markup-bearing text sanitised once (the runtime form's texts; a page's may-reveal texts);
 * a text with dynamic-text items as a template that keeps them, for the browser to pipe.
 */
export function sanitizedTexts(texts: Iterable<string>, into: Record<string, string> = {}): Record<string, string> {
  for (const text of texts) if (/[<>&]/.test(text) && !Object.hasOwn(into, text)) into[text] = sanitizedTemplate(text);
  return into;
}

/**
 * The sanitised HTML the browser reuses: each text the render sanitised, and each markup-bearing
 * string of the page's components (texts a later answer may reveal), sanitised here once.
 */
function sanitisedTexts(page: DocumentPage, rendered: ReadonlyMap<string, string>): Record<string, string> {
  const strings = new Set<string>();
  for (const component of page.pageComponents ?? page.components) stringsOf(component, strings);
  // The templates the browser pipes the page's live texts from.
  for (const live of page.liveTexts ?? []) strings.add(live.html);
  return sanitizedTexts(strings, Object.fromEntries(rendered));
}

/**
 * The page as drawn: of the version's visible components, only the page's (its items' trees are
 * the same), not the whole survey's, each in the page's language only (leanComponent: drawn in
 * that language it shows the same; a language switch asks the server for the page again). The
 * server draws from it and the browser hydrates from it, so both draw the very same tree, and a
 * render costs the page, never the survey.
 */
function hydratedPage(page: DocumentPage, lang: SurveyLanguage): DocumentPage {
  if (!page.pageComponents) return page;
  // The shown components and items are the page's own objects: leaned once, they stay the same
  // objects (the data block names them by id).
  const lean = new Map<Component, Component>(page.pageComponents.map((c) => [c, leanComponent(c, lang)]));
  const leanOf = (c: Component) => lean.get(c) ?? leanComponent(c, lang);
  const onPage = new Set(page.pageComponents.map((c) => c.id));
  return {
    ...page,
    components: page.components.filter((c) => onPage.has(c.id)).map(leanOf),
    items: page.items.map(leanOf),
    pageComponents: [...lean.values()],
  };
}

/**
 * What a document's data block holds, without drawing it: the JSON page reply (the browser draws
 * it). A message's text is sanitised here as a render would.
 */
export function documentData(document: RespondentDocument): DocumentData {
  const { styleNonce: _nonce, modulePreloads: _preloads, customCss: _css, ...shown } = document;
  if (document.body.kind === 'page') {
    const body = hydratedPage(document.body, document.lang);
    return { document: { ...shown, body }, html: sanitisedTexts(body, new Map()) };
  }
  const { html } = document.body;
  return { document: shown, html: html === null ? {} : { [html]: sanitizeAuthorHtml(html) } };
}

export function renderDocument(document: RespondentDocument): string {
  const body = document.body.kind === 'page' ? hydratedPage(document.body, document.lang) : document.body;
  // What the render sanitised, kept for the browser: it must draw exactly this markup.
  const rendered = new Map<string, string>();
  const sanitizeHtml = (text: string) => {
    const safe = rendered.get(text) ?? sanitizeAuthorHtml(text);
    rendered.set(text, safe);
    return safe;
  };
  const main = renderToString(
    body.kind === 'page'
      ? <PageForm document={document} page={body} sanitizeHtml={sanitizeHtml} />
      : <Message document={document} message={body} sanitizeHtml={sanitizeHtml} />,
  );
  const nonce = escapeHtml(document.styleNonce);
  // Only a page is hydrated: a message has nothing to answer.
  let scripts = '';
  if (body.kind === 'page' && document.script) {
    // The custom CSS is in the <style> already: the browser never needs it again.
    const { styleNonce: _nonce, modulePreloads: _preloads, customCss: _css, inlineStyles: _styles, ...shown } = document;
    const data: HydrationData = { document: { ...shown, body }, html: sanitisedTexts(body, rendered) };
    scripts = `<script type="application/json" id="${HYDRATION_DATA_ID}">${hydrationJson(data)}</script>`
      + `<script type="module" nonce="${nonce}" src="${escapeHtml(document.script)}"></script>`;
  }
  const lang = escapeHtml(document.lang.language.replace('_', '-'));
  // Inline when the server has the stylesheets' text (one round trip less before the first paint).
  const links = document.inlineStyles !== undefined
    ? `<style nonce="${nonce}">${document.inlineStyles}</style>`
    : document.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  // The entry and its chunks start downloading with the head, in parallel, rather than one
  // import after another once the body has been read; they carry the script's nonce (CSP).
  const preloads = body.kind === 'page' && document.script
    ? (document.modulePreloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${nonce}">`).join('')
    : '';
  return '<!doctype html>'
    + `<html lang="${lang}">`
    + '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
    + `<title>${escapeHtml(document.title)}</title>${links}${preloads}`
    + `<style nonce="${nonce}">${themeStylesheet(document.theme, document.customCss)}</style>`
    + `</head><body class="respondent"><main id="${RESPONDENT_ROOT_ID}" class="respondent__main">${main}</main>${scripts}</body></html>`;
}
