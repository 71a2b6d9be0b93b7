import { ZStaffProfileResponse } from '@sello/shared/staff-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeStaffProfile } from './get-staff-profile';
import { staffProfilePath, type TProfileOwner } from './staff-profile-path';

/** `DELETE …/profile/signing-certificate` */
export const removeSigningCertificate = async (owner: TProfileOwner) =>
  (await apiClient.delete(`${staffProfilePath(owner)}/signing-certificate`, { schema: ZStaffProfileResponse })).profile;

export const useRemoveSigningCertificate = (owner: TProfileOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSigningCertificate(owner),
    onSuccess: (profile) => storeStaffProfile(queryClient, owner, profile),
  });
};
