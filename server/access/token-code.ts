// Token codes: 32 random bytes, sent as `Authorization: Token <code>`, stored only as sha-256.
import { createHash, randomBytes } from 'node:crypto';

export function newTokenCode(): string {
  return randomBytes(32).toString('base64url');
}

export function hashTokenCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Reads the code from `Authorization: Token <code>`; null when absent or malformed. */
export function readAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Token\s+([A-Za-z0-9_-]{16,128})$/.exec(header.trim());
  return match?.[1] ?? null;
}
