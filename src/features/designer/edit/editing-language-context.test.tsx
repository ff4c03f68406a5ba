// @vitest-environment jsdom
// The editing language end to end inside the browser app: the toolbar control, the URL and session
// memory, the tree's texts, the settings panel writing through the real draft engine (undo
// included) and the preview, against an in-memory server.
import '../../../widgets/feedback/dom-test-setup';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { createComponent, type Component } from '../../../../schema';
import { DraftDatabase } from '../../../../sync/database';
import { allComponents, componentOf, type DraftDoc } from '../../../../sync/document';
import { openDraftStore, type DraftStore } from '../../../../sync/draft-store';
import { InMemoryBroadcast, InMemoryLocks } from '../../../../sync/in-memory';
import { InMemoryTransport } from '../../../../sync/in-memory-transport';
import type { ServerRow } from '../../../../sync/rows';
import { ApiClient } from '../../../api/client';
import type { SurveySummary } from '../../../api/types';
import type { Session } from '../../../app/session';
import { SessionContext } from '../../../app/session-context';
import { DraftStoreProvider } from '../../drafts/draft-store-context';
import { useDraftDoc } from '../../drafts/use-draft';
import { DesignerSurveyContext } from '../designer-context';
import { EditingLanguageProvider } from './editing-language-context';
import { EditingLanguageSelect } from './editing-language-select';
import { PreviewPane } from './preview-pane';
import { SettingsPanel } from './settings-panel';
import { TreeRowLabel } from './tree-row-label';
import { componentLabel, type TreeRow } from './tree-rows';

const row = (component: Component): ServerRow => ({ ...component, client_ref: null }) as ServerRow;

function surveyRows(): ServerRow[] {
  const question = createComponent('question', {
    id: 'q1', name: 'Q1', question_type: 'single', default_language_data: { question_text: '<p>Do you commute?</p>' },
  });
  const group = createComponent('answer_group', { id: 'ag1', name: 'AG1', answer_group_type: 'single', parent: { id: 'q1', kind: 'question' } });
  const answer = createComponent('answer', {
    id: 'a1', name: 'A1', code: '1', parent: { id: 'ag1', kind: 'answer_group' },
    default_language_data: { label: 'Yes' }, additional_language_data: { fr: { label: 'Oui' } },
  });
  return [question, group, answer].map(row);
}

/** The tree's rows as the editor shows them (flat is enough here: the labels are under test). */
function Tree({ doc }: { doc: DraftDoc }) {
  const rows: TreeRow[] = allComponents(doc).map((c) => ({
    cid: c.id, kind: c.kind, depth: 0, name: c.name, label: componentLabel(c), childCount: 0, expanded: true, deleted: false, index: 0, siblings: 1,
  }));
  return (
    <ul aria-label="Tree">
      {rows.sort((a, b) => a.name.localeCompare(b.name)).map((r) => <li key={r.cid}>{r.name}: <span><TreeRowLabel row={r} empty="(no text)" /></span></li>)}
    </ul>
  );
}

function Editor() {
  const doc = useDraftDoc();
  return (
    <EditingLanguageProvider>
      <EditingLanguageSelect />
      <Tree doc={doc} />
      <div style={{ position: 'relative' }}>
        <SettingsPanel cid="q1" readOnly={false} onClose={() => {}} onWidthChange={() => {}} />
      </div>
      <PreviewPane doc={doc} />
    </EditingLanguageProvider>
  );
}

