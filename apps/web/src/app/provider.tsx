import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { authStore } from '@/lib/auth-store';

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

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
};
