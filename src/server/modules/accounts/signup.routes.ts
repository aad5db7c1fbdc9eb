import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intId, intIdParam } from '#shared/schemas/ids.ts';
import { AppError } from '#shared/errors.ts';
import type { AppContext } from '../../context.ts';
import { hitCounter } from '../../platform/rate-limits.ts';
import { actorOf, requireUser } from '../../plugins/auth.ts';
import {
  SIGNUP_RECEIVED,
  SignupInputSchema,
  SignupOptionsResponseSchema,
  SignupReceivedResponseSchema,
  SignupRequestListSchema,
  SignupRequestResponseSchema,
} from '#shared/schemas/signup.ts';
import {
  INVITATION_NOT_VALID,
  decideSignup,
  listPendingSignups,
  signupOptions,
  submitSignup,
} from './signup.ts';
import { verifyInvitationToken } from './invitations.ts';

/** Sign-up requests for one e-mail address, from any client address. */
const SIGNUP_EMAIL_MAX = 5;
const SIGNUP_EMAIL_WINDOW_MS = 3600_000;
export const TOO_MANY_SIGNUPS = 'Too many sign-up requests. Please wait a while before trying again.';

const Id = z.object({ id: intIdParam() });

export async function signupRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/signup-requests',
    {
      // Public and unauthenticated: bounded per client address.
      config: {
        rateLimit: {
          max: ctx.env.SIGNUP_REQUESTS_PER_ADDRESS,
          timeWindow: '10 minutes',
          errorResponseBuilder: (_req, c) => ({ statusCode: 429, message: TOO_MANY_SIGNUPS, ttl: c.ttl }),
        },
      },
      schema: {
        tags: ['signup'],
        summary:
          'Public sign-up request: a new enterprise (approved by staff) or a member (approved by the owner)',
        body: z.object({ data: SignupInputSchema }),
        response: {
          201: SignupReceivedResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Per address (above) and per e-mail, whatever the address: both counted in the database.
      const perEmail = await hitCounter(
        ctx.db,
        `signup:email:${request.body.data.email.toLowerCase()}`,
        SIGNUP_EMAIL_WINDOW_MS,
      );
      if (perEmail.count > SIGNUP_EMAIL_MAX) {
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_SIGNUPS);
      }
      await submitSignup(ctx, request.body.data);
      return reply.status(201).send({ data: { status: 'pending' as const, message: SIGNUP_RECEIVED } });
    },
  );

  r.get(
    '/api/signup-options/:enterpriseId/:inviteToken',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['signup'],
        summary:
          'What the public invitation page /settings/{enterpriseId}/{inviteToken}/signup-request offers (404 unless the token is signed for the enterprise)',
        params: z.object({
          enterpriseId: intIdParam(),
          /** The signed invitation token ({inviterId}.{signature}), not a bare id. */
          inviteToken: z.string().max(64),
        }),
        response: { 200: SignupOptionsResponseSchema },
      },
    },
    async (request) => {
      const { enterpriseId, inviteToken } = request.params;
      const inviterId = await verifyInvitationToken(ctx.db, enterpriseId, inviteToken);
      if (!inviterId) throw new AppError('NOT_FOUND', INVITATION_NOT_VALID);
      return { data: await signupOptions(ctx.db, enterpriseId, inviterId) };
    },
  );

  r.get(
    '/api/signup-requests',
    {
      preHandler: requireUser,
      schema: {
        tags: ['signup'],
        summary: 'Pending sign-up requests the caller decides',
        response: { 200: SignupRequestListSchema },
      },
    },
    async (request) => ({ data: await listPendingSignups(ctx.db, actorOf(request)) }),
  );

  r.post(
    '/api/signup-requests/:id/approve',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Approve a sign-up request: the account is created (staff; an owner for their enterprise)',
        tags: ['signup'],
        params: Id,
        body: z
          .object({ data: z.object({ companyId: intId().optional() }).default({}) })
          .default({ data: {} }),
        response: { 200: SignupRequestResponseSchema },
      },
    },
    async (request) => ({
      data: await decideSignup(ctx, actorOf(request), request.params.id, {
        approve: true,
        companyId: request.body.data.companyId,
        address: request.ip,
      }),
    }),
  );

  r.post(
    '/api/signup-requests/:id/reject',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Decline a sign-up request',
        tags: ['signup'],
        params: Id,
        response: { 200: SignupRequestResponseSchema },
      },
    },
    async (request) => ({
      data: await decideSignup(ctx, actorOf(request), request.params.id, {
        approve: false,
        address: request.ip,
      }),
    }),
  );
}
