// The one door to the server from the browser. `call` takes a contract record (schema/api), so
// the path, body and reply types come from the same record the server registers its route from:
// there is no untyped door beside it. Adds `Authorization: Token <code>`, sends JSON with no-cache,
// and reports the two answers the whole app reacts to: 401 (sign out, go to sign-in) and 503
// (maintenance). Failures come back as ApiError with the server's message.

import { pathOf, type BodyOf, type Endpoint, type HttpMethod, type ParamsOf, type QueryOf, type ReplyOf } from '../../schema/api/endpoint';

/** The 401 code of a survey in another region: the session is fine, the survey is elsewhere. */
export const invalidRegion = 'invalid_region';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export interface ApiHooks {
  /** The current session's token code, or null when signed out. */
  token(): string | null;
  onUnauthorized(): void;
  onUnavailable(): void;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Sends this token instead of the session's (the single-use set-password link). */
  readonly token?: string;
  readonly signal?: AbortSignal;
  readonly headers?: Record<string, string>;
}

export class ApiClient {
  constructor(
    private readonly hooks: ApiHooks,
    private readonly fetchImpl: typeof fetch = (...args) => fetch(...args),
    private readonly checkReplies = false,
  ) {}

  /** One request; the success body as it came (`call` types and checks it). */
  private async send(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
    const token = options.token ?? this.hooks.token();
    const headers: Record<string, string> = { Accept: 'application/json', 'Cache-Control': 'no-cache', ...options.headers };
    if (token) headers.Authorization = `Token ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await this.fetchImpl(path, {
        method, headers, signal: options.signal,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'The server could not be reached. Check your connection and try again.', 'offline');
    }
    const text = await response.text();
    const body = text ? safeJson(text) : null;
    if (response.ok) return body;
    const error = (body as { error?: { message?: string; code?: string; details?: unknown } } | null)?.error;
    // A scoped link that fails is the page's business, not a reason to end the session; so is a
    // survey kept in a region this server does not serve (spec §4: an invalid login region).
    if (response.status === 401 && !options.token && error?.code !== invalidRegion) this.hooks.onUnauthorized();
    if (response.status === 503) this.hooks.onUnavailable();
    throw new ApiError(response.status, error?.message ?? 'Unknown', error?.code ?? `http_${response.status}`, error?.details);
  }

  /** Calls an endpoint of the contract. With `checkReplies` (tests) a reply that does not match
   *  the record is an error naming the endpoint, so a drifting server is caught at once. */
  async call<E extends Endpoint>(
    endpoint: E,
    input: { params?: ParamsOf<E>; query?: QueryOf<E>; body?: BodyOf<E> } & Omit<RequestOptions, 'body'> = {},
  ): Promise<ReplyOf<E>> {
    const { params, query, body, ...options } = input;
    let path = pathOf(endpoint, (params ?? {}) as Record<string, string | number>);
    const search = query ? new URLSearchParams(
      Object.entries(query as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]),
    ).toString() : '';
    if (search) path += `?${search}`;
    const reply = await this.send(endpoint.method, path, { ...options, ...(body === undefined ? {} : { body }) });
    if (!this.checkReplies) return reply as ReplyOf<E>;
    const parsed = endpoint.reply.safeParse(endpoint.status === 204 ? null : reply);
    if (!parsed.success) {
      throw new Error(`Reply of ${endpoint.id} does not match its contract: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    return parsed.data as ReplyOf<E>;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: { message: text.slice(0, 200) } };
  }
}
