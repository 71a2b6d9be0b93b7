import { type TUpdateProfileRequest, ZUpdateProfileResponse } from '@sello/shared/account-schemas';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';

/** PUT /api/account/profile → { user }. */
export const updateProfile = (input: TUpdateProfileRequest) =>
  apiClient.put('/account/profile', input, { schema: ZUpdateProfileResponse });

/** Saves the names and shows them at once (header included). */
export const useUpdateProfile = () =>
  useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => {
      const state = authStore.getState();
      if (state.status === 'authenticated') authStore.setSession(state.tokens, user);
    },
  });
