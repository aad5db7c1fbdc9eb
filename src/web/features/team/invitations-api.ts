import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Accepted,
  AcceptInvitationBody,
  Invitation,
  InvitationList,
  InvitationPreview,
  InvitationRole,
  InviteBody,
} from '#shared/schemas/invitations.ts';
import { api } from '../../lib/api-client.ts';

export type { Accepted, Invitation, InvitationPreview, InvitationRole };

const invitationsKey = (enterpriseId: number) => ['team', enterpriseId, 'invitations'] as const;

/** The enterprise's pending invitations (expired ones marked). */
export const useInvitations = (enterpriseId: number) =>
  useQuery({
    queryKey: invitationsKey(enterpriseId),
    queryFn: ({ signal }) => api.get<InvitationList>(`/api/team/${enterpriseId}/invitations`, { signal }),
    retry: false,
  });

/** Invite, resend, revoke; each refreshes the invitations, the team and the audit log. */
export function useInvitationActions(enterpriseId: number) {
  const queryClient = useQueryClient();
  const onSettled = async () => {
    await queryClient.invalidateQueries({ queryKey: ['team', enterpriseId] });
    await queryClient.invalidateQueries({ queryKey: ['audit'] });
  };
  const base = `/api/team/${enterpriseId}/invitations`;
  return {
    invite: useMutation({
      mutationFn: (body: InviteBody) => api.post<InvitationList>(base, body),
      onSettled,
    }),
    resend: useMutation({
      mutationFn: (id: number) => api.post<{ ok: true }>(`${base}/${id}/resend`),
      onSettled,
    }),
    revoke: useMutation({
      mutationFn: (id: number) => api.delete<{ ok: true }>(`${base}/${id}`),
      onSettled,
    }),
  };
}

/** The public accept page: what a link offers (404 / 410 when it no longer works). */
export const postCheckInvitation = (token: string) =>
  api.post<InvitationPreview>('/api/invitations/check', { token });

/** Signs up from the link; the answer's cookie signs this browser in. */
export const postAcceptInvitation = (body: AcceptInvitationBody) =>
  api.post<Accepted>('/api/invitations/accept', body);

/** Accepts with the signed-in account (the invited address). */
export const postJoinByInvitation = (token: string) => api.post<Accepted>('/api/invitations/join', { token });
