import { z } from 'zod';
import { PATTERNS, PATTERN_MESSAGES } from '../domain/validation.ts';
import { NewPasswordSchema } from './signup.ts';

/**
 * Forgot password, change password and the sessions list (issue 25). Shared by the forms and the
 * server (modules/accounts/password-reset.ts, password-change.ts, sessions.ts).
 */

export {
  RESET_REQUESTED,
  RESET_LINK_INVALID,
  TOO_MANY_RESETS,
  WRONG_CURRENT_PASSWORD,
  SAME_PASSWORD,
  SESSION_NOT_FOUND,
  RESET_TOKEN_MINUTES,
  RESET_UNAVAILABLE,
  RESET_DONE_SIGNED_IN,
  RESET_DONE_SIGN_IN,
  RESET_DONE_ENROL,
} from '../domain/account-security.ts';

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
/** A reset's answer: signed in, or (two-factor on) asked to sign in with the new password and a code. */
export const ResetCompletedSchema = z.object({
  ok: z.literal(true),
  signedIn: z.boolean(),
  message: z.string(),
});
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
