import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import {
  EXTRA_NAMES,
  priceOfficialQuote,
  type TOfficialQuote,
  type TSendOfficialQuoteRequest,
} from '@sello/shared/official-quote-schemas';
import { addBusinessDays, formatUsd } from '@sello/shared/pricing';
import Send from 'lucide-react/icons/send';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useQuoteSettings } from '../api/get-quote-settings';
import { useSendOfficialQuote } from '../api/send-official-quote';

export const SEND_QUOTE_FALLBACK = 'Failed to send the official quote';

type TFileRow = { fileKey: string; filename: string; pages: string; wordCount: string; reason: string };

const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A count typed in a field: a whole number ≥ 0, else null. */
const parseCount = (value: string): number | null => {
  if (!/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
};

const isChanged = (typed: string, estimate: number | null) => {
  const count = parseCount(typed);
  return estimate !== null && count !== null && count !== estimate;
};

/** Whether the order's customer gave a postal address (needed to post hard copies). */
const hasAddress = (order: TAdminOrder) => Boolean(order.customerInfo.address?.trim());

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
  const estimateById = new Map(order.sourceFiles.map((file) => [file.fileKey, file]));
  const previous = order.officialQuote;
  const previousFile = (fileKey: string) => previous?.files.find((file) => file.fileKey === fileKey);

  const [files, setFiles] = useState<TFileRow[]>(() =>
    order.sourceFiles.map((file) => {
      const last = previousFile(file.fileKey);
      return {
        fileKey: file.fileKey,
        filename: file.filename,
        pages: String(last?.pages ?? file.pages ?? 0),
        wordCount: String(last?.wordCount ?? file.wordCount ?? 0),
        reason: last?.reason ?? '',
      };
    }),
  );
  const [rush, setRush] = useState(false);
  const [notarization, setNotarization] = useState(false);
  const [hardCopy, setHardCopy] = useState(false);
  const [copies, setCopies] = useState('1');
  const [discountOn, setDiscountOn] = useState(false);
  const [discountAmount, setDiscountAmount] = useState('');
  const [discountReason, setDiscountReason] = useState('');
  const defaultDate = order.estimatedDelivery ? order.estimatedDelivery.slice(0, 10) : toIsoDate(new Date());
  const [deliveryDate, setDeliveryDate] = useState(defaultDate);
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const addressMissing = !hasAddress(order);
  const hardCopyHintId = useId();

  const rushDate = extras ? toIsoDate(addBusinessDays(new Date(), extras.rush.deliveryBusinessDays)) : null;

  const updateFile = (index: number, changes: Partial<TFileRow>) =>
    setFiles((rows) => rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));

  // Client-side checks, shown once the form was submitted.
  const fileErrors = files.map((row) => {
    const estimate = estimateById.get(row.fileKey);
    const changed =
      isChanged(row.pages, estimate?.pages ?? null) || isChanged(row.wordCount, estimate?.wordCount ?? null);
    return {
      pages: parseCount(row.pages) === null ? 'Pages must be a whole number of 0 or more' : undefined,
      wordCount: parseCount(row.wordCount) === null ? 'Words must be a whole number of 0 or more' : undefined,
      reason: changed && !row.reason.trim() ? 'Please explain why the counts changed' : undefined,
      changed,
    };
  });
  const copyCount = Number(copies);
  const copiesError =
    hardCopy && !(Number.isInteger(copyCount) && copyCount >= 1 && copyCount <= 20)
      ? 'Copies must be a whole number from 1 to 20'
      : undefined;
  const discountValue = Number(discountAmount);
  const discountAmountError =
    discountOn && !(discountAmount.trim() !== '' && Number.isFinite(discountValue) && discountValue > 0)
      ? 'The discount must be more than $0'
      : undefined;
  const discountReasonError = discountOn && !discountReason.trim() ? 'A discount needs a reason' : undefined;
  const deliveryDateError = /^\d{4}-\d{2}-\d{2}$/.test(deliveryDate) ? undefined : 'Please choose a delivery date';
  const invalid =
    fileErrors.some((error) => error.pages || error.wordCount || error.reason) ||
    Boolean(copiesError || discountAmountError || discountReasonError || deliveryDateError);
  const shown = (message: string | undefined) => (submitted ? message : undefined);

  const chosenExtras: TSendOfficialQuoteRequest['extras'] = [
    ...(rush ? [{ code: 'rush' as const }] : []),
    ...(notarization ? [{ code: 'notarization' as const }] : []),
    ...(hardCopy && !addressMissing ? [{ code: 'hard_copy' as const, quantity: copyCount || 1 }] : []),
  ];
  const discount =
    discountOn && !discountAmountError ? { amount: discountValue, reason: discountReason.trim() } : undefined;

  const totals = files.reduce(
    (sum, row) => ({
      pages: sum.pages + (parseCount(row.pages) ?? 0),
      words: sum.words + (parseCount(row.wordCount) ?? 0),
    }),
    { pages: 0, words: 0 },
  );
  const preview = extras
    ? priceOfficialQuote({
        serviceType: order.serviceType,
        rate: order.rate,
        // The quote's minimum charge is not on the admin order: the server applies it.
        minimumCharge: 0,
        totalPages: totals.pages,
        totalWords: totals.words,
        extras: chosenExtras,
        extraSettings: extras,
        discount: discount ? { ...discount, reason: discount.reason || '…' } : undefined,
      })
    : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid) return;
    send.mutate(
      {
        orderId: order.orderId,
        files: files.map((row, index) => ({
          fileKey: row.fileKey,
          pages: parseCount(row.pages) ?? 0,
          wordCount: parseCount(row.wordCount) ?? 0,
          ...(fileErrors[index]?.changed && row.reason.trim() ? { reason: row.reason.trim() } : {}),
        })),
        extras: chosenExtras,
        ...(discount ? { discount } : {}),
        deliveryDate,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      { onSuccess: (quote) => onSent(quote) },
    );
  };

  return (
    <Modal
      open={open}
      onClose={send.isPending ? () => undefined : onClose}
      title="Review & Send Official Quote"
      description={`Order ${order.orderNumber} · ${order.customerInfo.email}`}
      widthClassName="max-w-3xl"
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-6" noValidate>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold text-slate-900">Documents</legend>
          {files.map((row, index) => {
            const estimate = estimateById.get(row.fileKey);
            const errors = fileErrors[index];
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
                  <TextField
                    label="Pages"
                    type="number"
                    inputMode="numeric"
                    min="0"
                    step="1"
                    value={row.pages}
                    onChange={(event) => updateFile(index, { pages: event.target.value })}
                    error={shown(errors?.pages)}
                    required
                    data-autofocus={index === 0 ? true : undefined}
                  />
                  <TextField
                    label="Words"
                    type="number"
                    inputMode="numeric"
                    min="0"
                    step="1"
                    value={row.wordCount}
                    onChange={(event) => updateFile(index, { wordCount: event.target.value })}
                    error={shown(errors?.wordCount)}
                    required
                  />
                  <TextField
                    label="Reason for the change"
                    value={row.reason}
                    maxLength={300}
                    onChange={(event) => updateFile(index, { reason: event.target.value })}
                    error={shown(errors?.reason)}
                    required={errors?.changed}
                    optional={!errors?.changed}
                    hint={errors?.changed ? 'Shown to the customer' : 'Needed only when a count changes'}
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
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  checked={rush}
                  onChange={(event) => {
                    setRush(event.target.checked);
                    if (event.target.checked && rushDate) setDeliveryDate(rushDate);
                    if (!event.target.checked) setDeliveryDate(defaultDate);
                  }}
                />
                <span>
                  {EXTRA_NAMES.rush} (+{extras.rush.surchargePercent} %)
                  <span className="block text-slate-600 text-xs">
                    Delivery in {extras.rush.deliveryBusinessDays} business day
                    {extras.rush.deliveryBusinessDays === 1 ? '' : 's'}: suggests {rushDate}
                  </span>
                </span>
              </label>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 size-4"
                  checked={notarization}
                  onChange={(event) => setNotarization(event.target.checked)}
                />
                <span>
                  {EXTRA_NAMES.notarization} ({formatUsd(extras.notarization.pricePerOrder)} per order)
                </span>
              </label>
              <div className="flex flex-col gap-2">
                <label className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4"
                    checked={hardCopy && !addressMissing}
                    disabled={addressMissing}
                    aria-describedby={addressMissing ? hardCopyHintId : undefined}
                    onChange={(event) => setHardCopy(event.target.checked)}
                  />
                  <span className={addressMissing ? 'text-slate-500' : undefined}>
                    {EXTRA_NAMES.hard_copy} ({formatUsd(extras.hardCopy.pricePerCopy)} per copy +{' '}
                    {formatUsd(extras.hardCopy.shipping)} shipping)
                  </span>
                </label>
                {addressMissing ? (
                  <p id={hardCopyHintId} className="ml-6 text-slate-600 text-xs">
                    Not available: the customer gave no postal address.
                  </p>
                ) : null}
                {hardCopy && !addressMissing ? (
                  <TextField
                    label="Hard copies"
                    type="number"
                    inputMode="numeric"
                    min="1"
                    max="20"
                    step="1"
                    value={copies}
                    onChange={(event) => setCopies(event.target.value)}
                    error={shown(copiesError)}
                    containerClassName="ml-6 sm:w-40"
                  />
                ) : null}
              </div>
            </>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-semibold text-slate-900">Discount</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4"
              checked={discountOn}
              onChange={(event) => setDiscountOn(event.target.checked)}
            />
            Apply a discount
          </label>
          {discountOn ? (
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Discount amount (USD)"
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                value={discountAmount}
                onChange={(event) => setDiscountAmount(event.target.value)}
                error={shown(discountAmountError)}
                required
              />
              <TextField
                label="Discount reason"
                value={discountReason}
                maxLength={300}
                onChange={(event) => setDiscountReason(event.target.value)}
                error={shown(discountReasonError)}
                required
                containerClassName="sm:col-span-2"
              />
            </div>
          ) : null}
        </fieldset>

        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label="Delivery date"
            type="date"
            value={deliveryDate}
            onChange={(event) => setDeliveryDate(event.target.value)}
            error={shown(deliveryDateError)}
            required
          />
        </div>
        <TextareaField
          label="Note to the customer"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          optional
        />

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
                    <td className="py-1 text-right tabular-nums">{formatUsd(line.amountCents / 100)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-slate-200 border-t font-semibold">
                  <td className="pt-2 pr-3">Estimated total</td>
                  <td className="pt-2 text-right tabular-nums">{formatUsd(preview.totalCents / 100)}</td>
                </tr>
              </tfoot>
            </table>
          </section>
        ) : null}

        {submitted && invalid ? <Alert tone="error">Please correct the highlighted fields.</Alert> : null}
        {send.isError ? <Alert tone="error">{errorMessage(send.error, SEND_QUOTE_FALLBACK)}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending} icon={<Send aria-hidden="true" className="size-4" />}>
            {send.isPending ? 'Sending...' : 'Send Official Quote'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
