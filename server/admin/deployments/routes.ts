// A survey's deployments (spec §7 /deployments/…): the website intercept and the e-mail tasks,
// registered from their contract records (schema/api/admin/deployments.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerRoutes } from '../../http/endpoint';
import { emailTaskRoutes } from './email-task-routes';
import { interceptRoutes } from './intercept-routes';

export function deploymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerRoutes(app, ctx, [...interceptRoutes, ...emailTaskRoutes]);
}
