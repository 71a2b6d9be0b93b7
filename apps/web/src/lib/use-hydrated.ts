import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page hydrates (and in the prerender itself), true from the next render on — and at once
 * on pages rendered in the browser only. For state kept in the browser (saved answers): render what the prerender
 * rendered first, then the browser's own, so hydration never mismatches.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
