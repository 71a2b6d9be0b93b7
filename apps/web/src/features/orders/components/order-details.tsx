import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrder } from '@sello/shared/order-schemas';
import { formatUsd } from '@sello/shared/pricing';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ArrowRight from 'lucide-react/icons/arrow-right';
import FileSearch from 'lucide-react/icons/file-search';
import Hourglass from 'lucide-react/icons/hourglass';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOrder } from '@/api/get-order';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { PageLoading, PageMessage } from '@/components/ui/page-message';
import { localizedPath, paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-messages/use-error-message';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatLongDate, orderDelivery } from '@/lib/order-format';
import { ordersCatalogue } from '../messages/catalogue';
import { customerOrderStage } from './customer-order-stage';
import { DeleteDocumentsSection } from './delete-documents-section';
import { DetailGrid } from './detail-grid';
import { LanguagePair } from './language-pair';
import { OfficialQuoteSection } from './official-quote-section';
import { OrderDraftSection } from './order-draft-section';
import { OrderFileList } from './order-file-list';
import { OrderInstructionsSection } from './order-instructions-section';
import { OrderPayments } from './order-payments';
import { PaymentReturnNotice, parsePaymentReturn, type TPaymentReturn } from './payment-return-notice';

/** Back from the card payment: ask every 2 s for a minute, then every 30 s (the page promises to update). */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_CONFIRMATION_WINDOW_MS = 60_000;
export const PAYMENT_SLOW_POLL_MS = 30_000;

const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section aria-labelledby={id} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
    <h2 id={id} className="mb-5 font-semibold text-lg text-slate-900">
      {title}
    </h2>
    {children}
  </section>
);

type TPaymentConfirmation = {
  paymentReturn: TPaymentReturn | null;
  late: boolean;
  refreshing: boolean;
  onRefresh: () => void;
};

const OrderView = ({ order, payment }: { order: TOrder; payment: TPaymentConfirmation }) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const words = useMessages(sharedWordsCatalogue).m;
  const text = m.orderDetails;
  const translated = order.files.filter((file) => file.fileType === 'TRANSLATED');
  const sources = order.files.filter((file) => file.fileType === 'SOURCE');
  const ready = isDelivered(order.status);
  // Delivered: the download is what the customer came for, so it comes first (not three screens down on a phone).
  const delivered = ready && translated.length > 0;
  const quote = order.officialQuote;
  const quoteSection = quote ? <OfficialQuoteSection order={order} quote={quote} /> : null;
  // Before payment the quote is what the customer acts on; afterwards it is a record below the summary.
  const quoteFirst = order.status === 'PENDING';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{text.eyebrow}</p>
          <h1 className="mt-2 break-words font-bold text-2xl text-slate-900 tracking-tight sm:text-4xl">
            {t(text.heading, { number: order.orderNumber })}
          </h1>
          <p className="mt-2 text-slate-600">{t(text.placedOn, { date: formatLongDate(order.orderDate, locale) })}</p>
        </div>
        <OrderStatusBadge
          status={order.status}
          label={words.customerStages[customerOrderStage(order)]}
          className="self-start sm:self-end"
        />
      </div>

      {payment.paymentReturn ? (
        <PaymentReturnNotice
          paymentReturn={payment.paymentReturn}
          paidAt={order.paidAt}
          late={payment.late}
          refreshing={payment.refreshing}
          onRefresh={payment.onRefresh}
        />
      ) : null}

      {delivered ? (
        <Section id="order-ready-heading" title={text.translationReady}>
          <OrderFileList order={order} files={translated} />
          <FilesDeletionNotice deleteAt={order.filesDeleteAt} />
        </Section>
      ) : null}

      <OrderDraftSection
        orderId={order.orderId}
        status={order.status}
        nameSpellings={order.instructions.nameSpellings}
      />

      {quoteFirst ? quoteSection : null}

      <Section id="order-summary-heading" title={text.summary}>
        <DetailGrid
          columns={3}
          items={[
            { label: text.service, value: words.services[order.serviceType] },
            {
              // Once staff have quoted, the official total replaces the instant estimate.
              label: quote ? text.totalOfficial : text.total,
              value: (
                <span className="font-semibold text-lg">
                  {formatUsd(order.total, { locale })}
                  {/* Spanish and French amounts already name the currency (US$, $US). */}
                  {locale === 'en' ? <span className="font-normal text-slate-500 text-sm"> USD</span> : null}
                </span>
              ),
            },
            { label: text.orderDate, value: formatLongDate(order.orderDate, locale) },
            orderDelivery(order, locale, m.delivery),
            {
              label: text.languages,
              value: <LanguagePair source={order.sourceLanguage} target={order.targetLanguage} />,
            },
            {
              label: text.size,
              value: `${t(words.units.pages, { count: quote ? quote.totalPages : order.totalPages })} · ${t(words.units.words, { count: quote ? quote.totalWords : order.totalWords })}`,
            },
          ]}
        />
        <div className="mt-6 border-slate-100 border-t pt-5">
          <ButtonLink
            to={localizedPath(locale, paths.trackOrder(order.orderId))}
            variant="outline"
            icon={<ArrowRight aria-hidden="true" className="size-4" />}
            className="flex-row-reverse"
          >
            {text.trackProgress}
          </ButtonLink>
        </div>
      </Section>

      {quoteFirst ? null : quoteSection}

      {order.status === 'CANCELLED' ? null : (
        <Section id="order-instructions-heading" title={text.instructions}>
          <OrderInstructionsSection orderId={order.orderId} instructions={order.instructions} />
        </Section>
      )}

      {order.payments.length > 0 ? (
        <Section id="order-payments-heading" title={text.payments}>
          <OrderPayments payments={order.payments} />
        </Section>
      ) : null}

      {delivered ? null : (
        <Section id="order-translations-heading" title={text.translatedFiles}>
          <div className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 text-slate-700">
            <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <p>
              {order.status === 'CANCELLED'
                ? text.cancelledNoFiles
                : ready
                  ? text.filesBeingPrepared
                  : text.filesPending}
            </p>
          </div>
        </Section>
      )}

      {sources.length > 0 ? (
        <Section id="order-documents-heading" title={text.yourDocuments}>
          <OrderFileList order={order} files={sources} />
        </Section>
      ) : null}

      <DeleteDocumentsSection order={order} />
    </div>
  );
};

