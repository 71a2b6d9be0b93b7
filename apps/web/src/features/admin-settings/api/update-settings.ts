import { type TAdminSettingsResponse, ZAdminSettingsResponse } from '@sello/shared/admin-settings-schemas';
import type { TSettings } from '@sello/shared/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient, serverFieldErrors } from '@/lib/api-client';
import { publicConfigStore } from '@/lib/public-config';
import { adminSettingsQueryOptions } from './get-settings';

/** `PUT /api/admin/settings`: saves all settings; new quotes use them at once, existing quotes keep theirs. */
export const updateAdminSettings = (settings: TSettings): Promise<TAdminSettingsResponse> =>
  apiClient.put('/admin/settings', settings, { schema: ZAdminSettingsResponse });

/** The server's per-field messages of a refused save (`{ 'pricing.minimumCharge': '…' }`), if any. */
export const settingsFieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError && error.status === 400 ? serverFieldErrors(error) : {};

export const useUpdateAdminSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, saved);
      // The public configuration, prices included, comes from these settings.
      publicConfigStore.invalidate();
    },
  });
};
