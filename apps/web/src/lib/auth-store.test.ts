import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customerUser, makeTokens } from '@/testing/auth-fixtures';

// A fresh module per test: the store starts in 'loading' exactly as on a page load.
let store: typeof import('./auth-store');

beforeEach(async () => {
  window.localStorage.clear();
  vi.resetModules();
  store = await import('./auth-store');
});

const save = (key: string, value: unknown) =>
  window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

describe('authStore.restore', () => {
  it("is 'loading' until restored", () => {
    expect(store.authStore.getState().status).toBe('loading');
  });

  it('restores a session when both keys hold valid data', () => {
    const tokens = makeTokens('saved');
    save(store.TOKENS_STORAGE_KEY, tokens);
    save(store.USER_STORAGE_KEY, customerUser);

    store.authStore.restore();

    expect(store.authStore.getState()).toEqual({ status: 'authenticated', user: customerUser, tokens, notice: null });
  });

  it.each([
    ['only the tokens', () => save(store.TOKENS_STORAGE_KEY, makeTokens('a'))],
    ['only the user', () => save(store.USER_STORAGE_KEY, customerUser)],
    [
      'corrupt JSON',
      () => {
        save(store.TOKENS_STORAGE_KEY, '{"accessToken": "abc"');
        save(store.USER_STORAGE_KEY, customerUser);
      },
    ],
    [
      'valid JSON of the wrong shape',
      () => {
        save(store.TOKENS_STORAGE_KEY, { accessToken: 42 });
        save(store.USER_STORAGE_KEY, customerUser);
      },
    ],
  ])('is anonymous and clears storage with %s', (_label, arrange) => {
    arrange();

    store.authStore.restore();

    expect(store.authStore.getState()).toEqual({ status: 'anonymous', user: null, tokens: null, notice: null });
    expect(window.localStorage.getItem(store.TOKENS_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(store.USER_STORAGE_KEY)).toBeNull();
  });

  it('is anonymous with empty storage', () => {
    store.authStore.restore();
    expect(store.authStore.getState().status).toBe('anonymous');
  });

  it('notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = store.authStore.subscribe(listener);
    store.authStore.restore();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.authStore.setSession(makeTokens('x'), customerUser);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('session changes', () => {
  it('setSession saves both keys and signs in', () => {
    store.authStore.restore();
    const tokens = makeTokens('new');
    store.authStore.setSession(tokens, customerUser);

    expect(store.authStore.getState().status).toBe('authenticated');
    expect(JSON.parse(window.localStorage.getItem(store.TOKENS_STORAGE_KEY) ?? 'null')).toEqual(tokens);
    expect(JSON.parse(window.localStorage.getItem(store.USER_STORAGE_KEY) ?? 'null')).toEqual(customerUser);
  });

  it('clear empties storage and keeps the notice until it is dismissed', () => {
    store.authStore.setSession(makeTokens('a'), customerUser);
    store.authStore.clear('Authentication expired. Please sign in again.');

    expect(store.authStore.getState()).toEqual({
      status: 'anonymous',
      user: null,
      tokens: null,
      notice: 'Authentication expired. Please sign in again.',
    });
    expect(window.localStorage.length).toBe(0);

    store.authStore.dismissNotice();
    expect(store.authStore.getState().notice).toBeNull();
  });

  it('signing in again drops an old notice', () => {
    store.authStore.clear('Authentication expired. Please sign in again.');
    store.authStore.setSession(makeTokens('b'), customerUser);
    expect(store.authStore.getState().notice).toBeNull();
  });
});

describe('other tabs', () => {
  const fromOtherTab = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

  it('follows a token refresh made in another tab', () => {
    store.authStore.setSession(makeTokens('old'), customerUser);
    store.authStore.restore();
    const rotated = makeTokens('rotated');
    save(store.TOKENS_STORAGE_KEY, rotated);

    fromOtherTab(store.TOKENS_STORAGE_KEY);

    expect(store.authStore.getState().tokens).toEqual(rotated);
  });

  it('follows a sign-out made in another tab, without a notice', () => {
    store.authStore.restore();
    store.authStore.setSession(makeTokens('old'), customerUser);
    window.localStorage.clear();

    fromOtherTab(null);

    expect(store.authStore.getState()).toEqual({ status: 'anonymous', user: null, tokens: null, notice: null });
  });

  it('does not wipe a session another tab is halfway through saving', () => {
    store.authStore.restore();
    save(store.TOKENS_STORAGE_KEY, makeTokens('other-tab'));

    fromOtherTab(store.TOKENS_STORAGE_KEY);

    expect(store.authStore.getState().status).toBe('anonymous');
    expect(window.localStorage.getItem(store.TOKENS_STORAGE_KEY)).not.toBeNull();
    save(store.USER_STORAGE_KEY, customerUser);
    fromOtherTab(store.USER_STORAGE_KEY);
    expect(store.authStore.getState().status).toBe('authenticated');
  });
});
