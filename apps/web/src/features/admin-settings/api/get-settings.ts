import { type TAdminSettingsResponse, ZAdminSettingsResponse } from '@sello/shared/admin-settings-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** `GET /api/admin/settings`: the editable settings and the env-level limits. */
export const getAdminSettings = (signal?: AbortSignal): Promise<TAdminSettingsResponse> =>
  apiClient.get('/admin/settings', { schema: ZAdminSettingsResponse, signal });

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: ({ signal }) => getAdminSettings(signal) });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
