// The respondent's answers and place, kept on the device (issue 14 D): a small hand-written
// wrapper over IndexedDB (the respondent entry stays under 100 KB, so no Dexie). Five stores:
//   submissions  each page submission, written before it is sent, removed once the server has
//                answered it; in the order made (an auto-incremented sequence)
//   places       per survey, the page the respondent is on (its document data): a reload while
//                offline shows them where they were
//   typed        per survey, the answers on that page as they type (a small record written on
//                every answer, where the place, a whole page, is written once per page)
//   forms        runtime forms by version and language (immutable): the walk while offline
//   held         per survey, the answers of pages set aside after the server refused a page
//                before them (held-answers.ts): they fill in those pages when the walk returns
import type { Answers } from '../../schema/survey/respondent/answers';
import type { DocumentData, RuntimeForm } from '../../schema/api/respondent/page-reply';
import type { RespondentAction } from '../../schema/api/respondent/respondent-form';
import { holding, type HeldAnswers } from './held-answers';

/** One page submission as the JSON call posts it, with where it goes. */
export interface QueuedSubmission {
  /** Set by the store: the order submissions are sent in. */
  readonly seq?: number;
  readonly surveyId: string;
  /** The JSON call's address (the link's ?lang= kept). */
  readonly url: string;
  readonly pageId: string;
  readonly idempotencyKey: string;
  readonly action: RespondentAction;
  readonly answers: Answers;
  /** The respondent (their order seed), for the answers held should the server refuse a page before it. */
  readonly respondent?: string;
}

/** Where a respondent is on one survey, as last drawn on this device. */
export interface Place {
  readonly surveyId: string;
  /** The respondent (their order seed): a place of someone else on this device is not theirs. */
  readonly respondent: string;
  readonly data: DocumentData;
  /** The page's path so far (Back offline steps along it). */
  readonly path: readonly string[];
}

/** The answers of the page a place shows (its idempotency key), as the respondent left them. */
export interface TypedAnswers {
  readonly surveyId: string;
  readonly idempotencyKey: string;
  readonly answers: Answers;
}

/** The place with the answers typed on its page since it was kept (others' keys are another page's). */
export function withTyped(place: Place | undefined, typed: TypedAnswers | undefined): Place | undefined {
  const body = place?.data.document.body;
  if (!place || !typed || body?.kind !== 'page' || body.idempotencyKey !== typed.idempotencyKey) return place;
  return { ...place, data: { ...place.data, document: { ...place.data.document, body: { ...body, answers: typed.answers } } } };
}

/** What the queue and the runtime need of the device's storage (a fake one in unit tests). */
export interface OfflineStore {
  add(submission: QueuedSubmission): Promise<number>;
  /** The survey's submissions not yet answered, oldest first. */
  pending(surveyId: string): Promise<QueuedSubmission[]>;
  remove(seq: number): Promise<void>;
  /** Where the respondent is, with the answers typed on that page since (`withTyped`). */
  place(surveyId: string): Promise<Place | undefined>;
  setPlace(place: Place): Promise<void>;
  setTyped(typed: TypedAnswers): Promise<void>;
  form(key: string): Promise<RuntimeForm | undefined>;
  setForm(key: string, form: RuntimeForm): Promise<void>;
  /** The answers held on the survey (held-answers.ts), if any. */
  held(surveyId: string): Promise<HeldAnswers | undefined>;
  /** Keeps `held` as the survey's held answers; with no answers left, none are. */
  setHeld(held: HeldAnswers): Promise<void>;
  /**
   * After a refusal: removes the submissions `seqs` (the refused one and those after it) and holds
   * the answers of `later` (those after it) on top of what was held, in one transaction, so a
   * crash can neither send them nor lose them.
   */
  setAside(surveyId: string, seqs: readonly number[], later: readonly QueuedSubmission[]): Promise<void>;
}

const DB_NAME = 'fieldwork-respondent';
const DB_VERSION = 3;

