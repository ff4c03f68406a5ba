// The respondent's page submissions, sent exactly once and in order (issue 14 D). Each is written
// to the device's store before it is sent; they go one at a time, oldest first; a network failure
// leaves it (and those after it) queued, to be sent when the browser comes back online or the page
// is next loaded; a submission is removed only once the server has answered it. The server applies
// each key once, so a resend after a lost reply (or from a second tab) changes nothing. A page the
// server refuses (422, its problems) stops the queue: those after it were answered on top of it and
// are not sent; their answers are held on the device (held-answers.ts) for the pages to come.
import type { PageReply } from '../../schema/api/respondent/page-reply';
import type { OfflineStore, QueuedSubmission } from './offline-store';

/** What became of one send. */
export type SendResult =
  /** The server answered with the document to draw (saved, replayed, back, refused, stale). */
  | { readonly kind: 'answered'; readonly reply: PageReply }
  /** The server answered without one (a bad body, no respondent, no survey): it will never take it. */
  | { readonly kind: 'rejected'; readonly status: number; readonly message: string }
  /** No answer: no network, or the connection dropped. Kept; sent again later. */
  | { readonly kind: 'unreachable' }
  /** The server could not take it now (busy, rate limited, failing). Kept; sent again after `retryAfterMs`. */
  | { readonly kind: 'busy'; readonly retryAfterMs: number };

export type Send = (submission: QueuedSubmission) => Promise<SendResult>;

/** What the respondent is told (the status line) and the runtime draws. */
export type QueueState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending'; readonly pending: number }
  /** Submissions wait for the connection (offline) or the server (busy) to come back. */
  | { readonly kind: 'waiting'; readonly pending: number; readonly reason: 'offline' | 'busy' };

export interface QueueEvents {
  /**
   * The server answered `submission`; `remaining` are still queued after it. When it refused it,
   * `setAside` are those that were queued after it: not sent, their answers held.
   */
  readonly onAnswer: (
    submission: QueuedSubmission, result: Extract<SendResult, { kind: 'answered' | 'rejected' }>, remaining: number,
    setAside: readonly QueuedSubmission[],
  ) => void;
  readonly onState: (state: QueueState) => void;
}

export interface QueueOptions {
  /** Runs the drain alone across the survey's tabs (navigator.locks); absent: in this tab only. */
  readonly exclusive?: <T>(name: string, work: () => Promise<T>) => Promise<T>;
  readonly setTimer?: (run: () => void, ms: number) => unknown;
}

export class SubmissionQueue {
  private draining: Promise<void> | null = null;
  private again = false;
  private retry: unknown = null;
  private failures = 0;

  constructor(
    private readonly store: OfflineStore,
    private readonly surveyId: string,
    private readonly send: Send,
    private readonly events: QueueEvents,
    private readonly options: QueueOptions = {},
  ) {}

  /** Keeps `submission` on the device, then sends what is queued. Resolves once it is stored. */
  async submit(submission: Omit<QueuedSubmission, 'seq'>): Promise<void> {
    await this.store.add(submission);
    void this.drain();
  }

  /** Sends what is queued, oldest first, one at a time; one drain at once (a call meanwhile runs it again). */
  drain(): Promise<void> {
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    const run = async () => {
      do {
        this.again = false;
        const exclusive = this.options.exclusive;
        await (exclusive ? exclusive(`fieldwork-respondent:${this.surveyId}`, () => this.sendAll()) : this.sendAll());
      } while (this.again);
    };
    this.draining = run().finally(() => { this.draining = null; });
    return this.draining;
  }

  private async sendAll(): Promise<void> {
    for (;;) {
      const queued = await this.store.pending(this.surveyId);
      const next = queued[0];
      if (!next || next.seq === undefined) {
        this.events.onState({ kind: 'idle' });
        return;
      }
      this.events.onState({ kind: 'sending', pending: queued.length });
      let result: SendResult;
      try {
        result = await this.send(next);
      } catch {
        result = { kind: 'unreachable' };
      }
      if (result.kind === 'unreachable' || result.kind === 'busy') {
        this.events.onState({ kind: 'waiting', pending: queued.length, reason: result.kind === 'busy' ? 'busy' : 'offline' });
        // Tried again later: the browser's online event is a hint, not a promise (it may never
        // fire, or fire while the server is still out of reach), so the queue does not wait on it.
        this.later(result.kind === 'busy' ? result.retryAfterMs : this.backoff());
        this.failures += 1;
        return;
      }
      this.failures = 0;
      if (result.kind === 'answered' && result.reply.outcome === 'refused') {
        // Read again: a page submitted while this one was on its way was built on it too.
        const later = (await this.store.pending(this.surveyId)).filter((s) => s.seq !== next.seq);
        await this.store.setAside(this.surveyId, [next.seq, ...later.flatMap((s) => (s.seq === undefined ? [] : [s.seq]))], later);
        this.events.onAnswer(next, result, 0, later);
        continue;
      }
      // Answered: only now is it gone from the device, so a crash before this line resends it (applied once).
      await this.store.remove(next.seq);
      this.events.onAnswer(next, result, queued.length - 1, []);
    }
  }

  /** 1 s after the first failure, doubling to at most 30 s. */
  private backoff(): number {
    return Math.min(30_000, 1_000 * 2 ** Math.min(this.failures, 5));
  }

  private later(ms: number): void {
    if (this.retry !== null) return;
    const setTimer = this.options.setTimer ?? ((run: () => void, wait: number) => setTimeout(run, wait));
    this.retry = setTimer(() => {
      this.retry = null;
      void this.drain();
    }, ms);
  }
}
