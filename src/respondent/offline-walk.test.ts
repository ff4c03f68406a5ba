// The browser's walk (offline-walk.ts) over a runtime form: the same pure walk as the server's,
// drawing the next page's document (ordered, piped, its texts' sanitised HTML) or, at an end the
// server has not decided yet, the kept-answers message.
import { describe, expect, it } from 'vitest';
import { RUNTIME_FORM_FORMAT, type DocumentData, type RuntimeForm } from '../../schema/api/respondent/page-reply';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import { statusTexts } from '../../schema/survey/respondent/respondent-texts';
import { createComponent, type Component } from '../../schema/survey/components/component';
import { answeredWith } from '../../schema/survey/respondent/test-survey';
import { wireTree } from '../../schema/api/respondent/form-tree';
import { KEPT_TEXT, nextDocument, offlineVersion, previousDocument } from './offline-walk';

const single = (code: string) => ({ ag1: { type: 'single' as const, value: { code, other: {} } } });

/** Page 1: Q1 (Young 1 / Old 2); Old → Page 2: Q2; then the complete exit. */
function form(): RuntimeForm {
  const components: Component[] = [
    createComponent('question', { id: 'q1', name: 'Q1', order: 0, parent: null, question_type: 'single', default_language_data: { question_text: '<p>How old?</p>' } }),
    createComponent('answer_group', { id: 'ag1', name: 'AG1', order: 0, parent: { id: 'q1', kind: 'question' }, answer_group_type: 'single' }),
    createComponent('answer', { id: 'young', name: 'A1', order: 0, parent: { id: 'ag1', kind: 'answer_group' }, code: '1', default_language_data: { label: 'Young' } }),
    createComponent('answer', { id: 'old', name: 'A2', order: 1, parent: { id: 'ag1', kind: 'answer_group' }, code: '2', default_language_data: { label: 'Old' } }),
    createComponent('question', { id: 'q2', name: 'Q2', order: 1, parent: null, question_type: 'info', default_language_data: { question_text: '<p>Hello <b>again</b></p>' } }),
    createComponent('exit_block', { id: 'done', name: 'EB1', order: 2, parent: null, terminate_status: 'complete', default_language_data: { exit_text: '<p>Thanks</p>' } }),
    createComponent('routing_page', { id: 'p1', name: 'P1', order: 0, parent: null }),
    createComponent('routing_item', { id: 'i1', name: '', order: 0, parent: { id: 'p1', kind: 'routing_page' }, item_id: 'q1', item_kind: 'question' }),
    createComponent('routing_group', { id: 'g', name: '', order: 1, parent: null }),
    createComponent('routing_condition', { id: 'c1', name: '', order: 0, parent: { id: 'g', kind: 'routing_group' }, condition: answeredWith('q1', 'old') }),
    createComponent('routing_page', { id: 'p2', name: 'P2', order: 0, parent: { id: 'c1', kind: 'routing_condition' } }),
    createComponent('routing_item', { id: 'i2', name: '', order: 0, parent: { id: 'p2', kind: 'routing_page' }, item_id: 'q2', item_kind: 'question' }),
    createComponent('routing_page', { id: 'p3', name: 'P3', order: 2, parent: null }),
    createComponent('routing_item', { id: 'i3', name: '', order: 0, parent: { id: 'p3', kind: 'routing_page' }, item_id: 'done', item_kind: 'exit_block' }),
  ];
  return {
    format: RUNTIME_FORM_FORMAT, surveyId: 's', version: 1, lang: { language: 'en', defaultLanguage: 'en' }, components, defaults: {},
    html: { '<p>How old?</p>': '<p>How old?</p>', '<p>Hello <b>again</b></p>': '<p>Hello <b>again</b></p>', '<p>Thanks</p>': '<p>Thanks</p>' },
  };
}

