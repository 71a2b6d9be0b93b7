import { type TStaffCredentialInput, ZStaffProfileResponse } from '@sello/shared/staff-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeStaffProfile } from './get-staff-profile';

const credentialsPath = (userId: string) => `/admin/staff/${encodeURIComponent(userId)}/credentials`;

/**
 * `POST /api/admin/staff/:userId/credentials` (no `credentialId`) or `PUT …/credentials/:credentialId`: the same
 * body, the form that adds one also corrects one.
 */
export const saveStaffCredential = async ({
  userId,
  credentialId,
  input,
}: {
  userId: string;
  credentialId?: string;
  input: TStaffCredentialInput;
}) =>
  (credentialId
    ? await apiClient.put(`${credentialsPath(userId)}/${encodeURIComponent(credentialId)}`, input, {
        schema: ZStaffProfileResponse,
      })
    : await apiClient.post(credentialsPath(userId), input, { schema: ZStaffProfileResponse })
  ).profile;

export const useSaveStaffCredential = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: { credentialId?: string; input: TStaffCredentialInput }) =>
      saveStaffCredential({ userId, ...variables }),
    onSuccess: (profile) => storeStaffProfile(queryClient, { userId }, profile),
  });
};
