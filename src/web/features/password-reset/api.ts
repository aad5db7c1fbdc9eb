import type { z } from 'zod';
import type {
  ForgotPasswordInput,
  OkMessageSchema,
  ResetCompletedSchema,
  ResetPasswordInput,
  ResetTokenStatusSchema,
} from '#shared/schemas/account-security.ts';
import { api } from '../../lib/api-client.ts';

type OkMessage = z.infer<typeof OkMessageSchema>;

/** Forgot password: the same answer whether or not an account uses the address. */
export const postForgotPassword = (input: ForgotPasswordInput) =>
  api.post<OkMessage>('/api/password-reset', input);

/** Whether a reset link can still be used. */
export const postCheckResetToken = (token: string) =>
  api.post<z.infer<typeof ResetTokenStatusSchema>>('/api/password-reset/check', { token });

/** Sets the new password from the link; the answer's cookie signs this browser in. */
export const postCompleteReset = (input: ResetPasswordInput) =>
  api.post<z.infer<typeof ResetCompletedSchema>>('/api/password-reset/complete', input);
