import type { TAuthTokens, TAuthUser } from '@sello/shared/auth-schemas';

export const customerUser: TAuthUser = {
  id: '0b6a3b4e-2f4c-4a8e-9d1c-1f2e3d4c5b6a',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  isAdmin: false,
  staffRole: null,
};

export const adminUser: TAuthUser = {
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  email: 'admin@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  isAdmin: true,
  staffRole: 'owner',
};

export const makeTokens = (suffix: string): TAuthTokens => ({
  accessToken: `access-${suffix}`,
  refreshToken: `refresh-${suffix}`,
  expiresIn: 900,
});

/** A JSON answer as the API sends it. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: status === 204 ? {} : { 'Content-Type': 'application/json' },
  });

/** A promise with its resolve function, to hold a response back until the test lets it go. */
export const deferred = <T>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/** The pieces of a fetch call a test wants to look at. */
export const describeCall = (call: unknown[]) => {
  const [url, init] = call as [string, RequestInit | undefined];
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return {
    url,
    method: init?.method ?? 'GET',
    authorization: headers.Authorization ?? null,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
  };
};
