// A data processor's HTTP call to its provider (spec §3): one JSON POST, over http or https only,
// within a deadline, following a redirect only to the same origin, and never to a private,
// loopback or link-local address unless the configuration allows it (an author's API address must
// not turn the server into a probe of its own network). The address is checked in the lookup the
// socket connects with, so a name that resolves one way when checked and another when called (DNS
// rebinding) cannot slip through. Failures come back as values; nothing here throws.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export interface CallOptions {
  readonly timeoutMs: number;
  readonly allowPrivateAddresses: boolean;
}

export type CallFailure = 'invalid_url' | 'blocked_address' | 'timeout' | 'network' | 'redirect';

export type CallResult =
  | { readonly kind: 'reply'; readonly status: number; readonly body: string }
  | { readonly kind: 'failed'; readonly error: CallFailure; readonly message: string };

/** How much of a reply is read; the rest is dropped (only a short message is kept). */
export const REPLY_READ_LIMIT = 64 * 1024;
const MAX_REDIRECTS = 3;

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96], ['64:ff9b:1::', 48],
] as const) blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:10.0.0.1 or ::ffff:a00:1), else null. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(.+)$/i.exec(address);
  if (!match) return null;
  const tail = match[1]!;
  if (net.isIPv4(tail)) return tail;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is one a processor may not reach by default: private, loopback, link-local, reserved. */
export function isPrivateAddress(address: string): boolean {
  const mapped = mappedIpv4(address);
  if (mapped) return blocked.check(mapped, 'ipv4');
  const family = net.isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

class BlockedAddress extends Error {
  constructor(readonly host: string, readonly address: string) {
    super(`${host} resolves to ${address}, a private or reserved address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/** The socket's lookup: every address the name resolves to must be public (unless allowed). */
function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new BlockedAddress(hostname, refused.address), '');
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
      if (options.all) return callback(null, addresses);
      return callback(null, first.address, first.family);
    });
  };
}

const failed = (error: CallFailure, message: string): CallResult => ({ kind: 'failed', error, message });

/** The URL a processor may call, or why not. */
export function callableUrl(address: string): URL | CallResult {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return failed('invalid_url', `The API address "${address.slice(0, 200)}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return failed('invalid_url', `The API address must be http or https, not ${url.protocol}`);
  if (url.username || url.password) return failed('invalid_url', 'The API address must not hold a user name or password');
  return url;
}

function postOnce(url: URL, body: string, options: CallOptions, signal: AbortSignal): Promise<CallResult | { kind: 'redirect'; location: string }> {
  return new Promise((resolve) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) && !options.allowPrivateAddresses && isPrivateAddress(host)) {
      resolve(failed('blocked_address', `${host} is a private or reserved address`));
      return;
    }
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      signal,
      lookup: guardedLookup(options.allowPrivateAddresses) as unknown as net.LookupFunction,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Fieldwork data processor',
      },
    }, (response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status <= 399) {
        response.resume();
        resolve(location && (status === 307 || status === 308) ? { kind: 'redirect', location } : failed('redirect', `The provider answered ${status} without a redirect Fieldwork follows`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => resolve({ kind: 'reply', status, body: Buffer.concat(chunks).toString('utf8') });
      response.on('data', (chunk: Buffer) => {
        if (size >= REPLY_READ_LIMIT) return;
        chunks.push(chunk.subarray(0, REPLY_READ_LIMIT - size));
        size += chunk.length;
        // Enough read: the status is known and a longer reply is not kept.
        if (size >= REPLY_READ_LIMIT) {
          response.destroy();
          done();
        }
      });
      response.on('end', done);
      response.on('error', () => (signal.aborted ? resolve(failed('timeout', `The provider did not answer within ${options.timeoutMs} ms`)) : done()));
    });
    request.on('error', (error) => {
      if (signal.aborted) resolve(failed('timeout', `The provider did not answer within ${options.timeoutMs} ms`));
      else if (error instanceof BlockedAddress) resolve(failed('blocked_address', error.message));
      else resolve(failed('network', `The call failed: ${error.message.slice(0, 200)}`));
    });
    request.end(body);
  });
}

/**
 * POSTs `payload` as JSON to `address`. A 307 or 308 to the same origin is followed (at most
 * three); any other redirect is a failure. The whole exchange shares one deadline.
 */
export async function postJson(address: string, payload: unknown, options: CallOptions): Promise<CallResult> {
  const first = callableUrl(address);
  if (!(first instanceof URL)) return first;
  const body = JSON.stringify(payload);
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = first;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const result = await postOnce(url, body, options, signal);
    if (result.kind !== 'redirect') return result;
    let next: URL;
    try {
      next = new URL(result.location, url);
    } catch {
      return failed('redirect', 'The provider redirected to an address that is not a URL');
    }
    if (next.origin !== first.origin) return failed('redirect', `The provider redirected to another origin (${next.origin})`);
    url = next;
  }
  return failed('redirect', `The provider redirected more than ${MAX_REDIRECTS} times`);
}
