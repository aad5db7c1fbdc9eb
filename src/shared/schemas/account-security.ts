import { z } from 'zod';
import { PATTERNS, PATTERN_MESSAGES } from '../domain/validation.ts';
import { NewPasswordSchema } from './signup.ts';

/**
 * Forgot password, change password and the sessions list (issue 25). Shared by the forms and the
 * server (modules/accounts/password-reset.ts, password-change.ts, sessions.ts).
 */

/** The one answer to a reset request, whether or not an account has that address. */
export const RESET_REQUESTED =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.';
export const RESET_LINK_INVALID =
  'This password reset link is no longer valid: it was already used, it has expired, or it is incomplete. Ask for a new link below.';
export const TOO_MANY_RESETS = 'Too many password reset requests. Please wait a few minutes and try again.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct. Nothing was changed.';
export const SAME_PASSWORD = 'Please choose a password different from your current one.';
export const SESSION_NOT_FOUND = 'This session has already ended.';

/** Reset links are valid this long. */
export const RESET_TOKEN_MINUTES = 30;

export const ForgotPasswordInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail')
    .max(320)
    .regex(PATTERNS.email, PATTERN_MESSAGES.email),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** The random token of a reset link (base64url of 32 bytes); anything else is refused as invalid. */
const resetToken = z.string().max(200);

export const ResetTokenInputSchema = z.object({ token: resetToken });
export const ResetPasswordInputSchema = z.object({ token: resetToken, password: NewPasswordSchema });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

export const ChangePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(1024),
  newPassword: NewPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

export const OkMessageSchema = z.object({ ok: z.literal(true), message: z.string() });
export const ResetTokenStatusSchema = z.object({ valid: z.boolean() });
export const PasswordChangedSchema = z.object({
  ok: z.literal(true),
  /** How many other sessions were ended. */
  endedSessions: z.number(),
});

export const SessionIdParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/, 'Unknown session') });

export const AccountSessionSchema = z.object({
  /** A short public id of the session (never its token or the token's hash). */
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  address: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });
export const EndedSessionsSchema = z.object({ ok: z.literal(true), endedSessions: z.number() });
