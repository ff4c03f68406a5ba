// @vitest-environment jsdom
// The respondent page as the server renders it and the browser hydrates it: the page's data block
// cannot be broken out of, hydration draws exactly the server's markup (React reports any
// mismatch on the console), and the hydrated page reveals a question and checks Next by itself.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_ANSWERS, childrenByParent, createComponent, inTreeOrder, settleVisibility, type Answers, type Component } from '../../schema';
import type { DocumentPage, RespondentDocument } from '../../schema/api/respondent';
import { leanComponent } from '../../schema/survey/respondent/lean-component';
import { surveyComponents } from '../../schema/survey/respondent/test-survey';
import { HYDRATION_DATA_ID, readHydrationData, sanitisedBy } from './hydration-data';
import { renderDocument } from './render-document';
import { RespondentApp } from './respondent-app';
import { RESPONDENT_ROOT_ID } from './respondent-view';

const BREAKOUT = '</script><script>window.pwned = true</script><!--';

function documentOf(components: readonly Component[], answers: Answers = NO_ANSWERS, title = 'Coffee survey'): RespondentDocument {
  const { visible, responses } = settleVisibility(components, answers);
  const tree = childrenByParent(components);
  const group = components.find((c) => c.id === 'g1')!;
  const onPage = [group, ...inTreeOrder(tree, 'g1')];
  const page: DocumentPage = {
    kind: 'page', pageId: 'p1', pageNumber: 1, idempotencyKey: 'key-1', canGoBack: false,
    components: visible, items: visible.filter((c) => c.id === 'g1'), answers, responses, problems: [],
    pageComponents: onPage,
  };
  return {
    title, lang: { language: 'en', defaultLanguage: 'en' }, theme: {}, stylesheets: ['/assets/respondent.css'],
    styleNonce: 'bm9uY2U=', action: '/s/survey-1', script: '/assets/respondent.js', body: page,
  };
}

