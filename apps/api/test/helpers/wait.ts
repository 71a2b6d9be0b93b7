/**
 * A promise and the function that resolves it, for a test to hold something back or learn that it happened
 * (Promise.withResolvers is newer than the project's TypeScript lib). The web's testing/auth-fixtures.ts has the same.
 */
export const deferred = <T = void>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/**
 * Reads until the value is there (not undefined) and, when `done` is given, `done` accepts it; gives up after
 * `timeoutMs` (below the API project's 30 s test timeout, so the last value read is what a failure shows).
 */
export const waitFor = async <T>(
  read: () => Promise<T | undefined> | T | undefined,
  done: (value: T) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value: ${JSON.stringify(value)?.slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
