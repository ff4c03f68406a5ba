// JSON bodies, checked on their text before anything parses them: nesting deeper than the
// ceiling is a 413 naming the limit, never a RangeError from a recursive reader (500), and never
// stored to break the clients that read it later. Endpoints may declare a lower depth (endpoint.ts).
import type { FastifyInstance } from 'fastify';
import { jsonDepth } from '../../schema/api';
import { DomainError } from './errors';

/** No endpoint accepts deeper bodies than this. */
export const MAX_JSON_DEPTH = 64;

export function registerJsonParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const depth = jsonDepth(text, MAX_JSON_DEPTH);
    if (depth > MAX_JSON_DEPTH) {
      done(new DomainError('limit', `The body nests deeper than ${MAX_JSON_DEPTH} levels`, [
        { field: 'body', message: `at most ${MAX_JSON_DEPTH} levels of nesting` },
      ]), undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