const done = <T>(request: IDBRequest<T>) => new Promise<T>((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${DB_NAME}: a request failed`));
});

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, DB_VERSION);
  request.onupgradeneeded = () => {
    const db = request.result;
    // Each store once: a device that has an older version gains the stores it lacks only.
    const has = (name: string) => db.objectStoreNames.contains(name);
    if (!has('submissions')) db.createObjectStore('submissions', { keyPath: 'seq', autoIncrement: true }).createIndex('surveyId', 'surveyId');
    if (!has('places')) db.createObjectStore('places', { keyPath: 'surveyId' });
    if (!has('forms')) db.createObjectStore('forms');
    if (!has('typed')) db.createObjectStore('typed', { keyPath: 'surveyId' });
    if (!has('held')) db.createObjectStore('held', { keyPath: 'surveyId' });
  };
  return done(request);
}

/** The device's store over `factory` (the browser's indexedDB; fake-indexeddb in tests). */
export function indexedDbStore(factory: IDBFactory): OfflineStore {
  let opened: Promise<IDBDatabase> | null = null;
  const db = () => (opened ??= open(factory));
  // Each call is one transaction: written when it completes, so a write is kept before the send.
  const committed = (tx: IDBTransaction, what: string) => new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error(`IndexedDB ${DB_NAME}: ${what} failed`));
  });
  const run = async <T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const tx = (await db()).transaction(store, mode);
    const result = done(act(tx.objectStore(store)));
    await committed(tx, `a ${mode} on ${store}`);
    return result;
  };
  return {
    add: async (submission) => Number(await run('submissions', 'readwrite', (s) => s.add(submission))),
    pending: async (surveyId) => {
      const all = await run('submissions', 'readonly', (s) => s.index('surveyId').getAll(surveyId) as IDBRequest<QueuedSubmission[]>);
      return all.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    remove: async (seq) => { await run('submissions', 'readwrite', (s) => s.delete(seq)); },
    place: async (surveyId) => {
      const [place, typed] = await Promise.all([
        run('places', 'readonly', (s) => s.get(surveyId) as IDBRequest<Place | undefined>),
        run('typed', 'readonly', (s) => s.get(surveyId) as IDBRequest<TypedAnswers | undefined>),
      ]);
      return withTyped(place, typed);
    },
    setPlace: async (place) => { await run('places', 'readwrite', (s) => s.put(place)); },
    setTyped: async (typed) => { await run('typed', 'readwrite', (s) => s.put(typed)); },
    form: (key) => run('forms', 'readonly', (s) => s.get(key) as IDBRequest<RuntimeForm | undefined>),
    setForm: async (key, form) => { await run('forms', 'readwrite', (s) => s.put(form, key)); },
    held: (surveyId) => run('held', 'readonly', (s) => s.get(surveyId) as IDBRequest<HeldAnswers | undefined>),
    setHeld: async (held) => {
      if (Object.keys(held.answers).length === 0) await run('held', 'readwrite', (s) => s.delete(held.surveyId));
      else await run('held', 'readwrite', (s) => s.put(held));
    },
    setAside: async (surveyId, seqs, later) => {
      const tx = (await db()).transaction(['submissions', 'held'], 'readwrite');
      const submissions = tx.objectStore('submissions');
      const heldStore = tx.objectStore('held');
      for (const seq of seqs) submissions.delete(seq);
      const before = heldStore.get(surveyId) as IDBRequest<HeldAnswers | undefined>;
      before.onsuccess = () => {
        const respondent = later.find((s) => s.respondent !== undefined)?.respondent ?? before.result?.respondent ?? '';
        // What another respondent on this device left held is not theirs to build on.
        const kept = before.result?.respondent === respondent ? before.result.answers : {};
        const answers = holding(kept, later);
        if (Object.keys(answers).length > 0) heldStore.put({ surveyId, respondent, answers } satisfies HeldAnswers);
      };
      await committed(tx, `setting aside submissions ${seqs.join(', ')}`);
    },
  };
}