const firstPage = (): DocumentData => ({
  document: {
    title: 'T', lang: { language: 'en', defaultLanguage: 'en' }, theme: {}, stylesheets: [], action: '/s/s',
    body: {
      kind: 'page', pageId: 'p1', pageNumber: 1, version: 1, idempotencyKey: 'k1', canGoBack: false,
      components: [], items: [], answers: {}, responses: {}, problems: [], orderSeed: 'r1',
      piping: { respondentId: 'r1', today: '2026-01-01', answers: {}, contact: {} },
    },
  },
  html: {},
});

describe('the offline walk', () => {
  it('walks to the page a branch opens, with the answers so far and only that page\'s texts', () => {
    const version = offlineVersion(form());
    const next = nextDocument(version, firstPage(), { q1: single('2') })!;
    const body = next.document.body;
    if (body.kind !== 'page') throw new Error(`Expected a page, got ${body.kind}`);
    expect(body).toMatchObject({ pageId: 'p2', pageNumber: 2, canGoBack: true, version: 1, problems: [] });
    expect(body.items.map((item) => item.id)).toEqual(['q2']);
    expect(body.answers).toEqual({ q1: single('2') });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(next.html)).toEqual(['<p>Hello <b>again</b></p>']);
    expect(body.path).toEqual(['p1', 'p2']);
    const back = previousDocument(version, next, body.path!)!;
    expect(back.document.body).toMatchObject({ kind: 'page', pageId: 'p1', pageNumber: 1, canGoBack: false, answers: { q1: single('2') }, path: ['p1'] });
  });

  it('skips the branch that does not hold, and at an end says the answers are kept', () => {
    const next = nextDocument(offlineVersion(form()), firstPage(), { q1: single('1') })!;
    expect(next.document.body).toEqual({ kind: 'message', html: null, fallback: KEPT_TEXT });
  });

  it('goes Back along the path the server walked before the page was loaded, with its answers', () => {
    // Page 2 as the server drew it (a reload, a resume): its path and every answer so far.
    const data = firstPage();
    const body = data.document.body as DocumentPage;
    const onPage2: DocumentData = { ...data, document: { ...data.document, body: { ...body, pageId: 'p2', pageNumber: 2, canGoBack: true, path: ['p1', 'p2'], answers: { q1: single('2') } } } };
    const back = previousDocument(offlineVersion(form()), onPage2, ['p1', 'p2'])!;
    expect(back.document.body).toMatchObject({ kind: 'page', pageId: 'p1', pageNumber: 1, canGoBack: false, path: ['p1'], answers: { q1: single('2') } });
    // The first page has nothing before it; a page not on the path cannot say where Back goes.
    expect(previousDocument(offlineVersion(form()), data, ['p1'])).toBeNull();
    expect(previousDocument(offlineVersion(form()), onPage2, ['p2'])).toBeNull();
  });

  it('ends in the page\'s language: the document\'s texts say the answers are kept', () => {
    const data = firstPage();
    const french = { ...data, document: { ...data.document, lang: { language: 'fr', defaultLanguage: 'en' }, statusTexts: statusTexts('fr') } };
    const end = nextDocument(offlineVersion(form()), french, { q1: single('1') })!;
    expect(end.document.body).toEqual({ kind: 'message', html: null, fallback: statusTexts('fr').kept });
    expect(statusTexts('fr').kept).not.toBe(KEPT_TEXT);
  });

  it('leaves a page of another version to the server', () => {
    const data = firstPage();
    const other = { ...data, document: { ...data.document, body: { ...data.document.body, version: 2 } } } as DocumentData;
    expect(nextDocument(offlineVersion(form()), other, { q1: single('2') })).toBeNull();
  });

  it('reads a drawn page\'s answers from the form\'s tree, each shown as its own condition says', () => {
    const base = form();
    const extra: Component[] = [
      createComponent('question', { id: 'q3', name: 'Q3', order: 3, parent: null, question_type: 'single', default_language_data: { question_text: 'Which?' } }),
      createComponent('answer_group', { id: 'q3.ag', name: 'AG1', order: 0, parent: { id: 'q3', kind: 'question' }, answer_group_type: 'single' }),
      ...['x', 'y', 'z'].map((code, order) => createComponent('answer', {
        id: `q3.ag.${code}`, name: code, order, parent: { id: 'q3.ag', kind: 'answer_group' }, code,
        default_language_data: { label: code.toUpperCase() },
        // Z shows only to the young (q1's answer, on the page before).
        ...(code === 'z' ? { visibility_condition: answeredWith('q1', 'young') } : {}),
      })),
      createComponent('routing_item', { id: 'i2b', name: '', order: 1, parent: { id: 'p2', kind: 'routing_page' }, item_id: 'q3', item_kind: 'question' }),
    ];
    const all = [...base.components as Component[], ...extra];
    const tree: RuntimeForm = { ...base, ...wireTree(all) };
    const next = nextDocument(offlineVersion(tree), firstPage(), { q1: single('2') })!;
    const body = next.document.body;
    if (body.kind !== 'page') throw new Error(`Expected a page, got ${body.kind}`);
    expect(body.pageId).toBe('p2');
    expect(body.items.map((item) => item.id)).toEqual(['q2', 'q3']);
    const answers = (list: readonly Component[]) => list.filter((c) => c.kind === 'answer').map((c) => [c.id, c.order]);
    expect(answers(body.components)).toEqual([['q3.ag.x', 0], ['q3.ag.y', 1]]);
    expect(answers(body.pageComponents ?? [])).toEqual([['q3.ag.x', 0], ['q3.ag.y', 1], ['q3.ag.z', 2]]);
  });

  it('pipes an earlier answer into a page walked here as the server\'s markup, and names the page\'s live texts', () => {
    const base = form();
    const item = (type: string, id: string) => `<span dt-id="${id}" dt-type="${type}" dt-value="label"></span>`;
    const earlier = `<p>You are <b>${item('question', 'q1')}</b><script>alert(1)</script></p>`;
    const live = `<p>So far: ${item('question', 'q4')}</p>`;
    const extra: Component[] = [
      createComponent('question', { id: 'q4', name: 'Q4', order: 3, parent: null, question_type: 'open_text', default_language_data: { question_text: earlier } }),
      createComponent('answer_group', { id: 'ag4', name: 'AG1', order: 0, parent: { id: 'q4', kind: 'question' }, answer_group_type: 'open_text' }),
      createComponent('question', { id: 'q5', name: 'Q5', order: 4, parent: null, question_type: 'info', default_language_data: { question_text: live } }),
      createComponent('routing_item', { id: 'i2c', name: '', order: 1, parent: { id: 'p2', kind: 'routing_page' }, item_id: 'q4', item_kind: 'question' }),
      createComponent('routing_item', { id: 'i2d', name: '', order: 2, parent: { id: 'p2', kind: 'routing_page' }, item_id: 'q5', item_kind: 'question' }),
    ];
    // The server's sanitised templates (render-document's sanitizedTexts): items kept, scripts gone.
    const html = { ...base.html, [earlier]: `<p>You are <b>${item('question', 'q1')}</b></p>`, [live]: `<p>So far: ${item('question', 'q4')}</p>` };
    const tree: RuntimeForm = { ...base, ...wireTree([...base.components as Component[], ...extra]), html };
    const next = nextDocument(offlineVersion(tree), firstPage(), { q1: single('2') })!;
    const body = next.document.body;
    if (body.kind !== 'page') throw new Error(`Expected a page, got ${body.kind}`);
    const q4 = body.components.find((c) => c.id === 'q4')!;
    const text = q4.kind === 'question' ? q4.default_language_data?.question_text ?? '' : '';
    expect(text).toBe('<p>You are <b>Old</b></p>');
    // Drawn as the markup it is: the page's sanitiser passes it through.
    expect(next.html[text]).toBe(text);
    expect(body.liveTexts).toEqual([{ componentId: 'q5', field: 'question_text', html: live, reads: ['q4'] }]);
    expect(next.html[live]).toBe(html[live]);
  });
});
