// @vitest-environment jsdom
// The live survey over the device's store (fake-indexeddb) and a fake server behind fetch: pages
// answered offline are walked here; back online the server refuses one of them, which is drawn
// with its problems while the page after it is not sent; once fixed, the walk reaches that page
// again and it comes filled in with what the respondent had answered.
import '../widgets/form/dom-test-setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_FORM_FORMAT, type DocumentData, type PageReply, type RuntimeForm } from '../../schema/api/respondent/page-reply';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import { createComponent, type Component } from '../../schema/survey/components/component';
import type { Answers } from '../../schema/survey/respondent/answers';
import { statusTexts } from '../../schema/survey/respondent/respondent-texts';
import { indexedDbStore, type OfflineStore } from './offline-store';
import { nextDocument, offlineVersion } from './offline-walk';
import { RespondentRuntime } from './respondent-runtime';

const DRINKS = ['tea', 'coffee', 'cocoa'] as const;
const lang = { language: 'en', defaultLanguage: 'en' };

/** Pages 1-3: "Do you like <drink>?" Yes 1 / No 2, one each; then the complete exit. */
function form(): RuntimeForm {
  const components: Component[] = [];
  DRINKS.forEach((drink, order) => {
    const q = `q${order + 1}`;
    components.push(
      createComponent('question', { id: q, name: q.toUpperCase(), order, parent: null, question_type: 'single', default_language_data: { question_text: `Do you like ${drink}?` } }),
      createComponent('answer_group', { id: `${q}.ag`, name: 'AG1', order: 0, parent: { id: q, kind: 'question' }, answer_group_type: 'single' }),
      createComponent('answer', { id: `${q}.yes`, name: 'A1', order: 0, parent: { id: `${q}.ag`, kind: 'answer_group' }, code: '1', default_language_data: { label: 'Yes' } }),
      createComponent('answer', { id: `${q}.no`, name: 'A2', order: 1, parent: { id: `${q}.ag`, kind: 'answer_group' }, code: '2', default_language_data: { label: 'No' } }),
      createComponent('routing_page', { id: `p${order + 1}`, name: `P${order + 1}`, order, parent: null }),
      createComponent('routing_item', { id: `i${order + 1}`, name: '', order: 0, parent: { id: `p${order + 1}`, kind: 'routing_page' }, item_id: q, item_kind: 'question' }),
    );
  });
  components.push(
    createComponent('exit_block', { id: 'done', name: 'EB1', order: 9, parent: null, terminate_status: 'complete', default_language_data: { exit_text: 'Thanks' } }),
    createComponent('routing_page', { id: 'p4', name: 'P4', order: 9, parent: null }),
    createComponent('routing_item', { id: 'i4', name: '', order: 0, parent: { id: 'p4', kind: 'routing_page' }, item_id: 'done', item_kind: 'exit_block' }),
  );
  return { format: RUNTIME_FORM_FORMAT, surveyId: 's', version: 1, lang, components, defaults: {}, html: {} };
}

/** Page 1 as the server draws it. */
function firstPage(): DocumentData {
  const drawn = (form().components as Component[]).filter((c) => c.id === 'q1' || c.id.startsWith('q1.'));
  return {
    document: {
      title: 'Drinks', lang, theme: {}, stylesheets: [], action: '/s/s', statusTexts: statusTexts('en'),
      body: {
        kind: 'page', pageId: 'p1', pageNumber: 1, version: 1, idempotencyKey: 'k1', canGoBack: false, path: ['p1'],
        components: drawn, items: drawn.filter((c) => c.kind === 'question'), answers: {}, responses: {}, problems: [], orderSeed: 'r1',
      },
    },
    html: {},
  };
}

const yes = (q: string): Answers => ({ [q]: { [`${q}.ag`]: { type: 'single', value: { code: '1', other: {} } } } });
const no = (q: string): Answers => ({ [q]: { [`${q}.ag`]: { type: 'single', value: { code: '2', other: {} } } } });

interface Posted {
  readonly pageId: string;
  readonly idempotencyKey: string;
  readonly answers: Answers;
}

/**
 * The server: the same walk; the first post of page 2 refused (a rule the device cannot know),
 * every other post saved; unreachable while `offline`.
 */
function fakeServer() {
  const version = offlineVersion(form());
  const posted: Posted[] = [];
  let answers: Answers = {};
  let current = firstPage();
  let refusedOnce = false;
  const state = { offline: false };
  const fetcher = vi.fn(async (_url: string, init?: RequestInit) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    const body = JSON.parse(String(init?.body)) as Posted;
    posted.push(body);
    const all = { ...answers, ...body.answers };
    const page = current.document.body as DocumentPage;
    const atPage = { ...current, document: { ...current.document, body: { ...page, answers: all } } };
    if (body.pageId === 'p2' && !refusedOnce) {
      refusedOnce = true;
      const problem = { questionId: 'q2', answerGroupId: 'q2.ag', code: 'required' as const, message: 'The server needs another answer' };
      const reply: PageReply = { outcome: 'refused', data: { ...atPage, document: { ...atPage.document, body: { ...page, answers: all, problems: [problem], idempotencyKey: 'server-key' } } } };
      return new Response(JSON.stringify(reply), { status: 422 });
    }
    answers = all;
    current = nextDocument(version, atPage, body.answers)!;
    return new Response(JSON.stringify({ outcome: 'saved', data: current } satisfies PageReply), { status: 200 });
  });
  return { fetcher, posted, state, setPage: (data: DocumentData) => { current = data; } };
}

