// A survey's deployments (spec §7 /deployments/…): the website intercept and the e-mail tasks.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { emailTaskRoutes } from './email-task-routes';
import { interceptRoutes } from './intercept-routes';

export function deploymentRoutes(app: FastifyInstance, ctx: AppContext): void {
  interceptRoutes(app, ctx);
  emailTaskRoutes(app, ctx);
}
