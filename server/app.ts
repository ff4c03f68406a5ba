// Builds the Fastify app: error mapping, access hook, maintenance gate, every service's routes,
// and the built browser app (dist/) with a fallback to index.html for client-side routes.
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import type { AppContext } from './context';
import { registerErrorHandler } from './http/errors';
import { apiPrefixes, registerAccessHook } from './http/principal';
import { accessRoutes } from './access/routes';
import { surveyRoutes } from './admin/surveys/routes';
import { deploymentRoutes } from './admin/deployments/routes';
import { referenceRoutes } from './admin/reference-routes';
import { maintenanceRoutes } from './maintenance/routes';
import { storageRoutes } from './storage/routes';

export async function buildApp(ctx: AppContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true, bodyLimit: 20 * 1024 * 1024 });
  registerErrorHandler(app);
  registerAccessHook(app, ctx);
  await app.register(rateLimit, { global: false });
  app.addHook('onSend', async (request, reply) => {
    if (apiPrefixes.some((prefix) => request.url.startsWith(prefix))) reply.header('Cache-Control', 'no-cache');
  });
  maintenanceRoutes(app, ctx);
  accessRoutes(app, ctx);
  surveyRoutes(app, ctx);
  deploymentRoutes(app, ctx);
  referenceRoutes(app, ctx);
  storageRoutes(app, ctx);
  await serveBrowserApp(app, ctx.config.staticDir);
  return app;
}

async function serveBrowserApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const index = path.join(staticDir, 'index.html');
  if (!existsSync(index)) return;
  await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
  // Every non-API GET that is not a file is a client route: answer with the app shell.
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    if (apiPrefixes.some((prefix) => request.url.startsWith(prefix))) {
      return reply.status(404).send({ error: { message: `No route GET ${request.url}`, code: 'not_found' } });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