/** The retention promise for this order: when its documents will be (or were) deleted. */
const FilesDeletionNotice = ({ deleteAt, now = Date.now() }: { deleteAt?: string | null; now?: number }) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  if (!deleteAt) return null;
  const past = Date.parse(deleteAt) <= now;
  const date = formatLongDate(deleteAt, locale);
  return (
    <p className="mt-3 text-slate-600 text-sm">
      {t(past ? m.orderDetails.filesDeleted : m.orderDetails.filesWillBeDeleted, { date })}
    </p>
  );
};

/**
 * `?payment=success`: poll the order until the server has recorded the payment (`paidAt`) — never trust the redirect
 * alone. Fast for the first minute, then slower, with `late` set so the page can say so.
 */
const usePaymentConfirmation = (orderId: string) => {
  const [searchParams] = useSearchParams();
  const paymentReturn = parsePaymentReturn(searchParams.get('payment'));
  const confirming = paymentReturn === 'success';
  const [late, setLate] = useState(false);
  // Refresh starts another minute of fast polling.
  const [windowStart, setWindowStart] = useState(() => Date.now());

  useEffect(() => {
    if (!confirming) return;
    setLate(false);
    const timer = setTimeout(() => setLate(true), windowStart + PAYMENT_CONFIRMATION_WINDOW_MS - Date.now());
    return () => clearTimeout(timer);
  }, [confirming, windowStart]);

  const query = useOrder(orderId, {
    refetchInterval: (order) => {
      if (!confirming || !order || order.paidAt || order.status === 'CANCELLED') return false;
      return late ? PAYMENT_SLOW_POLL_MS : PAYMENT_POLL_MS;
    },
  });

  const payment: TPaymentConfirmation = {
    paymentReturn,
    late,
    refreshing: query.isFetching,
    onRefresh: () => {
      setWindowStart(Date.now());
      void query.refetch();
    },
  };
  return { query, payment };
};

/** The shared order page (`/orders/:orderId`): anyone with the link sees the order, contact details masked. */
export const OrderDetails = ({ orderId }: { orderId: string }) => {
  const { m, locale } = useMessages(ordersCatalogue);
  const text = m.orderDetails;
  const errorText = useErrorMessage();
  const home = localizedPath(locale, paths.home);
  const trimmed = orderId.trim();
  const { query, payment } = usePaymentConfirmation(trimmed);

  if (trimmed === '') {
    return (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title={text.noOrderId}
        actions={
          <ButtonLink to={home} size="lg" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
            {text.backHome}
          </ButtonLink>
        }
      >
        <p>{text.noOrderIdBody}</p>
      </PageMessage>
    );
  }

  if (query.isPending) {
    return <PageLoading label={text.loading} />;
  }

  if (query.isError && query.error instanceof ApiError && query.error.status === 401) {
    return (
      <PageMessage
        icon={<LockKeyhole className="size-7" />}
        title={text.signInTitle}
        actions={
          <ButtonLink to={home} size="lg" variant="outline" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
            {text.backHome}
          </ButtonLink>
        }
      >
        <p role="alert">
          <T message={text.signInBody} components={{ 0: <strong /> }} />
        </p>
      </PageMessage>
    );
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return notFound ? (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title={text.notFoundTitle}
        actions={
          <>
            <ButtonLink to={home} size="lg" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
              {text.backHome}
            </ButtonLink>
            <ButtonLink to={localizedPath(locale, paths.orderTracking)} size="lg" variant="outline">
              {text.trackAnOrder}
            </ButtonLink>
          </>
        }
      >
        <p role="alert">{text.notFound}</p>
      </PageMessage>
    ) : (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        tone="error"
        title={text.loadFailedTitle}
        actions={
          <>
            <Button
              size="lg"
              loading={query.isFetching}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={() => void query.refetch()}
            >
              {text.tryAgain}
            </Button>
            <ButtonLink
              to={home}
              size="lg"
              variant="outline"
              icon={<ArrowLeft aria-hidden="true" className="size-4" />}
            >
              {text.backHome}
            </ButtonLink>
          </>
        }
      >
        <Alert tone="error" className="text-left">
          {errorText(query.error, text.loadFailed)}
        </Alert>
      </PageMessage>
    );
  }

  return <OrderView order={query.data} payment={payment} />;
};
