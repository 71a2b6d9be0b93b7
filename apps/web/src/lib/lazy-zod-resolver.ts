import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { NETWORK_MESSAGE } from './api-client';

export type TLazyZodResolver<TInput extends FieldValues, TOutput> = Resolver<TInput, unknown, TOutput> & {
  /** Starts the import; forms call it when the visitor enters them (`onFocus`), so submitting does not wait. */
  preload: () => void;
};

/**
 * The react-hook-form resolver of the forms on the pages visitors land on (the upload page, the free-quote and
 * contact forms): the zod schema — and zod with it — is imported on first use instead of with the page, which on a
 * phone kept the page busy for a tenth of a second before anyone typed. Should the import fail (a dropped
 * connection), validation reports it as the form's error (`errors.root`) and the next attempt imports again.
 */
export const lazyZodResolver = <TInput extends FieldValues, TOutput>(
  importSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): TLazyZodResolver<TInput, TOutput> => {
  let loading: Promise<Resolver<TInput, unknown, TOutput>> | null = null;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), importSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<TInput, unknown, TOutput>,
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => {
    let resolve: Resolver<TInput, unknown, TOutput>;
    try {
      resolve = await load();
    } catch {
      // A form-wide error: `root` is in every form's FieldErrors, which TypeScript cannot see for a generic TInput.
      const errors = { root: { type: 'network', message: NETWORK_MESSAGE } } as FieldErrors<TInput>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  const preload = () => {
    load().catch(() => {});
  };
  return Object.assign(resolver, { preload });
};
