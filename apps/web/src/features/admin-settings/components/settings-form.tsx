import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminSettingsResponse } from '@sello/shared/admin-settings-schemas';
import { type TSettings, ZSettings } from '@sello/shared/settings';
import Save from 'lucide-react/icons/save';
import { type ReactNode, useId, useState } from 'react';
import { type FieldPath, get, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { settingsFieldErrors, useUpdateAdminSettings } from '../api/update-settings';

type TSettingsFormValues = z.input<typeof ZSettings>;

const Section = ({ title, description, children }: { title: string; description: string; children: ReactNode }) => {
  const id = useId();
  return (
    <fieldset aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">{description}</p>
      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
};

/**
 * The business settings: prices, time estimates, quote validity, the support address, the official quote's extras
 * and validity, bank transfer instructions and the invoice details. Checked with the
 * same zod schema as the server; the server's per-field messages are shown on the fields too. Saving affects
 * quotes created afterwards only: every quote keeps the prices it was made with.
 */
export const SettingsForm = ({ data }: { data: TAdminSettingsResponse }) => {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<TSettingsFormValues, unknown, TSettings>({
    resolver: zodResolver(ZSettings),
    defaultValues: data.settings,
    mode: 'onTouched',
  });
  const mutation = useUpdateAdminSettings();
  const [savedAt, setSavedAt] = useState<number | null>(null);

  const onSubmit = (values: TSettings) => {
    setSavedAt(null);
    mutation.mutate(values, {
      onSuccess: (saved) => {
        reset(saved.settings);
        setSavedAt(Date.now());
      },
      onError: (error) => {
        for (const [field, message] of Object.entries(settingsFieldErrors(error))) {
          setError(field as FieldPath<TSettingsFormValues>, { type: 'server', message });
        }
      },
    });
  };

  const errorOf = (name: FieldPath<TSettingsFormValues>): string | undefined =>
    (get(errors, name) as { message?: string } | undefined)?.message;
  const numberField = (
    name: FieldPath<TSettingsFormValues>,
    label: string,
    { hint, step = '1', min = '0' }: { hint?: string; step?: string; min?: string } = {},
  ) => (
    <TextField
      label={label}
      type="number"
      inputMode={step === '1' ? 'numeric' : 'decimal'}
      step={step}
      min={min}
      required
      hint={hint}
      error={errorOf(name)}
      {...register(name, { valueAsNumber: true })}
    />
  );

  const serverMessage =
    mutation.isError && Object.keys(settingsFieldErrors(mutation.error)).length === 0
      ? errorMessage(mutation.error, 'Failed to save the settings')
      : null;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Business settings" className="flex flex-col gap-6">
      <Section
        title="Pricing"
        description="Used for quotes created from now on. Quotes already made, and their orders, keep the prices they were given."
      >
        {numberField('pricing.professionalRatePerWord', 'Professional rate per word', {
          step: '0.001',
          hint: 'US dollars per word, e.g. 0.07',
        })}
        {numberField('pricing.swornRatePerPage', 'Sworn rate per page', { step: '0.01', hint: 'US dollars per page' })}
        {numberField('pricing.minimumCharge', 'Minimum charge', {
          step: '0.01',
          hint: 'US dollars per quote; 0 for no minimum',
        })}
      </Section>

      <Section
        title="Time estimates"
        description="Business days shown on quotes and used for the estimated delivery date."
      >
        {numberField('timeEstimates.professional.minBusinessDays', 'Professional: from (days)')}
        {numberField('timeEstimates.professional.maxBusinessDays', 'Professional: to (days)')}
        <div className="hidden lg:block" />
        {numberField('timeEstimates.sworn.minBusinessDays', 'Sworn: from (days)')}
        {numberField('timeEstimates.sworn.maxBusinessDays', 'Sworn: to (days)')}
      </Section>

      <Section
        title="Quotes and support"
        description="How long a quote can be ordered at its price, and where customers write to."
      >
        {numberField('quoteValidityDays', 'Quote validity (days)', { min: '1' })}
        <TextField
          label="Support email"
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          hint="Shown on the site and in emails; contact messages go here."
          error={errorOf('supportEmail')}
          containerClassName="lg:col-span-2"
          {...register('supportEmail')}
        />
      </Section>

      <Section
        title="Extras"
        description="What staff can add to an official quote. Quotes already sent keep their prices."
      >
        {numberField('extras.rush.surchargePercent', 'Rush surcharge (%)', {
          step: '0.1',
          hint: 'Percent added to the translation price',
        })}
        {numberField('extras.rush.deliveryBusinessDays', 'Rush delivery (business days)', {
          hint: 'Suggests the delivery date of a rush quote',
        })}
        {numberField('extras.notarization.pricePerOrder', 'Notarization price', {
          step: '0.01',
          hint: 'US dollars per order',
        })}
        {numberField('extras.hardCopy.pricePerCopy', 'Hard copy price', { step: '0.01', hint: 'US dollars per copy' })}
        {numberField('extras.hardCopy.shipping', 'Hard copy shipping', {
          step: '0.01',
          hint: 'US dollars per order posted',
        })}
      </Section>

      <Section title="Official quotes" description="How long a customer can approve an official quote.">
        {numberField('officialQuoteValidityDays', 'Official quote validity (days)', { min: '1' })}
      </Section>

      <Section
        title="Legibility check"
        description="Scans and photos are read by OCR. A page read with a lower confidence is flagged on the quote, so the customer can send a sharper copy before ordering."
      >
        {numberField('legibilityThreshold', 'Flag pages below this OCR confidence (%)', {
          hint: 'From 0 to 100; 0 flags nothing',
        })}
      </Section>

      <Section
        title="Bank transfer"
        description="Shown to a customer who approves a quote when online payment is not configured."
      >
        <TextareaField
          label="Bank transfer instructions"
          rows={4}
          required
          hint="The order number is given as the payment reference."
          error={errorOf('bankTransfer.instructions')}
          containerClassName="sm:col-span-2 lg:col-span-3"
          {...register('bankTransfer.instructions')}
        />
        <TextField
          label="Account to pay into"
          autoComplete="off"
          hint="Shown with a copy button beside the payee (the agency name below), e.g. the account and routing numbers or an IBAN."
          error={errorOf('bankTransfer.account')}
          containerClassName="sm:col-span-2 lg:col-span-3"
          {...register('bankTransfer.account')}
        />
      </Section>

      <Section title="Invoice details" description="The seller shown on receipts and credit notes.">
        <TextField
          label="Agency name"
          autoComplete="off"
          required
          error={errorOf('invoice.agencyName')}
          {...register('invoice.agencyName')}
        />
        <TextField
          label="Tax ID"
          autoComplete="off"
          optional
          error={errorOf('invoice.taxId')}
          {...register('invoice.taxId')}
        />
        <TextareaField
          label="Agency address"
          rows={3}
          optional
          error={errorOf('invoice.address')}
          containerClassName="sm:col-span-2 lg:col-span-3"
          {...register('invoice.address')}
        />
      </Section>

      <Section
        title="Certified translations"
        description="Sworn translations are generated when the final translation is approved; their certification is dated and signed at this place."
      >
        <TextField
          label="Place of signing"
          autoComplete="off"
          required
          hint='As in "En Madrid, a 26 de noviembre de 2026".'
          error={errorOf('certifiedTranslations.place')}
          {...register('certifiedTranslations.place')}
        />
      </Section>

      <Section
        title="Data retention"
        description="How long customers' documents and emails are kept. File periods apply to files uploaded from now on."
      >
        {numberField('retention.unconvertedHours', 'Uploads without an order (hours)', {
          min: '1',
          hint: 'Quote uploads that never become an order are deleted after this.',
        })}
        {numberField('retention.deliveredDays', 'Delivered order files (days)', {
          min: '1',
          hint: 'How long order files stay after delivery (automatic deletion is not switched on yet).',
        })}
        {numberField('retention.sentEmailDays', 'Sent emails (days)', {
          min: '7',
          hint: 'Sent emails are deleted from the outbox after this. Unsent ones stay; their reset and verification links are hidden once expired.',
        })}
      </Section>

      <Section
        title="Draft approval"
        description="When the reviewer approves a translation, the customer first checks a draft marked 'DRAFT — not valid as a translation' and approves it or asks for corrections. They are told the rounds and days below."
      >
        {(['sworn', 'professional'] as const).map((service) => (
          <label key={service} className="flex items-start gap-3 font-medium text-slate-900">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
              {...register(`draftApproval.${service}`)}
            />
            {service === 'sworn' ? 'Sworn orders need draft approval' : 'Professional orders need draft approval'}
          </label>
        ))}
        {numberField('draftApproval.rounds', 'Correction rounds', {
          hint: 'How many times the customer may ask for corrections; 0 for approval only.',
        })}
        {numberField('draftApproval.autoApproveDays', 'Days before a draft counts as approved', {
          min: '1',
          hint: 'A draft the customer has not answered by then is approved.',
        })}
      </Section>

      <Section
        title="Staff security"
        description="With this on, staff without two-factor authentication can only open their account page until they set it up."
      >
        <label className="flex items-start gap-3 font-medium text-slate-900">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
            {...register('staffSecurity.requireTwoFactor')}
          />
          Require two-factor authentication for staff
        </label>
      </Section>

      <section
        aria-labelledby="operator-settings"
        className="rounded-2xl border border-slate-200 border-dashed bg-slate-50 p-5 sm:p-6"
      >
        <h2 id="operator-settings" className="font-semibold text-lg text-slate-900">
          Set by the server operator
        </h2>
        <p className="mt-1 text-slate-600 text-sm">
          These come from the server&apos;s environment (MAX_UPLOAD_MB, MAX_FILES) and change with a restart.
        </p>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {[
            ['Largest upload', `${data.environment.maxUploadMb} MB`],
            ['Files per quote', String(data.environment.maxFiles)],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600 text-sm">{label}</dt>
              <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div aria-live="polite">
        {savedAt !== null && !isDirty ? (
          <Alert tone="success" live={false} title="Settings saved">
            New quotes use these values from now on; existing quotes keep their prices.
          </Alert>
        ) : null}
      </div>
      {mutation.isError ? (
        <Alert tone="error" title="The settings were not saved">
          {serverMessage ?? 'Please correct the highlighted fields.'}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <Button
          variant="outline"
          disabled={!isDirty || mutation.isPending}
          onClick={() => {
            reset(data.settings);
            mutation.reset();
          }}
        >
          Discard changes
        </Button>
        <Button
          type="submit"
          loading={mutation.isPending}
          icon={<Save aria-hidden="true" className="size-4" />}
          className="w-full sm:w-auto"
        >
          {mutation.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
};
