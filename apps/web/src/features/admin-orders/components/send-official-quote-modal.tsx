import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { EXTRA_NAMES, type TOfficialQuote, type TSendOfficialQuoteRequest } from '@sello/shared/official-quote-schemas';
import { formatUsd, fromCents } from '@sello/shared/pricing';
import Send from 'lucide-react/icons/send';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { DollarsField, ModalForm } from '@/components/ui/modal-form';
import { Spinner } from '@/components/ui/spinner';
import { TextField, type TTextFieldProps } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useQuoteSettings } from '../api/get-quote-settings';
import { useSendOfficialQuote } from '../api/send-official-quote';
import {
  countsChanged,
  defaultDeliveryDate,
  hasPostalAddress,
  officialQuoteDefaults,
  officialQuoteFormSchema,
  previewOfficialQuote,
  rushDeliveryDate,
  type TOfficialQuoteFormValues,
} from './send-official-quote-form';

export const SEND_QUOTE_FALLBACK = 'Failed to send the official quote';

/** A checkbox with its label (and any detail under it) to the right. */
const CheckOption = ({
  children,
  labelClassName,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
  labelClassName?: string;
  children: ReactNode;
}) => (
  <label className="flex items-start gap-2 text-sm">
    <input type="checkbox" className="mt-0.5 size-4" {...input} />
    <span className={labelClassName}>{children}</span>
  </label>
);

/** A document's count of pages or words: a whole number, 0 or more. */
const CountField = (props: TTextFieldProps) => (
  <TextField type="number" inputMode="numeric" min="0" step="1" required {...props} />
);

/**
 * "Review & Send Official Quote": staff confirm or correct each document's counts (a reason for every change),
 * choose extras, a discount and the delivery date. The preview prices it with the shared pricing function; the
 * server prices it again (with the quote's minimum charge) and its lines are the ones the customer sees.
 */
