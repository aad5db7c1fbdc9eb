import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginInputSchema, SessionPayloadSchema } from '#shared/schemas/auth.ts';
import {
  LoginCodeInputSchema,
  TWO_FACTOR_MESSAGES,
  TwoFactorChallengeSchema,
  TwoFactorEnrolmentSchema,
} from '#shared/schemas/two-factor.ts';
import { AppError } from '#shared/errors.ts';
import { cutText } from '#shared/domain/text-cut.ts';
import type { AppContext, SessionUser } from '../../context.ts';
import {
  SESSION_COOKIE,
  actorOf,
  confirmUser,
  createSession,
  endSession,
  forgetSessions,
  hashToken,
  loadSessionUser,
  originOf,
  requireUser,
} from '../../plugins/auth.ts';
import { LoginThrottle, TOO_MANY_SIGN_INS, accountOf } from './login-throttle.ts';
import { DEVICE_COOKIE, DEVICE_DAYS, deviceCookie, knownDevice } from './known-device.ts';
import { verifyPassword } from './passwords.ts';
import { signOut } from './sessions.ts';
import { STAFF_DEACTIVATED } from '#shared/schemas/staff.ts';
import { recordAudit } from '../audit/write.ts';
import { isDeactivated } from '../staff/access.ts';
import { findUserByIdentifier, listCompaniesFor, listEnterprisesFor } from './users.ts';
import { listRequestTypeTree } from '../catalogue/request-types.ts';
import { invitationToken } from './invitations.ts';
import {
  challengeUser,
  checkCode,
  signInStep,
  spendChallenge,
  startChallenge,
} from './two-factor/verify-at-sign-in.ts';

export const LOGIN_FAILED = 'Invalid identifier or password';

/**
 * A failed sign-in in the audit log (one insert): no actor, the account when the identifier names
 * one, what was typed and from which address.
 */
const auditFailure = (
  ctx: AppContext,
  request: FastifyRequest,
  entry: { userId: number | null; identifier?: string; reason: 'password' | 'code' | 'deactivated' },
) =>
  recordAudit(ctx.db, {
    actorId: null,
    action: 'sign_in_failed',
    targetUserId: entry.userId,
    details: {
      ...(entry.identifier !== undefined ? { identifier: cutText(entry.identifier, 320) } : {}),
      reason: entry.reason,
      address: request.ip,
    },
  });

async function sessionPayload(ctx: AppContext, user: SessionUser) {
  const [companies, enterprises, serviceRequestTypes] = await Promise.all([
    listCompaniesFor(ctx.db, user),
    listEnterprisesFor(ctx.db, user),
    listRequestTypeTree(ctx.db),
  ]);
  const { companyIds: _c, ownedEnterpriseIds: _o, enterpriseIds: _e, ...publicUser } = user;
  // A customer's own invitation link for each of their enterprises carries a signed token.
  const withInvites = await Promise.all(
    enterprises.map(async (e) =>
      !user.isStaff && user.enterpriseIds.includes(e.id)
        ? { ...e, inviteToken: await invitationToken(ctx.db, e.id, user.id) }
        : e,
    ),
  );
  return {
    user: publicUser,
    companies,
    enterprises: withInvites,
    serviceRequestTypes,
    providerName: ctx.env.PROVIDER_NAME,
  };
}

