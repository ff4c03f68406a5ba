// Live updates of the Data tab: the service's Server-Sent Events stream
// (GET /{region}/respondent-data/surveys/{id}/events, event `respondents`). Read with fetch and a
// stream reader, because EventSource cannot send the Authorization header. A dropped stream is
// reopened after a growing pause; a refusal (401/403/404) ends it, as retrying cannot help.
import { pathOf } from '../../../schema/api/endpoint';
import { respondentEvents, respondentEventSchema, type RespondentDataRegion, type RespondentEvent } from '../../../schema/api/respondent-data';

export type { RespondentEvent };

export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
}

/**
 * Parses the event-stream format incrementally: feed it text as it arrives, get the complete
 * events. Comments (heartbeats) and fields other than event/data are ignored.
 */
export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  feed(text: string): ServerSentEvent[] {
    this.buffer += text;
    const out: ServerSentEvent[] = [];
    let newline: number;
    while ((newline = this.buffer.search(/\r\n|\r|\n/)) >= 0) {
      const line = this.buffer.slice(0, newline);
      const width = this.buffer.startsWith('\r\n', newline) ? 2 : 1;
      // A lone \r at the end may be the first half of \r\n: wait for more.
      if (width === 1 && this.buffer[newline] === '\r' && newline === this.buffer.length - 1) break;
      this.buffer = this.buffer.slice(newline + width);
      if (line === '') {
        if (this.data.length > 0) out.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.event = '';
        this.data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') this.event = value;
      else if (field === 'data') this.data.push(value);
    }
    return out;
  }
}

/** A `respondents` event's data (checked against the contract), or null when it is not one. */
export function readRespondentEvent(event: ServerSentEvent): RespondentEvent | null {
  if (event.event !== 'respondents') return null;
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch {
    return null;
  }
  const parsed = respondentEventSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const respondentEventsPath = (region: RespondentDataRegion, surveyId: string) => pathOf(respondentEvents, { region, id: surveyId });

export interface FollowOptions {
  readonly region: RespondentDataRegion;
  readonly surveyId: string;
  readonly token: () => string | null;
  readonly onEvent: (event: RespondentEvent) => void;
  readonly signal: AbortSignal;
  readonly fetchImpl?: typeof fetch;
  /** Pauses before reconnecting, in ms; the last repeats. */
  readonly retryDelays?: readonly number[];
  readonly wait?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

const GIVE_UP = new Set([401, 403, 404]);

/** Follows the stream until `signal` aborts or the server refuses it. */
export async function followRespondentEvents(options: FollowOptions): Promise<void> {
  const { signal, fetchImpl = (...args) => fetch(...args), retryDelays = [1000, 2000, 5000, 15_000], wait = sleep } = options;
  let failures = 0;
  while (!signal.aborted) {
    const token = options.token();
    try {
      const response = await fetchImpl(respondentEventsPath(options.region, options.surveyId), {
        headers: { Accept: 'text/event-stream', 'Cache-Control': 'no-cache', ...(token ? { Authorization: `Token ${token}` } : {}) },
        signal,
      });
      if (GIVE_UP.has(response.status)) return;
      if (response.ok && response.body) {
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        const parser = new EventStreamParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          failures = 0;
          for (const event of parser.feed(value)) {
            const respondent = readRespondentEvent(event);
            if (respondent && respondent.surveyId === options.surveyId) options.onEvent(respondent);
          }
        }
      }
    } catch (error) {
      if (signal.aborted) return;
      // A network failure: reconnect below, as for a stream the server closed.
      void error;
    }
    if (signal.aborted) return;
    await wait(retryDelays[Math.min(failures, retryDelays.length - 1)] ?? 5000, signal);
    failures++;
  }
}