const settle = async () => {
  for (let i = 0; i < 40; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

let store: DraftStore | null = null;
afterEach(() => store?.close());
beforeEach(() => sessionStorage.clear());

async function openEditor({ additional = ['fr'], url = '/surveys/s1/edit' }: { additional?: string[]; url?: string } = {}) {
  const server = new InMemoryTransport('s1', { title: 'Travel', name: 'Travel', default_language: 'en', additional_languages: additional });
  for (const r of surveyRows()) server.rows.set(r.id, r);
  store = await openDraftStore({
    db: new DraftDatabase(`languages-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange }),
    surveyId: 's1', transport: server, locks: new InMemoryLocks(), openChannel: new InMemoryBroadcast().open, clock: new SimulatedClock(),
  });
  // The language list through the real client, its reply checked against the contract record.
  const languages = [
    { code: 'en', name: 'English', native_name: 'English', direction: 'ltr' },
    { code: 'fr', name: 'French', native_name: 'Français', direction: 'ltr' },
  ];
  const api = new ApiClient(
    { token: () => 'session', onUnauthorized: () => {}, onUnavailable: () => {} },
    async () => new Response(JSON.stringify({ languages: { count: languages.length, results: languages } }), { status: 200 }),
    true,
  );
  const auth = createActor(createMachine({ context: { login: null } })).start();
  const session = { api, auth } as unknown as Session;
  const summary = { id: 's1', title: 'Travel', default_language: 'en', additional_languages: additional, access_level: 'owner' } as unknown as SurveySummary;
  const rootRoute = createRootRoute();
  const editRoute = createRoute({ getParentRoute: () => rootRoute, path: '/surveys/$surveyId/edit', component: Editor });
  const router = createRouter({ routeTree: rootRoute.addChildren([editRoute]), history: createMemoryHistory({ initialEntries: [url] }) }) as AnyRouter;
  const opened = store;
  render(
    <SessionContext value={session}>
      <DesignerSurveyContext value={summary}>
        <DraftStoreProvider store={opened}>
          <RouterProvider router={router} />
        </DraftStoreProvider>
      </DesignerSurveyContext>
    </SessionContext>,
  );
  await settle();
  return { router, store: opened, user: userEvent.setup() };
}

const tree = () => screen.getByRole('list', { name: 'Tree' });
const panel = () => screen.getByRole('complementary', { name: 'Question Q1 settings' });
const preview = () => screen.getByRole('region', { name: 'Survey preview' });

describe('editing in every language of the survey', () => {
  it('lists the survey\'s languages by name and edits the default language at first', async () => {
    await openEditor();
    const select = screen.getByRole('combobox', { name: 'Editing language' });
    expect(select).toBeEnabled();
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['English (default)', 'French']);
    expect(select).toHaveValue('en');
    expect(within(tree()).getByText('Do you commute?')).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: 'Question text' })).toBeInTheDocument();
    expect(screen.queryByText(/Translating into/)).not.toBeInTheDocument();
  });

  it('switches the tree, the settings and the preview to French, marked, and keeps it in the URL and the session', async () => {
    const { router, user } = await openEditor();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Editing language' }), 'French');
    await settle();

    expect(router.state.location.search).toMatchObject({ lang: 'fr' });
    expect(sessionStorage.getItem('fieldwork.editing-language.s1')).toBe('fr');
    expect(screen.getByText('Translating into French')).toBeInTheDocument();
    expect(within(panel()).getByRole('note')).toHaveTextContent('Editing the French texts');
    // Untranslated: the English text to translate; translated: the French text.
    expect(within(tree()).getByText('Translate: Do you commute?')).toBeInTheDocument();
    expect(within(tree()).getByText('Oui')).toBeInTheDocument();
    expect(within(panel()).getByRole('textbox', { name: 'Question text (fr)' })).toHaveAttribute('data-placeholder', 'Translate: Do you commute?');
    expect(within(preview()).getByText('Oui')).toBeInTheDocument();
  });

  it('writes a translation through the draft engine, leaves the default text alone, and undoes it', async () => {
    const { store, user } = await openEditor({ url: '/surveys/s1/edit?lang=fr' });
    const text = within(panel()).getByRole('group', { name: 'Question text (fr)' });
    await user.click(within(text).getByRole('button', { name: 'HTML' }));
    await user.type(within(text).getByRole('textbox', { name: 'Question text (fr) (HTML)' }), '<p>Faites-vous la navette ?</p>');
    await user.click(document.body);
    await settle();

    const question = componentOf(store.getSnapshot().doc, 'q1') as Component & { additional_language_data?: Record<string, { question_text?: string }>; default_language_data?: { question_text?: string } };
    expect(question.additional_language_data?.fr?.question_text).toBe('<p>Faites-vous la navette ?</p>');
    expect(question.default_language_data?.question_text).toBe('<p>Do you commute?</p>');
    expect(within(tree()).getByText('Faites-vous la navette ?')).toBeInTheDocument();
    expect(within(preview()).getAllByText('Faites-vous la navette ?').length).toBeGreaterThan(0);

    act(() => void store.undo());
    await settle();
    expect(within(tree()).getByText('Translate: Do you commute?')).toBeInTheDocument();
    act(() => void store.redo());
    await settle();
    expect(within(tree()).getByText('Faites-vous la navette ?')).toBeInTheDocument();
  });

  it('comes back to the language remembered for the survey when the URL does not say', async () => {
    sessionStorage.setItem('fieldwork.editing-language.s1', 'fr');
    await openEditor();
    expect(screen.getByRole('combobox', { name: 'Editing language' })).toHaveValue('fr');
  });

  it('edits the default language when the URL names one the survey does not have', async () => {
    await openEditor({ url: '/surveys/s1/edit?lang=de' });
    expect(screen.getByRole('combobox', { name: 'Editing language' })).toHaveValue('en');
    expect(within(tree()).getByText('Do you commute?')).toBeInTheDocument();
  });

  it('shows the control disabled, with where to add languages, for a survey without translations', async () => {
    await openEditor({ additional: [] });
    const select = screen.getByRole('combobox', { name: 'Editing language' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Add languages in Settings → Translations');
  });
});
