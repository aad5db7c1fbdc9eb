import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApprovalDecisionSchema,
  ApprovalRequestParamsSchema,
  ApprovalSettingBodySchema,
  ApprovalSettingSchema,
  ApproveBodySchema,
  DeclineBodySchema,
  PendingApprovalsSchema,
} from '#shared/schemas/approvals.ts';
import { TeamParamsSchema } from '#shared/schemas/team.ts';
import { CONFLICT_ANSWER } from '#shared/schemas/api-error.ts';
import type { AppContext } from '../../../context.ts';
import { actorOf, requireUser } from '../../../plugins/auth.ts';
import { approveSubmission } from './approve.ts';
import { declineSubmission } from './decline.ts';
import { listPendingApprovals } from './list.ts';
import { setApprovalRequirement } from './set-requirement.ts';
import { withdrawSubmission } from './withdraw.ts';

const tags = ['team'];

/** Owners' approval of members' submissions (issue 26): the setting, the list, the decisions. */
export async function approvalsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/team/:enterpriseId/approval',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Requires (or not) an owner's approval of members' submissions",
        params: TeamParamsSchema,
        body: ApprovalSettingBodySchema,
        response: { 200: ApprovalSettingSchema },
      },
    },
    async (request) =>
      setApprovalRequirement(ctx.db, actorOf(request), {
        enterpriseId: request.params.enterpriseId,
        requireApproval: request.body.requireApproval,
        address: request.ip,
      }),
  );

  r.get(
    '/api/team/:enterpriseId/approvals',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The members' submissions awaiting an owner's approval",
        params: TeamParamsSchema,
        response: { 200: PendingApprovalsSchema },
      },
    },
    async (request) => ({
      data: await listPendingApprovals(ctx.db, actorOf(request), request.params.enterpriseId),
    }),
  );

  r.post(
    '/api/approvals/:requestId/approve',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Approves a submission: it is submitted and debited (the usual checks, the creator’s cap)',
        params: ApprovalRequestParamsSchema,
        body: ApproveBodySchema,
        response: { 200: ApprovalDecisionSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request) =>
      approveSubmission(ctx, actorOf(request), request.params.requestId, request.body?.requestedAt),
  );

  r.post(
    '/api/approvals/:requestId/decline',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Declines a submission with a reason: back to its creator as a draft',
        params: ApprovalRequestParamsSchema,
        body: DeclineBodySchema,
        response: { 200: ApprovalDecisionSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request) =>
      declineSubmission(ctx, actorOf(request), request.params.requestId, {
        reason: request.body.reason,
        requestedAt: request.body.requestedAt,
        address: request.ip,
      }),
  );

  r.post(
    '/api/approvals/:requestId/withdraw',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Its creator withdraws a pending submission: an ordinary draft again',
        params: ApprovalRequestParamsSchema,
        response: { 200: ApprovalDecisionSchema },
      },
    },
    async (request) =>
      withdrawSubmission(ctx, actorOf(request), request.params.requestId, { address: request.ip }),
  );
}
