import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TeamParamsSchema } from '#shared/schemas/team.ts';
import {
  AcceptInvitationBodySchema,
  AcceptedSchema,
  InvitationListSchema,
  InvitationParamsSchema,
  InvitationPreviewSchema,
  InvitationTokenSchema,
  InviteBodySchema,
} from '#shared/schemas/invitations.ts';
import { AppError } from '#shared/errors.ts';
import { CONFLICT_ANSWER, GONE_ANSWER } from '#shared/schemas/api-error.ts';
import type { AppContext } from '../../context.ts';
import {
  SESSION_COOKIE,
  actorOf,
  createSession,
  endSession,
  hashToken,
  loadSessionUser,
  originOf,
  requireUser,
} from '../../plugins/auth.ts';
import { signInStep } from '../accounts/two-factor/verify-at-sign-in.ts';
import { listInvitations } from './invitations/list.ts';
import { sendInvitations } from './invitations/send.ts';
import { resendInvitation } from './invitations/resend.ts';
import { revokeInvitation } from './invitations/revoke.ts';
import { previewInvitation } from './invitations/preview.ts';
import { acceptInvitation } from './invitations/accept.ts';
import { joinByInvitation } from './invitations/join.ts';

const tags = ['team'];
const OkSchema = z.object({ ok: z.literal(true) });

/**
 * Invitations by e-mail (issue 26): owners (their enterprise) and staff (any) invite, list, resend and
 * revoke; the invitee checks the link and accepts it (a new account, signed in at once) or, having an
 * account, joins signed in as the invited address. The token is hashed here with the session tokens'
 * `hashToken` and handed to the use cases.
 */
export async function invitationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/team/:enterpriseId/invitations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The enterprise's pending invitations (expired ones included, marked so)",
        params: TeamParamsSchema,
        response: { 200: InvitationListSchema },
      },
    },
    async (request) => listInvitations(ctx.db, actorOf(request), request.params.enterpriseId),
  );

  r.post(
    '/api/team/:enterpriseId/invitations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Invites addresses to companies of the enterprise with a role: one e-mail each with a 7-day link; all or nothing',
        params: TeamParamsSchema,
        body: InviteBodySchema,
        response: { 201: InvitationListSchema, ...CONFLICT_ANSWER },
      },
    },
    async (request, reply) => {
      const sent = await sendInvitations(ctx, actorOf(request), {
        ...request.body,
        enterpriseId: request.params.enterpriseId,
        address: request.ip,
        hashToken,
      });
      return reply.code(201).send(sent);
    },
  );

  r.post(
    '/api/team/:enterpriseId/invitations/:invitationId/resend',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'A new link (7 days) by a new e-mail; the old link stops working',
        params: InvitationParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) =>
      resendInvitation(ctx, actorOf(request), { ...request.params, address: request.ip, hashToken }),
  );

  r.delete(
    '/api/team/:enterpriseId/invitations/:invitationId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Revokes a pending invitation: its link stops working',
        params: InvitationParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => revokeInvitation(ctx.db, actorOf(request), { ...request.params, address: request.ip }),
  );

  r.post(
    '/api/invitations/check',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'What an invitation link offers (public): 404 for a link that never was, 410 when accepted, revoked or expired',
        body: InvitationTokenSchema,
        response: { 200: InvitationPreviewSchema, ...GONE_ANSWER },
      },
    },
    async (request) => previewInvitation(ctx.db, hashToken(request.body.token), ctx.env.PROVIDER_DOMAIN),
  );

  r.post(
    '/api/invitations/accept',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'Signs up from an invitation link (public): the account is made with its memberships and this browser signed in',
        body: AcceptInvitationBodySchema,
        response: { 200: AcceptedSchema, ...GONE_ANSWER },
      },
    },
    async (request, reply) => {
      const { userId, enterpriseId } = await acceptInvitation(ctx, {
        ...request.body,
        tokenHash: hashToken(request.body.token),
        address: request.ip,
      });
      const user = await loadSessionUser(ctx.db, userId, ctx.env.PROVIDER_DOMAIN);
      if (!user) throw new AppError('INTERNAL', 'The new account could not be read back.');
      // A new account has no second factor: the enterprise may require one, then enrol first.
      const stage = (await signInStep(ctx, user)) === 'enroll' ? 'enroll' : 'full';
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await endSession(ctx, previous);
      const { token, expiresAt } = await createSession(ctx.db, userId, { ...originOf(request), stage });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.env.cookieSecure,
        expires: expiresAt,
      });
      return {
        ok: true as const,
        enterpriseId,
        ...(stage === 'enroll' ? { twoFactor: 'enroll' as const } : {}),
      };
    },
  );

  r.post(
    '/api/invitations/join',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'Accepts an invitation with the signed-in account (it must be the invited address: else 403)',
        body: InvitationTokenSchema,
        response: { 200: AcceptedSchema, ...GONE_ANSWER },
      },
    },
    async (request) => {
      const { enterpriseId } = await joinByInvitation(ctx.db, actorOf(request), {
        tokenHash: hashToken(request.body.token),
        address: request.ip,
        providerDomain: ctx.env.PROVIDER_DOMAIN,
      });
      return { ok: true as const, enterpriseId };
    },
  );
}
