import {
  formatVerificationCode,
  type TVerifiedDocument,
  ZVerifiedDocument,
} from '@sello/shared/certified-document-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, retryUnlessClientError } from '@/lib/api-client';

/**
 * `GET /api/verify/:code` (public, rate limited): what anyone holding a verification code may know of the certified
 * translation issued under it. `code` is normalised (12 characters); a 404 means no document was issued with it.
 */
export const getVerifiedDocument = (code: string, signal?: AbortSignal): Promise<TVerifiedDocument> =>
  apiClient.get(`/verify/${encodeURIComponent(formatVerificationCode(code))}`, {
    schema: ZVerifiedDocument,
    signal,
    auth: false,
  });

export const verifiedDocumentQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ['verify', code],
    queryFn: ({ signal }) => getVerifiedDocument(code, signal),
    retry: retryUnlessClientError,
    // A document may be replaced by a newer version at any time: each check asks the server again.
    staleTime: 0,
  });

/** The document issued under `code` (normalised); nothing is requested while `code` is null. */
export const useVerifiedDocument = (code: string | null) =>
  useQuery({ ...verifiedDocumentQueryOptions(code ?? ''), enabled: code !== null });
