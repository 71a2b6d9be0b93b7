import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from './page-ready';

/**
 * False while a prerendered page hydrates (and in the prerender itself), true from the next render on (a transition)
 * — and at once on pages rendered in the browser only. For state kept in the browser (saved answers): render what
 * the prerender rendered first, then the browser's own, so hydration never mismatches.
 */
export const useHydrated = () => {
  const hydrating = useIsHydrating();
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
};
