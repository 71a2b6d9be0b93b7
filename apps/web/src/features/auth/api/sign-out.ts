import { useCallback, useState } from 'react';
import { authStore } from '@/lib/auth-store';

/**
 * POST /api/auth/signout: revokes the refresh token (204). The API client loads on demand: the header, on every
 * page, uses this, and most of those pages have no other request at first paint.
 */
export const revokeRefreshToken = async (refreshToken: string): Promise<void> => {
  const { apiClient } = await import('@/lib/api-client');
  await apiClient.post<void>('/auth/signout', { refreshToken }, { auth: false });
};

/**
 * Signs out: the local session (memory and storage) ends at once, then the refresh token is revoked on the
 * server. Revocation is best effort, so the mutation never fails.
 */
export const signOut = async (): Promise<void> => {
  const current = authStore.getState();
  authStore.clear();
  if (current.status !== 'authenticated') return;
  try {
    await revokeRefreshToken(current.tokens.refreshToken);
  } catch {
    // Offline or server trouble: the token expires on its own; the user is signed out here either way.
  }
};

/**
 * `signOut` with a pending flag for the button. Not a TanStack Query mutation: the header is on every page, and
 * pages without server data do not load TanStack Query (lib/query-client.tsx).
 */
export const useSignOut = () => {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback(() => {
    setPending(true);
    void signOut().finally(() => setPending(false));
  }, []);
  return { isPending, mutate };
};
