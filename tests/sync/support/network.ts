// The network between the fuzzed browsers and the real server (Fastify `inject`, in process).
// Requests wait in flight until the suite delivers them, in any order, with a fault: dropped
// before the server, answered 500/429/401 without reaching it, applied and then the answer lost,
// delivered twice. A browser that is offline has its requests dropped.
import type { FetchLike, ResponseLike } from '../../../sync/transport';
import type { TestServer } from '../../../server/testing/harness';

export const FAULTS = ['ok', 'drop', 'lostReply', 'duplicate', 'server500', 'rateLimit', 'unauthorized'] as const;
export type Fault = (typeof FAULTS)[number];

export interface Flight {
  readonly id: number;
  readonly client: number;
  readonly tab: string;
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string | undefined;
  resolve(response: ResponseLike): void;
  reject(error: Error): void;
}

export interface NetworkStats {
  requests: number;
  delivered: Record<Fault, number>;
  /** Batches the server applied whose answer never reached the browser. */
  committedThenLost: number;
  /** Resent batches answered from the server's idempotency store. */
  replayedReplies: number;
  /** …of which the resend came from another tab than the first send (leader failover). */
  replayedByOtherTab: number;
}

const response = (status: number, body: unknown, headers: Record<string, string> = {}): ResponseLike => {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const text = body === undefined ? '' : JSON.stringify(body);
  return { status, headers: { get: (name) => lower[name.toLowerCase()] ?? null }, text: async () => text };
};

export class Network {
  readonly flights: Flight[] = [];
  readonly offline = new Set<number>();
  readonly stats: NetworkStats = {
    requests: 0, delivered: Object.fromEntries(FAULTS.map((f) => [f, 0])) as Record<Fault, number>,
    committedThenLost: 0, replayedReplies: 0, replayedByOtherTab: 0,
  };
  /** Idempotency-Key → the tab that first sent it. */
  private readonly firstSender = new Map<string, string>();
  private nextId = 1;

  constructor(private readonly server: TestServer) {}

  fetchFor(client: number, tab: string): FetchLike {
    return (url, init) => new Promise<ResponseLike>((resolve, reject) => {
      this.stats.requests += 1;
      this.flights.push({ id: this.nextId++, client, tab, method: init.method, url, headers: init.headers, body: init.body, resolve, reject });
    });
  }

  /** Delivers one flight (taken out of the queue) with a fault. */
  async deliver(flight: Flight, fault: Fault): Promise<void> {
    const at = this.flights.indexOf(flight);
    if (at >= 0) this.flights.splice(at, 1);
    const effective: Fault = this.offline.has(flight.client) ? 'drop' : fault;
    this.stats.delivered[effective] += 1;
    const key = flight.headers['Idempotency-Key'];
    if (key && !this.firstSender.has(key)) this.firstSender.set(key, flight.tab);
    switch (effective) {
      case 'drop':
        return flight.reject(new TypeError('Failed to fetch'));
      case 'server500':
        return flight.resolve(response(500, { error: { message: 'Unknown', code: 'internal' } }));
      case 'rateLimit':
        return flight.resolve(response(429, { error: { message: 'Slow down', code: 'rate_limited' } }, { 'Retry-After': String(1 + (flight.id % 4)) }));
      case 'unauthorized':
        return flight.resolve(response(401, { error: { message: 'Authentication required', code: 'unauthorized' } }));
      case 'ok':
        return flight.resolve(await this.send(flight));
      case 'lostReply': {
        const answer = await this.send(flight);
        if (flight.method !== 'GET' && answer.status < 300) this.stats.committedThenLost += 1;
        return flight.reject(new TypeError('The network connection was lost'));
      }
      case 'duplicate': {
        const [first, second] = await Promise.all([this.send(flight), this.send(flight)]);
        return flight.resolve(first.status === 409 ? second : first);
      }
    }
  }

  private async send(flight: Flight): Promise<ResponseLike> {
    const answer = await this.server.app.inject({
      method: flight.method as 'GET',
      url: flight.url,
      headers: flight.headers,
      ...(flight.body !== undefined ? { payload: flight.body } : {}),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers[name] = String(value);
    if (headers['idempotent-replayed'] === 'true') {
      this.stats.replayedReplies += 1;
      const key = flight.headers['Idempotency-Key'];
      if (key && this.firstSender.get(key) !== flight.tab) this.stats.replayedByOtherTab += 1;
    }
    const text = answer.body;
    return { status: answer.statusCode, headers: { get: (name) => headers[name.toLowerCase()] ?? null }, text: async () => text };
  }
}
