import { type TStaffImageName, ZStaffProfileResponse } from '@sello/shared/staff-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeStaffProfile } from './get-staff-profile';
import { staffProfilePath, type TProfileOwner } from './staff-profile-path';

/** `DELETE …/profile/images/:image` */
export const removeStaffImage = async (owner: TProfileOwner, image: TStaffImageName) =>
  (await apiClient.delete(`${staffProfilePath(owner)}/images/${image}`, { schema: ZStaffProfileResponse })).profile;

export const useRemoveStaffImage = (owner: TProfileOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (image: TStaffImageName) => removeStaffImage(owner, image),
    onSuccess: (profile) => storeStaffProfile(queryClient, owner, profile),
  });
};
