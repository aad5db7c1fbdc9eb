import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangeRoleBodySchema,
  PendingReassignmentSchema,
  ReassignBodySchema,
  ReassignResultSchema,
  RemovePersonResultSchema,
  SoleAssignmentSchema,
  TeamCompanyParamsSchema,
  TeamParamsSchema,
  TeamPersonParamsSchema,
  TeamSchema,
} from '#shared/schemas/team.ts';
import { CONFLICT_ANSWER } from '#shared/schemas/api-error.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, forgetSessions, requireUser } from '../../plugins/auth.ts';
import { readTeam } from './list.ts';
import { changeRole } from './change-role.ts';
import { addToCompany, removeFromCompany } from './company-membership.ts';
import { removePerson } from './remove-person.ts';
import { listPendingReassignments, listSoleAssignments } from './sole-assignments.ts';
import { reassignSoleAssignments } from './reassign.ts';

const tags = ['team'];
const ChangedSchema = z.object({ changed: z.boolean() });

/**
 * The people of an enterprise (issue 26, first slice): staff for any enterprise, its owners for theirs;
 * a member gets 403, another enterprise's owner 404. Every write records an audit entry.
 */
export async function teamRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/team/:enterpriseId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "The enterprise's people: companies, role, two-factor, last active; the caller's invite token",
        params: TeamParamsSchema,
        response: { 200: TeamSchema },
      },
    },
    async (request) => readTeam(ctx.db, actorOf(request), request.params.enterpriseId),
  );

  r.put(
    '/api/team/:enterpriseId/people/:userId/role',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Member ↔ owner; the last owner cannot be demoted (409)',
        params: TeamPersonParamsSchema,
        body: ChangeRoleBodySchema,
        response: { 200: ChangedSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request) =>
      changeRole(ctx.db, actorOf(request), {
        ...request.params,
        role: request.body.role,
        address: request.ip,
      }),
  );

  r.put(
    '/api/team/:enterpriseId/people/:userId/companies/:companyId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Adds a person of the team to another company of the enterprise',
        params: TeamCompanyParamsSchema,
        response: { 200: ChangedSchema },
      },
    },
    async (request) => addToCompany(ctx.db, actorOf(request), { ...request.params, address: request.ip }),
  );

  r.delete(
    '/api/team/:enterpriseId/people/:userId/companies/:companyId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Takes a person out of one company of the enterprise (not their only one: 409)',
        params: TeamCompanyParamsSchema,
        response: { 200: ChangedSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request) =>
      removeFromCompany(ctx.db, actorOf(request), { ...request.params, address: request.ip }),
  );

  r.delete(
    '/api/team/:enterpriseId/people/:userId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Removes a person from the enterprise (not the last owner: 409); their sessions end when they belong to no other enterprise. Answers the open requests they were the only assignee of',
        params: TeamPersonParamsSchema,
        response: { 200: RemovePersonResultSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request) => {
      const { endedSessions, ...result } = await removePerson(ctx.db, actorOf(request), {
        ...request.params,
        address: request.ip,
      });
      forgetSessions(ctx, endedSessions);
      return result;
    },
  );

  r.get(
    '/api/team/:enterpriseId/people/:userId/sole-assignments',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Open requests of the enterprise where the person is the only assignee',
        params: TeamPersonParamsSchema,
        response: { 200: z.array(SoleAssignmentSchema) },
      },
    },
    async (request) =>
      listSoleAssignments(ctx.db, actorOf(request), request.params.enterpriseId, request.params.userId),
  );

  r.get(
    '/api/team/:enterpriseId/reassignments',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'People no longer in the team who are still the only assignee of open requests of the enterprise, with those requests',
        params: TeamParamsSchema,
        response: { 200: z.array(PendingReassignmentSchema) },
      },
    },
    async (request) => listPendingReassignments(ctx.db, actorOf(request), request.params.enterpriseId),
  );

  r.post(
    '/api/team/:enterpriseId/reassign',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Sets a new assignee on the requests a person was the only assignee of, each through the request update rules',
        params: TeamParamsSchema,
        body: ReassignBodySchema,
        response: { 200: ReassignResultSchema },
      },
    },
    async (request) =>
      reassignSoleAssignments(ctx, actorOf(request), {
        enterpriseId: request.params.enterpriseId,
        ...request.body,
      }),
  );
}
