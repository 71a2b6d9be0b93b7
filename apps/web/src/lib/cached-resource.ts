import { startTransition, useEffect, useState } from 'react';
import { useIsHydrating } from './page-ready';

export type TResourceState<T> = {
  data: T | undefined;
  /** The last read failed (the data, if any, is from an earlier read). */
  isError: boolean;
  /** A read is in flight. */
  isFetching: boolean;
  /** When `data` was read (ms since the epoch); 0 before the first successful read. */
  updatedAt: number;
};

/**
 * GET of a public, unauthenticated API path (`/config/all`), without lib/api-client.ts: the public configuration
 * is read on every page, the api client (tokens, refresh, error messages) only on pages that need it.
 */
export const getPublicJson = async <T>(path: string): Promise<T> => {
  const response = await fetch(`/api${path}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`GET /api${path} answered ${response.status}`);
  return (await response.json()) as T;
};

const INITIAL: TResourceState<never> = { data: undefined, isError: false, isFetching: false, updatedAt: 0 };

/**
 * One small piece of server data every public page reads (public configuration, prices), kept in memory and
 * re-read when older than `staleMs` — without TanStack Query, which costs about 10 KB gzip on every page
 * (docs/decisions.md, Budgets). Prerendering and hydration see the empty state, so the first client render matches
 * the prerendered HTML; the data arrives in the next render, a transition (lib/page-ready.ts `useIsHydrating`).
 */
export const createCachedResource = <T>(read: () => Promise<T>, staleMs: number) => {
  let state: TResourceState<T> = INITIAL;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const setState = (next: TResourceState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const fetchNow = (): Promise<void> => {
    if (inFlight) return inFlight;
    setState({ ...state, isFetching: true });
    const request = read().then(
      (data) => setState({ data, isError: false, isFetching: false, updatedAt: Date.now() }),
      () => setState({ ...state, isError: true, isFetching: false }),
    );
    inFlight = request.finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getState = () => state;

  return {
    getState,
    /** Calls `listener` on every change of the state; returns the unsubscribe. For effects that render nothing. */
    subscribe,
    /** Reads now unless a read is in flight (the same promise then). */
    refetch: fetchNow,
    /** Marks the data stale and re-reads it if a component shows it (after an admin changed the settings). */
    invalidate: () => {
      state = { ...state, updatedAt: 0 };
      if (listeners.size > 0) void fetchNow();
    },
    /** Puts data in place without a read (tests). */
    setData: (data: T) => setState({ data, isError: false, isFetching: false, updatedAt: Date.now() }),
    /** Forgets everything (tests). */
    reset: () => {
      inFlight = null;
      setState(INITIAL);
    },
    /** The current state; reads on mount when there is no data or it is older than `staleMs`. */
    useResource: (): TResourceState<T> => {
      const hydrating = useIsHydrating();
      const [snapshot, setSnapshot] = useState(() => (hydrating ? INITIAL : state));
      useEffect(() => {
        // Also catches up with a change between the first render and this effect (data that arrived meanwhile).
        const show = () => startTransition(() => setSnapshot(state));
        show();
        const unsubscribe = subscribe(show);
        if (Date.now() - state.updatedAt > staleMs) void fetchNow();
        return unsubscribe;
      }, []);
      return snapshot;
    },
  };
};
