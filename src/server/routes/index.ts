import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { healthRoutes } from './health.routes.ts';
import { authRoutes } from './auth.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { searchRoutes } from './search.routes.ts';
import { brandKitsRoutes } from './brand-kits.routes.ts';
import { commentsRoutes } from './comments.routes.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { eventsRoutes } from './events.routes.ts';
import { supportRoutes } from './support.routes.ts';
import { requestTypesRoutes } from './request-types.routes.ts';
import { requestsRoutes } from './requests.routes.ts';
import { requestViewsRoutes } from './request-views.routes.ts';
import { usersRoutes } from './users.routes.ts';
import { creditsRoutes } from './credits.routes.ts';
import { enterprisesRoutes } from './enterprises.routes.ts';
import { billingRoutes } from './billing.routes.ts';
import { signupRoutes } from './signup.routes.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { dashboardFiguresRoutes } from './dashboard-figures.routes.ts';
import { catalogueRoutes } from './catalogue.routes.ts';

/** THE list of route modules, registered in order. Add new modules here. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(uploadsRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(brandKitsRoutes, { ctx });
  await app.register(commentsRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(eventsRoutes, { ctx });
  await app.register(supportRoutes, { ctx });
  await app.register(requestTypesRoutes, { ctx });
  await app.register(requestsRoutes, { ctx });
  await app.register(requestViewsRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(creditsRoutes, { ctx });
  await app.register(enterprisesRoutes, { ctx });
  await app.register(billingRoutes, { ctx });
  await app.register(signupRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(dashboardFiguresRoutes, { ctx });
  await app.register(catalogueRoutes, { ctx });
}
