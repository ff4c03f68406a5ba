// JSON bodies, checked on their text before anything parses them: nesting deeper than the
// route's record declares (never more than the ceiling) is a 413 naming the limit, never a
// RangeError from a recursive reader (500), and never stored to break the clients that read it
// later. One pass over the text, on the way in: the parsed value is not walked again.
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
    const endpoint = request.routeOptions.config.endpoint;
    const limit = Math.min(endpoint?.limits.depth ?? MAX_JSON_DEPTH, MAX_JSON_DEPTH);
    if (jsonDepth(text, limit) > limit) {
      const accepts = endpoint ? `, the most ${endpoint.id} accepts` : '';
      done(new DomainError('limit', `The body nests deeper than ${limit} levels${accepts}`, [
        { field: 'body', message: `at most ${limit} levels of nesting` },
      ]), undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
