import { type TAcceptInvitationRequest, ZInvitationPreviewResponse } from '@sello/shared/staff-schemas';
import { ZSigninResponse } from '@sello/shared/two-factor-schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** `POST /api/auth/staff-invitation`: who is invited as what; 400 with `reason` when the link no longer works. */
export const useStaffInvitation = (token: string) =>
  useQuery({
    queryKey: ['staff-invitation', token],
    queryFn: () =>
      apiClient.post('/auth/staff-invitation', { token }, { schema: ZInvitationPreviewResponse, auth: false }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * `POST /api/auth/staff-invitation/accept`: a new account (name and password) or, signed in (`signedIn`), the
 * existing account of that email; stores the session it returns unless the account's code is asked first.
 */
export const useAcceptStaffInvitation = (signedIn: boolean) =>
  useMutation({
    mutationFn: (input: TAcceptInvitationRequest) =>
      apiClient.post('/auth/staff-invitation/accept', input, { schema: ZSigninResponse, auth: signedIn }),
    onSuccess: (result) => {
      if ('tokens' in result) authStore.setSession(result.tokens, result.user);
    },
  });
