import { z } from 'zod';

/**
 * Two-factor sign-in (TOTP, RFC 6238): the account's settings, enrolment, the sign-in step after the
 * password, the requirements and staff reset. Server: modules/accounts/two-factor; web:
 * features/accounts/two-factor and the login page.
 */

/** A code as typed: six digits from the app, or a recovery code (xxxxx-xxxxx). */
export const CodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(64, 'That is not a code');

export const CodeInputSchema = z.object({ code: CodeSchema });

export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** Whether the person must use two-factor, and whose rule it is. */
  required: z.boolean(),
  requiredBy: z.enum(['staff', 'enterprise']).nullable(),
  /** Signed in with the password only, to enrol: nothing else answers until enrolment is confirmed. */
  enrolmentOnly: z.boolean(),
  /**
   * The rules the caller may change: staff, whether every staff account must use it (null for
   * customers); owners, each enterprise they own.
   */
  policies: z.object({
    staff: z.boolean().nullable(),
    enterprises: z.array(z.object({ id: z.number(), name: z.string(), required: z.boolean() })),
  }),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** The secret of an enrolment being set up: shown as a QR code and as text until confirmed. */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  /** otpauth://totp/… (issuer: the provider's name). */
  uri: z.string(),
  /** The URI as a QR code: an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/** Ten single-use recovery codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

export const DisableTwoFactorInputSchema = z
  .object({
    code: CodeSchema.optional(),
    password: z.string().min(1).max(1024).optional(),
  })
  .refine((v) => v.code !== undefined || v.password !== undefined, {
    message: 'Enter a code from your authenticator app or your password',
  });
export type DisableTwoFactorInput = z.infer<typeof DisableTwoFactorInputSchema>;

/** POST /api/login answers this instead of the session when the account has two-factor on. */
export const TwoFactorChallengeSchema = z.object({
  twoFactor: z.literal('required'),
  /** Sent back with the code (POST /api/login/two-factor); single use, valid for a few minutes. */
  challenge: z.string(),
});
/**
 * POST /api/login answers this (and a session cookie good for enrolment only) when the person must
 * use two-factor and has not turned it on: the web app takes them to enrolment.
 */
export const TwoFactorEnrolmentSchema = z.object({ twoFactor: z.literal('enroll') });
export type TwoFactorLoginStep =
  z.infer<typeof TwoFactorChallengeSchema> | z.infer<typeof TwoFactorEnrolmentSchema>;

export const LoginCodeInputSchema = z.object({
  challenge: z.string().min(1).max(200),
  code: CodeSchema,
});
export type LoginCodeInput = z.infer<typeof LoginCodeInputSchema>;

export const RequirementSchema = z.object({ required: z.boolean() });

export const EnterpriseTwoFactorSchema = z.object({
  enterpriseId: z.number(),
  required: z.boolean(),
  people: z.array(
    z.object({
      id: z.number(),
      username: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      enabled: z.boolean(),
    }),
  ),
});
export type EnterpriseTwoFactor = z.infer<typeof EnterpriseTwoFactorSchema>;

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right, or it was already used. Enter the current code from your app.',
  challengeExpired: 'Your sign-in has expired. Please enter your password again.',
  enrolFirst:
    'Two-factor sign-in is required for your account: turn it on to continue (Account settings, Two-factor sign-in).',
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Start setting up two-factor sign-in first.',
  requiredCannotDisable:
    'Two-factor sign-in is required for your account, so it cannot be turned off. Ask for a reset if you lost your device.',
} as const;
