import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { intIdParam } from '#shared/schemas/ids.ts';
import {
  CodeInputSchema,
  DisableTwoFactorInputSchema,
  EnterpriseTwoFactorSchema,
  RecoveryCodesSchema,
  RequirementSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '#shared/schemas/two-factor.ts';
import type { AppContext } from '../../../context.ts';
import { SESSION_COOKIE, actorOf, hashToken, requireStaff, requireUser } from '../../../plugins/auth.ts';
import { twoFactorStatus } from './status.ts';
import { startEnrolment } from './enrol.ts';
import { confirmEnrolment } from './confirm.ts';
import { disableTwoFactor } from './disable.ts';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes.ts';
import { setEnterpriseRequirement, setStaffRequirement, staffRequirement } from './requirements.ts';
import { enterpriseTwoFactor } from './people.ts';
import { resetTwoFactor } from './staff-reset.ts';

const tags = ['two-factor'];
const Id = z.object({ id: intIdParam() });
const Ok = z.object({ ok: z.boolean() });

/**
 * Two-factor sign-in (docs/accounts.md): the account's own settings (the three marked `enrolment`
 * also answer a session good for enrolment only), the requirements, and staff's reset. The sign-in
 * step itself is POST /api/login/two-factor (auth.routes.ts).
 */
export async function twoFactorRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/account/two-factor',
    {
      preHandler: requireUser,
      config: { enrolment: true },
      schema: {
        tags,
        summary: "The caller's two-factor sign-in: on or off, recovery codes left, whether it is required",
        response: { 200: TwoFactorStatusSchema },
      },
    },
    async (request) => twoFactorStatus(ctx, actorOf(request)),
  );

  r.post(
    '/api/account/two-factor/setup',
    {
      preHandler: requireUser,
      config: { enrolment: true },
      schema: {
        tags,
        summary: 'Start turning two-factor on: a new secret as an otpauth URI, a QR code and text',
        response: { 200: TwoFactorSetupSchema },
      },
    },
    async (request) => startEnrolment(ctx, actorOf(request)),
  );

  r.post(
    '/api/account/two-factor/confirm',
    {
      preHandler: requireUser,
      config: { enrolment: true },
      schema: {
        tags,
        summary: 'Turn two-factor on with a code made with the new secret: answers ten recovery codes, once',
        body: CodeInputSchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      return confirmEnrolment(
        ctx,
        actorOf(request),
        request.body.code,
        token ? hashToken(token) : null,
        request.ip,
      );
    },
  );

  r.post(
    '/api/account/two-factor/disable',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Turn two-factor off, with a code (or a recovery code) or the password',
        body: DisableTwoFactorInputSchema,
        response: { 200: Ok },
      },
    },
    async (request) => {
      await disableTwoFactor(ctx, actorOf(request), request.body, request.ip);
      return { ok: true };
    },
  );

  r.post(
    '/api/account/two-factor/recovery-codes',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Ten new recovery codes (the old ones stop working), with a code from the app',
        body: CodeInputSchema,
        response: { 200: RecoveryCodesSchema },
      },
    },
    async (request) => regenerateRecoveryCodes(ctx, actorOf(request), request.body.code, request.ip),
  );

  r.get(
    '/api/two-factor/staff-requirement',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Staff: whether every staff account must use two-factor',
        response: { 200: RequirementSchema },
      },
    },
    async () => ({ required: await staffRequirement(ctx.db) }),
  );

  r.put(
    '/api/two-factor/staff-requirement',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: 'Staff: require two-factor of every staff account (or stop requiring it)',
        body: RequirementSchema,
        response: { 200: RequirementSchema },
      },
    },
    async (request) => ({
      required: await setStaffRequirement(ctx.db, actorOf(request), request.body.required, request.ip),
    }),
  );

  r.get(
    '/api/enterprises/:id/two-factor',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "Owners and staff: the enterprise's two-factor requirement and who of its people has it on",
        params: Id,
        response: { 200: EnterpriseTwoFactorSchema },
      },
    },
    async (request) => enterpriseTwoFactor(ctx.db, actorOf(request), request.params.id),
  );

  r.put(
    '/api/enterprises/:id/two-factor',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Owners (and staff): require two-factor of every person of the enterprise, or stop',
        params: Id,
        body: RequirementSchema,
        response: { 200: RequirementSchema },
      },
    },
    async (request) => ({
      required: await setEnterpriseRequirement(
        ctx.db,
        actorOf(request),
        request.params.id,
        request.body.required,
        request.ip,
      ),
    }),
  );

  r.post(
    '/api/users/:id/two-factor/reset',
    {
      preHandler: requireStaff,
      schema: {
        tags,
        summary: "Staff: turn a person's two-factor off (lost device); recorded in the audit log",
        params: Id,
        response: { 200: Ok },
      },
    },
    async (request) => {
      await resetTwoFactor(ctx.db, actorOf(request), request.params.id, request.ip);
      return { ok: true };
    },
  );
}
