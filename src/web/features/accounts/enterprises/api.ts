import type { RemovePersonResult } from '#shared/schemas/team.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * DELETE /api/team/:enterpriseId/people/:me: a member leaves the enterprise (the same removal an owner
 * makes from the Team page; the server lets a person remove only themselves). `signedOut`: they belong
 * to no other enterprise, and every session of theirs has ended.
 */
export const leaveEnterprise = (enterpriseId: number, me: number) =>
  api.delete<RemovePersonResult>(`/api/team/${enterpriseId}/people/${me}`);
