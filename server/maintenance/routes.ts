// The public status file, the admin switch, and the 503 gate on every API while maintenance is on.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getMaintenance, setMaintenance } from '../../schema/api/admin/maintenance';
import type { AppContext } from '../context';
import { errorBody } from '../http/errors';
import { route } from '../http/endpoint';
import { isApiPath } from '../http/principal';

export const statusFilePath = '/status/maintenance.json';

/** The key the browser computes for itself: host plus the app's base path. `request.host` is the
 *  Host header, or X-Forwarded-Host only from a trusted proxy (app.ts), so a client cannot name
 *  another host to dodge a switch. */
export const hostAndPath = (request: FastifyRequest) => `${request.host}/`;

/** The gate and the public file: plain Fastify, since they sit outside the API contract. */
export function maintenanceGate(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (url.startsWith(getMaintenance.path) || !isApiPath(url)) return;
    if (ctx.maintenance.isDown(hostAndPath(request))) {
      return reply.status(503).header('Retry-After', '60')
        .send(errorBody('maintenance', 'Fieldwork is down for maintenance, please try again shortly'));
    }
  });

  app.get(statusFilePath, { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ctx.maintenance.read();
  });
}

export const maintenanceRoutes = [
  route(getMaintenance, ({ ctx }) => ({ maintenance: ctx.maintenance.read() })),
  route(setMaintenance, ({ ctx, body }) =>
    ({ maintenance: ctx.maintenance.set(body.key, { available: body.available, scheduled_for: body.scheduled_for }) })),
];
