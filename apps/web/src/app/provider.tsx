// First: configures zod before any schema is built (see the module).
import './zod-without-eval';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { authStore, useAuth } from '@/lib/auth-store';
import { pageReady } from '@/lib/page-ready';

// The sign-in form loads only when it is needed, with the query cache its requests use.
const AuthNoticeModal = lazy(async () => {
  const [{ AuthNoticeModal: Modal }, { withQueryClient }] = await Promise.all([
    import('@/features/auth/components/auth-notice-modal'),
    import('@/lib/query-client'),
  ]);
  return { default: withQueryClient(Modal) };
});

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

/**
 * Restores the saved session after the first render (so a prerendered page hydrates with the same anonymous
 * header it was rendered with). TanStack Query is provided per page (lib/query-client.tsx), not here: pages
 * without server data never load it.
 */
export const AppProvider = ({ children }: { children: ReactNode }) => {
  useEffect(() => {
    authStore.restore();
    // The first render (hydration of a prerendered page included) has committed; deferred sections may follow.
    pageReady.firstRenderCommitted();
  }, []);

  return (
    <>
      {children}
      <AuthNotice />
    </>
  );
};