/** The page as a browser parses it, scripts not run. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the head', () => {
  it('links the stylesheets, or draws their text in its nonce\'d style element when the server has it', () => {
    const linked = parse(renderDocument(documentOf(surveyComponents())));
    expect([...linked.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual(['/assets/respondent.css']);
    const inline = parse(renderDocument({ ...documentOf(surveyComponents()), inlineStyles: '.respondent{color:#123456}' }));
    expect(inline.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    const styles = [...inline.head.querySelectorAll('style')];
    expect(styles[0]!.textContent).toBe('.respondent{color:#123456}');
    expect(styles.every((style) => style.getAttribute('nonce') === 'bm9uY2U=')).toBe(true);
    // Not again in the data block: the page has it already.
    expect(inline.getElementById(HYDRATION_DATA_ID)!.textContent).not.toContain('#123456');
  });
});

describe('the page data block', () => {
  it('carries each of the page\'s components once, the shown ones by id', () => {
    const html = renderDocument(documentOf(surveyComponents()));
    const block = parse(html).getElementById(HYDRATION_DATA_ID)!.textContent!;
    expect(block.match(/"id":"a1"/g)).toHaveLength(1);
    const body = readHydrationData(parse(html))!.document.body;
    if (body.kind !== 'page') throw new Error(`Expected a page, got ${body.kind}`);
    const own = new Map(body.pageComponents!.map((c) => [c.id, c]));
    expect(body.components.map((c) => c.id)).toContain('a1');
    expect(body.components.every((c) => own.get(c.id) === c)).toBe(true);
    expect(body.items.map((c) => c.id)).toEqual(['g1']);
  });

  it('carries the page in its language only, without what only the server may know, and each shared setting once', () => {
    const components = surveyComponents().map((c) => (c.id === 'q1' && c.kind === 'question'
      ? { ...c, development_fields: { data_punch: true, data_punch_settings: { variables: [], script: 'punchSecret()' } } }
      : c));
    const french = { ...documentOf(components), lang: { language: 'fr', defaultLanguage: 'en' } };
    if (french.body.kind !== 'page') throw new Error('Expected a page');
    // Pages carry the survey's quota definitions (the page's quota check): never their counts.
    const quota = createComponent('quota_definition', { id: 'qd1', name: 'Coffee drinkers', target: 50, development_fields: { count: 37 } });
    const document = { ...french, body: { ...french.body, pageComponents: [...french.body.pageComponents!, quota] } };
    const html = renderDocument(document);
    const block = parse(html).getElementById(HYDRATION_DATA_ID)!.textContent!;
    expect(block).toContain('Buvez-vous du caf');
    expect(block).toContain('Oui');
    // The English texts that French replaces are not sent; an untranslated one is (it shows).
    expect(block).not.toContain('Do you drink coffee?');
    expect(block).not.toContain('"Yes"');
    expect(block).toContain('"No"');
    expect(block).not.toContain('punchSecret');
    expect(block).not.toContain('37');
    // Every answer has the same button colours: said once for the kind, not once per answer.
    expect(block.match(/button_settings/g)).toHaveLength(1);
    // Read back, the page's components are the ones the server drew, field for field.
    const body = readHydrationData(parse(html))!.document.body;
    if (body.kind !== 'page') throw new Error(`Expected a page, got ${body.kind}`);
    const sent = new Map(body.pageComponents!.map((c) => [c.id, c]));
    const drawn = document.body.pageComponents!.map((c) => leanComponent(c, document.lang));
    expect(drawn.map((c) => sent.get(c.id))).toEqual(drawn);
    expect(sent.size).toBe(drawn.length);
  });

  it('carries author and respondent text that cannot end the element or run', () => {
    const components = surveyComponents().map((c) => (c.id === 'q1' && c.kind === 'question'
      ? { ...c, default_language_data: { ...c.default_language_data, question_text: `<p>Coffee?${BREAKOUT}</p>` } }
      : c));
    const answers: Answers = { q2: { ag2: { type: 'numeric', value: 2 } } };
    const html = renderDocument(documentOf(components, answers, `Title ${BREAKOUT}`));
    const page = parse(html);
    const scripts = [...page.querySelectorAll('script')];
    // The data block and the entry, nothing else: the author's text made no element of its own.
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/json', 'module']);
    expect(scripts[1]!.getAttribute('nonce')).toBe('bm9uY2U=');
    expect(html).not.toMatch(/<\/script><script>window/);
    const data = readHydrationData(page)!;
    expect(data.document.title).toBe(`Title ${BREAKOUT}`);
    expect(JSON.stringify(data)).not.toContain('bm9uY2U=');
    // The browser reuses the server's sanitised text: the script is gone from it.
    const question = data.document.body.kind === 'page' ? data.document.body.pageComponents!.find((c) => c.id === 'q1')! : null;
    const text = question?.kind === 'question' ? question.default_language_data?.question_text ?? '' : '';
    expect(text).toContain(BREAKOUT);
    expect(sanitisedBy(data.html)(text)).not.toMatch(/script/i);
    // A text the server did not sanitise is shown as text, never as markup.
    expect(sanitisedBy(data.html)('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitisedBy(data.html)('<p>Hello <b>Ann</b> &amp; co</p>')).toBe('Hello Ann &amp; co');
  });

  it('is left out of a page without the client build and of a message', () => {
    const { script: _script, ...noScript } = documentOf(surveyComponents());
    expect(parse(renderDocument(noScript)).querySelectorAll('script')).toHaveLength(0);
    const message = { ...documentOf(surveyComponents()), body: { kind: 'message' as const, html: '<p>Thanks</p>', fallback: 'Thanks' } };
    expect(parse(renderDocument(message)).querySelectorAll('script')).toHaveLength(0);
  });

  it("preloads the entry's modules from the head with the script's nonce, only where it runs", () => {
    const preloaded = { ...documentOf(surveyComponents()), modulePreloads: ['/assets/respondent.js', '/assets/react.js'] };
    const page = parse(renderDocument(preloaded));
    const links = [...page.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('nonce')])).toEqual([
      ['/assets/respondent.js', 'bm9uY2U='], ['/assets/react.js', 'bm9uY2U='],
    ]);
    expect(JSON.stringify(readHydrationData(page))).not.toContain('/assets/react.js');
    const { script: _script, ...noScript } = preloaded;
    expect(parse(renderDocument(noScript)).querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});

describe('the hydrated page', () => {
  let root: Root | null = null;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    vi.restoreAllMocks();
  });

  async function hydrated(html: string) {
    document.body.innerHTML = parse(html).body.innerHTML;
    const data = readHydrationData(document)!;
    const errors = vi.spyOn(console, 'error');
    const body = data.document.body;
    if (body.kind !== 'page') throw new Error(`Expected a page in ${HYDRATION_DATA_ID}, got ${body.kind}`);
    await act(async () => {
      root = hydrateRoot(document.getElementById(RESPONDENT_ROOT_ID)!, (
        <RespondentApp document={{ ...data.document, styleNonce: '' }} page={body} sanitizeHtml={sanitisedBy(data.html)} />
      ), { onRecoverableError: (error) => console.error('recoverable', error) });
    });
    return errors;
  }

  const questionTexts = () => [...document.querySelectorAll('.survey-page__question-text')].map((e) => e.textContent?.trim());

  it('draws the server markup, reveals a question on an answer and checks Next without posting', async () => {
    const server = renderDocument(documentOf(surveyComponents()));
    const serverMain = parse(server).getElementById(RESPONDENT_ROOT_ID)!.innerHTML;
    const errors = await hydrated(server);
    expect(errors).not.toHaveBeenCalled();
    expect(document.getElementById(RESPONDENT_ROOT_ID)!.innerHTML).toBe(serverMain);
    expect(document.activeElement?.id).toBe('respondent-heading');
    expect(questionTexts()).not.toContain('How many cups a day?');

    const yes = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.labels?.[0]?.textContent === 'Yes')!;
    await act(async () => yes.click());
    expect(questionTexts()).toContain('How many cups a day?');

    // Next with the revealed required question empty: refused here, the problem shown and focused.
    const form = document.querySelector('form')!;
    const next = document.querySelector<HTMLButtonElement>('button[value="next"]')!;
    let posted = true;
    // Read where the event ends, after React's listener on the root has had it.
    const seen = (event: Event) => { posted = !event.defaultPrevented; };
    document.addEventListener('submit', seen);
    await act(async () => form.requestSubmit(next));
    document.removeEventListener('submit', seen);
    expect(posted).toBe(false);
    const alert = document.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('There is a problem');
    expect(document.activeElement?.id).toBe('answer-q2-ag2');
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates an author text with markup the server changed without a mismatch', async () => {
    const components = [...surveyComponents(), createComponent('conditional_text', {
      id: 'ct2', order: 5, parent: { id: 'g1', kind: 'group' },
      default_language_data: { text: '<p onclick="x()">Plain <b>bold</b> <script>bad()</script></p>' },
    })];
    const errors = await hydrated(renderDocument(documentOf(components)));
    expect(errors).not.toHaveBeenCalled();
  });
});
