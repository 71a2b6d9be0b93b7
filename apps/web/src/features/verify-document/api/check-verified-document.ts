import {
  formatVerificationCode,
  type TCheckVerifiedDocumentResponse,
  ZCheckVerifiedDocumentResponse,
} from '@sello/shared/certified-document-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/**
 * `POST /api/verify/:code/check` (`code` normalised, 12 characters) with the SHA-256 of the PDF someone holds (computed in their browser: the file itself
 * is never sent): whether it is, byte for byte, the document issued under `code`.
 */
export const checkVerifiedDocument = ({
  code,
  sha256,
}: {
  code: string;
  sha256: string;
}): Promise<TCheckVerifiedDocumentResponse> =>
  apiClient.post(
    `/verify/${encodeURIComponent(formatVerificationCode(code))}/check`,
    { sha256 },
    { schema: ZCheckVerifiedDocumentResponse, auth: false },
  );

export const useCheckVerifiedDocument = () => useMutation({ mutationFn: checkVerifiedDocument });
