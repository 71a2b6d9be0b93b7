// First: configures zod before any schema is built (see the module).
import './zod-without-eval';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { authStore, useAuth } from '@/lib/auth-store';

// The sign-in form loads only when it is needed.
const AuthNoticeModal = lazy(() =>
  import('@/features/auth/components/auth-notice-modal').then((module) => ({ default: module.AuthNoticeModal })),
);

/** When the session ends on its own (the refresh token expired or was revoked) the user is asked to sign in again. */
const AuthNotice = () => {
  const { notice } = useAuth();
  if (notice === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthNoticeModal />
    </Suspense>
  );
};

export const AppProvider = ({ children }: { children: ReactNode }) => {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
      }),
  );

  useEffect(() => {
    authStore.restore();
  }, []);

  // One user's cached data (orders, say) must never be shown to the next one on a shared computer:
  // drop the cache whenever a signed-in user signs out, expires or is replaced.
  useEffect(() => {
    let userId = authStore.getState().user?.id ?? null;
    return authStore.subscribe(() => {
      const next = authStore.getState().user?.id ?? null;
      if (userId !== null && next !== userId) queryClient.removeQueries();
      userId = next;
    });
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <AuthNotice />
    </QueryClientProvider>
  );
};
