import type { EmailChangeInput } from '#shared/schemas/account-profile.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /api/account/email: sends the confirmation link to the new address. */
export const postEmailChange = (input: EmailChangeInput) =>
  api.post<{ data: { message: string } }>('/api/account/email', input).then((r) => r.data);

/** POST /api/account/email/confirm: follows the link (no sign-in needed). */
export const postEmailConfirm = (token: string) =>
  api
    .post<{ data: { email: string; message: string } }>('/api/account/email/confirm', { token })
    .then((r) => r.data);
