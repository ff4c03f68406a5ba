// HTTP shell of the respondent service: the public survey pages (schema/api/respondent) with the
// service calls they stand for, and the runtime's JSON calls (page-api.ts). Every view and post counts against the address's limit; a page
// carries its own CSP (a fresh nonce for its one <style> and, on a question page, its one script:
// the respondent entry that hydrates it), the resume cookie on a first visit, and
// no-store (a page holds a respondent's answers and a one-time idempotency key).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { respondentPage, respondentSubmit } from '../../schema/api/respondent';
import type { AppContext } from '../context';
import { registerRoutes, route, type Call, type HtmlErrorPage, type ReplyControl } from '../http/endpoint';
import { BatchedRateLimiter } from '../http/batched-rate-limiter';
import { RateLimitedError } from '../http/rate-limiter';
import { respondentCsp } from '../http/security-headers';
import { Fielding, linkOf, type Outcome, type Visit } from './fielding';
import { pageApiRoutes } from './page-api';
import type { PageRenderer } from './page-renderer';
import { resumeCookie, resumeTokenOf } from './resume-cookie';

async function limited(limiter: BatchedRateLimiter, ctx: AppContext, ip: string, reply: ReplyControl): Promise<void> {
  try {
    await limiter.attempt({ key: `respondent:address:${ip}`, max: ctx.config.respondentRateLimit, windowSeconds: 60 });
  } catch (error) {
    if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
    throw error;
  }
}

function visitOf(call: Call<typeof respondentPage> | Call<typeof respondentSubmit>): Visit {
  return { surveyId: call.params.surveyId, resumeToken: resumeTokenOf(call.header('cookie')), lang: call.query.lang, query: call.query };
}

async function reply(call: Call<typeof respondentPage> | Call<typeof respondentSubmit>, renderer: PageRenderer, outcome: Outcome): Promise<string> {
  call.reply.header('Cache-Control', 'no-store');
  if (outcome.kind === 'redirect') {
    call.reply.status(303);
    call.reply.header('Location', linkOf(call.params.surveyId, call.query.lang));
    return '';
  }
  const styleNonce = randomBytes(16).toString('base64');
  const { stylesheets, script } = await renderer.assets();
  // Only a question page runs a script; a message (the end, closed, not found) runs none.
  const scripted = outcome.document.body.kind === 'page' && script !== undefined;
  const logo = outcome.document.theme.logo_url;
  call.reply.header('Content-Security-Policy', respondentCsp(styleNonce, scripted ? styleNonce : null, logo?.startsWith('http:') ? new URL(logo).origin : undefined));
  if (outcome.resumeToken) {
    call.reply.header('Set-Cookie', resumeCookie(outcome.resumeToken, call.params.surveyId, call.protocol === 'https'));
  }
  call.reply.status(outcome.status);
  return renderer.render({ ...outcome.document, stylesheets, styleNonce, ...(scripted ? { script } : {}) });
}

/** What a refusal says to a respondent: what happened and what to do, in words. */
function refusalText(error: Parameters<HtmlErrorPage>[0]): string {
  if (error.code === 'rate_limited') return 'Too many requests have come from your network. Please wait a minute, then try again.';
  if (error.status >= 500) return 'Something went wrong on our side. Please try again in a moment.';
  return `This link or form could not be used: ${error.message}`;
}

/**
 * The respondent's pages draw their refusals (a link parameter the survey cannot take, too many
 * requests, a body that is not a form) as a page in the survey's frame with a way back to the link,
 * not as the APIs' JSON body. Texts are drawn as text (React escapes them), never as markup.
 */
function refusalPage(renderer: PageRenderer): HtmlErrorPage {
  return async (error, reply) => {
    const styleNonce = randomBytes(16).toString('base64');
    const { stylesheets } = await renderer.assets();
    reply.header('Content-Security-Policy', respondentCsp(styleNonce, null));
    reply.header('Cache-Control', 'no-store');
    const surveyId = (reply.request.params as { surveyId?: unknown } | undefined)?.surveyId;
    return renderer.render({
      title: error.status === 429 ? 'Please wait' : 'This page could not be shown',
      lang: { language: 'en', defaultLanguage: 'en' },
      theme: {},
      action: typeof surveyId === 'string' ? linkOf(surveyId, undefined) : '/',
      stylesheets,
      styleNonce,
      body: { kind: 'message', html: null, fallback: refusalText(error) },
    });
  };
}

export function respondentEndpointRoutes(ctx: AppContext, renderer: PageRenderer, limiter: BatchedRateLimiter) {
  const fielding = new Fielding(ctx);
  const options = { securityPolicy: 'respondent', htmlErrors: refusalPage(renderer) } as const;
  return [
    // The runtime's JSON calls count against the same limit as the pages and their posts.
    ...pageApiRoutes(ctx, renderer, fielding, (ip, control) => limited(limiter, ctx, ip, control)),
    route(respondentPage, async (call) => {
      await limited(limiter, ctx, call.ip, call.reply);
      return reply(call, renderer, await fielding.show(visitOf(call)));
    }, options),
    route(respondentSubmit, async (call) => {
      await limited(limiter, ctx, call.ip, call.reply);
      return reply(call, renderer, await fielding.submit(visitOf(call), call.body));
    }, options),
  ];
}

export function respondentRoutes(app: FastifyInstance, ctx: AppContext, renderer: PageRenderer): void {
  registerRoutes(app, ctx, respondentEndpointRoutes(ctx, renderer, new BatchedRateLimiter(ctx.db, ctx.now)));
}
