// Structured logs: one JSON line per event through Fastify's pino logger, each request's lines
// carrying its id (reqId), and nothing that could sign someone in or reveal an answer. Bodies of
// requests and replies are never logged; headers are, less the credentials; error messages lose
// the query parameters a database error quotes (they hold whatever was being written).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** Where log lines go: stdout normally, a capturing stream in tests. */
export interface LogDestination {
  write(line: string): void;
}

export type LoggerSetting = boolean | { readonly destination: LogDestination; readonly level?: string };

/** An incoming X-Request-Id is kept only if it looks like an id: no spaces, quotes or newlines
 *  that could forge log lines or headers, and short. */
const saneRequestId = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && saneRequestId.test(header) ? header : randomUUID();
}

const credentialHeaders = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key'];

/** Query parameters whose values are secrets (set-password links, token codes). */
const secretParameter = /([?&](?:token|token_code|code|password|key|secret)=)[^&#\s]*/gi;

/** Removes what must never be written down from a piece of free text (messages, stacks, URLs). */
export function scrubText(text: string): string {
  return text
    // Drizzle quotes the statement's parameters ("params: a,b,c"): the values being written.
    .replace(/(^|\n)(\s*)params: [^\n]*/g, '$1$2params: [redacted]')
    .replace(/\b(Token|Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/g, '$1 [redacted]')
    .replace(secretParameter, '$1[redacted]');
}

type SerializedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: SerializedError;
};

/** Errors keep their type, code, message and stack only: driver errors also carry the statement's
 *  parameters and row values ("detail"), which are answers, e-mail addresses or token hashes. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** The headers worth a log line; the rest (sec-*, accept-*) would only double its length. */
const loggedHeaders = ['host', 'user-agent', 'content-type', 'content-length', 'origin', 'referer', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-request-id'];

function serializeRequest(request: FastifyRequest) {
  const headers: Record<string, unknown> = {};
  for (const name of credentialHeaders) {
    // Whether a credential came is worth knowing (a 401's cause); what it was is not.
    if (request.headers[name] !== undefined) headers[name] = '[redacted]';
  }
  for (const name of loggedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = scrubText(value);
  }
  return {
    method: request.method,
    url: scrubText(request.url),
    remoteAddress: request.ip,
    headers,
  };
}

function serializeReply(reply: Pick<FastifyReply, 'statusCode'>) {
  return { statusCode: reply.statusCode };
}

/**
 * One line per request, written when its reply has gone: who asked for what (the request's logged
 * headers, credentials redacted), the status and the time it took. Fastify writes two (incoming,
 * completed), each a synchronous write: half of them on the busiest paths (respondents) is worth
 * a line that says it all.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** The Fastify options for logging and request ids (ids are made even with logging off: the
 *  X-Request-Id reply header and error reports name them). */
export function loggingOptions(setting: LoggerSetting = false): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  // Each line of a request carries its id as `reqId` (Fastify's label).
  const base = { genReqId: requestIdOf, requestIdHeader: false as const, logController: new OneLinePerRequest() };
  if (setting === false) return { ...base, logger: false };
  const options = {
    level: setting === true ? 'info' : setting.level ?? 'info',
    serializers: { req: serializeRequest, res: serializeReply, err: serializeError },
    // A second line of defence for fields someone logs by hand: these paths are never written.
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie',
        'body', 'req.body', 'res.body', 'payload',
        '*.password', '*.new_password', '*.token', '*.token_code', '*.answers',
      ],
      censor: '[redacted]',
    },
  };
  return {
    ...base,
    logger: setting === true ? options : { ...options, stream: setting.destination },
  };
}

/** Echoes the request id on every reply, so a user's report can be matched with the log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
