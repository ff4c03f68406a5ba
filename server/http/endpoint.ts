// Registers a route from its contract record (schema/api): authenticate → parse → authorise →
// handler → audit. Handlers are thin glue over services that know no HTTP; everything a route
// used to repeat (reading the token, parsing each part, checking survey access and features,
// mapping errors, recording who changed what) happens here, once, from the record's data.
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  containerOwner, containerRule, decide, type AccessRule, type Asker, type Endpoint, type ReplyOf,
} from '../../schema/api';
import type { AppContext } from '../context';
import { auditEvents } from '../db/schema';
import { isUuid, surveyAccessOf, type SurveyAccess } from '../access/survey-access';
import { DomainError, describeIssues, fieldIssues, unauthorized } from './errors';
import { FormBody } from './body-parser';
import { authenticate, type Principal, type UserRow } from './principal';
import type { SecurityPolicyName } from './security-headers';

/** What a handler may set on the reply besides its body. */
export interface ReplyControl {
  header(name: string, value: string): void;
  status(code: number): void;
}

export interface Call<E extends Endpoint> {
  readonly ctx: AppContext;
  readonly params: z.output<E['params']>;
  readonly query: z.output<E['query']>;
  readonly body: z.output<E['body']>;
  readonly asker: Asker;
  /** The signed-in principal; throws 401 on a public endpoint called anonymously. */
  readonly principal: Principal;
  readonly user: UserRow;
  /** The survey a survey- or container-scoped rule named, with the asker's level on it. */
  readonly survey: SurveyAccess;
  /** The request's id (X-Request-Id): what the audit trail and the logs name it by. */
  readonly requestId: string;
  /** A request header (lower-case name). */
  header(name: string): string | undefined;
  readonly ip: string;
  /** 'https' when the request came over TLS (X-Forwarded-Proto believed from trusted proxies only). */
  readonly protocol: 'http' | 'https';
  readonly reply: ReplyControl;
  /** Sets the ETag to the revision; true when the client already has it (answer notModified). */
  revision(revision: number): boolean;
}

/** Answer 304 with no body (after `call.revision` said the client is up to date). */
export const notModified = Symbol('notModified');
/** A stream of server-sent events (an `event_stream` record's reply), sent as it is written. */
export class EventStream {
  constructor(readonly stream: Readable) {}
}
/** A body already serialised (a stored idempotent reply, replayed byte for byte). */
export class RawJson {
  /**
   * `compressed`: the same text already compressed, sent as it is with its Content-Encoding — for
   * a large reply kept compressed between requests; give it only when the request accepts that
   * encoding. The text may then be a function that makes it: only the reply check (tests) reads it.
   */
  constructor(readonly text: string | (() => Promise<string>), readonly compressed?: { readonly encoding: 'br' | 'gzip'; readonly body: Buffer }) {}
}

export type Handler<E extends Endpoint> =
  (call: Call<E>) => Promise<ReplyOf<E> | typeof notModified | RawJson | EventStream> | ReplyOf<E> | typeof notModified | RawJson | EventStream;

function parsePart(schema: z.ZodType, value: unknown, part: 'path' | 'query' | 'body'): unknown {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const prefix = part === 'body' ? undefined : part;
  throw new DomainError('invalid', `Invalid ${part}: ${describeIssues(result.error)}`, fieldIssues(result.error, prefix));
}

