import { toNestErrors } from '@hookform/resolvers';
import { PASSWORD_MIN_LENGTH } from '@sello/shared/constants';
import { useRef } from 'react';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { formsCatalogue } from './messages/catalogue';

type TValidationMessages = NonNullable<(typeof formsCatalogue)['loaded']['en']>['validation'];

const PERSON_NAME_FIELDS = new Set(['firstName', 'lastName', 'name', 'fullName', 'asWritten']);
const PASSWORD_FIELDS = new Set(['password', 'newPassword']);
const POSTAL_FIELDS = new Set(['address', 'city', 'zipCode'] as const);
const isPostalField = (field: string): field is 'address' | 'city' | 'zipCode' => POSTAL_FIELDS.has(field as 'address');

/** `values.nameSpellings[2].kind` for the issue at `nameSpellings.2.asWritten`. */
const nameKindAt = (values: unknown, path: PropertyKey[]): unknown => {
  const [list, index] = path;
  const rows = (values as Record<string, unknown> | null)?.[String(list)];
  return Array.isArray(rows) ? (rows[Number(index)] as { kind?: unknown } | undefined)?.kind : undefined;
};

/**
 * The message a form shows for one of the shared schemas' issues, in the page's language: the schemas
 * (packages/shared) keep their English for the API's `error`, the page says the same rule from the catalogue, chosen
 * by the issue's kind and the field it is about.
 */
export const validationMessage = (
  issue: z.core.$ZodIssue,
  values: unknown,
  text: TValidationMessages,
  t: TFormat,
): string => {
  const field = String(issue.path.at(-1) ?? '');
  switch (issue.code) {
    case 'invalid_type':
      return text.required;
    case 'too_small':
      // A password that must merely be there (signing in, confirming) is required, not too short.
      if (PASSWORD_FIELDS.has(field) && Number(issue.minimum) > 1) {
        return t(text.passwordTooShort, { min: Number(issue.minimum) });
      }
      return text.required;
    case 'too_big':
      if (issue.origin === 'array') return t(text.tooManyNames, { max: Number(issue.maximum) });
      return t(text.tooLong, { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return text.email;
      return field === 'phone' ? text.phone : text.invalid;
    case 'custom':
      if (isPostalField(field)) return text.postal[field];
      if (PASSWORD_FIELDS.has(field)) return t(text.passwordTooShort, { min: PASSWORD_MIN_LENGTH });
      if (field === 'confirmPassword') return text.passwordsDoNotMatch;
      if (field === 'asWritten' && nameKindAt(values, issue.path) === 'place') return text.placeName;
      if (PERSON_NAME_FIELDS.has(field)) return text.personName;
      return text.invalid;
    default:
      return text.invalid;
  }
};

/**
 * react-hook-form's resolver for a shared zod schema whose messages the customer reads in the page's language (the
 * one way a customer-facing form validates): `useForm({ resolver: useLocalizedResolver(ZCheckoutForm) })`.
 */
export const useLocalizedResolver = <TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
): Resolver<TInput, unknown, TOutput> => {
  const { m, t } = useMessages(formsCatalogue);
  // The resolver stays the same function; it reads the words of the language the page is in when it runs.
  const words = useRef({ text: m.validation, t });
  words.current = { text: m.validation, t };
  const resolver = useRef<Resolver<TInput, unknown, TOutput>>(null);
  resolver.current ??= async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= {
        type: issue.code,
        message: validationMessage(issue, values, words.current.text, words.current.t),
      };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
  return resolver.current;
};
