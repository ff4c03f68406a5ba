// Test support: a feedback-analytics provider on 127.0.0.1 that data processors call in tests. It
// records each request's JSON body and answers with the reply the test sets (status, body, delay,
// or a redirect), so the tests exercise the real HTTP path.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderReply {
  readonly status: number;
  readonly body?: string;
  /** Milliseconds before answering (past the processor's deadline: a timeout). */
  readonly delayMs?: number;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ProviderCall {
  readonly path: string;
  readonly body: unknown;
  readonly contentType: string | undefined;
}

export interface ProviderServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly calls: readonly ProviderCall[];
  /** The reply to every request from now on, or to the request at one path. */
  reply(reply: ProviderReply, path?: string): void;
  close(): Promise<void>;
}

export async function providerServer(): Promise<ProviderServer> {
  const calls: ProviderCall[] = [];
  let fallback: ProviderReply = { status: 200, body: '{"status":"ok"}' };
  const byPath = new Map<string, ProviderReply>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: kept as the text received.
      }
      calls.push({ path, body, contentType: request.headers['content-type'] });
      const reply = byPath.get(path) ?? fallback;
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    reply(reply, path) {
      if (path === undefined) fallback = reply;
      else byPath.set(path, reply);
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