/** The rule a survey or container rule refers to, with the survey access it needs resolved. */
async function authorise(ctx: AppContext, rule: AccessRule, asker: Asker, principal: Principal | null, params: Record<string, unknown>) {
  let effective = rule;
  if (rule.kind === 'container') effective = containerRule(containerOwner(String(params[rule.param] ?? '')), rule.param);
  let survey: SurveyAccess | null = null;
  if (effective.kind === 'survey' && principal && asker.token === 'login') {
    const id = String(params[effective.param] ?? '');
    survey = await surveyAccessOf(ctx, principal.user, id);
    const decision = decide(effective, asker, survey?.level ?? null);
    if (!decision.ok) {
      const message = decision.code === 'not_found' ? `Survey ${id.slice(0, 80)} not found` : decision.message;
      throw new DomainError(decision.code, message);
    }
    // Admins pass every level, but a survey that does not exist (or was deleted) is not found for
    // them either: the handler reads call.survey. (A container named after a survey id is allowed
    // to the admins without one: it needs no row.)
    if (!survey && rule.kind === 'survey') throw new DomainError('not_found', `Survey ${id.slice(0, 80)} not found`);
    // A survey is locked to its region (spec §4, §6): this server designs only the regions it serves.
    if (survey && !(ctx.config.servedRegions as readonly string[]).includes(survey.survey.region)) {
      throw new DomainError('invalid_region',
        `Survey ${id} is kept in region ${survey.survey.region}, which this server does not serve (it serves ${ctx.config.servedRegions.join(', ')})`,
        { region: survey.survey.region });
    }
    return survey;
  }
  const decision = decide(effective, asker);
  if (!decision.ok) throw new DomainError(decision.code, decision.message);
  return survey;
}

function surveyIdOf(endpoint: Endpoint, params: Record<string, unknown>): string | null {
  const rule = endpoint.access;
  if (rule.kind !== 'survey' && rule.kind !== 'container') return null;
  const value = String(params[rule.param] ?? '');
  return isUuid(value) ? value : null;
}

/** What a route sets besides its record: the security headers of the pages it serves. */
export interface RouteOptions {
  readonly securityPolicy?: SecurityPolicyName;
  /**
   * A page for its refusals, for routes a person's browser opens (the respondent's pages): a 400
   * or 429 drawn as the JSON error body would leave a stranger looking at code. Given the error as
   * the API would send it; sets its own headers on `reply`.
   */
  readonly htmlErrors?: HtmlErrorPage;
}

export type HtmlErrorPage = (error: { readonly status: number; readonly code: string; readonly message: string }, reply: FastifyReply) => Promise<string>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** RouteOptions.htmlErrors of the route's record, for the error handler. */
    htmlErrors?: HtmlErrorPage;
  }
}

