import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountSessionListSchema,
  ChangePasswordInputSchema,
  EndedSessionsSchema,
  ForgotPasswordInputSchema,
  OkMessageSchema,
  PasswordChangedSchema,
  RESET_DONE_SIGNED_IN,
  RESET_DONE_ENROL,
  RESET_DONE_SIGN_IN,
  RESET_REQUESTED,
  ResetCompletedSchema,
  ResetPasswordInputSchema,
  ResetTokenInputSchema,
  ResetTokenStatusSchema,
  SessionIdParamsSchema,
} from '#shared/schemas/account-security.ts';
import { AppError } from '#shared/errors.ts';
import type { AppContext } from '../../context.ts';
import {
  SESSION_COOKIE,
  actorOf,
  createSession,
  endSession,
  forgetSessions,
  hashToken,
  loadSessionUser,
  originOf,
  requireUser,
} from '../../plugins/auth.ts';
import { completePasswordReset, requestPasswordReset, resetTokenIsValid } from './password-reset.ts';
import { changePassword } from './password-change.ts';
import { signInStep } from './two-factor/verify-at-sign-in.ts';
import { endOneSession, endOtherSessions, listSessions } from './sessions.ts';

/**
 * Forgot password (public), change password and the sessions list of /account (issue 25). Each
 * route: schema, guard, one use-case call; ended sessions are dropped from this instance's session
 * cache at once (the trigger on sessions tells the others).
 */
export async function accountSecurityRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: AppContext },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const currentHash = (request: FastifyRequest) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    return hashToken(token);
  };
  const setSessionCookie = (reply: FastifyReply, token: string, expires: Date) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.env.cookieSecure,
      expires,
    });

  r.post(
    '/api/password-reset',
    {
      schema: {
        tags: ['account'],
        summary:
          'Forgot password: e-mails a reset link if an account uses the address (same answer either way)',
        body: ForgotPasswordInputSchema,
        response: { 200: OkMessageSchema },
      },
    },
    async (request) => {
      await requestPasswordReset(ctx, request.body, request.ip);
      return { ok: true as const, message: RESET_REQUESTED };
    },
  );

  r.post(
    '/api/password-reset/check',
    {
      schema: {
        tags: ['account'],
        summary: 'Whether a reset link can still be used',
        body: ResetTokenInputSchema,
        response: { 200: ResetTokenStatusSchema },
      },
    },
    async (request) => ({ valid: await resetTokenIsValid(ctx.db, request.body.token) }),
  );

  r.post(
    '/api/password-reset/complete',
    {
      schema: {
        tags: ['account'],
        summary: 'Sets a new password from a reset link: every session ends, and this browser is signed in',
        body: ResetPasswordInputSchema,
        response: { 200: ResetCompletedSchema },
      },
    },
    async (request, reply) => {
      const { userId, endedTokenHashes } = await completePasswordReset(ctx, request.body);
      forgetSessions(ctx, endedTokenHashes);
      // The link proves the mailbox, not the second factor: unless the sign-in page would open a full
      // session after the password (signInStep, its one rule), sign in there as usual — with a code
      // when two-factor is on, or to set it up first when it is required and not on yet.
      const user = await loadSessionUser(ctx.db, userId, ctx.env.PROVIDER_DOMAIN);
      const step = user ? await signInStep(ctx, user) : 'code';
      if (step === 'code') return { ok: true as const, signedIn: false, message: RESET_DONE_SIGN_IN };
      if (step === 'enroll') return { ok: true as const, signedIn: false, message: RESET_DONE_ENROL };
      // Rotate: a session this browser had (another person's, say) ends before the new one is issued.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await endSession(ctx, previous);
      const { token, expiresAt } = await createSession(ctx.db, userId, originOf(request));
      setSessionCookie(reply, token, expiresAt);
      return { ok: true as const, signedIn: true, message: RESET_DONE_SIGNED_IN };
    },
  );

  r.post(
    '/api/account/password',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Changes the password (current password needed); every other session ends',
        body: ChangePasswordInputSchema,
        response: { 200: PasswordChangedSchema },
      },
    },
    async (request) => {
      const ended = await changePassword(ctx, actorOf(request), currentHash(request), request.body, {
        address: request.ip,
        device: null,
      });
      forgetSessions(ctx, ended);
      return { ok: true as const, endedSessions: ended.length };
    },
  );

  r.get(
    '/api/account/sessions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: "The signed-in user's active sessions, this one first",
        response: { 200: AccountSessionListSchema },
      },
    },
    async (request) => ({
      sessions: await listSessions(ctx.db, actorOf(request).id, currentHash(request)),
    }),
  );

  r.delete(
    '/api/account/sessions/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Ends one of the signed-in user’s sessions',
        params: SessionIdParamsSchema,
        response: { 200: EndedSessionsSchema },
      },
    },
    async (request) => {
      const ended = await endOneSession(ctx.db, actorOf(request).id, request.params.id, request.ip);
      forgetSessions(ctx, ended);
      return { ok: true as const, endedSessions: ended.length };
    },
  );

  r.post(
    '/api/account/sessions/end-others',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'Signs out every other session of the signed-in user',
        response: { 200: EndedSessionsSchema },
      },
    },
    async (request) => {
      const ended = await endOtherSessions(ctx.db, actorOf(request).id, currentHash(request), request.ip);
      forgetSessions(ctx, ended);
      return { ok: true as const, endedSessions: ended.length };
    },
  );
}
