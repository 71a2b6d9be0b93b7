import type { TDeleteAccountRequest } from '@sello/shared/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** POST /api/account/delete: 204; the login and its sessions are gone, orders stay as guest orders. */
export const deleteAccount = (input: TDeleteAccountRequest) => apiClient.post<void>('/account/delete', input);

export const useDeleteAccount = () =>
  useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => authStore.clear(),
  });
