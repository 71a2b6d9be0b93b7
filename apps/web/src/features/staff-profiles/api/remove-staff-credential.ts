import { ZStaffProfileResponse } from '@sello/shared/staff-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeStaffProfile } from './get-staff-profile';

/** `DELETE /api/admin/staff/:userId/credentials/:credentialId` */
export const removeStaffCredential = async ({ userId, credentialId }: { userId: string; credentialId: string }) =>
  (
    await apiClient.delete(
      `/admin/staff/${encodeURIComponent(userId)}/credentials/${encodeURIComponent(credentialId)}`,
      { schema: ZStaffProfileResponse },
    )
  ).profile;

export const useRemoveStaffCredential = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: string) => removeStaffCredential({ userId, credentialId }),
    onSuccess: (profile) => storeStaffProfile(queryClient, { userId }, profile),
  });
};
