import type { z } from 'zod';
import type { ChangePasswordInput, PasswordChangedSchema } from '#shared/schemas/account-security.ts';
import { api } from '../../../lib/api-client.ts';

/** Changes the password; every other session of the user ends. */
export const postChangePassword = (input: ChangePasswordInput) =>
  api.post<z.infer<typeof PasswordChangedSchema>>('/api/account/password', input);
