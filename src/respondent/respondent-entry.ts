// The respondent page's client entry (issue 14 A, D): the server already drew the page, so this
// hydrates the same React tree from the JSON the page carries and makes it live: Next and Back
// without a page load, answers kept on the device and sent in order, once. Kept small: React,
// react-dom/client and the survey runtime; no editor, designer or sync code. The page works
// without it (a plain form that posts), so a failed or blocked script costs nothing.
import { createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../styles/tokens.css';
import '../widgets/form/form.css';
import '../widgets/answer/answer.css';
import '../widgets/rich-text/rich-text-viewer.css';
import '../survey-runtime/survey-page.css';
import './respondent.css';
import type { Answers } from '../../schema/survey/respondent/answers';
import { answersFromForm } from '../../schema/survey/respondent/form-fields';
import { provideProblemTexts } from '../../schema/survey/respondent/problem-texts';
import type { DocumentPage } from '../../schema/api/respondent/respondent-document';
import { loadDateAnswer } from '../survey-runtime/lazy-date-answer';
import { readHydrationData, type HydrationData } from './hydration-data';
import { indexedDbStore, type OfflineStore, type Place } from './offline-store';
import { isShell, keepShell } from './offline-shell';
import { RespondentRuntime } from './respondent-runtime';
import { RESPONDENT_ROOT_ID } from './respondent-view';
import { STATUS_ID } from './status-line';

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

/** The status line: outside the hydrated tree (the server draws none), read politely when it changes. */
function statusLine(root: HTMLElement): (text: string) => void {
  const line = document.createElement('p');
  line.id = STATUS_ID;
  line.className = 'respondent__status';
  line.setAttribute('role', 'status');
  root.before(line);
  return (text) => {
    if (line.textContent !== text) line.textContent = text;
  };
}

/**
 * What the device holds for this respondent: its place, when that wins over the page the server
 * drew (the page is the offline shell, a reload while offline; or submissions still wait to be
 * sent, which the server has not seen), and otherwise the answers typed on this same page and not
 * yet sent (a reload, or a phone that dropped the tab): the server drew the page without them.
 */
async function deviceState(store: OfflineStore | null, surveyId: string, page: DocumentPage, shell: boolean): Promise<{ place: Place | null; typed: Answers | null }> {
  if (!store) return { place: null, typed: null };
  try {
    const [place, pending] = await Promise.all([store.place(surveyId), store.pending(surveyId)]);
    if (!place || place.respondent !== (page.orderSeed ?? '')) return { place: null, typed: null };
    if (shell || pending.length > 0) return { place, typed: null };
    const body = place.data.document.body;
    const samePage = body.kind === 'page' && body.pageId === page.pageId && body.version === page.version;
    return { place: null, typed: samePage ? body.answers : null };
  } catch {
    return { place: null, typed: null };
  }
}

/** JSON with each object's keys in order: two answers compared whatever order their fields came in. */
const canonical = (value: unknown): string => JSON.stringify(value, (_key, v: unknown) =>
  (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));

/**
 * The page's answers once the device's typed ones are back: each of the page's questions takes
 * the device's answer unless the form shows something else than the server drew (the respondent
 * answered again after the reload, before the script ran).
 */
function withTypedBack(early: Answers | undefined, page: DocumentPage, typed: Answers | null): Answers | undefined {
  if (!typed) return early;
  const out: Record<string, Answers[string]> = { ...(early ?? page.answers) };
  const questions = (page.pageComponents ?? page.components).filter((c) => c.kind === 'question');
  for (const { id } of questions) {
    const kept = typed[id];
    if (kept === undefined) continue;
    if (early?.[id] === undefined || canonical(early[id]) === canonical(page.answers[id])) out[id] = kept;
  }
  return out;
}

async function start(data: HydrationData, root: HTMLElement, page: DocumentPage): Promise<void> {
  const html = document.documentElement.outerHTML;
  const shell = isShell(document);
  const surveyId = decodeURIComponent(location.pathname.split('/')[2] ?? '');
  const store = 'indexedDB' in window ? indexedDbStore(indexedDB) : null;
  const { place, typed } = await deviceState(store, surveyId, page, shell);
  const early = withTypedBack(earlyAnswers(root, page), page, typed);
  const drawn = (place?.data.document.body.kind === 'page' ? place.data.document.body : page);
  // A page that draws (or may reveal) a date fetches its widget's chunk now, alongside hydration.
  if ((drawn.pageComponents ?? drawn.components).some((c) => c.kind === 'answer_group' && c.answer_group_type === 'date')) void loadDateAnswer();
  const props = {
    surveyId, store, onStatus: statusLine(root),
    reload: () => location.reload(),
  };
  if (place) {
    // The device's place, not the page in the markup: drawn afresh.
    createRoot(root).render(createElement(RespondentRuntime, { ...props, initial: place.data, path: place.path }));
  } else {
    hydrateRoot(root, createElement(RespondentRuntime, { ...props, initial: data, path: page.path ?? [page.pageId], earlyAnswers: early }), {
      // A mismatch means the server and the browser drew different pages: say so (tests watch the console).
      onRecoverableError: (error) => console.error('Respondent page hydration:', error),
    });
  }
  if (!shell) void keepShell(document, html).catch(() => undefined);
}

/**
 * A page in another language than English checks answers in it: its problem texts are a chunk of
 * their own (the server preloads it with the entry on such a page), provided before the page is
 * live, so the browser's checks say what the server's would. English pages never load it.
 */
async function languageReady(language: string): Promise<void> {
  if (language.split(/[_-]/)[0]!.toLowerCase() === 'en') return;
  const { PROBLEM_TRANSLATIONS } = await import('../../schema/survey/respondent/problem-texts-languages');
  provideProblemTexts(PROBLEM_TRANSLATIONS);
}

const data = readHydrationData(document);
const root = document.getElementById(RESPONDENT_ROOT_ID);
if (data && root && data.document.body.kind === 'page') {
  const page = data.document.body;
  // A failed chunk leaves the checks in English (the server still refuses in the page's language).
  void languageReady(data.document.lang.language).catch(() => undefined).then(() => start(data, root, page));
}
