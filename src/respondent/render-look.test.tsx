// @vitest-environment jsdom
// The respondent document's languages and look as the renderer draws them: the language switch
// (its own GET form, outside the page's), the page's own texts in the respondent's language, the
// theme's logo, and the custom CSS in the nonce'd <style> but never in the data block. Hydration
// draws the very same markup (React reports any mismatch on the console).
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NO_ANSWERS, childrenByParent, inTreeOrder, settleVisibility } from '../../schema';
import type { DocumentPage, RespondentDocument } from '../../schema/api/respondent';
import { surveyComponents } from '../../schema/survey/respondent/test-survey';
import { readHydrationData, sanitisedBy } from './hydration-data';
import { renderDocument } from './render-document';
import { RespondentApp } from './respondent-app';
import { RESPONDENT_ROOT_ID } from './respondent-view';

const CSS = '#respondent-main .respondent__title{color:rgb(1, 2, 3)}';

function documentOf(language: string, extra: Partial<RespondentDocument> = {}, pageNumber = 2): RespondentDocument {
  const components = surveyComponents();
  const { visible, responses } = settleVisibility(components, NO_ANSWERS);
  const group = components.find((c) => c.id === 'g1')!;
  const page: DocumentPage = {
    kind: 'page', pageId: 'p1', pageNumber, idempotencyKey: 'key-1', canGoBack: true,
    components: visible, items: visible.filter((c) => c.id === 'g1'), answers: NO_ANSWERS, responses, problems: [],
    pageComponents: [group, ...inTreeOrder(childrenByParent(components), 'g1')],
  };
  return {
    title: 'Coffee survey', lang: { language, defaultLanguage: 'en' }, theme: {}, stylesheets: [],
    styleNonce: 'bm9uY2U=', action: `/s/survey-1?lang=${language}`, script: '/assets/respondent.js', body: page,
    languages: [{ code: 'en', name: 'English' }, { code: 'fr', name: 'Français' }],
    ...extra,
  };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the language switch', () => {
  it('is a labelled select and button of a GET form of its own, after the page’s form', () => {
    const page = parse(renderDocument(documentOf('fr')));
    const forms = [...page.querySelectorAll('form')];
    expect(forms.map((f) => f.getAttribute('method'))).toEqual(['post', 'get']);
    const [pageForm, languageForm] = forms as [HTMLFormElement, HTMLFormElement];
    expect(languageForm.getAttribute('action')).toBe('/s/survey-1');
    const select = page.querySelector<HTMLSelectElement>('select[name="lang"]')!;
    expect(select.form).toBe(languageForm);
    expect(select.labels[0]!.textContent).toBe('Langue');
    expect(select.value).toBe('fr');
    expect([...select.options].map((o) => `${o.value}:${o.textContent}:${o.lang}`)).toEqual(['en:English:en', 'fr:Français:fr']);
    // Nothing of the switch is posted with the page, and Next stays the page's first button.
    const own = [...pageForm.elements].filter((e) => e.tagName === 'BUTTON').map((b) => b.textContent);
    expect(own).toEqual(['Suivant', 'Retour']);
    expect(page.querySelector('.respondent__progress')!.textContent).toBe('Page 2');
    expect(page.documentElement.lang).toBe('fr');
  });

  it('is not drawn for one language, nor without languages', () => {
    const one = parse(renderDocument(documentOf('en', { languages: [{ code: 'en', name: 'English' }] })));
    expect(one.querySelector('select')).toBeNull();
    expect(one.querySelectorAll('form')).toHaveLength(1);
    const { languages: _languages, ...none } = documentOf('en');
    expect(parse(renderDocument(none)).querySelector('.respondent__banner')).toBeNull();
  });

  it('reads a regional variant in its base language and an unknown one in English', () => {
    const canadian = parse(renderDocument(documentOf('fr_CA', { languages: undefined })));
    expect(canadian.documentElement.lang).toBe('fr-CA');
    expect(canadian.querySelector('button[value="next"]')!.textContent).toBe('Suivant');
    const klingon = parse(renderDocument(documentOf('tlh', { languages: undefined })));
    expect(klingon.querySelector('button[value="next"]')!.textContent).toBe('Next');
  });
});

describe('the look', () => {
  it('draws the logo atop the page and on a message, with the theme’s title as its text', () => {
    const theme = { logo_url: 'https://cdn.example.com/logo.png', title: 'Acme Research' };
    const page = parse(renderDocument(documentOf('en', { theme })));
    const logo = page.querySelector<HTMLImageElement>('header img.respondent__logo')!;
    expect(logo.getAttribute('src')).toBe('https://cdn.example.com/logo.png');
    expect(logo.alt).toBe('Acme Research');
    const message = parse(renderDocument({ ...documentOf('en', { theme: { logo_url: 'https://cdn.example.com/logo.png' } }), body: { kind: 'message', html: null, fallback: 'Thanks' } }));
    expect(message.querySelector('img.respondent__logo')!.getAttribute('alt')).toBe('Coffee survey');
  });

  it('puts the custom CSS in the one nonce’d <style>, after the colours, and never in the data block', () => {
    const html = renderDocument(documentOf('en', { customCss: CSS }));
    const page = parse(html);
    const styles = [...page.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    expect(styles[0]!.getAttribute('nonce')).toBe('bm9uY2U=');
    const text = styles[0]!.textContent!;
    expect(text.indexOf('.respondent{')).toBeLessThan(text.indexOf(CSS));
    expect(text).toContain('#respondent-main{contain:layout}');
    expect(JSON.stringify(readHydrationData(page))).not.toContain('rgb(1, 2, 3)');
    // Without custom CSS nothing but the colours.
    expect(parse(renderDocument(documentOf('en'))).querySelector('style')!.textContent).not.toContain('contain');
  });
});

describe('the hydrated page with a switch and a logo', () => {
  let root: Root | null = null;
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    vi.restoreAllMocks();
  });

  it('draws exactly the server’s markup', async () => {
    const server = renderDocument(documentOf('fr', { theme: { logo_url: 'https://cdn.example.com/logo.png' }, customCss: CSS }));
    const serverMain = parse(server).getElementById(RESPONDENT_ROOT_ID)!.innerHTML;
    document.body.innerHTML = parse(server).body.innerHTML;
    const data = readHydrationData(document)!;
    const body = data.document.body;
    if (body.kind !== 'page') throw new Error('Expected a page');
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydrateRoot(document.getElementById(RESPONDENT_ROOT_ID)!, (
        <RespondentApp document={{ ...data.document, styleNonce: '' }} page={body} sanitizeHtml={sanitisedBy(data.html)} />
      ), { onRecoverableError: (error) => console.error('recoverable', error) });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(document.getElementById(RESPONDENT_ROOT_ID)!.innerHTML).toBe(serverMain);
    expect(document.querySelector<HTMLSelectElement>('select[name="lang"]')!.value).toBe('fr');
  });
});
