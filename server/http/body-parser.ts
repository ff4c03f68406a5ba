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

/** A parsed form: its entries in the order posted (a name repeats for checkboxes). */
export class FormBody {
  constructor(readonly entries: [string, string][]) {}
}

/**
 * Plain HTML forms (`application/x-www-form-urlencoded`), for the records that declare a form body
 * (the respondent's pages) and no others: a cross-site form can send this type without asking, so
 * to a JSON endpoint it stays the 415 it always was. The size is the route's bodyLimit; the
 * number and length of the entries are the record's schema's (form-body.ts).
 */
export function registerFormParser(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint?.bodyKind !== 'form') {
      done(new DomainError('unsupported_media_type', `${request.method} ${request.url.split('?')[0]?.slice(0, 200)} does not take a form body`), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    done(null, new FormBody([...new URLSearchParams(text).entries()]));
  });
}
