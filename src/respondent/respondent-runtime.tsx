// The respondent's survey once its script runs (issue 14 D): Next and Back without a page load,
// on a failing connection too. Each submission is kept on the device and sent in order, once
// (submission-queue.ts); with the version's runtime form (fetched in the background, kept on the
// device) the next page is walked and drawn here at once, online or not; without it the server's
// reply is drawn. When the queue drains, the server's answer wins (its page, its ending). A page
// the server refuses is drawn with its problems; the pages answered after it are not sent, and
// their answers fill in those pages when the walk reaches them again (held-answers.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Answers } from '../../schema/survey/respondent/answers';
import { RUNTIME_FORM_FORMAT, type DocumentData, type RuntimeForm } from '../../schema/api/respondent/page-reply';
import type { RespondentAction } from '../../schema/api/respondent/respondent-form';
import type { StatusTexts } from '../../schema/survey/respondent/respondent-texts';
import { loadDateAnswer } from '../survey-runtime/lazy-date-answer';
import { holding, prefilled, released, type HeldAnswers } from './held-answers';
import { sanitisedBy } from './hydration-data';
import { nextDocument, offlineVersion, previousDocument, type OfflineVersion } from './offline-walk';
import type { OfflineStore, Place, TypedAnswers } from './offline-store';
import { fetchForm, formUrl, pagesUrl, sendSubmission } from './page-client';
import { RespondentApp } from './respondent-app';
import { Message } from './respondent-view';
import { statusText, type ConnectionStatus } from './status-line';
import { SubmissionQueue, type QueueState } from './submission-queue';

export interface RespondentRuntimeProps {
  readonly surveyId: string;
  /** The page to draw first: the server's (hydrated), or the device's (a reload while offline). */
  readonly initial: DocumentData;
  readonly path: readonly string[];
  /** The device's store; null where IndexedDB is not available (the runtime then waits for the server). */
  readonly store: OfflineStore | null;
  readonly earlyAnswers?: Answers;
  /** Tells the respondent how their answers stand (the status line, outside the hydrated tree). */
  readonly onStatus: (text: string) => void;
  /** When the server answers without a document (no respondent, no survey): load the link again. */
  readonly reload: () => void;
}

/** How long after drawing a page its place is written (a frame or more: after the paint). */
const PLACE_DELAY_MS = 100;

const pageIdOf = (data: DocumentData) => (data.document.body.kind === 'page' ? data.document.body.pageId : null);
const respondentOf = (data: DocumentData) => (data.document.body.kind === 'page' ? data.document.body.orderSeed ?? '' : '');

