// The respondent's resume token travels in a cookie scoped to the survey's link: HttpOnly (no
// script reads it), SameSite=Lax (a cross-site form post does not carry it, so no other site can
// answer as the respondent), Secure over https. Its value is the token RespondentStore.start gave.

export const RESUME_COOKIE = 'fw_respondent';
/** Kept 90 days, so closing the browser does not lose the respondent's place. */
const KEEP_SECONDS = 90 * 24 * 60 * 60;

/** The cookie's value from a Cookie header, or null. */
export function resumeTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    if (part.slice(0, at).trim() !== RESUME_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    // Tokens are URL-safe: anything else was not set by us.
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
  }
  return null;
}

export function resumeCookie(token: string, surveyId: string, secure: boolean): string {
  const attributes = [`${RESUME_COOKIE}=${token}`, `Path=/s/${encodeURIComponent(surveyId)}`, `Max-Age=${KEEP_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