export const SendOfficialQuoteModal = ({
  order,
  open,
  onClose,
  onSent,
}: {
  order: TAdminOrder;
  open: boolean;
  onClose: () => void;
  onSent: (quote: TOfficialQuote) => void;
}) => {
  const settingsQuery = useQuoteSettings();
  const send = useSendOfficialQuote();
  const extras = settingsQuery.data?.settings.extras;
  const [today] = useState(() => new Date());
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<TOfficialQuoteFormValues, unknown, TSendOfficialQuoteRequest>({
    resolver: zodResolver(officialQuoteFormSchema(order)),
    defaultValues: officialQuoteDefaults(order, today),
  });
  const values = watch();
  const addressMissing = !hasPostalAddress(order);
  const hardCopyHintId = useId();
  const rushDate = extras ? rushDeliveryDate(extras, today) : null;
  const preview = extras ? previewOfficialQuote(order, values, extras) : null;
  const estimateOf = (fileKey: string) => order.sourceFiles.find((file) => file.fileKey === fileKey);

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title="Review & Send Official Quote"
      description={`Order ${order.orderNumber} · ${order.customerInfo.email}`}
      widthClassName="max-w-3xl"
      onSubmit={handleSubmit((request) =>
        send.mutate({ orderId: order.orderId, ...request }, { onSuccess: (quote) => onSent(quote) }),
      )}
      pending={send.isPending}
      error={send.error}
      errorFallback={SEND_QUOTE_FALLBACK}
      submitLabel="Send Official Quote"
      pendingLabel="Sending..."
      submitIcon={<Send aria-hidden="true" className="size-4" />}
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 font-semibold text-slate-900">Documents</legend>
        {values.files.map((row, index) => {
          const estimate = estimateOf(row.fileKey);
          const fileErrors = errors.files?.[index];
          const changed = countsChanged(order, row);
          const reasonDeps = { deps: [`files.${index}.reason` as const] };
          return (
            <fieldset
              key={row.fileKey}
              aria-label={row.filename}
              className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
            >
              <p className="break-all font-medium text-slate-900 text-sm">
                {row.filename}
                <span className="ml-2 font-normal text-slate-500">
                  Estimate: {estimate?.pages ?? '–'} pages, {estimate?.wordCount ?? '–'} words
                </span>
              </p>
              <div className="grid gap-3 sm:grid-cols-3">
                <CountField
                  label="Pages"
                  error={fileErrors?.pages?.message}
                  data-autofocus={index === 0 ? true : undefined}
                  {...register(`files.${index}.pages`, reasonDeps)}
                />
                <CountField
                  label="Words"
                  error={fileErrors?.wordCount?.message}
                  {...register(`files.${index}.wordCount`, reasonDeps)}
                />
                <TextField
                  label="Reason for the change"
                  maxLength={300}
                  error={fileErrors?.reason?.message}
                  required={changed}
                  optional={!changed}
                  hint={changed ? 'Shown to the customer' : 'Needed only when a count changes'}
                  {...register(`files.${index}.reason`)}
                />
              </div>
            </fieldset>
          );
        })}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">Extras</legend>
        {settingsQuery.isPending ? (
          <p className="flex items-center gap-2 text-slate-600 text-sm">
            <Spinner label="Loading the extras" /> Loading the extras…
          </p>
        ) : settingsQuery.isError || !extras ? (
          <Alert tone="warning">
            {errorMessage(settingsQuery.error, 'Could not load the extras from the settings.')} The quote can be sent
            without extras.
          </Alert>
        ) : (
          <>
            <CheckOption
              {...register('rush', {
                onChange: (event: { target: { checked: boolean } }) =>
                  setValue(
                    'deliveryDate',
                    event.target.checked && rushDate ? rushDate : defaultDeliveryDate(order, today),
                  ),
              })}
            >
              {EXTRA_NAMES.rush} (+{extras.rush.surchargePercent} %)
              <span className="block text-slate-600 text-xs">
                Delivery in {extras.rush.deliveryBusinessDays} business day
                {extras.rush.deliveryBusinessDays === 1 ? '' : 's'}: suggests {rushDate}
              </span>
            </CheckOption>
            <CheckOption {...register('notarization')}>
              {EXTRA_NAMES.notarization} ({formatUsd(extras.notarization.pricePerOrder)} per order)
            </CheckOption>
            <div className="flex flex-col gap-2">
              <CheckOption
                disabled={addressMissing}
                aria-describedby={addressMissing ? hardCopyHintId : undefined}
                labelClassName={addressMissing ? 'text-slate-500' : undefined}
                {...register('hardCopy', { deps: ['copies'] })}
              >
                {EXTRA_NAMES.hard_copy} ({formatUsd(extras.hardCopy.pricePerCopy)} per copy +{' '}
                {formatUsd(extras.hardCopy.shipping)} shipping)
              </CheckOption>
              {addressMissing ? (
                <p id={hardCopyHintId} className="ml-6 text-slate-600 text-xs">
                  Not available: the customer gave no postal address.
                </p>
              ) : null}
              {values.hardCopy && !addressMissing ? (
                <TextField
                  label="Hard copies"
                  type="number"
                  inputMode="numeric"
                  min="1"
                  max="20"
                  step="1"
                  error={errors.copies?.message}
                  containerClassName="ml-6 sm:w-40"
                  {...register('copies')}
                />
              ) : null}
            </div>
          </>
        )}
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold text-slate-900">Discount</legend>
        <CheckOption {...register('discountOn', { deps: ['discountAmount', 'discountReason'] })}>
          Apply a discount
        </CheckOption>
        {values.discountOn ? (
          <div className="grid gap-3 sm:grid-cols-3">
            <DollarsField
              label="Discount amount (USD)"
              error={errors.discountAmount?.message}
              required
              {...register('discountAmount')}
            />
            <TextField
              label="Discount reason"
              maxLength={300}
              error={errors.discountReason?.message}
              required
              containerClassName="sm:col-span-2"
              {...register('discountReason')}
            />
          </div>
        ) : null}
      </fieldset>

      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Delivery date"
          type="date"
          hint="If paid today: the business days until it count from the payment"
          error={errors.deliveryDate?.message}
          required
          {...register('deliveryDate')}
        />
      </div>
      <TextareaField label="Note to the customer" rows={3} maxLength={2000} optional {...register('note')} />

      {preview ? (
        <section aria-label="Preview" className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <h3 className="font-semibold text-slate-900 text-sm">Preview</h3>
          <p className="text-slate-600 text-xs">
            Estimate, confirmed by the server (which also applies any minimum charge).
          </p>
          <table className="mt-3 w-full text-sm">
            <tbody>
              {preview.lines.map((line) => (
                <tr key={line.code}>
                  <td className="py-1 pr-3 text-slate-700">{line.description}</td>
                  <td className="py-1 text-right tabular-nums">{formatUsd(fromCents(line.amountCents))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-slate-200 border-t font-semibold">
                <td className="pt-2 pr-3">Estimated total</td>
                <td className="pt-2 text-right tabular-nums">{formatUsd(fromCents(preview.totalCents))}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      ) : null}

      {isSubmitted && Object.keys(errors).length > 0 ? (
        <Alert tone="error">Please correct the highlighted fields.</Alert>
      ) : null}
    </ModalForm>
  );
};
