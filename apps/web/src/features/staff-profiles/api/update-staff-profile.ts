import { type TUpdateStaffProfileRequest, ZStaffProfileResponse } from '@sello/shared/staff-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeStaffProfile } from './get-staff-profile';
import { staffProfilePath, type TProfileOwner } from './staff-profile-path';

/** `PUT /api/staff/me/profile` or `PUT /api/admin/staff/:userId/profile`: display name and language pairs. */
export const updateStaffProfile = async (owner: TProfileOwner, input: TUpdateStaffProfileRequest) =>
  (await apiClient.put(staffProfilePath(owner), input, { schema: ZStaffProfileResponse })).profile;

export const useUpdateStaffProfile = (owner: TProfileOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateStaffProfileRequest) => updateStaffProfile(owner, input),
    onSuccess: (profile) => storeStaffProfile(queryClient, owner, profile),
  });
};
