// Server errors (the 500 path of http/errors.ts) reported to a Sentry-protocol service (Sentry,
// self-hosted Sentry or GlitchTip) when FIELDWORK_SENTRY_DSN is set; without it the SDK is not
// even loaded. The client is this server's own (no global hub, no automatic instrumentation), so
// two servers in one process (tests) never share one. Reports carry the user id and request id,
// never headers, bodies, query strings, tokens or answers: every event is scrubbed before sending.
import type { ErrorEvent } from '@sentry/node';
import { scrubText } from './logging';

export interface ErrorReport {
  readonly userId: string | null;
  readonly requestId: string;
  readonly method: string;
  /** The route pattern (`/admin/api/surveys/:id`), not the URL: ids only, no query string. */
  readonly route: string;
}

export interface ErrorReporter {
  capture(error: unknown, report: ErrorReport): void;
  /** Waits until queued reports are sent (or the timeout passes). */
  flush(timeoutMs?: number): Promise<boolean>;
  close(timeoutMs?: number): Promise<void>;
}

/** Keys whose values are never reported, wherever they sit in an event. */
const sensitiveKey = /^(authorization|proxy-authorization|cookies?|set-cookie|password|new_password|token|token_code|code_hash|answers?|body|data|params|query_string|headers|env)$/i;

function scrubValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!sensitiveKey.test(key)) kept[key] = scrubValue(item, depth + 1);
  }
  return kept;
}

/** The event as it may leave this server: user reduced to its id, request to method and path,
 *  no extras or breadcrumbs (they may quote anything), every string scrubbed of tokens. */
export function scrubEvent<E extends ErrorEvent>(event: E): E {
  const { extra: _extra, breadcrumbs: _breadcrumbs, request, user, ...rest } = event;
  const scrubbed = scrubValue(rest, 0) as E;
  if (user?.id !== undefined) scrubbed.user = { id: user.id };
  if (request) {
    scrubbed.request = {
      ...(request.method ? { method: request.method } : {}),
      ...(request.url ? { url: scrubText(request.url.split('?')[0] ?? '') } : {}),
    };
  }
  return scrubbed;
}

export async function createErrorReporter(
  dsn: string | null,
  options: { release?: string; environment?: string } = {},
): Promise<ErrorReporter | null> {
  if (!dsn) return null;
  const sentry = await import('@sentry/node');
  const client = new sentry.NodeClient({
    dsn,
    ...options,
    transport: sentry.makeNodeTransport,
    stackParser: sentry.defaultStackParser,
    integrations: [sentry.linkedErrorsIntegration(), sentry.nodeContextIntegration()],
    sendDefaultPii: false,
    beforeBreadcrumb: () => null,
    beforeSend: (event) => scrubEvent(event),
  });
  const scope = new sentry.Scope();
  scope.setClient(client);
  client.init();
  return {
    capture(error, report) {
      // Reporting must never turn a 500 into a crash: a failure here is dropped.
      try {
        const reportScope = scope.clone();
        if (report.userId) {
          reportScope.setUser({ id: report.userId });
          reportScope.setTag('user_id', report.userId);
        }
        reportScope.setTag('request_id', report.requestId);
        reportScope.setTag('route', `${report.method} ${report.route}`);
        reportScope.captureException(error);
      } catch {
        // The SDK queues and sends in the background; a throw here means it is broken, not the app.
      }
    },
    flush: (timeoutMs = 2000) => Promise.resolve(client.flush(timeoutMs)),
    async close(timeoutMs = 2000) {
      await client.close(timeoutMs);
    },
  };
}
