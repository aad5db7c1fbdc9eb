import type { AccountDeletionInput } from '#shared/schemas/account-profile.ts';
import { api } from '../../../lib/api-client.ts';

/** GET: the zip of the person's data; a plain link downloads it (the browser streams it to disk). */
export const MY_DATA_URL = '/api/account/export';

/** POST /api/account/delete: anonymises the account and ends every session. */
export const postDeleteAccount = (input: AccountDeletionInput) =>
  api.post<{ data: { deleted: true } }>('/api/account/delete', input);
