import type { TOfficialQuote, TOfficialQuoteFile } from '@sello/shared/official-quote-schemas';
import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrder } from '@sello/shared/order-schemas';
import type { TBankTransferDetails } from '@sello/shared/payment-schemas';
import { formatUsd } from '@sello/shared/pricing';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Clock from 'lucide-react/icons/clock';
import CreditCard from 'lucide-react/icons/credit-card';
import Landmark from 'lucide-react/icons/landmark';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { errorMessage } from '@/lib/api-client';
import { formatCalendarDate, formatCount, formatLongDate, orderDelivery } from '@/lib/order-format';
import { APPROVE_FAILED_MESSAGE, useApproveOfficialQuote } from '../api/approve-official-quote';
import { redirectToCheckout } from './checkout-redirect';
import { QuoteDecisions } from './quote-decisions';

export const NOTHING_CHARGED_MESSAGE = 'Nothing is charged until you approve.';
/** A quote discounted to $0: approving it confirms the order, paid, with a $0 receipt. */
export const NO_PAYMENT_NEEDED_MESSAGE = 'No payment is needed for this quote.';
export const QUOTE_EXPIRED_MESSAGE = 'This quote has expired — we will send you a new one';
export const PAY_BY_CARD_AGAIN_MESSAGE = 'Pay by card with the button below whenever you are ready.';
export const BANK_TRANSFER_AFTER_APPROVAL_MESSAGE = 'You pay by bank transfer: the details show here once you approve.';
export const BANK_TRANSFER_REFERENCE_HINT =
  'Please quote the reference with your transfer so we can match your payment. We email you as soon as it arrives.';

const unitPriceFormatter = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** `$0.07`, `$0.065` (a per-word rate may be a fraction of a cent), `$42.00`. */
const formatUnitPrice = (dollars: number) => unitPriceFormatter.format(dollars);

/** `+$155.00 more than the estimate`, `$12.50 less than the estimate`, `Same as the estimate`. */
export const describeDifference = (difference: number): string => {
  const cents = Math.round(difference * 100);
  if (cents === 0) return 'Same as the estimate';
  return cents > 0
    ? `+${formatUsd(cents / 100)} more than the estimate`
    : `${formatUsd(-cents / 100)} less than the estimate`;
};

const countsOf = (pages: number | null, words: number | null) =>
  [pages === null ? null : formatCount(pages, 'page'), words === null ? null : formatCount(words, 'word')]
    .filter(Boolean)
    .join(' · ') || 'Not counted';

const countsDiffer = (file: TOfficialQuoteFile) =>
  (file.estimatedPages !== null && file.estimatedPages !== file.pages) ||
  (file.estimatedWordCount !== null && file.estimatedWordCount !== file.wordCount);

/** The section's heading level: 2 on the order page, 3 inside the tracking result (under the order number). */
type THeadingLevel = 2 | 3;
const subheading = (level: THeadingLevel) => (level === 2 ? 'h3' : 'h4');

