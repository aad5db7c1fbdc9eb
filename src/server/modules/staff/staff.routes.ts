import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DeactivateResultSchema,
  StaffAssignmentSchema,
  StaffListSchema,
  StaffParamsSchema,
  StaffReassignBodySchema,
  StaffReassignResultSchema,
} from '#shared/schemas/staff.ts';
import type { AppContext } from '../../context.ts';
import { actorOf, forgetSessions, requireStaff } from '../../plugins/auth.ts';
import { listStaff } from './list.ts';
import { deactivateStaff } from './deactivate.ts';
import { reactivateStaff } from './reactivate.ts';
import { listOpenAssignments } from './open-assignments.ts';
import { reassignStaffAssignments } from './reassign.ts';

const tags = ['staff'];

/**
 * Staff administration (issue 26): the provider's staff accounts, deactivated and reactivated by a
 * colleague, their open assignments handed on. Staff only (a customer gets 403); every change is audited.
 */
export async function staffRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/staff',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Staff accounts: two-factor, active or deactivated, open assignments, last activity',
        response: { 200: StaffListSchema },
      },
    },
    async (request) => listStaff(ctx, actorOf(request)),
  );

  r.post(
    '/api/staff/:userId/deactivate',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary:
          'Deactivates a staff account: its sessions end, sign-in is refused; never oneself or the last active staff account (409). Answers its open assignments',
        params: StaffParamsSchema,
        response: { 200: DeactivateResultSchema },
      },
    },
    async (request) => {
      const { endedSessions, ...result } = await deactivateStaff(ctx, actorOf(request), {
        userId: request.params.userId,
        address: request.ip,
      });
      forgetSessions(ctx, endedSessions);
      return result;
    },
  );

  r.post(
    '/api/staff/:userId/reactivate',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Reactivates a deactivated staff account: it may sign in again',
        params: StaffParamsSchema,
        response: { 200: z.object({ changed: z.boolean() }) },
      },
    },
    async (request) =>
      reactivateStaff(ctx, actorOf(request), { userId: request.params.userId, address: request.ip }),
  );

  r.get(
    '/api/staff/:userId/open-assignments',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Open requests (not finished, cancelled or deleted) the staff account is assigned to',
        params: StaffParamsSchema,
        response: { 200: z.array(StaffAssignmentSchema) },
      },
    },
    async (request) => listOpenAssignments(ctx, actorOf(request), request.params.userId),
  );

  r.post(
    '/api/staff/reassign',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary:
          "Hands a staff account's open assignments to another active staff account, each through the request update rules",
        body: StaffReassignBodySchema,
        response: { 200: StaffReassignResultSchema },
      },
    },
    async (request) => reassignStaffAssignments(ctx, actorOf(request), request.body),
  );
}
