// One place maps failures to HTTP. Services throw DomainError with a code of schema/api/errors.ts
// (they know no statuses); the error handler answers `{ error: { code, message, details? } }`
// with the status the code table gives. Fastify's own refusals (unknown route, wrong content
// type, body too large, bad JSON) answer in the same shape.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorStatuses, type ErrorCode, type FieldIssue } from '../../schema/api';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get status(): number {
    return errorStatuses[this.code];
  }
}

export const badRequest = (message: string, details?: unknown) => new DomainError('invalid', message, details);
export const unauthorized = (message = 'Authentication required') => new DomainError('unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') => new DomainError('forbidden', message);
export const notFound = (what: string) => new DomainError('not_found', `${what} not found`);

/** A zod failure's issues, each on the field it is about: zod reports the unknown keys of an
 *  object together, on the object; here each gets its own path, so the answer names the field. */
function issuesByField(error: z.ZodError): { readonly path: readonly PropertyKey[]; readonly message: string }[] {
  return error.issues.flatMap((issue) => issue.code === 'unrecognized_keys'
    ? issue.keys.map((key) => ({ path: [...issue.path, key], message: 'Unknown field' }))
    : [{ path: issue.path, message: issue.message }]);
}

/** Describes a zod failure naming each field, e.g. "email: Invalid email address". */
export function describeIssues(error: z.ZodError): string {
  return issuesByField(error)
    .map((issue) => `${issue.path.length ? issue.path.map(String).join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

export function fieldIssues(error: z.ZodError, prefix?: string): FieldIssue[] {
  return issuesByField(error).map((issue) => ({
    field: [...(prefix ? [prefix] : []), ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** Parses a request part against a schema, or throws a 400 naming the bad fields. */
export function parse<T extends z.ZodType>(schema: T, value: unknown, part = 'body'): z.infer<T> {
  const result = schema.safeParse(value === undefined && part !== 'body' ? {} : value);
  if (!result.success) {
    throw badRequest(`Invalid ${part}: ${describeIssues(result.error)}`, fieldIssues(result.error));
  }
  return result.data;
}

/** What a Fastify refusal means in our codes. */
function codeOfFrameworkError(error: FastifyError): ErrorCode | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'bad_json';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'unsupported_media_type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'limit';
    default:
      break;
  }
  if (error instanceof SyntaxError) return 'bad_json';
  switch (error.statusCode) {
    case 400: return 'invalid';
    case 401: return 'unauthorized';
    case 403: return 'forbidden';
    case 404: return 'not_found';
    case 405: return 'method_not_allowed';
    case 413: return 'limit';
    case 415: return 'unsupported_media_type';
    case 429: return 'rate_limited';
    case 431: return 'headers_too_large';
    default: return null;
  }
}

const frameworkMessages: Partial<Record<ErrorCode, string>> = {
  bad_json: 'Malformed JSON body',
  rate_limited: 'Too many attempts, please wait and try again',
};

export function errorBody(code: ErrorCode, message: string, details?: unknown) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** Told about every 500 (server/ops/error-reporting.ts); never about expected refusals. */
export type UnhandledErrorListener = (error: unknown, request: FastifyRequest) => void;

export function registerErrorHandler(app: FastifyInstance, onUnhandled?: UnhandledErrorListener): void {
  app.setErrorHandler(async (error: FastifyError | DomainError, request, reply) => {
    // A route a person's browser opens draws its refusals as a page (RouteOptions.htmlErrors).
    const page = request.routeOptions.config.htmlErrors;
    const send = async (status: number, body: ReturnType<typeof errorBody>) => {
      reply.status(status);
      if (!page) return reply.send(body);
      try {
        return reply.type('text/html; charset=utf-8').send(await page({ status, code: body.error.code, message: body.error.message }, reply));
      } catch (failed) {
        request.log.error({ err: failed }, 'error page failed');
        return reply.type('application/json; charset=utf-8').send(body);
      }
    };
    if (error instanceof DomainError) {
      // A 500 a service chose (internal, reply_mismatch) is still a bug someone must hear of.
      if (error.status === 500) {
        request.log.error({ err: error }, 'internal error');
        onUnhandled?.(error, request);
      }
      return send(error.status, errorBody(error.code, error.message, error.details));
    }
    const code = codeOfFrameworkError(error);
    if (code) {
      return send(errorStatuses[code], errorBody(code, frameworkMessages[code] ?? error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    onUnhandled?.(error, request);
    return send(500, errorBody('internal', 'Unknown'));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`)));
}

/**
 * Refusals Node's HTTP parser makes before Fastify sees a request (headers too large, a request
 * that is not HTTP, a timeout): Fastify's `clientErrorHandler` option, answering in our shape
 * instead of Fastify's. Written straight to the socket, which is closed afterwards.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [ErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW' ? ['headers_too_large', 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? ['request_timeout', 'The request took too long to arrive']
        : ['invalid', 'The request is not valid HTTP'];
  const status = errorStatuses[code];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
