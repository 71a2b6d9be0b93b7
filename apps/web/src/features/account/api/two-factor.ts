import {
  type TTwoFactorDisableRequest,
  type TTwoFactorEnableRequest,
  type TTwoFactorSetupRequest,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@sello/shared/two-factor-schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const statusKey = ['account', 'two-factor'] as const;

/** GET /api/account/two-factor → { enabled } */
export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: ({ signal }) => apiClient.get('/account/two-factor', { schema: ZTwoFactorStatus, signal }),
  });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQueryOptions());

/** POST /api/account/two-factor/setup {password} (admins): a new secret and otpauth:// URI, pending until confirmed. */
export const useSetupTwoFactor = () =>
  useMutation({
    mutationFn: (input: TTwoFactorSetupRequest) =>
      apiClient.post('/account/two-factor/setup', input, { schema: ZTwoFactorSetup }),
  });

/** POST /api/account/two-factor/enable {code} and POST /api/account/two-factor/disable {password, code}. */
export const useEnableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTwoFactorEnableRequest) =>
      apiClient.post('/account/two-factor/enable', input, { schema: ZTwoFactorStatus }),
    onSuccess: (status) => queryClient.setQueryData(statusKey, status),
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
