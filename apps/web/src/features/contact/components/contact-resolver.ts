import { toNestErrors } from '@hookform/resolvers';
import type { TContactRequest, ZContactRequest } from '@sello/shared/contact-schemas';
import { useRef } from 'react';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { validationMessage } from '@/components/forms/localized-resolver';
import { formsCatalogue } from '@/components/forms/messages/catalogue';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';

export type TContactFormValues = z.input<typeof ZContactRequest>;

let loading: Promise<typeof ZContactRequest> | null = null;
const loadSchema = () => {
  loading ??= import('@sello/shared/contact-schemas').then(
    (module) => module.ZContactRequest,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

/** Starts the schema's import (with zod) when the visitor enters the form, so sending does not wait for it. */
export const preloadContactSchema = () => {
  loadSchema().catch(() => {});
};

/**
 * The contact form's resolver: the API's own schema (ZContactRequest), imported on first use like the other forms of
 * the pages visitors land on (lib/lazy-zod-resolver.ts), its rules worded in the page's language by the shared
 * forms' validation messages (components/forms/localized-resolver.ts). A failed import is the form's error.
 */
export const useContactResolver = (): Resolver<TContactFormValues, unknown, TContactRequest> => {
  const { m, t } = useMessages(formsCatalogue);
  const errorText = useErrorMessage();
  const words = useRef({ text: m.validation, t, network: '' });
  words.current = { text: m.validation, t, network: errorText(new ApiError(NETWORK_MESSAGE, 0, 'NETWORK')) };
  const resolver = useRef<Resolver<TContactFormValues, unknown, TContactRequest>>(null);
  resolver.current ??= async (values, _context, options) => {
    let schema: typeof ZContactRequest;
    try {
      schema = await loadSchema();
    } catch {
      const errors = { root: { type: 'network', message: words.current.network } } as FieldErrors<TContactFormValues>;
      return { values: {}, errors };
    }
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      errors[issue.path.join('.')] ??= {
        type: issue.code,
        message: validationMessage(issue, values, words.current.text, words.current.t),
      };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
  return resolver.current;
};