const QuoteDocuments = ({ files, level }: { files: TOfficialQuoteFile[]; level: THeadingLevel }) => {
  const Subheading = subheading(level);
  return (
    <div>
      <Subheading className="font-semibold text-slate-900">Documents</Subheading>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200">
        {files.map((file) => {
          const changed = countsDiffer(file);
          return (
            <li key={file.fileKey} className="p-4">
              <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{file.filename}</p>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-500">Estimated</dt>
                  <dd className="text-slate-700">{countsOf(file.estimatedPages, file.estimatedWordCount)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">Confirmed</dt>
                  <dd className={changed ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                    {countsOf(file.pages, file.wordCount)}
                  </dd>
                </div>
                {changed && file.reason ? (
                  <div className="sm:col-span-2">
                    <dt className="text-slate-500">Why it changed</dt>
                    <dd className="text-slate-700">{file.reason}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ul>
    </div>
  );
};

const QuoteLines = ({ quote, level }: { quote: TOfficialQuote; level: THeadingLevel }) => {
  const Subheading = subheading(level);
  return (
    <div>
      <Subheading id="official-quote-lines-heading" className="font-semibold text-slate-900">
        Price
      </Subheading>
      <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200">
        <table aria-labelledby="official-quote-lines-heading" className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                Item
              </th>
              <th scope="col" className="hidden px-4 py-2.5 font-medium sm:table-cell">
                Quantity × unit price
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {/* Each line code appears at most once in a quote. */}
            {quote.lines.map((line) => (
              <tr key={line.code}>
                <td className="px-4 py-3 text-slate-900">
                  {line.description}
                  {/* On narrow screens the middle column folds under the description. */}
                  <span className="mt-0.5 block text-slate-500 text-xs sm:hidden">
                    {line.quantity.toLocaleString('en-US')} × {formatUnitPrice(line.unitPrice)}
                  </span>
                </td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-slate-700 sm:table-cell">
                  {line.quantity.toLocaleString('en-US')} × {formatUnitPrice(line.unitPrice)}
                </td>
                <td className="whitespace-nowrap px-4 py-3 text-right text-slate-900 tabular-nums">
                  {formatUsd(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-slate-200 border-t bg-slate-50">
            <tr>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                Total
              </th>
              <td className="hidden sm:table-cell" />
              <td className="whitespace-nowrap px-4 py-3 text-right font-bold text-base text-slate-900 tabular-nums">
                {formatUsd(quote.total)} <span className="font-normal text-slate-500 text-xs">USD</span>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-2 text-slate-600 text-sm">
        <span className="font-medium text-slate-800">{describeDifference(quote.difference)}</span> (instant estimate:{' '}
        {formatUsd(quote.estimatedTotal)})
      </p>
    </div>
  );
};

/**
 * The live quote can be approved, or (once approved and still unpaid) paid by card again: approving again answers a
 * new card checkout, so a customer who left Stripe can still pay.
 */
export const canApproveQuote = (order: Pick<TOrder, 'status' | 'paidAt'>, quote: TOfficialQuote) =>
  order.status === 'PENDING' &&
  !order.paidAt &&
  (quote.status === 'APPROVED' || (quote.status === 'CURRENT' && !quote.expired));

type TQuoteOrder = Pick<TOrder, 'orderId' | 'status' | 'paidAt' | 'deliveryDate' | 'paymentMethod' | 'bankTransfer'>;

/**
 * The official quote staff sent after reviewing the order: each document's confirmed counts against the estimate
 * (and why they differ), the priced lines, the total and its difference from the instant estimate, the delivery
 * date and validity, the way to approve and pay (by card, or the bank-transfer details while payment is due), and a
 * question to the agency or declining it.
 */
export const OfficialQuoteSection = ({
  order,
  quote,
  headingLevel = 2,
}: {
  order: TQuoteOrder;
  quote: TOfficialQuote;
  headingLevel?: THeadingLevel;
}) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = subheading(headingLevel);
  const approve = useApproveOfficialQuote();
  const [redirecting, setRedirecting] = useState(false);
  const approvable = canApproveQuote(order, quote);
  const approved = quote.status === 'APPROVED';

  const onApprove = () => {
    approve.mutate(
      { orderId: order.orderId, officialQuoteId: quote.officialQuoteId },
      {
        onSuccess: (answer) => {
          if ('checkoutUrl' in answer) {
            setRedirecting(true);
            redirectToCheckout(answer.checkoutUrl);
          }
          // Otherwise the order, read again, is paid ($0) or carries the bank-transfer details.
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="official-quote-heading"
      className="rounded-3xl border border-brand-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id="official-quote-heading" className="font-semibold text-lg text-slate-900">
          Official quote
        </Heading>
        <p className="text-slate-500 text-sm">
          {quote.version > 1 ? `Version ${quote.version} · ` : ''}Sent on {formatLongDate(quote.createdAt)}
        </p>
      </div>
      <p className="mt-2 text-slate-700">
        We reviewed your documents and confirmed the price below.{' '}
        {approved || order.status !== 'PENDING' ? null : (
          <strong>{quote.total === 0 ? NO_PAYMENT_NEEDED_MESSAGE : NOTHING_CHARGED_MESSAGE}</strong>
        )}
      </p>

      <div className="mt-6 flex flex-col gap-6">
        <QuoteDocuments files={quote.files} level={headingLevel} />
        <QuoteLines quote={quote} level={headingLevel} />

        <dl className="grid gap-4 rounded-2xl bg-slate-50 p-4 text-sm sm:grid-cols-2">
          <div>
            {/* The quote's turnaround counts from the payment: until then the date moves with the day. */}
            <dt className="flex items-center gap-2 text-slate-500">
              <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
              {order.paidAt || isDelivered(order.status)
                ? orderDelivery(order).label
                : 'Delivery date if you pay today'}
            </dt>
            <dd className="pl-7 font-semibold text-slate-900">
              {order.deliveryDate ? formatLongDate(order.deliveryDate) : formatCalendarDate(quote.deliveryDate)}
            </dd>
          </div>
          {approved ? null : (
            <div>
              <dt className="flex items-center gap-2 text-slate-500">
                <Clock
                  aria-hidden="true"
                  className={`size-5 shrink-0 ${quote.expired ? 'text-danger-700' : 'text-brand-600'}`}
                />
                Validity
              </dt>
              <dd className={`pl-7 font-semibold ${quote.expired ? 'text-danger-800' : 'text-slate-900'}`}>
                {quote.expired ? 'Expired' : `Valid until ${formatLongDate(quote.validUntil)}`}
              </dd>
            </div>
          )}
        </dl>

        {quote.note ? (
          <div>
            <Subheading className="font-semibold text-slate-900">Note from our team</Subheading>
            <p className="mt-1 whitespace-pre-line text-slate-700">{quote.note}</p>
          </div>
        ) : null}

        <QuoteAction
          order={order}
          quote={quote}
          approvable={approvable}
          pending={approve.isPending || redirecting}
          error={approve.isError ? errorMessage(approve.error, APPROVE_FAILED_MESSAGE) : null}
          onApprove={onApprove}
        />

        {order.status === 'PENDING' && !order.paidAt ? <QuoteDecisions orderId={order.orderId} quote={quote} /> : null}
      </div>
    </section>
  );
};

const QuoteAction = ({
  order,
  quote,
  approvable,
  pending,
  error,
  onApprove,
}: {
  order: TQuoteOrder;
  quote: TOfficialQuote;
  approvable: boolean;
  pending: boolean;
  error: string | null;
  onApprove: () => void;
}) => {
  if (order.paidAt) return null;
  const card = order.paymentMethod === 'card';
  const approved = quote.status === 'APPROVED';
  const errorAlert = error ? <Alert tone="error">{error}</Alert> : null;

  if (order.bankTransfer && order.status === 'PENDING') {
    return <BankTransferDetails details={order.bankTransfer} approvedAt={quote.approvedAt} />;
  }

  if (approvable && quote.total === 0) {
    return (
      <div className="flex flex-col gap-3">
        {errorAlert}
        <Button
          size="lg"
          loading={pending}
          icon={<CalendarCheck aria-hidden="true" className="size-5" />}
          onClick={onApprove}
        >
          Approve — no payment needed
        </Button>
      </div>
    );
  }

  if (approved && order.status === 'PENDING' && card) {
    return (
      <div className="flex flex-col gap-4">
        <Alert
          tone="info"
          title={`Approved${quote.approvedAt ? ` on ${formatLongDate(quote.approvedAt)}` : ''} — awaiting your payment`}
        >
          <p>{PAY_BY_CARD_AGAIN_MESSAGE}</p>
        </Alert>
        {errorAlert}
        <Button
          size="lg"
          loading={pending}
          icon={<CreditCard aria-hidden="true" className="size-5" />}
          onClick={onApprove}
          className="self-start"
        >
          Pay {formatUsd(quote.total)} by card
        </Button>
      </div>
    );
  }

  if (quote.expired && order.status === 'PENDING') {
    return <Alert tone="warning">{QUOTE_EXPIRED_MESSAGE}</Alert>;
  }

  if (!approvable || approved) return null;
  return (
    <div className="flex flex-col gap-3">
      {errorAlert}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <Button
          size="lg"
          loading={pending}
          icon={
            card ? (
              <CreditCard aria-hidden="true" className="size-5" />
            ) : (
              <Landmark aria-hidden="true" className="size-5" />
            )
          }
          onClick={onApprove}
        >
          Approve & pay {formatUsd(quote.total)}
        </Button>
        <p className="text-slate-600 text-sm">
          {card ? 'You pay by card on the next page. ' : `${BANK_TRANSFER_AFTER_APPROVAL_MESSAGE} `}
          {NOTHING_CHARGED_MESSAGE}
        </p>
      </div>
    </div>
  );
};

/** Approved, paid by bank transfer: what to send where, each value with a copy button, on every visit until paid. */
const BankTransferDetails = ({ details, approvedAt }: { details: TBankTransferDetails; approvedAt: string | null }) => {
  const rows: Array<{ label: string; value: string; mono?: boolean }> = [
    { label: 'Amount', value: formatUsd(details.amount) },
    { label: 'Payee', value: details.payee },
    ...(details.account ? [{ label: 'Account', value: details.account, mono: true }] : []),
    { label: 'Reference', value: details.reference, mono: true },
  ];
  const title = `Approved${approvedAt ? ` on ${formatLongDate(approvedAt)}` : ''} — pay by bank transfer`;
  return (
    // A fieldset only for its group role and name: min-w-0 undoes its min-content width, which would scroll at 375 px.
    <fieldset className="min-w-0 rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4 sm:p-5">
      <legend className="sr-only">{title}</legend>
      <p aria-hidden="true" className="flex items-center gap-2 font-semibold text-emerald-900">
        <Landmark aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        {title}
      </p>
      <dl className="mt-4 flex flex-col divide-y divide-emerald-100 rounded-xl border border-emerald-100 bg-white">
        {rows.map((row) => (
          <div key={row.label} className="px-4 py-3">
            <dt className="text-slate-500 text-sm">{row.label}</dt>
            <dd className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <span
                className={`min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere] ${row.mono ? 'font-mono text-sm' : ''}`}
              >
                {row.value}
              </span>
              <CopyButton
                text={row.label === 'Amount' ? details.amount.toFixed(2) : row.value}
                label={`Copy ${row.label.toLowerCase()}`}
                copiedMessage="Copied"
              />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 whitespace-pre-line text-slate-700 text-sm">{details.instructions}</p>
      <p className="mt-2 text-slate-700 text-sm">{BANK_TRANSFER_REFERENCE_HINT}</p>
    </fieldset>
  );
};
