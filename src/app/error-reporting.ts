// Browser errors reported to the Sentry-protocol service the server names in its public client
// configuration (no inline script may carry it: the shell's CSP forbids them). Without a DSN the
// SDK is never downloaded. Reports carry the signed-in user's id, never survey answers, tokens,
// query strings or request bodies: every event and breadcrumb is scrubbed before it leaves.
import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/react';
import type { Session } from './session';

export const clientConfigUrl = '/status/client-config.json';

interface ClientConfig {
  readonly errorReporting: { readonly dsn: string; readonly release: string } | null;
}

/** The part of the SDK used here (passed in, so tests need no network and no globals). */
export interface ReportingSdk {
  init(options: BrowserOptions): unknown;
  setUser(user: { id: string } | null): void;
  setTag(key: string, value: string | undefined): void;
  captureException(error: unknown): unknown;
}

/** Token codes in free text (messages may quote an Authorization header). */
const tokenText = /\b(Token|Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g;

const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? '';

export function scrubText(text: string): string {
  return text.replace(tokenText, '$1 [redacted]').replace(/([?&](?:token|token_code|code|password)=)[^&#\s]*/gi, '$1[redacted]');
}

const sensitiveKey = /^(authorization|cookies?|password|token|token_code|answers?|body|data|headers|query_string)$/i;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value)
    .filter(([key]) => !sensitiveKey.test(key))
    .map(([key, item]) => [key, scrubValue(item, depth + 1)]));
}

/** Breadcrumbs keep where the user went and what failed, never console output or URLs' queries
 *  (set-password links carry their token there). */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'console') return null;
  const data = breadcrumb.data ?? {};
  const kept: Record<string, unknown> = {};
  for (const key of ['url', 'from', 'to'] as const) {
    if (typeof data[key] === 'string') kept[key] = withoutQuery(data[key]);
  }
  for (const key of ['method', 'status_code'] as const) {
    if (data[key] !== undefined) kept[key] = data[key];
  }
  return {
    ...breadcrumb,
    ...(breadcrumb.message ? { message: scrubText(breadcrumb.message) } : {}),
    ...(breadcrumb.data ? { data: kept } : {}),
  };
}

/** The event as it may leave the browser: the user as an id, the page as a path. */
export function scrubBrowserEvent(event: ErrorEvent): ErrorEvent {
  const { extra: _extra, request, user, breadcrumbs, ...rest } = event;
  const scrubbed = scrubValue(rest, 0) as ErrorEvent;
  if (user?.id !== undefined) scrubbed.user = { id: user.id };
  if (request?.url) scrubbed.request = { url: withoutQuery(request.url) };
  if (breadcrumbs) scrubbed.breadcrumbs = breadcrumbs.flatMap((crumb) => scrubBreadcrumb(crumb) ?? []);
  return scrubbed;
}

export async function readClientConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  const response = await fetchImpl(clientConfigUrl, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${clientConfigUrl} answered ${response.status}`);
  return (await response.json()) as ClientConfig;
}

let started: ReportingSdk | null = null;

/**
 * Starts reporting if the server names a service: initialises the SDK and keeps its user id in
 * step with the session. Answers whether reporting started. Never throws: a page without error
 * reporting is better than no page.
 */
export async function startErrorReporting(
  session: Pick<Session, 'auth'>,
  deps: { config?: () => Promise<ClientConfig>; load?: () => Promise<ReportingSdk> } = {},
): Promise<boolean> {
  try {
    const config = await (deps.config ?? readClientConfig)();
    if (!config.errorReporting) return false;
    const sdk = await (deps.load ?? (() => import('./reporting-sdk')))();
    sdk.init({
      dsn: config.errorReporting.dsn,
      release: config.errorReporting.release,
      sendDefaultPii: false,
      beforeSend: (event) => scrubBrowserEvent(event),
      beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    });
    const follow = () => {
      const id = session.auth.getSnapshot().context.login?.user.id;
      sdk.setUser(id ? { id } : null);
      sdk.setTag('user_id', id);
    };
    follow();
    session.auth.subscribe(follow);
    started = sdk;
    return true;
  } catch (error) {
    console.warn('Error reporting is off:', error);
    return false;
  }
}

/** For React's root error callbacks: errors an error boundary caught never reach window.onerror. */
export function reportError(error: unknown): void {
  // The router's notFound() and redirect() travel through error boundaries as plain objects.
  if (error instanceof Error) started?.captureException(error);
}
