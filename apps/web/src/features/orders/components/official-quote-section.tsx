import type { TCatalogue } from '@sello/shared/i18n/catalogue';
import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';
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
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { type TFormat, useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatCalendarDate, formatLongDate, orderDelivery } from '@/lib/order-format';
import { formatRateAmount } from '@/lib/pricing';
import { useApproveOfficialQuote } from '../api/approve-official-quote';
import { ordersCatalogue } from '../messages/catalogue';
import type { en } from '../messages/en';
import { redirectToCheckout } from './checkout-redirect';
import { QuoteDecisions } from './quote-decisions';

type TQuoteMessages = TCatalogue<typeof en>['officialQuote'];

/** `$0.07`, `$0.065` (a per-word rate may be a fraction of a cent), `$42.00`. */
const formatUnitPrice = (dollars: number, locale: TLocale) => formatUsd(dollars, { maxFraction: 4, locale });

/** `+$155.00 more than the estimate`, `$12.50 less than the estimate`, `Same as the estimate`. */
export const describeDifference = (difference: number, m: TQuoteMessages, t: TFormat, locale: TLocale): string => {
  const cents = Math.round(difference * 100);
  if (cents === 0) return m.same;
  return t(cents > 0 ? m.more : m.less, { amount: formatUsd(Math.abs(cents) / 100, { locale }) });
};

/** `2 pages · 560 words`, the counts known, or 'Not counted'. */
const useCounts = () => {
  const { m, t } = useMessages(ordersCatalogue);
  const { units } = useMessages(sharedWordsCatalogue).m;
  return (pages: number | null, words: number | null) =>
    [pages === null ? null : t(units.pages, { count: pages }), words === null ? null : t(units.words, { count: words })]
      .filter(Boolean)
      .join(' · ') || m.officialQuote.notCounted;
};

const countsDiffer = (file: TOfficialQuoteFile) =>
  (file.estimatedPages !== null && file.estimatedPages !== file.pages) ||
  (file.estimatedWordCount !== null && file.estimatedWordCount !== file.wordCount);

/** The section's heading level: 2 on the order page, 3 inside the tracking result (under the order number). */
type THeadingLevel = 2 | 3;
const subheading = (level: THeadingLevel) => (level === 2 ? 'h3' : 'h4');

