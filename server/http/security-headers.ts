// Security headers on every reply, chosen per route from one table of named policies. A route
// names its policy with `config: { securityPolicy: name }`; otherwise API paths get `api` and
// everything else (the app shell, its assets, 404s) gets `app`. Pages that must be framed
// elsewhere (the respondent and intercept pages) add their own entry to the table and name it.
// A header a route set itself (the public files' sandboxing CSP) is never overwritten.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiPath } from './principal';

export interface SecurityPolicyOptions {
  /** Origins the browser app may send requests to besides its own (the error-reporting service). */
  readonly connectSources: readonly string[];
}

type Headers = Readonly<Record<string, string>>;

const contentSecurityPolicy = (directives: Readonly<Record<string, readonly string[]>>) =>
  Object.entries(directives).map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/**
 * The app shell's policy, from what the build needs (dist/index.html has no inline script or
 * style; the checks worker is a same-origin module; CodeMirror styles through constructed
 * stylesheets, which CSP does not govern):
 * - script-src 'self' only: no inline script, no eval.
 * - style-src also 'unsafe-inline': Radix Select injects a <style> element, and rich text keeps
 *   alignment and colours in style attributes (ProseMirror's toDOM, sanitised HTML via innerHTML).
 *   Styles cannot run code; the script policy is what guards the session token.
 * - img-src data: and blob: (inline SVG art, previews) and https: (survey content and themes may
 *   show images from the customer's own sites).
 */
function appPolicy(options: SecurityPolicyOptions): Headers {
  return {
    'Content-Security-Policy': contentSecurityPolicy({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", ...options.connectSources],
      'worker-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    }),
    'X-Frame-Options': 'DENY',
  };
}

/** API replies are data: nothing in them may load, run or be framed. */
function apiPolicy(): Headers {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] }),
    'X-Frame-Options': 'DENY',
  };
}

/**
 * A respondent's survey page (issue 14), server-rendered with no script at all: nothing may run,
 * not even the app's own bundles. Styles come from the build's stylesheet and one <style> element
 * carrying the nonce the page was rendered with (its theme colours); style attributes stay off.
 * Forms post only to this server. The handler sets the header with its nonce (respondentCsp); this
 * entry covers the page's other replies (errors) without one.
 */
function respondentPolicy(): Headers {
  return { 'Content-Security-Policy': respondentCsp(null), 'X-Frame-Options': 'DENY' };
}

/**
 * The respondent page's CSP, admitting the one <style> element rendered with `styleNonce` and the
 * one module script rendered with `scriptNonce` (the modules it imports trusted through it:
 * 'strict-dynamic'); without a script nonce no script runs. Images load from this server and over
 * https (the theme's logo, custom CSS's url()s); `imageOrigin` admits one plain-http origin (a
 * logo the author gave as http://…), never http as a whole.
 */
export function respondentCsp(styleNonce: string | null, scriptNonce: string | null = null, imageOrigin?: string): string {
  return contentSecurityPolicy({
    'default-src': ["'none'"],
    'script-src': scriptNonce ? [`'nonce-${scriptNonce}'`, "'strict-dynamic'"] : ["'none'"],
    // The script's own calls (Next without a page load, the runtime form) and its offline worker.
    ...(scriptNonce ? { 'connect-src': ["'self'"], 'worker-src': ["'self'"] } : {}),
    'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    'img-src': ["'self'", 'data:', 'https:', ...(imageOrigin && /^http:\/\/[^\s;,']+$/.test(imageOrigin) ? [imageOrigin] : [])],
    'font-src': ["'self'", 'data:'],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

export const securityPolicies = {
  app: appPolicy,
  api: apiPolicy,
  respondent: respondentPolicy,
} as const satisfies Record<string, (options: SecurityPolicyOptions) => Headers>;

export type SecurityPolicyName = keyof typeof securityPolicies;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The security headers this route's replies carry (security-headers.ts); by path otherwise. */
    securityPolicy?: SecurityPolicyName;
  }
}

/** Sent with every policy. Referrers never leave: set-password links carry a token in the URL. */
const everyReply: Headers = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/** Only over https (request.protocol believes X-Forwarded-Proto from trusted proxies only), since
 *  a browser ignores it on http and a wrong one would lock a plain-http install out for a year. */
const hsts = 'max-age=31536000';

export function policyOf(request: FastifyRequest): SecurityPolicyName {
  return request.routeOptions.config?.securityPolicy ?? (isApiPath(request.url) ? 'api' : 'app');
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityPolicyOptions): void {
  const headersOf = Object.fromEntries(
    Object.entries(securityPolicies).map(([name, policy]) => [name, { ...everyReply, ...policy(options) }]),
  ) as Record<SecurityPolicyName, Headers>;
  app.addHook('onSend', async (request, reply) => {
    const headers = headersOf[policyOf(request)];
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.protocol === 'https' && !reply.hasHeader('Strict-Transport-Security')) {
      reply.header('Strict-Transport-Security', hsts);
    }
  });
}

/** The origin of a Sentry-protocol DSN (`https://key@host/1` → `https://host`), for connect-src. */
export function dsnOrigin(dsn: string | null): string[] {
  if (!dsn) return [];
  const url = new URL(dsn);
  return [url.origin];
}