export function RespondentRuntime({ surveyId, initial, path: initialPath, store, earlyAnswers, onStatus, reload }: RespondentRuntimeProps) {
  const [data, setData] = useState(initial);
  // The page drawn and its path, as the queue's answers read them (they arrive outside renders).
  const current = useRef({ data: initial, path: initialPath, walkedHere: false });
  // The page whose place the device holds (its key): the hydrated page has none until answered.
  const keptPage = useRef<string | null>(null);
  // A drawn page's place not written yet (it waits for the paint), and the timer that will.
  const pendingPlace = useRef<{ readonly timer: ReturnType<typeof setTimeout>; readonly place: Place } | null>(null);
  const writePendingPlace = useCallback(() => {
    const pending = pendingPlace.current;
    if (!pending || !store) return;
    pendingPlace.current = null;
    clearTimeout(pending.timer);
    void store.setPlace(pending.place).catch(() => undefined);
  }, [store]);
  const versionRef = useRef<OfflineVersion | null>(null);
  // The form being read (from the device, else the server): a Next pressed meanwhile walks once it is.
  const formReady = useRef<Promise<void> | null>(null);
  const connection = useRef<ConnectionStatus>({ queue: { kind: 'idle' }, online: true, wasOffline: false, refused: null });
  // The status line's texts in the page's language (the document's), kept across an end's message.
  const texts = useRef<StatusTexts | undefined>(initial.document.statusTexts);
  // Answers of pages set aside after a refusal (read from the device once), and the drawn page's
  // answers with them filled in: applied once the page is drawn, as answers typed after hydration are.
  const held = useRef<HeldAnswers | null>(null);
  const [filled, setFilled] = useState<{ readonly key: string; readonly answers: Answers } | null>(null);

  const show = useCallback((next: DocumentData, path: readonly string[], walkedHere: boolean) => {
    current.current = { data: next, path, walkedHere };
    setData(next);
    const body = next.document.body;
    const answers = body.kind === 'page' && held.current ? prefilled(body, held.current.answers) : null;
    setFilled(answers && body.kind === 'page' ? { key: body.idempotencyKey, answers } : null);
    if (next.document.statusTexts && next.document.statusTexts !== texts.current) {
      texts.current = next.document.statusTexts;
      onStatus(statusText(connection.current, texts.current));
    }
    if (store && next.document.body.kind === 'page') {
      keptPage.current = next.document.body.idempotencyKey;
      // Once the page is painted: IndexedDB copies the whole page (its 500 answers' components)
      // as it is written, which would hold up the new page. The submission is kept already; the
      // page's first answer, or the page being left, writes it at once.
      if (pendingPlace.current) clearTimeout(pendingPlace.current.timer);
      const place = { surveyId, respondent: respondentOf(next), data: next, path };
      pendingPlace.current = { timer: setTimeout(writePendingPlace, PLACE_DELAY_MS), place };
    }
  }, [store, surveyId, writePendingPlace, onStatus]);

  // The answers held on the device for this respondent (a refusal on an earlier visit set them aside).
  useEffect(() => {
    let cancelled = false;
    void store?.held(surveyId).then((kept) => {
      if (!cancelled && kept?.respondent === respondentOf(initial)) held.current ??= kept;
    }).catch(() => undefined);
    return () => { cancelled = true; };
  }, [store, surveyId, initial]);

  /** Keeps `answers` as the held ones (none: the hold is let go). */
  const hold = useCallback((answers: Answers, respondent: string) => {
    const next = Object.keys(answers).length === 0 ? null : { surveyId, respondent, answers };
    if (held.current === null && next === null) return;
    held.current = next;
    void store?.setHeld(next ?? { surveyId, respondent, answers: {} }).catch(() => undefined);
  }, [store, surveyId]);

  // The answers typed on the page, written once the answer is painted (an IndexedDB transaction
  // costs a few ms the click's frame should not wait for); several answers in a frame, once.
  const pendingTyped = useRef<TypedAnswers | null>(null);
  const writeTyped = useCallback(() => {
    const typed = pendingTyped.current;
    if (!typed || !store) return;
    pendingTyped.current = null;
    void store.setTyped(typed).catch(() => undefined);
  }, [store]);
  const keepTyped = useCallback((typed: TypedAnswers) => {
    const scheduled = pendingTyped.current !== null;
    pendingTyped.current = typed;
    // A task queued from an animation frame runs once that frame is painted.
    if (!scheduled) requestAnimationFrame(() => setTimeout(writeTyped, 0));
  }, [writeTyped]);

  // Leaving or hiding the page writes what waits (a hidden page draws no frames).
  useEffect(() => {
    const flush = () => {
      writePendingPlace();
      writeTyped();
    };
    const hidden = () => { if (document.visibilityState === 'hidden') flush(); };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [writePendingPlace, writeTyped]);

  const tell = useCallback((change: Partial<ConnectionStatus>) => {
    const before = connection.current;
    const now = { ...before, ...change };
    now.wasOffline = before.wasOffline || now.queue.kind === 'waiting' || !now.online;
    connection.current = now;
    onStatus(statusText(now, texts.current));
  }, [onStatus]);

  const queueRef = useRef<SubmissionQueue | null>(null);
  // The queue lives with the page: what an earlier visit left queued goes now; again each time
  // the browser is back online.
  useEffect(() => {
    if (!store) return undefined;
    const queue = new SubmissionQueue(store, surveyId, sendSubmission, {
      onState: (state: QueueState) => tell({ queue: state }),
      onAnswer: (_submission, result, remaining, setAside) => {
        if (result.kind === 'rejected') {
          // The server will never take it (its respondent or survey is gone): it shows what is so.
          if (remaining === 0) reload();
          return;
        }
        const refused = result.reply.outcome === 'refused';
        if (refused) {
          // The store holds them already (setAside); the page's copy follows it.
          const respondent = setAside.find((s) => s.respondent !== undefined)?.respondent ?? held.current?.respondent ?? '';
          const before = held.current?.respondent === respondent ? held.current.answers : {};
          const answers = holding(before, setAside);
          held.current = Object.keys(answers).length === 0 ? null : { surveyId, respondent, answers };
        }
        tell({ online: true, ...(refused ? { refused: { setAside: setAside.length } } : {}) });
        // Until the queue drains, the page drawn here stands: later submissions build on it.
        if (remaining > 0) return;
        const server = result.reply.data;
        const here = current.current;
        const serverPage = pageIdOf(server);
        const serverBody = server.document.body;
        const local = here.data.document.body;
        if (serverBody.kind === 'message' && held.current) {
          // The respondent's end: no page is left for the held answers to fill in.
          hold({}, held.current.respondent);
        }
        if (!refused && here.walkedHere && serverBody.kind === 'page' && local.kind === 'page' && serverPage === local.pageId) {
          // The server agrees on the page walked here: its drawing (texts piped and sanitised by
          // the server) replaces ours under the same key, so the page is not drawn anew and what
          // the respondent is typing stays.
          const body = { ...server.document.body, idempotencyKey: local.idempotencyKey, answers: local.answers };
          show({ document: { ...server.document, body }, html: server.html }, here.path, false);
          return;
        }
        // A refused page is drawn afresh, with its problems: the server's, under its key.
        const at = serverPage === null ? -1 : here.path.indexOf(serverPage);
        const path = serverBody.kind === 'page' && serverBody.path ? serverBody.path
          : serverPage === null ? here.path : at >= 0 ? here.path.slice(0, at + 1) : [serverPage];
        show(server, path, false);
      },
    }, navigator.locks ? { exclusive: (name, work) => navigator.locks.request(name, work) } : {});
    queueRef.current = queue;
    void queue.drain();
    const online = () => { tell({ online: true }); void queue.drain(); };
    const offline = () => tell({ online: false });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    if (!navigator.onLine) tell({ online: false });
    return () => {
      queueRef.current = null;
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [store, surveyId, tell, show, reload, hold]);

  // The version's runtime form, in the background after the page is live: kept on the device.
  const body = data.document.body;
  const formVersion = body.kind === 'page' ? body.version : undefined;
  const language = data.document.lang.language;
  useEffect(() => {
    if (formVersion === undefined || versionRef.current?.form.version === formVersion) return;
    let cancelled = false;
    const key = `${surveyId}:${formVersion}:${language}`;
    const adopt = (form: RuntimeForm) => {
      if (cancelled) return;
      const version = offlineVersion(form);
      versionRef.current = version;
      // A date the walk may draw offline needs its widget's chunk: fetched now, while it can be
      // (online only: a failed load is kept by lazy-date-answer and would hold for the page's life).
      if (navigator.onLine && version.components.some((c) => c.kind === 'answer_group' && c.answer_group_type === 'date')) {
        void loadDateAnswer().catch(() => undefined);
      }
    };
    formReady.current = (async () => {
      const kept = await store?.form(key).catch(() => undefined);
      if (kept?.format === RUNTIME_FORM_FORMAT) return adopt(kept);
      const fetched = await fetchForm(formUrl(surveyId, formVersion, language));
      if (!fetched) return;
      await store?.setForm(key, fetched).catch(() => undefined);
      adopt(fetched);
    })();
    return () => { cancelled = true; };
  }, [formVersion, language, surveyId, store]);

  const submit = useCallback((action: RespondentAction, answers: Answers) => {
    const here = current.current;
    const page = here.data.document.body;
    if (page.kind !== 'page') return;
    const submission = {
      surveyId, url: pagesUrl(here.data.document.action), pageId: page.pageId, idempotencyKey: page.idempotencyKey, action, answers,
      respondent: respondentOf(here.data),
    };
    // Sending a page again after a refusal: the status line goes back to how the answers stand.
    if (connection.current.refused) tell({ refused: null });
    // The page's held answers are in what it sends: the server has them now.
    if (action === 'next' && held.current) hold(released(held.current.answers, page), held.current.respondent);
    const queue = queueRef.current;
    if (!queue) {
      // No IndexedDB: sent straight away, the server's reply drawn.
      void sendSubmission(submission).then((result) => {
        if (result.kind === 'answered') show(result.reply.data, here.path, false);
        else reload();
      });
      return;
    }
    // Kept on the device first, then drawn: the page walked here needs no round trip.
    void queue.submit(submission);
    const walk = (walker: OfflineVersion) => {
      if (action === 'next') {
        const next = nextDocument(walker, here.data, answers);
        if (next) show(next, pageIdOf(next) === null ? here.path : [...here.path, pageIdOf(next)!], true);
      } else {
        // Any earlier page of the path, those the server walked before this page was loaded too.
        const back = previousDocument(walker, here.data, here.path);
        if (back) show(back, here.path.slice(0, here.path.indexOf(page.pageId)), true);
      }
    };
    if (versionRef.current) return walk(versionRef.current);
    // Pressed before the form was read (just after a load): walked once it is, if the page sent
    // is still the one drawn (the server may have answered first).
    void formReady.current?.then(() => {
      const now = current.current.data.document.body;
      if (versionRef.current && now.kind === 'page' && now.idempotencyKey === page.idempotencyKey) walk(versionRef.current);
    });
  }, [surveyId, show, reload, tell, hold]);

  const onNext = useCallback((posted: Answers) => submit('next', posted), [submit]);
  const onBack = useCallback(() => submit('back', {}), [submit]);
  const onAnswers = useCallback((answers: Answers) => {
    const here = current.current;
    const body = here.data.document.body;
    if (!store || body.kind !== 'page') return;
    const data = { ...here.data, document: { ...here.data.document, body: { ...body, answers } } };
    current.current = { ...here, data };
    // The page's place first, so the answers below have a page to go with.
    writePendingPlace();
    if (keptPage.current !== body.idempotencyKey) {
      // The first answer on a page the device holds no place for (the hydrated one): kept whole, once.
      keptPage.current = body.idempotencyKey;
      void store.setPlace({ surveyId, respondent: respondentOf(data), data, path: here.path }).catch(() => undefined);
      return;
    }
    // Only the answers, on every one: the page itself was kept when it was drawn (show), and
    // writing it whole again would copy its 500 answers' components on each click.
    keepTyped({ surveyId, idempotencyKey: body.idempotencyKey, answers });
  }, [store, surveyId, writePendingPlace, keepTyped]);

  const sanitizeHtml = useMemo(() => sanitisedBy(data.html), [data.html]);
  const doc = { ...data.document, styleNonce: '' };
  if (body.kind === 'message') return <Message document={doc} message={body} sanitizeHtml={sanitizeHtml} />;
  return (
    <RespondentApp
      key={body.idempotencyKey} document={doc} page={body} sanitizeHtml={sanitizeHtml} html={data.html}
      earlyAnswers={data === initial ? earlyAnswers : filled?.key === body.idempotencyKey ? filled.answers : undefined}
      onNext={onNext} onBack={onBack} onAnswers={onAnswers}
    />
  );
}
