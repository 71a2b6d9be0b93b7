import {
  type TRegenerateRecoveryCodesRequest,
  type TTwoFactorDisableRequest,
  type TTwoFactorEnableRequest,
  type TTwoFactorRecoveryCodes,
  type TTwoFactorSetupRequest,
  ZTwoFactorRecoveryCodes,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@sello/shared/two-factor-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const statusKey = ['account', 'two-factor'] as const;

/** GET /api/account/two-factor → { enabled, recoveryCodesLeft } */
export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiClient.get('/account/two-factor', { schema: ZTwoFactorStatus, signal }),
  });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/** POST /api/account/two-factor/setup {password} (staff): a new secret and otpauth:// URI, pending until confirmed. */
export const useSetupTwoFactor = () =>
  useMutation({
    mutationFn: (input: TTwoFactorSetupRequest) =>
      apiClient.post('/account/two-factor/setup', input, { schema: ZTwoFactorSetup }),
  });

/** The status without the codes: they are shown once, from the mutation's answer, and never cached. */
const withoutCodes = ({ enabled, recoveryCodesLeft }: TTwoFactorRecoveryCodes) => ({ enabled, recoveryCodesLeft });

/**
 * POST /api/account/two-factor/enable {code} → the status and the ten recovery codes; POST …/recovery-codes
 * {password, code} → new codes; POST …/disable {password, code}.
 */
export const useEnableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorEnableRequest) =>
      apiClient.post('/account/two-factor/enable', input, { schema: ZTwoFactorRecoveryCodes }),
    onSuccess: (answer) => queryClient.setQueryData(statusKey, withoutCodes(answer)),
  });
};

export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TRegenerateRecoveryCodesRequest) =>
      apiClient.post('/account/two-factor/recovery-codes', input, { schema: ZTwoFactorRecoveryCodes }),
    onSuccess: (answer) => queryClient.setQueryData(statusKey, withoutCodes(answer)),
  });
};

export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorDisableRequest) =>
      apiClient.post('/account/two-factor/disable', input, { schema: ZTwoFactorStatus }),
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
  });
};