/** The store, telling when the runtime has read the kept form (the walk is ready then). */
async function deviceStore(): Promise<{ store: OfflineStore; formRead: Promise<void> }> {
  const store = indexedDbStore(new IDBFactory());
  await store.setForm('s:1:en', form());
  let read: () => void = () => undefined;
  const formRead = new Promise<void>((resolve) => { read = resolve; });
  return { store: { ...store, form: async (key) => { const kept = await store.form(key); read(); return kept; } }, formRead };
}

/** The page asks this question (its text is drawn, in the legend and beside it). */
const asked = (text: string) => expect(screen.getAllByText(text).length).toBeGreaterThan(0);
const settle = () => act(async () => { await new Promise((resolve) => setTimeout(resolve, 0)); });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));

afterEach(() => vi.unstubAllGlobals());

describe('the respondent runtime', () => {
  it('draws a page refused after going back online with its problems; the page after it comes filled in', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetcher);
    const { store, formRead } = await deviceStore();
    const status: string[] = [];
    render(<RespondentRuntime surveyId="s" initial={firstPage()} path={['p1']} store={store} onStatus={(text) => status.push(text)} reload={() => undefined} />);
    await act(() => formRead);
    await settle();

    // Offline: pages 1-3 answered here, each walked and drawn at once.
    server.state.offline = true;
    for (const [q, drink] of [['q1', 'tea'], ['q2', 'coffee'], ['q3', 'cocoa']] as const) {
      asked(`Do you like ${drink}?`);
      fireEvent.click(screen.getByLabelText(q === 'q3' ? 'No' : 'Yes'));
      next();
      await settle();
    }
    expect(screen.getByText(statusTexts('en').kept)).toBeInTheDocument();
    await waitFor(async () => expect(await store.pending('s')).toHaveLength(3));

    // Online: page 1 saved, page 2 refused; page 3 not sent, its answer held.
    server.state.offline = false;
    await act(async () => { window.dispatchEvent(new Event('online')); });
    await waitFor(() => expect(screen.getAllByText('The server needs another answer').length).toBeGreaterThan(0));
    expect(server.posted.map((p) => p.pageId)).toEqual(['p1', 'p2']);
    asked('Do you like coffee?');
    expect(screen.getByLabelText('Yes')).toBeChecked();
    expect(status.at(-1)).toBe(`${statusTexts('en').refused} ${statusTexts('en').setAside}`);
    expect(await store.pending('s')).toEqual([]);
    expect((await store.held('s'))?.answers).toEqual(no('q3'));

    // Fixed and sent again: page 3 comes with the answer typed offline, which is sent with it.
    fireEvent.click(screen.getByLabelText('No'));
    next();
    await settle();
    asked('Do you like cocoa?');
    expect(screen.getByLabelText('No')).toBeChecked();
    next();
    await waitFor(() => expect(server.posted.map((p) => p.pageId)).toEqual(['p1', 'p2', 'p2', 'p3']));
    expect(server.posted.at(-1)!.answers).toEqual(no('q3'));
    expect(server.posted[2]!.answers).toEqual(no('q2'));
    // Each page's keys once: the refused page went again under a key of its own.
    expect(new Set(server.posted.map((p) => p.idempotencyKey)).size).toBe(4);
    expect(await store.held('s')).toBeUndefined();
    await waitFor(() => expect(status.at(-1)).toBe(statusTexts('en').sent));
  });

  it('tells how the answers stand in the page\'s language, from the texts the document carries', async () => {
    const server = fakeServer();
    server.state.offline = true;
    vi.stubGlobal('fetch', server.fetcher);
    const { store, formRead } = await deviceStore();
    const data = firstPage();
    const french = { ...data, document: { ...data.document, lang: { language: 'fr', defaultLanguage: 'en' }, statusTexts: statusTexts('fr') } };
    const status: string[] = [];
    render(<RespondentRuntime surveyId="s" initial={french} path={['p1']} store={store} onStatus={(text) => status.push(text)} reload={() => undefined} />);
    await act(() => formRead);
    await settle();
    fireEvent.click(screen.getByLabelText('Yes'));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(status.at(-1)).toBe(statusTexts('fr').offline));
  });

  it('goes Back offline to a page the server walked before this one was loaded', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetcher);
    const { store, formRead } = await deviceStore();
    // Page 2 as the server draws it on a reload: the path so far and the answer to page 1.
    const version = offlineVersion(form());
    const second = nextDocument(version, firstPage(), yes('q1'))!;
    const body = second.document.body as DocumentPage;
    expect(body.path).toEqual(['p1', 'p2']);
    server.setPage(second);
    render(<RespondentRuntime surveyId="s" initial={second} path={body.path!} store={store} onStatus={() => undefined} reload={() => undefined} />);
    await act(() => formRead);
    await settle();
    server.state.offline = true;
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await settle();
    asked('Do you like tea?');
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByLabelText('Yes')).toBeChecked();
    fireEvent.click(screen.getByLabelText('No'));
    next();
    await settle();
    asked('Do you like coffee?');
    await waitFor(async () => expect((await store.pending('s')).map((s) => [s.pageId, s.action])).toEqual([['p2', 'back'], ['p1', 'next']]));
    expect((await store.pending('s'))[1]!.answers).toEqual(no('q1'));
  });
});
