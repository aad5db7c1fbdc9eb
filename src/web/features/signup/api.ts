import type { SignupInput, SignupOptionsDto } from '#shared/schemas/signup.ts';
import { api } from '../../lib/api-client.ts';

export type { SignupInput, SignupOptionsDto };

/** POST /api/signup-requests {data}: 201 with the message to show; 409 when the e-mail has an account. */
export const postSignupRequest = (data: SignupInput) =>
  api
    .post<{ data: { status: 'pending'; message: string } }>('/api/signup-requests', { data })
    .then((r) => r.data);

/** GET /api/signup-options/{enterpriseId}/{inviteToken}: what an invitation link offers (404 when not valid). */
export const fetchSignupOptions = (enterpriseId: string, inviteToken: string, signal?: AbortSignal) =>
  api
    .get<{ data: SignupOptionsDto }>(
      `/api/signup-options/${encodeURIComponent(enterpriseId)}/${encodeURIComponent(inviteToken)}`,
      signal ? { signal } : undefined,
    )
    .then((r) => r.data);
