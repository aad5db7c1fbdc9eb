import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EnterpriseTwoFactor,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '#shared/schemas/two-factor.ts';
import { api } from '../../../lib/api-client.ts';

/** Two-factor sign-in: the answers' types come from src/shared/schemas/two-factor.ts. */
export type { EnterpriseTwoFactor, RecoveryCodes, TwoFactorSetup, TwoFactorStatus };

const keys = {
  status: ['two-factor', 'status'] as const,
  enterprise: (id: number) => ['two-factor', 'enterprise', id] as const,
};

export const useTwoFactorStatus = () =>
  useQuery({
    queryKey: keys.status,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/api/account/two-factor', { signal }),
  });

function useInvalidateStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['two-factor'] });
}

export const useStartSetup = () =>
  useMutation({ mutationFn: () => api.post<TwoFactorSetup>('/api/account/two-factor/setup') });

/**
 * Confirming does not refresh the status by itself: the set-up flow stays on screen with the recovery
 * codes until the person says they saved them (then `useInvalidateTwoFactor`).
 */
export const useConfirmSetup = () =>
  useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/api/account/two-factor/confirm', { code }),
  });

export const useInvalidateTwoFactor = useInvalidateStatus;

export function useDisableTwoFactor() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (input: { code: string } | { password: string }) =>
      api.post<{ ok: boolean }>('/api/account/two-factor/disable', input),
    onSuccess: () => void invalidate(),
  });
}

export function useNewRecoveryCodes() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/api/account/two-factor/recovery-codes', { code }),
    onSuccess: () => void invalidate(),
  });
}

export function useStaffRequirement() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (required: boolean) =>
      api.put<{ required: boolean }>('/api/two-factor/staff-requirement', { required }),
    onSuccess: () => void invalidate(),
  });
}

export function useEnterpriseRequirement(enterpriseId: number) {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (required: boolean) =>
      api.put<{ required: boolean }>(`/api/enterprises/${enterpriseId}/two-factor`, { required }),
    onSuccess: () => void invalidate(),
  });
}

export const useEnterpriseTwoFactor = (enterpriseId: number) =>
  useQuery({
    queryKey: keys.enterprise(enterpriseId),
    queryFn: ({ signal }) =>
      api.get<EnterpriseTwoFactor>(`/api/enterprises/${enterpriseId}/two-factor`, { signal }),
  });

export function useResetTwoFactor() {
  const invalidate = useInvalidateStatus();
  return useMutation({
    mutationFn: (userId: number) => api.post<{ ok: boolean }>(`/api/users/${userId}/two-factor/reset`),
    onSuccess: () => void invalidate(),
  });
}
