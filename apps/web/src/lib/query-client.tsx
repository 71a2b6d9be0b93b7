import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { authStore } from './auth-store';

/**
 * The one TanStack Query cache. Not part of the entry chunk: the pages that fetch or send data load this module
 * with their own code (app/router.tsx `queryPage`), and pages without server data at first paint never need it.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// One user's cached data (orders, say) must never be shown to the next one on a shared computer:
// drop the cache whenever a signed-in user signs out, expires or is replaced.
let userId = authStore.getState().user?.id ?? null;
authStore.subscribe(() => {
  const next = authStore.getState().user?.id ?? null;
  if (userId !== null && next !== userId) queryClient.removeQueries();
  userId = next;
});

export const QueryProvider = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** `Component` inside the query provider. */
export const withQueryClient = <TProps extends object>(Component: ComponentType<TProps>): ComponentType<TProps> => {
  const WithQueryClient = (props: TProps) => (
    <QueryProvider>
      <Component {...props} />
    </QueryProvider>
  );
  return WithQueryClient;
};
