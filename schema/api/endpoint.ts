// One record per endpoint: method, path, the zod schemas of its parts, its access rule and body
// limits. The server registers its routes from these records (server/http/endpoint.ts) and the
// browser's client takes its types from them (src/api/client.ts), so neither side can drift.
import { z } from 'zod';
import type { AccessRule } from './access-rule';
import { defaultBodyLimits, type BodyLimits } from './json-limits';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How the body travels: JSON parsed and checked against `body`, raw image bytes, a plain HTML
 * form (`application/x-www-form-urlencoded`, parsed to its entries in order and checked against
 * `body`, see form-body.ts), or none.
 */
export type BodyKind = 'json' | 'image' | 'form' | 'none';

/**
 * What the success reply is: JSON data checked against `reply`, a whole HTML document (a page a
 * browser navigates to: the respondent's survey pages, served with scripts off), or a stream of
 * server-sent events (`text/event-stream`, read with fetch; `reply` describes one event's data), or
 * a script (JavaScript text: the respondent pages' offline service worker, which must come from
 * its scope's own path).
 */
export type ReplyKind = 'json' | 'html' | 'event_stream' | 'script';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** `service.noun.verb`, unique: names the endpoint in tests, logs and the audit trail. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify syntax: `:name` for a parameter, a final `*` for the rest of the path. */
  readonly path: string;
  readonly params: P;
  readonly query: Q;
  readonly bodyKind: BodyKind;
  readonly body: B;
  /** The success body; `z.null()` for 204; `z.string()` for an HTML page. */
  readonly reply: R;
  readonly replyKind: ReplyKind;
  /** The usual success status; a handler may answer another 2xx (201 vs 200 on a replay) or 304. */
  readonly status: 200 | 201 | 204;
  readonly access: AccessRule;
  readonly limits: BodyLimits;
  /** Writes are recorded in the audit trail unless they are sign-in plumbing (login, refresh). */
  readonly audit: boolean;
}

const noParts = z.object({});

interface EndpointInput<P, Q, B, R> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly bodyKind?: BodyKind;
  readonly reply: R;
  readonly replyKind?: ReplyKind;
  readonly status?: 200 | 201 | 204;
  readonly access: AccessRule;
  readonly limits?: Partial<BodyLimits>;
  readonly audit?: boolean;
}

/** Declares an endpoint, filling the parts it leaves out (no params, no query, no body). */
export function endpoint<
  P extends z.ZodType = typeof noParts,
  Q extends z.ZodType = typeof noParts,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodNull,
>(input: EndpointInput<P, Q, B, R>): Endpoint<P, Q, B, R> {
  const pathParams = [...input.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
  const declared = input.params instanceof z.ZodObject ? Object.keys(input.params.shape) : [];
  const wildcard = input.path.endsWith('*') ? ['*'] : [];
  const missing = [...pathParams, ...wildcard].filter((name) => !declared.includes(name!));
  if (missing.length) throw new Error(`Endpoint ${input.id}: path ${input.path} has parameters without a schema: ${missing.join(', ')}`);
  return {
    id: input.id,
    method: input.method,
    path: input.path,
    params: (input.params ?? noParts) as P,
    query: (input.query ?? noParts) as Q,
    bodyKind: input.bodyKind ?? (input.body ? 'json' : 'none'),
    body: (input.body ?? z.undefined()) as B,
    reply: input.reply,
    replyKind: input.replyKind ?? 'json',
    status: input.status ?? 200,
    access: input.access,
    limits: { ...defaultBodyLimits, ...input.limits },
    audit: input.audit ?? input.method !== 'GET',
  };
}

export type ParamsOf<E extends Endpoint> = z.input<E['params']>;
export type QueryOf<E extends Endpoint> = z.input<E['query']>;
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
export type ReplyOf<E extends Endpoint> = z.output<E['reply']>;

/** The path of a call: each `:name` replaced by its encoded value; `*` by the value as it is
 *  (a blob name keeps its folders), each segment encoded. */
export function pathOf(endpoint: Pick<Endpoint, 'path' | 'id'>, params: Record<string, string | number> = {}): string {
  return endpoint.path
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`pathOf(${endpoint.id}): missing parameter "${name}"`);
      return encodeURIComponent(String(value));
    })
    .replace(/\*$/, () => String(params['*'] ?? '').split('/').map(encodeURIComponent).join('/'));
}

/** Strings with a declared length, so a field has one limit on create and on update. */
export const text = (max: number, field = 'This field') => z.string().max(max, `${field} must be at most ${max} characters`);
