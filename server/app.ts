// Builds the Fastify app: error mapping, who-is-asking, the JSON body parser, the maintenance
// gate, the services (each a plugin that can also be started on its own), and the built browser
// app (dist/) with a fallback to index.html for client-side routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from './context';
import { clientErrorHandler, errorBody, registerErrorHandler } from './http/errors';
import { dsnOrigin, registerSecurityHeaders } from './http/security-headers';
import { registerFormParser, registerJsonParser } from './http/body-parser';
import { registerRoutes } from './http/endpoint';
import { registerCompression } from './http/compression';
import { isApiPath, registerAccessCheck } from './http/principal';
import { accessRoutes } from './access/routes';
import { surveyRoutes } from './admin/surveys/routes';
import { deploymentRoutes } from './admin/deployments/routes';
import { referenceRoutes } from './admin/reference-routes';
import { maintenanceGate, maintenanceRoutes } from './maintenance/routes';
import { storageRoutes } from './storage/routes';
import { respondentRoutes } from './respondent/routes';
import { respondentDataRoutes } from './respondent-data/routes';
import { moduleRenderer } from './respondent/page-renderer';
import { loggingOptions, registerRequestIdHeader, type LoggerSetting } from './ops/logging';
import { databaseProbe, healthRoutes } from './ops/health';
import { clientConfigOf, clientConfigRoute, currentRelease } from './ops/client-config';
import type { ErrorReporter } from './ops/error-reporting';

/** The services of architecture §4 that exist so far; `buildApp` can start any subset. */
export const serviceNames = ['access', 'admin', 'storage', 'respondent', 'respondent_data'] as const;
export type ServiceName = (typeof serviceNames)[number];

const services: Record<ServiceName, (app: FastifyInstance, ctx: AppContext) => void> = {
  access: (app, ctx) => accessRoutes(app, ctx),
  admin: (app, ctx) => {
    registerRoutes(app, ctx, maintenanceRoutes);
    registerRoutes(app, ctx, referenceRoutes);
    surveyRoutes(app, ctx);
    deploymentRoutes(app, ctx);
  },
  storage: (app, ctx) => storageRoutes(app, ctx),
  respondent: (app, ctx) => respondentRoutes(app, ctx, moduleRenderer(ctx.config.respondentRenderer, ctx.config.staticDir)),
  respondent_data: (app, ctx) => respondentDataRoutes(app, ctx),
};

export async function buildApp(
  ctx: AppContext,
  options: { logger?: LoggerSetting; services?: readonly ServiceName[]; errorReporter?: ErrorReporter | null } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    ...loggingOptions(options.logger),
    clientErrorHandler,
    // X-Forwarded-* are believed only from the proxies the operator lists: from anyone else they
    // would let a client choose its own address (rate limits) or host (links, maintenance).
    trustProxy: ctx.config.trustedProxies.length ? [...ctx.config.trustedProxies] : false,
    bodyLimit: 20 * 1024 * 1024,
  });
  const reporter = options.errorReporter;
  registerErrorHandler(app, reporter ? (error, request) => reporter.capture(error, {
    userId: request.principal?.user.id ?? null, requestId: request.id, method: request.method, route: request.routeOptions.url ?? 'unrouted',
  }) : undefined);
  registerRequestIdHeader(app);
  // Before any route: the plugin's hook applies to the routes registered after it.
  await registerCompression(app);
  registerSecurityHeaders(app, { connectSources: dsnOrigin(ctx.config.sentryDsn) });
  registerAccessCheck(app);
  registerJsonParser(app);
  registerFormParser(app);
  // The APIs speak JSON only: a text/plain body (which a cross-site form may send without asking)
  // is refused 415 like any other type, rather than parsed into a string for zod to reject.
  app.removeContentTypeParser('text/plain');
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
  });
  maintenanceGate(app, ctx);
  healthRoutes(app, databaseProbe(ctx.db));
  clientConfigRoute(app, clientConfigOf(ctx.config, currentRelease()));
  for (const name of options.services ?? serviceNames) {
    await app.register(async (service) => services[name](service, ctx));
  }
  await serveBrowserApp(app, ctx.config.staticDir, ctx.config.serveSourceMaps);
  return app;
}

async function serveBrowserApp(app: FastifyInstance, staticDir: string, serveSourceMaps: boolean): Promise<void> {
  const index = path.join(staticDir, 'index.html');
  if (!existsSync(index)) return;
  const assetsDir = `${path.join(staticDir, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root: staticDir, wildcard: false, index: false,
    // Source maps are the whole front-end source: built always, served only when configured.
    allowedPath: (pathName) => serveSourceMaps || !pathName.endsWith('.map'),
    // Vite names each file of assets/ by its content's hash, so one never changes under its name:
    // a reload takes them from the cache instead of asking again for each (the designer's ~30
    // chunks cost a reload ~150 ms of revalidations, six at a time). index.html stays no-cache.
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Every non-API GET that is not a file is a client route: answer with the app shell.
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (isApiPath(request.url)) {
      return reply.status(404).send(errorBody('not_found', `No route GET ${request.url.split('?')[0]?.slice(0, 200)}`));
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