const QuoteDocuments = ({ files, level }: { files: TOfficialQuoteFile[]; level: THeadingLevel }) => {
  const { m } = useMessages(ordersCatalogue);
  const countsOf = useCounts();
  const Subheading = subheading(level);
  return (
    <div>
      <Subheading className="font-semibold text-slate-900">{m.officialQuote.documents}</Subheading>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200">
        {files.map((file) => {
          const changed = countsDiffer(file);
          return (
            <li key={file.fileKey} className="p-4">
              <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{file.filename}</p>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-500">{m.officialQuote.estimated}</dt>
                  <dd className="text-slate-700">{countsOf(file.estimatedPages, file.estimatedWordCount)}</dd>
                </div>
                <div>
                  <dt className="text-slate-500">{m.officialQuote.confirmed}</dt>
                  <dd className={changed ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                    {countsOf(file.pages, file.wordCount)}
                  </dd>
                </div>
                {changed && file.reason ? (
                  <div className="sm:col-span-2">
                    <dt className="text-slate-500">{m.officialQuote.whyChanged}</dt>
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
  const { m, t, locale } = useMessages(ordersCatalogue);
  const text = m.officialQuote;
  const Subheading = subheading(level);
  const words = useMessages(sharedWordsCatalogue).m;
  // The line's words by its code, in the page's language; the rush percentage is the surcharge over the service.
  const describe = (line: TOfficialQuote['lines'][number]) => {
    const lines = words.quoteLines;
    switch (line.code) {
      case 'translation':
        return t(lines[quote.serviceType], { count: line.quantity, rate: formatRateAmount(line.unitPrice, locale) });
      case 'rush': {
        const service = quote.lines
          .filter((item) => item.code === 'translation' || item.code === 'minimum')
          .reduce((sum, item) => sum + item.amount, 0);
        return service > 0 ? t(lines.rush, { percent: Math.round((line.amount / service) * 100) }) : line.description;
      }
      case 'discount':
        return t(lines.discount, { reason: quote.discountReason ?? '' });
      default:
        return lines[line.code];
    }
  };
  const quantity = (line: TOfficialQuote['lines'][number]) =>
    `${line.quantity.toLocaleString(LOCALE_TAGS[locale])} × ${formatUnitPrice(line.unitPrice, locale)}`;
  return (
    <div>
      <Subheading id="official-quote-lines-heading" className="font-semibold text-slate-900">
        {text.price}
      </Subheading>
      <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200">
        <table aria-labelledby="official-quote-lines-heading" className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {text.item}
              </th>
              <th scope="col" className="hidden px-4 py-2.5 font-medium sm:table-cell">
                {text.quantityUnitPrice}
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">
                {text.amount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {/* Each line code appears at most once in a quote. */}
            {quote.lines.map((line) => (
              <tr key={line.code}>
                <td className="px-4 py-3 text-slate-900">
                  {describe(line)}
                  {/* On narrow screens the middle column folds under the description. */}
                  <span className="mt-0.5 block text-slate-500 text-xs sm:hidden">{quantity(line)}</span>
                </td>
                <td className="hidden whitespace-nowrap px-4 py-3 text-slate-700 sm:table-cell">{quantity(line)}</td>
                <td className="whitespace-nowrap px-4 py-3 text-right text-slate-900 tabular-nums">
                  {formatUsd(line.amount, { locale })}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-slate-200 border-t bg-slate-50">
            <tr>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {text.total}
              </th>
              <td className="hidden sm:table-cell" />
              <td className="whitespace-nowrap px-4 py-3 text-right font-bold text-base text-slate-900 tabular-nums">
                {formatUsd(quote.total, { locale })}
                {locale === 'en' ? <span className="font-normal text-slate-500 text-xs"> USD</span> : null}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="mt-2 text-slate-600 text-sm">
        <span className="font-medium text-slate-800">{describeDifference(quote.difference, text, t, locale)}</span>{' '}
        {t(text.instantEstimate, { amount: formatUsd(quote.estimatedTotal, { locale }) })}
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
  const { m, t, locale } = useMessages(ordersCatalogue);
  const text = m.officialQuote;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = subheading(headingLevel);
  const errorText = useErrorMessage();
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
          {text.heading}
        </Heading>
        <p className="text-slate-500 text-sm">
          {quote.version > 1
            ? t(text.versionSentOn, { version: quote.version, date: formatLongDate(quote.createdAt, locale) })
            : t(text.sentOn, { date: formatLongDate(quote.createdAt, locale) })}
        </p>
      </div>
      <p className="mt-2 text-slate-700">
        {text.reviewed}{' '}
        {approved || order.status !== 'PENDING' ? null : (
          <strong>{quote.total === 0 ? text.noPaymentNeeded : text.nothingCharged}</strong>
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
                ? orderDelivery(order, locale, m.delivery).label
                : m.delivery.ifYouPayToday}
            </dt>
            <dd className="pl-7 font-semibold text-slate-900">
              {order.deliveryDate
                ? formatLongDate(order.deliveryDate, locale)
                : formatCalendarDate(quote.deliveryDate, locale)}
            </dd>
          </div>
          {approved ? null : (
            <div>
              <dt className="flex items-center gap-2 text-slate-500">
                <Clock
                  aria-hidden="true"
                  className={`size-5 shrink-0 ${quote.expired ? 'text-danger-700' : 'text-brand-600'}`}
                />
                {text.validity}
              </dt>
              <dd className={`pl-7 font-semibold ${quote.expired ? 'text-danger-800' : 'text-slate-900'}`}>
                {quote.expired ? text.expired : t(text.validUntil, { date: formatLongDate(quote.validUntil, locale) })}
              </dd>
            </div>
          )}
        </dl>

        {quote.note ? (
          <div>
            <Subheading className="font-semibold text-slate-900">{text.note}</Subheading>
            <p className="mt-1 whitespace-pre-line text-slate-700">{quote.note}</p>
          </div>
        ) : null}

        <QuoteAction
          order={order}
          quote={quote}
          approvable={approvable}
          pending={approve.isPending || redirecting}
          error={approve.isError ? errorText(approve.error, text.approveFailed) : null}
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
  const { m, t, locale } = useMessages(ordersCatalogue);
  const text = m.officialQuote;
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
          wrap
          size="lg"
          loading={pending}
          icon={<CalendarCheck aria-hidden="true" className="size-5" />}
          onClick={onApprove}
        >
          {text.approveFree}
        </Button>
      </div>
    );
  }

  if (approved && order.status === 'PENDING' && card) {
    return (
      <div className="flex flex-col gap-4">
        <Alert
          tone="info"
          title={
            quote.approvedAt
              ? t(text.approvedOnAwaitingPayment, { date: formatLongDate(quote.approvedAt, locale) })
              : text.approvedAwaitingPayment
          }
        >
          <p>{text.payByCardAgain}</p>
        </Alert>
        {errorAlert}
        <Button
          wrap
          size="lg"
          loading={pending}
          icon={<CreditCard aria-hidden="true" className="size-5" />}
          onClick={onApprove}
          className="self-start"
        >
          {t(text.payByCard, { amount: formatUsd(quote.total, { locale }) })}
        </Button>
      </div>
    );
  }

  if (quote.expired && order.status === 'PENDING') {
    return <Alert tone="warning">{text.quoteExpired}</Alert>;
  }

  if (!approvable || approved) return null;
  return (
    <div className="flex flex-col gap-3">
      {errorAlert}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <Button
          wrap
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
          {t(text.approveAndPay, { amount: formatUsd(quote.total, { locale }) })}
        </Button>
        <p className="text-slate-600 text-sm">
          {card ? text.cardNextPage : text.bankTransferAfterApproval} {text.nothingCharged}
        </p>
      </div>
    </div>
  );
};

/** Approved, paid by bank transfer: what to send where, each value with a copy button, on every visit until paid. */
const BankTransferDetails = ({ details, approvedAt }: { details: TBankTransferDetails; approvedAt: string | null }) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const text = m.bankTransfer;
  const rows: Array<{ key: string; label: string; copyLabel: string; value: string; copy: string; mono?: boolean }> = [
    {
      key: 'amount',
      label: text.amount,
      copyLabel: text.copyAmount,
      value: formatUsd(details.amount, { locale }),
      copy: details.amount.toFixed(2),
    },
    { key: 'payee', label: text.payee, copyLabel: text.copyPayee, value: details.payee, copy: details.payee },
    ...(details.account
      ? [
          {
            key: 'account',
            label: text.account,
            copyLabel: text.copyAccount,
            value: details.account,
            copy: details.account,
            mono: true,
          },
        ]
      : []),
    {
      key: 'reference',
      label: text.reference,
      copyLabel: text.copyReference,
      value: details.reference,
      copy: details.reference,
      mono: true,
    },
  ];
  const title = approvedAt ? t(text.titleOn, { date: formatLongDate(approvedAt, locale) }) : text.title;
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
          <div key={row.key} className="px-4 py-3">
            <dt className="text-slate-500 text-sm">{row.label}</dt>
            <dd className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <span
                className={`min-w-0 font-semibold text-slate-900 [overflow-wrap:anywhere] ${row.mono ? 'font-mono text-sm' : ''}`}
              >
                {row.value}
              </span>
              <CopyButton text={row.copy} label={row.copyLabel} copiedMessage={text.copied} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 whitespace-pre-line text-slate-700 text-sm">{details.instructions}</p>
      <p className="mt-2 text-slate-700 text-sm">{text.referenceHint}</p>
    </fieldset>
  );
};
