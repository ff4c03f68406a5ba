// The public status file, the admin switch, and the 503 gate on every API while maintenance is on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context';
import { parse } from '../http/errors';
import { apiPrefixes } from '../http/principal';
import { anyHost } from './status-file';

export const statusFilePath = '/status/maintenance.json';
const switchPath = '/admin/api/maintenance';

/** The key the browser computes for itself: host plus the app's base path. */
export const hostAndPath = (request: FastifyRequest) => `${request.host}/`;

export function maintenanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (url.startsWith(switchPath) || !apiPrefixes.some((prefix) => url.startsWith(prefix))) return;
    if (ctx.maintenance.isDown(hostAndPath(request))) {
      return reply.status(503).header('Retry-After', '60')
        .send({ error: { message: 'Fieldwork is down for maintenance, please try again shortly', code: 'maintenance' } });
    }
  });

  app.get(statusFilePath, { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ctx.maintenance.read();
  });

  app.get(switchPath, { config: { access: 'admin' } }, async () => ({ maintenance: ctx.maintenance.read() }));

  app.put(switchPath, { config: { access: 'admin' } }, async (request) => {
    const body = parse(z.object({
      key: z.string().min(1).max(300).default(anyHost),
      available: z.boolean(),
      scheduled_for: z.iso.datetime({ offset: true }).nullable().default(null),
    }).strict(), request.body);
    return { maintenance: ctx.maintenance.set(body.key, { available: body.available, scheduled_for: body.scheduled_for }) };
  });
}
