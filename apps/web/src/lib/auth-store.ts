import { type TAuthTokens, type TAuthUser, ZAuthTokens, ZAuthUser } from '@sello/shared/auth-schemas';
import { useSyncExternalStore } from 'react';

export const TOKENS_STORAGE_KEY = 'sello.auth.tokens';
export const USER_STORAGE_KEY = 'sello.auth.user';

export type TAuthState =
  | { status: 'loading'; user: null; tokens: null; notice: string | null }
  | { status: 'anonymous'; user: null; tokens: null; notice: string | null }
  | { status: 'authenticated'; user: TAuthUser; tokens: TAuthTokens; notice: string | null };

let state: TAuthState = { status: 'loading', user: null, tokens: null, notice: null };
const listeners = new Set<() => void>();

const setState = (next: TAuthState) => {
  state = next;
  for (const listener of listeners) listener();
};

const readJson = (key: string): unknown => {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

const clearStorage = () => {
  try {
    window.localStorage.removeItem(TOKENS_STORAGE_KEY);
    window.localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory state is still cleared.
  }
};

export const authStore = {
  getState: (): TAuthState => state,

  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** Restores the session saved by a previous visit; anything unreadable is cleared, never half-used. */
  restore: () => {
    if (state.status !== 'loading') return;
    try {
      const tokens = ZAuthTokens.safeParse(readJson(TOKENS_STORAGE_KEY));
      const user = ZAuthUser.safeParse(readJson(USER_STORAGE_KEY));
      if (tokens.success && user.success) {
        setState({ status: 'authenticated', user: user.data, tokens: tokens.data, notice: null });
        return;
      }
    } catch {
      // Corrupt JSON falls through to a clean anonymous state.
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
