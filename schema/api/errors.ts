// Every error code the server answers with, and its HTTP status: services throw a code, the edge
// maps it here once, and the browser reads `{error: {code, message, details}}` (spec §8: message,
// or "Unknown", plus details).
import { z } from 'zod';

export const errorStatuses = {
  // 400: the request itself is wrong; details name the fields.
  invalid: 400,
  bad_json: 400,
  batch_refused: 400,
  unauthorized: 401,
  wrong_credentials: 401,
  // A survey in a region this server does not serve (spec §4): the browser marks the survey's
  // region invalid instead of signing the user out.
  invalid_region: 401,
  forbidden: 403,
  feature_required: 403,
  not_found: 404,
  already_deleted: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  email_taken: 409,
  last_owner: 409,
  name_conflict: 409,
  already_sending: 409,
  batch_in_progress: 409,
  // A respondent's page submission for a page they are no longer on (a stale tab, a resend of an
  // old form), and any submission after their walk has ended.
  stale_page: 409,
  respondent_finished: 409,
  gone: 410,
  deleted: 410,
  precondition_failed: 412,
  limit: 413,
  batch_too_large: 413,
  too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  critical_findings: 422,
  idempotency_key_reused: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal: 500,
  reply_mismatch: 500,
  maintenance: 503,
  not_ready: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatuses;

export const errorCodes = Object.keys(errorStatuses) as ErrorCode[];

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorStatuses, value);
}

/** One bad field of a 400: its path (dots) and what is wrong with it. */
export const fieldIssueSchema = z.object({ field: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
