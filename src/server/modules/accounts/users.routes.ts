import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FindUsersQuerySchema,
  IntIdParamsSchema,
  StaffLookupBodySchema,
  UserSchema,
  UsersBatchBodySchema,
} from '#shared/schemas/request.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, requireStaff, requireUser } from '../../plugins/auth.ts';
import { findCompanyUsersFor, getUserFor, listStaffMembers, usersVisibleTo } from './users.ts';

const tags = ['users'];

/** People lookups: company users (assignee choices), one user, a batch, the provider's staff. */
export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const domain = ctx.env.PROVIDER_DOMAIN;

  r.get(
    '/api/company/findUsers',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "Users of a company (members and its enterprise's owners); the caller must belong to it, or be staff",
        querystring: FindUsersQuerySchema,
        response: { 200: z.array(UserSchema) },
      },
    },
    async (request) => findCompanyUsersFor(ctx.db, actorOf(request), request.query.companyId),
  );

  r.get(
    '/api/user/:id',
    {
      preHandler: requireUser,
      schema: {
        summary: 'One person the caller may see (a colleague, staff)',
        tags,
        params: IntIdParamsSchema,
        response: { 200: UserSchema },
      },
    },
    async (request) => getUserFor(ctx.db, actorOf(request), request.params.id, domain),
  );

  r.post(
    '/api/users/batch',
    {
      preHandler: requireUser,
      // A lookup, though a POST (spec section 7): a read-only API token may make it.
      config: { readsOnly: true },
      schema: {
        tags,
        summary: 'Several users by id, in the order asked; ids the caller may not see are left out',
        body: UsersBatchBodySchema,
        response: { 200: z.array(UserSchema) },
      },
    },
    async (request) => usersVisibleTo(ctx.db, actorOf(request), request.body.userIds, domain),
  );

  r.post(
    '/api/user/heybossMember',
    {
      preHandler: requireStaff,
      // A lookup, though a POST (spec section 7): a read-only API token may make it.
      config: { readsOnly: true },
      schema: {
        tags,
        summary:
          "Staff lookup (staff only): the provider's staff members, optionally filtered by keyword or e-mail",
        body: StaffLookupBodySchema,
        response: { 200: z.object({ data: z.array(UserSchema) }) },
      },
    },
    async (request) => ({ data: await listStaffMembers(ctx.db, domain, request.body ?? {}) }),
  );
}
