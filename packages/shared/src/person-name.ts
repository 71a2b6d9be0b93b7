import { z } from 'zod';

/** A first or last name; a full name (contact form, leads) may be twice as long. */
export const PERSON_NAME_MAX_LENGTH = 100;
export const FULL_NAME_MAX_LENGTH = 200;

/**
 * Letters of any alphabet (with their accents), spaces, apostrophes and hyphens, with at least one letter: so a
 * name printed into an email ("Hi {firstName}") can never carry a URL, an address or a sentence of its own.
 */
const PERSON_NAME = /^[\p{L}\p{M}' ’-]*\p{L}[\p{L}\p{M}' ’-]*$/u;

export const isPersonName = (value: string, max = FULL_NAME_MAX_LENGTH): boolean =>
  value.length <= max && PERSON_NAME.test(value);

const ruleMessage = (label: string) => `${label} may contain only letters, spaces, apostrophes and hyphens`;

/** The one input schema for a person's name (sign-up, profile, checkout, contact form, leads). */
export const ZPersonName = (label: string, max = PERSON_NAME_MAX_LENGTH) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine((value) => isPersonName(value, max), { error: ruleMessage(label) });

/** An optional name: blank reads as absent. */
export const ZOptionalPersonName = (label: string, max = PERSON_NAME_MAX_LENGTH) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isPersonName(value, max), { error: ruleMessage(label) });

/**
 * A name as printed in an email or a prefilled message: the stored name when it keeps the rule, else `fallback`
 * (rows saved before the rule existed may hold anything).
 */
export const nameForEmail = (value: string | null | undefined, fallback: string): string => {
  const name = (value ?? '').trim().replace(/ {2,}/g, ' ');
  return isPersonName(name) ? name : fallback;
};

/** What staff emails show instead of a stored name that breaks the rule. */
export const NAME_NOT_SHOWN = '(not shown: not a valid name)';
