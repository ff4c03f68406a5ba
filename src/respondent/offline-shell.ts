// The page a reload while offline gets (issue 14 D): this document as the server sent it, kept
// in the cache the offline worker (offline-worker.ts) answers from, marked as the shell. Its
// script finds the mark and draws the device's place (the page the respondent was on, with their
// answers) rather than the page the shell was taken on.
import { OFFLINE_CACHE, SHELL_QUERY, WORKER_PATH } from './offline-worker';

/** The mark in a shell's head. */
export const SHELL_MARK = 'fieldwork-offline-shell';

export const isShell = (root: Document) => root.querySelector(`meta[name="${SHELL_MARK}"]`) !== null;

/**
 * The policy the shell is served with: the page's own (one nonce for its style and script), which
 * a cached copy must carry, since the worker answers with what was kept.
 */
function shellPolicy(nonce: string): string {
  return [
    "default-src 'none'", `script-src 'nonce-${nonce}' 'strict-dynamic'`, `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data: https:", "font-src 'self' data:", "connect-src 'self'", "worker-src 'self'",
    "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Registers the worker and keeps the shell and the page's assets in its cache. `html` is the
 * server's markup, read before hydration changed it. Best effort: without a worker (an old
 * browser, plain http) the page still works online and its answers still wait on the device.
 */
export async function keepShell(root: Document, html: string): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  const script = root.querySelector<HTMLScriptElement>('script[type="module"][src]');
  // The browser hides a nonce from the markup (nonce=""): the element's property still holds it.
  const nonce = script?.nonce ?? '';
  if (!script || !nonce) return;
  const marked = html
    .replace('<head>', `<head><meta name="${SHELL_MARK}" content="1">`)
    .replaceAll('nonce=""', `nonce="${nonce}"`);
  const assets = [...root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]')]
    .map((link) => link.href).concat(script.src);
  const cache = await caches.open(OFFLINE_CACHE);
  await cache.put(`${location.origin}${location.pathname}?${SHELL_QUERY}`, new Response(`<!doctype html>${marked}`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': shellPolicy(nonce), 'Cache-Control': 'no-store' },
  }));
  await navigator.serviceWorker.register(WORKER_PATH, { scope: '/s/' });
  // Each once (the entry is both preloaded and the script): addAll refuses a list with repeats.
  await cache.addAll([...new Set(assets.filter((href) => new URL(href).origin === location.origin))]);
}
