import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CustomerDashboardResponseSchema,
  DashboardFiguresQuerySchema,
  StaffDashboardResponseSchema,
} from '#shared/schemas/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { customerDashboard, staffDashboard } from './figures.ts';

const tags = ['dashboard'];

/** The dashboards' figures and charts (issue 15): one route for staff, one for customers. */
export async function dashboardFiguresRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/dashboard/staff',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary:
          'Staff: the unassigned queue, workload per staff member, overdue and due soon, created vs finished per week, on time per month, requests per company, credits used per enterprise per week',
        querystring: DashboardFiguresQuerySchema,
        response: { 200: StaffDashboardResponseSchema },
      },
    },
    async (request) => ({
      data: await staffDashboard(ctx.db, actorOf(request), ctx.env.PROVIDER_DOMAIN),
    }),
  );

  r.get(
    '/api/dashboard/customer',
    {
      // Staff get a 403 from the service: their figures are on /api/dashboard/staff.
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Customer: the caller's companies' requests due soon or overdue, recently finished, and credits used per request type",
        querystring: DashboardFiguresQuerySchema,
        response: { 200: CustomerDashboardResponseSchema },
      },
    },
    async (request) => ({ data: await customerDashboard(ctx.db, actorOf(request)) }),
  );
}
