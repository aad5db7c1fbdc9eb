import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { healthRoutes } from './health.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/** THE list of route modules, registered in order. Add new modules here. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(uploadsRoutes, { ctx });
}
