import { PASSWORD_MIN_LENGTH } from '@sello/shared/constants';
import { ZNameSpellings, ZTranslationInstructions } from '@sello/shared/order-instructions-schemas';
import { DEFAULT_COUNTRY, missingPostalFields, ZCustomerInfo } from '@sello/shared/order-schemas';
import { z } from 'zod';

export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match.';

const ZPasswordFields = z.object({ createAccount: z.boolean(), password: z.string(), confirmPassword: z.string() });
type TPasswordFields = z.infer<typeof ZPasswordFields>;
// The password rules are checked even while another field (say the phone) is still invalid.
const passwordsReadable = (payload: { value: unknown }) => ZPasswordFields.safeParse(payload.value).success;
const ZPostalFields = z.object({ hardCopy: z.boolean(), address: z.string(), city: z.string(), zipCode: z.string() });
const postalFieldsReadable = (payload: { value: unknown }) => ZPostalFields.safeParse(payload.value).success;

/**
 * The 'Submit project for review' form: the contact details of the order request (the API's own
 * ZCustomerInfo; the postal address only for a posted sworn copy, then required as the API requires it), the optional
 * names as in the passport and deadline or special request (the order request's own schemas), plus the optional
 * account (password ≥ 8 characters, typed twice).
 */
const ZFormText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

export const ZCheckoutForm = ZCustomerInfo.extend({
  company: ZFormText('Company', 200),
  /** "I need the sworn translation posted to me": asks (and requires) the postal address. */
  hardCopy: z.boolean(),
  address: ZFormText('Address', 200),
  city: ZFormText('City', 100),
  state: ZFormText('State', 100),
  zipCode: ZFormText('ZIP code', 20),
  country: ZFormText('Country', 100),
  nameSpellings: ZNameSpellings,
  translationInstructions: ZTranslationInstructions,
  createAccount: z.boolean(),
  password: z.string().max(256, { error: 'Password must be at most 256 characters long.' }),
  confirmPassword: z.string(),
})
  .superRefine((values, context) => {
    if (!postalFieldsReadable({ value: values }) || !values.hardCopy) return;
    for (const { field, message } of missingPostalFields(values)) {
      context.addIssue({ code: 'custom', path: [field], message: `${message}.` });
    }
  })
  .refine((values: TPasswordFields) => !values.createAccount || values.password.length >= PASSWORD_MIN_LENGTH, {
    error: PASSWORD_TOO_SHORT_MESSAGE,
    path: ['password'],
    when: passwordsReadable,
  })
  .refine((values: TPasswordFields) => !values.createAccount || values.password === values.confirmPassword, {
    error: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
    when: passwordsReadable,
  });

export type TCheckoutFormInput = z.input<typeof ZCheckoutForm>;
export type TCheckoutFormValues = z.output<typeof ZCheckoutForm>;

export const EMPTY_CHECKOUT_FORM: TCheckoutFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  hardCopy: false,
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: DEFAULT_COUNTRY,
  nameSpellings: [],
  translationInstructions: '',
  createAccount: false,
  password: '',
  confirmPassword: '',
};
