// The one door to the server from the browser. Adds `Authorization: Token <code>`, sends JSON
// with no-cache, and reports the two answers the whole app reacts to: 401 (sign out, go to
// sign-in) and 503 (maintenance). Failures come back as ApiError with the server's message.

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

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

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
  ) {}

  async request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
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
    if (response.ok) return body as T;
    const error = (body as { error?: { message?: string; code?: string; details?: unknown } } | null)?.error;
    // A scoped link that fails is the page's business, not a reason to end the session.
    if (response.status === 401 && !options.token) this.hooks.onUnauthorized();
    if (response.status === 503) this.hooks.onUnavailable();
    throw new ApiError(response.status, error?.message ?? 'Unknown', error?.code ?? `http_${response.status}`, error?.details);
  }

  get<T>(path: string, options?: RequestOptions) { return this.request<T>('GET', path, options); }
  post<T>(path: string, body?: unknown, options?: RequestOptions) { return this.request<T>('POST', path, { ...options, body }); }
  patch<T>(path: string, body?: unknown, options?: RequestOptions) { return this.request<T>('PATCH', path, { ...options, body }); }
  put<T>(path: string, body?: unknown, options?: RequestOptions) { return this.request<T>('PUT', path, { ...options, body }); }
  delete<T>(path: string, options?: RequestOptions) { return this.request<T>('DELETE', path, options); }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { error: { message: text.slice(0, 200) } };
  }
}
