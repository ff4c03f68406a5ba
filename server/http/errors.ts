// One place maps failures to HTTP: handlers throw HttpError (or let zod fail) and the error
// handler answers `{ error: { message, code, details? } }` with the right status.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) => new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this') => new HttpError(403, 'forbidden', message);
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);

/** Describes a zod failure naming each field, e.g. "email: Invalid email address". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

/** Parses a request part against a schema, or throws a 400 naming the bad fields. */
export function parse<T extends z.ZodType>(schema: T, value: unknown, part = 'body'): z.infer<T> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw badRequest(`Invalid ${part}: ${describeIssues(result.error)}`, result.error.issues.map((i) => ({
      field: i.path.join('.'), message: i.message,
    })));
  }
  return result.data;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body = { error: { message: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) } };
      return reply.status(error.status).send(body);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.status(400).send({ error: { message: 'Malformed JSON body', code: 'bad_json' } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ error: { message: error.message, code: 'bad_body' } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: { message: 'Too many attempts, please wait and try again', code: 'rate_limited' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: { message: error.message, code: error.code ?? 'bad_request' } });
    }
    request.log.error(error);
    return reply.status(500).send({ error: { message: 'Unknown', code: 'internal' } });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { message: `No route ${request.method} ${request.url}`, code: 'not_found' } }));
}
