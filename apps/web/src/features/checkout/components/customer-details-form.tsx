import type { TServiceType } from '@sello/shared/constants';
import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';
import { ORDER_INSTRUCTIONS_MAX_LENGTH } from '@sello/shared/order-instructions-schemas';
import { DEFAULT_COUNTRY, type TCreateOrderRequest } from '@sello/shared/order-schemas';
import Lock from 'lucide-react/icons/lock';
import Send from 'lucide-react/icons/send';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useFetchOrder } from '@/api/get-order';
import { ContactFields } from '@/components/forms/contact-fields';
import { useLocalizedResolver } from '@/components/forms/localized-resolver';
import { formsCatalogue } from '@/components/forms/messages/catalogue';
import { NameSpellingFields } from '@/components/forms/name-spelling-fields';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Alert } from '@/components/ui/alert';
import { AlreadyOrderedHelp } from '@/components/ui/already-ordered-help';
import { BreakableText } from '@/components/ui/breakable-text';
import { Button } from '@/components/ui/button';
import { Disclosure } from '@/components/ui/disclosure';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { localizedPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { trackPixelEvent } from '@/lib/meta-pixel';
import { existingOrderId, isOrderedElsewhere, useCreateOrder } from '../api/create-order';
import { checkoutCatalogue } from '../messages/catalogue';
import {
  EMPTY_CHECKOUT_FORM,
  type TCheckoutFormInput,
  type TCheckoutFormValues,
  ZCheckoutForm,
} from './checkout-form-schema';
import type { TConfirmationState } from './confirmation-state';

const isFilled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The country a posted copy goes to unless the customer writes another, named in the page's language. */
const defaultCountry = (locale: TLocale): string =>
  locale === 'en'
    ? DEFAULT_COUNTRY
    : (new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of('US') ?? DEFAULT_COUNTRY);

export type TCustomerDetailsFormProps = {
  quoteId: string;
  serviceType: TServiceType;
  /** Why the project cannot be submitted yet (no documents, expired quote), shown by the button; null when it can. */
  blockedReason: string | null;
  /** A small line above the heading, e.g. "Step 2 of 2" when documents are attached first. */
  eyebrow?: string;
};

/**
 * 'Submit project for review': contact details (signed-in users' name and email come from the account and
 * are locked), an optional account, and the submit button. The button is enabled only when the required
 * fields have text and the quote can be submitted, and a submit in flight blocks any other (double
 * clicks, Enter twice): one click sends one request. When the server says the quote already has an
 * order (409 with its id), the customer is taken to that order instead of seeing an error; without its id (a guest's
 * order, or someone else's), they are told where to find it and how to reach support.
 */
export const CustomerDetailsForm = ({ quoteId, serviceType, blockedReason, eyebrow }: TCustomerDetailsFormProps) => {
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  const navigate = useNavigate();
  const fetchOrder = useFetchOrder();
  const mutation = useCreateOrder();
  // The order remembers the language the customer ordered in (the page's: /, /es/…, /fr/…).
  const { m, t, locale } = useMessages(checkoutCatalogue);
  const text = m.detailsForm;
  const fieldNames = useMessages(formsCatalogue).m.fields;
  const resolver = useLocalizedResolver(ZCheckoutForm);
  const errorText = useErrorMessage();
  const [redirecting, setRedirecting] = useState(false);
  // Set synchronously on submit, before validation and before React re-renders the disabled button.
  const inFlight = useRef(false);
  const accountId = useId();
  const postedCopyId = useId();
  const [namesOpen, setNamesOpen] = useState(false);

  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<TCheckoutFormInput, unknown, TCheckoutFormValues>({
    resolver,
    defaultValues: {
      ...EMPTY_CHECKOUT_FORM,
      country: defaultCountry(locale),
      ...(user ? { firstName: user.firstName, lastName: user.lastName, email: user.email } : {}),
    },
    mode: 'onTouched',
  });

  // Signing in (or out) on this page: the account's name and email replace what was typed.
  useEffect(() => {
    if (!user) return;
    const options = { shouldValidate: true, shouldDirty: false } as const;
    setValue('firstName', user.firstName, options);
    setValue('lastName', user.lastName, options);
    setValue('email', user.email, options);
    setValue('createAccount', false);
  }, [user, setValue]);

  const [
    firstName,
    lastName,
    email,
    phone,
    createAccount,
    password,
    confirmPassword,
    hardCopy,
    address,
    city,
    zipCode,
  ] = useWatch({
    control,
    name: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'createAccount',
      'password',
      'confirmPassword',
      'hardCopy',
      'address',
      'city',
      'zipCode',
    ],
  });
  const wantsAccount = !user && createAccount === true;
  // A posted hard copy is a sworn translation's: a professional order is never asked for an address.
  const wantsPostedCopy = serviceType === 'sworn' && hardCopy === true;
  const required: [string, unknown][] = [
    [fieldNames.firstName, firstName],
    [fieldNames.lastName, lastName],
    [fieldNames.email, email],
    [fieldNames.phone, phone],
    ...(wantsAccount
      ? ([
          [text.password, password],
          [text.confirmPassword, confirmPassword],
        ] as [string, unknown][])
      : []),
    ...(wantsPostedCopy
      ? ([
          [text.streetAddress, address],
          [text.city, city],
          [text.zipCode, zipCode],
        ] as [string, unknown][])
      : []),
  ];
  const missingLabels = required.filter(([, value]) => !isFilled(value)).map(([label]) => label);
  const busy = mutation.isPending || redirecting;
  const canSubmit = missingLabels.length === 0 && blockedReason === null && !busy;
  // Why the button is disabled, said beside it (and read with it).
  const disabledReason = busy
    ? null
    : (blockedReason ??
      (missingLabels.length > 0 ? t(text.missingFields, { fields: missingLabels.join(', ') }) : null));

  const release = () => {
    inFlight.current = false;
  };

  const goToExistingOrder = async (orderId: string) => {
    setRedirecting(true);
    try {
      const order = await fetchOrder(orderId);
      const state: TConfirmationState = {
        order,
        email: order.customerInfo.email,
        phone: order.customerInfo.phone,
        alreadySubmitted: true,
      };
      navigate(localizedPath(locale, paths.orderConfirmation), { replace: true, state });
    } catch {
      navigate(localizedPath(locale, paths.trackOrder(orderId)), { replace: true });
    }
  };

  const onValid = (values: TCheckoutFormValues) => {
    const input: TCreateOrderRequest = {
      quoteId,
      serviceType,
      customerInfo: {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone,
        ...(values.company ? { company: values.company } : {}),
        ...(wantsPostedCopy
          ? {
              address: values.address,
              city: values.city,
              ...(values.state ? { state: values.state } : {}),
              zipCode: values.zipCode,
            }
          : {}),
        ...(wantsPostedCopy && values.country ? { country: values.country } : {}),
      },
      ...(wantsPostedCopy ? { hardCopy: true } : {}),
      ...(values.nameSpellings.length > 0 ? { nameSpellings: values.nameSpellings } : {}),
      ...(values.translationInstructions ? { translationInstructions: values.translationInstructions } : {}),
      ...(wantsAccount ? { createAccount: { password: values.password } } : {}),
      locale,
    };
    mutation.mutate(input, {
      onSuccess: ({ order, session }) => {
        trackPixelEvent('Purchase', { value: order.totalPrice, currency: 'USD' });
        const state: TConfirmationState = {
          order,
          email: values.email,
          phone: values.phone,
          accountCreated: Boolean(session),
        };
        navigate(localizedPath(locale, paths.orderConfirmation), { replace: true, state });
      },
      onError: (error) => {
        const orderId = existingOrderId(error);
        if (orderId) void goToExistingOrder(orderId);
        else release();
      },
    });
  };

  const submit = handleSubmit(onValid, (invalid) => {
    // An error inside the collapsed names section must be seen.
    if (invalid.nameSpellings) setNamesOpen(true);
    release();
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !canSubmit) return;
    inFlight.current = true;
    mutation.reset();
    void submit(event);
  };

  const orderedElsewhere = mutation.isError && isOrderedElsewhere(mutation.error);
  const serverError =
    mutation.isError && !existingOrderId(mutation.error) && !orderedElsewhere ? errorText(mutation.error) : null;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="checkout-form-heading" className="flex flex-col gap-6">
      <div>
        {eyebrow ? <p className="font-semibold text-brand-700 text-xs uppercase tracking-wider">{eyebrow}</p> : null}
        <h2 id="checkout-form-heading" className={`font-semibold text-slate-900 text-xl ${eyebrow ? 'mt-1' : ''}`}>
          {text.heading}
        </h2>
        <p className="mt-1 text-slate-600 text-sm">{text.intro}</p>
      </div>

      {user ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-4 py-3 text-slate-700 text-sm">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            <T
              message={text.signedInAs}
              components={{ 0: <BreakableText className="font-medium text-slate-900">{user.email}</BreakableText> }}
            />
          </span>
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields register={register} errors={errors} name="split" locked={Boolean(user)} phoneRequired />
        <TextField
          label={text.company}
          autoComplete="organization"
          optional
          containerClassName="sm:col-span-2"
          error={errors.company?.message}
          {...register('company')}
        />
      </div>

      <TextareaField
        label={text.deadline}
        optional
        rows={3}
        maxLength={ORDER_INSTRUCTIONS_MAX_LENGTH}
        hint={text.deadlineHint}
        error={errors.translationInstructions?.message}
        {...register('translationInstructions')}
      />

      {serviceType === 'sworn' ? (
        <fieldset className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <legend className="sr-only">{text.addressLegend}</legend>
          <div className="flex items-start gap-3">
            <input
              id={postedCopyId}
              type="checkbox"
              aria-describedby={`${postedCopyId}-hint`}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
              {...register('hardCopy')}
            />
            <div>
              <label htmlFor={postedCopyId} className="font-medium text-slate-900">
                {text.postedCopy}
              </label>
              <p id={`${postedCopyId}-hint`} className="text-slate-600 text-sm">
                {text.postedCopyHint}
              </p>
            </div>
          </div>
          {wantsPostedCopy ? (
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <TextField
                label={text.streetAddress}
                autoComplete="street-address"
                required
                containerClassName="sm:col-span-2"
                error={errors.address?.message}
                {...register('address')}
              />
              <TextField
                label={text.city}
                autoComplete="address-level2"
                required
                error={errors.city?.message}
                {...register('city')}
              />
              <TextField
                label={text.state}
                autoComplete="address-level1"
                optional
                error={errors.state?.message}
                {...register('state')}
              />
              <TextField
                label={text.zipCode}
                autoComplete="postal-code"
                required
                error={errors.zipCode?.message}
                {...register('zipCode')}
              />
              <TextField
                label={text.country}
                autoComplete="country-name"
                optional
                error={errors.country?.message}
                {...register('country')}
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <div className="rounded-2xl border border-slate-200 px-4 sm:px-5">
        <Disclosure
          open={namesOpen}
          onOpenChange={setNamesOpen}
          title={
            <>
              {text.namesTitle} <span className="font-normal text-slate-500 text-sm">{text.optional}</span>
            </>
          }
        >
          <p className="mb-5 text-sm">{text.namesIntro}</p>
          <NameSpellingFields control={control} register={register} errors={errors} withInstructions={false} />
        </Disclosure>
      </div>

      {!user ? (
        <fieldset className="rounded-2xl border border-slate-200 p-4 sm:p-5">
          <legend className="sr-only">{text.accountLegend}</legend>
          <div className="flex items-start gap-3">
            <input
              id={accountId}
              type="checkbox"
              aria-describedby={`${accountId}-hint`}
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
              {...register('createAccount')}
            />
            <div>
              <label htmlFor={accountId} className="font-medium text-slate-900">
                {text.createAccount}
              </label>
              <p id={`${accountId}-hint`} className="text-slate-600 text-sm">
                {text.createAccountHint}
              </p>
            </div>
          </div>
          {wantsAccount ? (
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              <NewPasswordFields
                register={register}
                errors={errors}
                label={text.password}
                confirmLabel={text.confirmPassword}
                required
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <div className="flex flex-col gap-4 border-slate-100 border-t pt-6">
        {orderedElsewhere ? (
          <Alert tone="warning" title={text.orderedElsewhereTitle}>
            <AlreadyOrderedHelp />
          </Alert>
        ) : null}
        {serverError ? (
          <Alert tone="error" title={text.submitFailedTitle}>
            {serverError}
          </Alert>
        ) : null}
        {disabledReason ? (
          <p className="text-amber-800 text-sm" id="checkout-blocked-reason">
            {disabledReason}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!canSubmit}
          loading={busy}
          aria-describedby={disabledReason ? 'checkout-blocked-reason' : undefined}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          {/* Wraps on a phone: "Envoyer le projet pour examen" is wider than the screen on one line. */}
          <span className="whitespace-normal text-center">{busy ? text.submitting : text.submit}</span>
        </Button>
        <p className="text-center text-slate-500 text-xs">
          <T message={text.footer} components={{ 0: <span className="text-danger-700" /> }} />
        </p>
      </div>
    </form>
  );
};