export async function authRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(ctx.db);
  const setCookie = (reply: FastifyReply, token: string, expires: Date) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.env.cookieSecure,
      expires,
    });

  /**
   * The last step of a sign-in: the browser becomes a known device, a session it already had ends and
   * a new one is issued (full, or good for two-factor enrolment only).
   */
  const issueSession = async (
    request: FastifyRequest,
    reply: FastifyReply,
    userId: number,
    device: string | null,
    stage: 'full' | 'enroll' = 'full',
  ) => {
    reply.setCookie(DEVICE_COOKIE, await deviceCookie(ctx.db, userId, device), {
      path: '/api/login',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.env.cookieSecure,
      maxAge: DEVICE_DAYS * 86_400,
    });
    // Rotate: any session the browser already had is ended before a new one is issued.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await endSession(ctx, previous);
    const origin = originOf(request);
    const { token, expiresAt } = await createSession(ctx.db, userId, { ...origin, stage });
    // The audit entry: one insert, so a sign-in stays fast.
    await recordAudit(ctx.db, {
      actorId: userId,
      action: 'sign_in',
      targetUserId: userId,
      details: { address: origin.address, userAgent: origin.userAgent, stage },
    });
    setCookie(reply, token, expiresAt);
  };

  r.post(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in: the session payload (and cookie); with two-factor on, a challenge to send back with a code (no session); when two-factor is required and off, { twoFactor: "enroll" } and a session good for enrolment only',
        body: LoginInputSchema,
        response: {
          200: z.union([SessionPayloadSchema, TwoFactorChallengeSchema, TwoFactorEnrolmentSchema]),
        },
      },
    },
    async (request, reply) => {
      const { identifier, password } = request.body;
      const found = await findUserByIdentifier(ctx.db, identifier);
      const account = accountOf(found?.id ?? null, identifier);
      const device = found ? await knownDevice(ctx.db, request.cookies[DEVICE_COOKIE], found.id) : null;
      const source = { address: request.ip, device };
      const admission = await throttle.admit(account, source);
      if (!admission.ok) {
        reply.header('retry-after', String(admission.retryAfterS));
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_SIGN_INS);
      }
      const ok = await verifyPassword(found?.passwordHash ?? null, password);
      if (!found || !ok) {
        await throttle.fail(account, source);
        await auditFailure(ctx, request, { userId: found?.id ?? null, identifier, reason: 'password' });
        throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
      }
      // Said only to whoever knows the password: a deactivated staff account (modules/staff).
      if (found.deactivatedAt) {
        await auditFailure(ctx, request, { userId: found.id, identifier, reason: 'deactivated' });
        throw new AppError('FORBIDDEN', STAFF_DEACTIVATED, { deactivated: true });
      }
      const user = await loadSessionUser(ctx.db, found.id, ctx.env.PROVIDER_DOMAIN);
      if (!user) throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
      await throttle.succeed(account, source);
      const step = await signInStep(ctx, user);
      // Two-factor on: the password alone gives no session, only a challenge for the code step.
      if (step === 'code') {
        return { twoFactor: 'required' as const, challenge: await startChallenge(ctx.db, found.id) };
      }
      await issueSession(request, reply, found.id, device, step);
      if (step === 'enroll') return { twoFactor: 'enroll' as const };
      return sessionPayload(ctx, user);
    },
  );

  r.post(
    '/api/login/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in, second step: the challenge of POST /api/login and a code from the authenticator app or a recovery code',
        body: LoginCodeInputSchema,
        response: { 200: SessionPayloadSchema },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      const userId = await challengeUser(ctx.db, challenge);
      if (userId === null) throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
      // Counted by the sign-in throttle (login-throttle.ts) as wrong passwords are, under the account's
      // own key for codes: a correct password does not clear them, only a correct code does.
      const account = `${accountOf(userId, '')}:code`;
      const device = await knownDevice(ctx.db, request.cookies[DEVICE_COOKIE], userId);
      const source = { address: request.ip, device };
      const admission = await throttle.admit(account, source);
      if (!admission.ok) {
        reply.header('retry-after', String(admission.retryAfterS));
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_SIGN_INS);
      }
      if (!(await checkCode(ctx, userId, code))) {
        await throttle.fail(account, source);
        await auditFailure(ctx, request, { userId, reason: 'code' });
        throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.wrongCode);
      }
      // Deactivated between the password step and this one.
      if (await isDeactivated(ctx.db, userId)) {
        await auditFailure(ctx, request, { userId, reason: 'deactivated' });
        throw new AppError('FORBIDDEN', STAFF_DEACTIVATED, { deactivated: true });
      }
      if (!(await spendChallenge(ctx.db, challenge))) {
        throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.challengeExpired);
      }
      await throttle.succeed(account, source);
      const user = await loadSessionUser(ctx.db, userId, ctx.env.PROVIDER_DOMAIN);
      if (!user) throw new AppError('UNAUTHORIZED', LOGIN_FAILED);
      await issueSession(request, reply, userId, device);
      return sessionPayload(ctx, user);
    },
  );

  r.post(
    '/api/logout',
    {
      config: { enrolment: true },
      schema: {
        summary: 'Sign out: ends this session and clears its cookie',
        tags: ['auth'],
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const tokenHash = hashToken(token);
        await signOut(ctx.db, tokenHash, request.ip);
        forgetSessions(ctx, [tokenHash]);
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { ok: true };
    },
  );

  r.get(
    '/api/me',
    {
      preHandler: requireUser,
      schema: {
        summary: 'The signed-in user with their companies, enterprises and catalogue (401 when signed out)',
        tags: ['auth'],
        response: { 200: SessionPayloadSchema },
      },
    },
    async (request) => sessionPayload(ctx, actorOf(request)),
  );

  // The web app asks this one at start-up: signed out is an ordinary answer (200, null), not a 401
  // that every anonymous page would log in the browser's console. /api/me keeps its 401 for clients.
  r.get(
    '/api/session',
    {
      config: { enrolment: true },
      schema: {
        tags: ['auth'],
        summary: 'The session payload when signed in, else null (never 401)',
        response: { 200: z.object({ session: SessionPayloadSchema.nullable() }) },
      },
    },
    // A session good for two-factor enrolment only carries no data: signed out, as far as the app goes.
    // Unguarded (it answers null rather than 401), so it confirms a cached user itself as the guards
    // do: a session ended or a user deactivated on another instance a moment ago already counts here.
    async (request) => {
      await confirmUser(request);
      return {
        session:
          request.user && request.user.stage !== 'enroll' ? await sessionPayload(ctx, request.user) : null,
      };
    },
  );
}