export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, ctx: AppContext, endpoint: E, handler: Handler<E>, options: RouteOptions = {}): void {
  if (app.endpoints.some((e) => e.id === endpoint.id)) throw new Error(`Endpoint id ${endpoint.id} is registered twice`);
  app.endpoints.push(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: endpoint.limits.bytes,
    config: {
      endpoint,
      ...(options.securityPolicy ? { securityPolicy: options.securityPolicy } : {}),
      ...(options.htmlErrors ? { htmlErrors: options.htmlErrors } : {}),
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const asker = await authenticate(ctx, request);
      const params = parsePart(endpoint.params, request.params ?? {}, 'path') as Record<string, unknown>;
      const query = parsePart(endpoint.query, request.query ?? {}, 'query');
      // Decide on who may call before reading the body: a stranger learns nothing from a 400.
      const survey = await authorise(ctx, endpoint.access, asker, request.principal, params);
      const body = endpoint.bodyKind === 'json' || endpoint.bodyKind === 'form' ? parsePart(endpoint.body, formOrJson(endpoint, request), 'body') : request.body;
      let status = endpoint.status;
      const call: Call<E> = {
        ctx,
        params: params as Call<E>['params'],
        query: query as Call<E>['query'],
        body: body as Call<E>['body'],
        asker,
        get principal() {
          if (!request.principal) throw unauthorized();
          return request.principal;
        },
        get user() {
          if (!request.principal) throw unauthorized();
          return request.principal.user;
        },
        get survey() {
          if (!survey) throw new Error(`Endpoint ${endpoint.id} read call.survey but its rule (${endpoint.access.kind}) names no survey`);
          return survey;
        },
        requestId: String(request.id),
        header: (name) => {
          const value = request.headers[name.toLowerCase()];
          return Array.isArray(value) ? value.join(', ') : value;
        },
        ip: request.ip,
        protocol: request.protocol,
        reply: {
          header: (name, value) => void reply.header(name, value),
          status: (code) => { status = code as typeof status; },
        },
        revision(revision) {
          const etag = `"${revision}"`;
          reply.header('ETag', etag);
          const wanted = request.headers['if-none-match'];
          if (wanted === undefined) return false;
          return wanted.split(',').map((tag) => tag.trim().replace(/^W\//, '')).some((tag) => tag === etag || tag === '*');
        },
      };
      const result = await handler(call);
      if (endpoint.audit && status < 300) await recordAudit(ctx, endpoint, request, params, status);
      if (result === notModified) return reply.status(304).send();
      if (status === 204) return reply.status(204).send();
      // A stream of events is sent as it is written; its events are not held to the record.
      if (result instanceof EventStream) {
        return reply.status(status).type('text/event-stream; charset=utf-8')
          .header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no').send(result.stream);
      }
      if (result instanceof RawJson) {
        const { text } = result;
        const textOf = async () => (typeof text === 'string' ? text : text());
        if (ctx.config.validateReplies) checkReply(endpoint, JSON.parse(await textOf()));
        if (result.compressed) {
          return reply.status(status).type('application/json; charset=utf-8')
            .header('Content-Encoding', result.compressed.encoding).header('Vary', 'Accept-Encoding').send(result.compressed.body);
        }
        return reply.status(status).type('application/json; charset=utf-8').send(await textOf());
      }
      if (ctx.config.validateReplies) checkReply(endpoint, result);
      if (endpoint.replyKind === 'html') return reply.status(status).type('text/html; charset=utf-8').send(result);
      if (endpoint.replyKind === 'script') return reply.status(status).type('text/javascript; charset=utf-8').send(result);
      return reply.status(status).send(result);
    },
  });
}

/**
 * The body a form record reads: the entries the form parser made (body-parser.ts). A form route
 * sent anything else (JSON, no body) gets nothing to parse, which its schema refuses with a 400.
 */
function formOrJson(endpoint: Endpoint, request: FastifyRequest): unknown {
  if (endpoint.bodyKind !== 'form') return request.body;
  return request.body instanceof FormBody ? request.body.entries : undefined;
}

/** In tests (and the browser journeys' server) every reply is held to its record. */
function checkReply(endpoint: Endpoint, value: unknown): void {
  const result = endpoint.reply.safeParse(value);
  if (!result.success) {
    throw new DomainError('reply_mismatch', `Reply of ${endpoint.id} does not match its contract: ${describeIssues(result.error)}`);
  }
}

async function recordAudit(ctx: AppContext, endpoint: Endpoint, request: FastifyRequest, params: Record<string, unknown>, status: number) {
  const target = typeof params.user_id === 'string' && isUuid(params.user_id) ? params.user_id : null;
  await ctx.db.insert(auditEvents).values({
    endpoint: endpoint.id,
    actor_id: request.principal?.user.id ?? null,
    survey_id: surveyIdOf(endpoint, params),
    target_user_id: target,
    status,
    request_id: String(request.id),
  });
}

/** Every contract record of a service registered with its handler: the service's plugin body. */
export type Routes = readonly { readonly endpoint: Endpoint; readonly handler: Handler<never>; readonly options?: RouteOptions }[];

export function route<E extends Endpoint>(endpoint: E, handler: Handler<E>, options?: RouteOptions) {
  return { endpoint, handler: handler as unknown as Handler<never>, ...(options ? { options } : {}) };
}

export function registerRoutes(app: FastifyInstance, ctx: AppContext, routes: Routes): void {
  for (const { endpoint, handler, options } of routes) registerEndpoint(app, ctx, endpoint, handler as unknown as Handler<Endpoint>, options);
}
