import type { TAuthTokens, TAuthUser } from '@sello/shared/auth-schemas';
import { useSyncExternalStore } from 'react';
import { isAuthTokens, isAuthUser } from './session-guards';

export const TOKENS_STORAGE_KEY = 'sello.auth.tokens';
export const USER_STORAGE_KEY = 'sello.auth.user';

export type TAuthState =
  | { status: 'loading'; user: null; tokens: null; notice: string | null }
  | { status: 'anonymous'; user: null; tokens: null; notice: string | null }
  | { status: 'authenticated'; user: TAuthUser; tokens: TAuthTokens; notice: string | null };

let state: TAuthState = { status: 'loading', user: null, tokens: null, notice: null };
const listeners = new Set<() => void>();
let syncingTabs = false;

const setState = (next: TAuthState) => {
  state = next;
  for (const listener of listeners) listener();
};

const readJson = (key: string): unknown => {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

/** The saved session, or null when either key is missing, unparsable or malformed. */
const readStoredSession = (): { tokens: TAuthTokens; user: TAuthUser } | null => {
  try {
    const tokens = readJson(TOKENS_STORAGE_KEY);
    const user = readJson(USER_STORAGE_KEY);
    return isAuthTokens(tokens) && isAuthUser(user) ? { tokens, user } : null;
  } catch {
    // Corrupt JSON or storage that refuses to be read (privacy settings).
    return null;
  }
};

const clearStorage = () => {
  try {
    window.localStorage.removeItem(TOKENS_STORAGE_KEY);
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory state is still cleared.
  }
};

/**
 * Another tab signed in, refreshed its tokens or signed out: follow it. Using a refresh token another tab
 * already rotated would look like token reuse to the server and end the session everywhere.
 * Storage is never cleared from here: the other tab may be halfway through writing its two keys.
 */
const onStorage = (event: StorageEvent) => {
  if (event.key !== null && event.key !== TOKENS_STORAGE_KEY && event.key !== USER_STORAGE_KEY) return;
  if (state.status === 'loading') return;
  const stored = readStoredSession();
  if (stored) {
    setState({ status: 'authenticated', user: stored.user, tokens: stored.tokens, notice: null });
  } else if (state.status === 'authenticated') {
    setState({ status: 'anonymous', user: null, tokens: null, notice: null });
  }
};

export const authStore = {
  getState: (): TAuthState => state,

  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /** Restores the session saved by a previous visit; anything unreadable is cleared, never half-used. */
  restore: () => {
    if (!syncingTabs) {
      syncingTabs = true;
      window.addEventListener('storage', onStorage);
    }
    if (state.status !== 'loading') return;
    const stored = readStoredSession();
    if (stored) {
      setState({ status: 'authenticated', user: stored.user, tokens: stored.tokens, notice: null });
      return;
    }
    clearStorage();
    setState({ status: 'anonymous', user: null, tokens: null, notice: null });
  },

  setSession: (tokens: TAuthTokens, user: TAuthUser) => {
    try {
      window.localStorage.setItem(TOKENS_STORAGE_KEY, JSON.stringify(tokens));
      window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    } catch {
      // Without storage the session lives for this tab only.
    }
    setState({ status: 'authenticated', user, tokens, notice: null });
  },

  /** Ends the local session; `notice` explains why when it was not the user's choice. */
  clear: (notice: string | null = null) => {
    clearStorage();
    setState({ status: 'anonymous', user: null, tokens: null, notice });
  },

  dismissNotice: () => {
    if (state.notice !== null) setState({ ...state, notice: null });
  },
};

export const useAuth = (): TAuthState =>
  useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
