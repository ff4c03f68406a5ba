// Where the login page may send the user after sign-in: only a path on this origin, never another
// site (an open redirect would make a phishing link look like ours). Browsers and routers forgive
// a lot (`/\evil.example` and `/%5Cevil.example` read as `//evil.example`, tabs and newlines are
// dropped), so the check refuses every such form itself instead of trusting the router.

const probeOrigin = 'https://fieldwork.invalid';

/** A path on this origin: starts with one `/`, no backslash or control character (raw or
 *  percent-decoded), and stays on the origin when a browser resolves it. */
export function isSameOriginPath(target: string): boolean {
  if (!target.startsWith('/') || target.length > 2048) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(target);
  } catch {
    return false;
  }
  for (const text of [target, decoded]) {
    // eslint-disable-next-line no-control-regex
    if (text.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(text)) return false;
  }
  try {
    return new URL(target, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** The target if it is a same-origin path, else the dashboard. */
export function safeRedirect(target: string | undefined): string {
  return target !== undefined && isSameOriginPath(target) ? target : '/dashboard';
}
