import { type TStaffImageName, ZStaffProfileResponse } from '@sello/shared/staff-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeStaffProfile } from './get-staff-profile';
import { staffProfilePath, type TProfileOwner } from './staff-profile-path';

/** `PUT …/profile/images/:image`: the PNG or JPEG itself is the body. */
export const uploadStaffImage = async (owner: TProfileOwner, image: TStaffImageName, file: File) =>
  (await apiClient.put(`${staffProfilePath(owner)}/images/${image}`, file, { schema: ZStaffProfileResponse })).profile;

export const useUploadStaffImage = (owner: TProfileOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ image, file }: { image: TStaffImageName; file: File }) => uploadStaffImage(owner, image, file),
    onSuccess: (profile) => storeStaffProfile(queryClient, owner, profile),
  });
};
