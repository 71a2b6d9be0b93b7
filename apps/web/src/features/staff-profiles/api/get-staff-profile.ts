import { type TStaffProfile, ZStaffProfileResponse } from '@sello/shared/staff-profile-schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';
import { staffProfileKey, staffProfilePath, type TProfileOwner } from './staff-profile-path';

/** `GET /api/staff/me/profile` or `GET /api/admin/staff/:userId/profile`. */
export const getStaffProfile = async (owner: TProfileOwner, signal?: AbortSignal) =>
  (await apiClient.get(staffProfilePath(owner), { schema: ZStaffProfileResponse, signal })).profile;

export const useStaffProfile = (owner: TProfileOwner) =>
  useQuery({
    queryKey: staffProfileKey(owner),
    queryFn: ({ signal }) => getStaffProfile(owner, signal),
    retry: retryUnlessClientError,
  });

/** Every profile write answers with the profile: the page shows it at once. */
export const storeStaffProfile = (queryClient: QueryClient, owner: TProfileOwner, profile: TStaffProfile) =>
  queryClient.setQueryData(staffProfileKey(owner), profile);
