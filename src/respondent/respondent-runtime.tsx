// The respondent's survey once its script runs (issue 14 D): Next and Back without a page load,
// on a failing connection too. Each submission is kept on the device and sent in order, once
// (submission-queue.ts); with the version's runtime form (fetched in the background, kept on the
// device) the next page is walked and drawn here at once, online or not; without it the server's
// reply is drawn. When the queue drains, the server's answer wins (its page, its ending).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Answers } from '../../schema/survey/respondent/answers';
import { RUNTIME_FORM_FORMAT, type DocumentData, type RuntimeForm } from '../../schema/api/respondent/page-reply';
import type { RespondentAction } from '../../schema/api/respondent/respondent-form';
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
  const connection = useRef<ConnectionStatus>({ queue: { kind: 'idle' }, online: true, wasOffline: false });

  const show = useCallback((next: DocumentData, path: readonly string[], walkedHere: boolean) => {
    current.current = { data: next, path, walkedHere };
    setData(next);
    if (store && next.document.body.kind === 'page') {
      keptPage.current = next.document.body.idempotencyKey;
      // Once the page is painted: IndexedDB copies the whole page (its 500 answers' components)
      // as it is written, which would hold up the new page. The submission is kept already; the
      // page's first answer, or the page being left, writes it at once.
      if (pendingPlace.current) clearTimeout(pendingPlace.current.timer);
      const place = { surveyId, respondent: respondentOf(next), data: next, path };
      pendingPlace.current = { timer: setTimeout(writePendingPlace, PLACE_DELAY_MS), place };
    }
  }, [store, surveyId, writePendingPlace]);

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
    onStatus(statusText(now));
  }, [onStatus]);

  const queueRef = useRef<SubmissionQueue | null>(null);
  // The queue lives with the page: what an earlier visit left queued goes now; again each time
  // the browser is back online.
  useEffect(() => {
    if (!store) return undefined;
    const queue = new SubmissionQueue(store, surveyId, sendSubmission, {
      onState: (state: QueueState) => tell({ queue: state }),
      onAnswer: (_submission, result, remaining) => {
        if (result.kind === 'rejected') {
          // The server will never take it (its respondent or survey is gone): it shows what is so.
          if (remaining === 0) reload();
          return;
        }
        tell({ online: true });
        // Until the queue drains, the page drawn here stands: later submissions build on it.
        if (remaining > 0) return;
        const server = result.reply.data;
        const here = current.current;
        const serverPage = pageIdOf(server);
        const local = here.data.document.body;
        if (here.walkedHere && server.document.body.kind === 'page' && local.kind === 'page' && serverPage === local.pageId) {
          // The server agrees on the page walked here: its drawing (texts piped and sanitised by
          // the server) replaces ours under the same key, so the page is not drawn anew and what
          // the respondent is typing stays.
          const body = { ...server.document.body, idempotencyKey: local.idempotencyKey, answers: local.answers };
          show({ document: { ...server.document, body }, html: server.html }, here.path, false);
          return;
        }
        const at = serverPage === null ? -1 : here.path.indexOf(serverPage);
        show(server, serverPage === null ? here.path : at >= 0 ? here.path.slice(0, at + 1) : [serverPage], false);
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
  }, [store, surveyId, tell, show, reload]);

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
      versionRef.current = offlineVersion(form);
    };
    void (async () => {
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
    const submission = { surveyId, url: pagesUrl(here.data.document.action), pageId: page.pageId, idempotencyKey: page.idempotencyKey, action, answers };
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
    const walker = versionRef.current;
    if (!walker) return;
    if (action === 'next') {
      const next = nextDocument(walker, here.data, answers);
      if (next) show(next, pageIdOf(next) === null ? here.path : [...here.path, pageIdOf(next)!], true);
    } else {
      const at = here.path.indexOf(page.pageId);
      const previous = at > 0 ? here.path[at - 1] : undefined;
      const back = previous === undefined ? null : previousDocument(walker, here.data, previous);
      if (back) show(back, here.path.slice(0, at), true);
    }
  }, [surveyId, show, reload]);

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
      key={body.idempotencyKey} document={doc} page={body} sanitizeHtml={sanitizeHtml}
      earlyAnswers={data === initial ? earlyAnswers : undefined}
      onNext={onNext} onBack={onBack} onAnswers={onAnswers}
    />
  );
}
