// A response code holding JSON text (spec §8): a data processor stores the provider's answer as
// the code, e.g. {"code":401,"error":"Unauthorized","message":"Token expired"}. The Data tab shows
// the code plus the error and message fields instead of the raw JSON.

export interface JsonResponseCode {
  /** The code inside the JSON (`code`, else `status`), '' when it has none. */
  readonly code: string;
  readonly error: string | null;
  readonly message: string | null;
}

const scalar = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : value == null ? null : JSON.stringify(value);

/** The parts of a JSON response code, or null when the code is not a JSON object (a plain code). */
export function readJsonResponseCode(raw: string): JsonResponseCode | null {
  const text = raw.trim();
  if (!text.startsWith('{')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const fields = parsed as Record<string, unknown>;
  return {
    code: scalar(fields.code ?? fields.status) ?? '',
    error: scalar(fields.error),
    message: scalar(fields.message),
  };
}

/** "401 · error: Unauthorized · message: Token expired" (the parts present). */
export function describeJsonResponseCode(response: JsonResponseCode): string {
  return [
    response.code,
    response.error !== null ? `error: ${response.error}` : '',
    response.message !== null ? `message: ${response.message}` : '',
  ].filter((part) => part !== '').join(' · ');
}
