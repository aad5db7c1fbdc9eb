import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { healthRoutes } from '../platform/health.routes.ts';
import { authRoutes } from '../modules/accounts/auth.routes.ts';
import { uploadsRoutes } from '../modules/uploads/uploads.routes.ts';
import { searchRoutes } from '../modules/search/search.routes.ts';
import { brandKitsRoutes } from '../modules/brand-kit/brand-kit.routes.ts';
import { commentsRoutes } from '../modules/comments/comments.routes.ts';
import { notificationsRoutes } from '../modules/notifications/notifications.routes.ts';
import { eventsRoutes } from '../modules/notifications/events.routes.ts';
import { supportRoutes } from '../modules/support/support.routes.ts';
import { requestTypesRoutes } from '../modules/catalogue/request-types.routes.ts';
import { requestsRoutes } from '../modules/requests/requests.routes.ts';
import { requestViewsRoutes } from '../modules/requests/request-views.routes.ts';
import { usersRoutes } from '../modules/accounts/users.routes.ts';
import { creditsRoutes } from '../modules/credits/credits.routes.ts';
import { enterprisesRoutes } from '../modules/credits/enterprises.routes.ts';
import { billingRoutes } from '../modules/credits/billing.routes.ts';
import { signupRoutes } from '../modules/accounts/signup.routes.ts';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.ts';
import { dashboardFiguresRoutes } from '../modules/dashboard/figures.routes.ts';
import { catalogueRoutes } from '../modules/catalogue/catalogue.routes.ts';
import { twoFactorRoutes } from '../modules/accounts/two-factor/two-factor.routes.ts';

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
  await app.register(twoFactorRoutes, { ctx });
}
