import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Reads `?token=` once and then removes it from the address bar (the history entry is replaced; the token
 * stays in component state). An emailed secret left in the URL would sit in the browser history and be
 * copied along with the address. A reload after that needs the emailed link again.
 */
export const useUrlToken = (): string => {
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token')?.trim() ?? '');
  useEffect(() => {
    if (!params.has('token')) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);
  return token;
};
