// The respondent runtime's HTTP calls (schema/api/respondent/page-api.ts): a queued page
// submission posted as JSON, and a version's runtime form. fetch only; the answers it reads back
// are the contract's types, and what a status means for the queue is decided here, once.
import { RUNTIME_FORM_FORMAT, type PageReply, type RuntimeForm } from '../../schema/api/respondent/page-reply';
import type { QueuedSubmission } from './offline-store';
import type { SendResult } from './submission-queue';

/** The JSON call's address for a survey link (`/s/{id}?lang=…` → `/s/{id}/pages?lang=…`). */
export function pagesUrl(action: string): string {
  const [path = '', query] = action.split('?');
  return `${path.replace(/\/$/, '')}/pages${query ? `?${query}` : ''}`;
}

/**
 * A runtime form's immutable address. Its format is part of it (the server reads no query): a
 * form kept by an HTTP cache before the format changed is never taken for the new one.
 */
export function formUrl(surveyId: string, version: number, language: string): string {
  return `/s/${encodeURIComponent(surveyId)}/versions/${version}/forms/${encodeURIComponent(language)}?format=${RUNTIME_FORM_FORMAT}`;
}

const DEFAULT_RETRY_MS = 5_000;

/** Posts one submission; a reply the server gave is 'answered' or 'rejected', never thrown. */
export async function sendSubmission(submission: QueuedSubmission, fetcher: typeof fetch = fetch): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetcher(submission.url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        pageId: submission.pageId, idempotencyKey: submission.idempotencyKey, action: submission.action, answers: submission.answers,
      }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 429 || response.status >= 500) {
    const after = Number(response.headers.get('retry-after'));
    return { kind: 'busy', retryAfterMs: Number.isFinite(after) && after > 0 ? after * 1000 : DEFAULT_RETRY_MS };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // The reply was cut off: no answer as far as the queue knows; the resend is applied once.
    return { kind: 'unreachable' };
  }
  if ([200, 409, 422].includes(response.status) && typeof body === 'object' && body !== null && 'data' in body) {
    return { kind: 'answered', reply: body as PageReply };
  }
  const message = (body as { error?: { message?: string } } | null)?.error?.message ?? `HTTP ${response.status}`;
  return { kind: 'rejected', status: response.status, message };
}

/** The runtime form, or null when it cannot be had now (offline, not served). */
export async function fetchForm(url: string, fetcher: typeof fetch = fetch): Promise<RuntimeForm | null> {
  try {
    const response = await fetcher(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as RuntimeForm) : null;
  } catch {
    return null;
  }
}
