import { ZStaffProfileResponse } from '@sello/shared/staff-profile-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { storeStaffProfile } from './get-staff-profile';
import { staffProfilePath, type TProfileOwner } from './staff-profile-path';

const toBase64 = async (file: File): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** `PUT …/profile/signing-certificate`: the PKCS#12 file base64 and its passphrase (checked by the server). */
export const uploadSigningCertificate = async (owner: TProfileOwner, file: File, passphrase: string) =>
  (
    await apiClient.put(
      `${staffProfilePath(owner)}/signing-certificate`,
      { certificate: await toBase64(file), passphrase },
      { schema: ZStaffProfileResponse },
    )
  ).profile;

export const useUploadSigningCertificate = (owner: TProfileOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, passphrase }: { file: File; passphrase: string }) =>
      uploadSigningCertificate(owner, file, passphrase),
    onSuccess: (profile) => storeStaffProfile(queryClient, owner, profile),
  });
};
