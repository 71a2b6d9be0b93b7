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
import { paths } from '@/config/paths';
import { ApiError, errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { formatCount, formatLongDate, orderDelivery } from '@/lib/order-format';
import { customerOrderStageLabel } from './customer-order-stage';
import { DeleteDocumentsSection } from './delete-documents-section';
import { DetailGrid } from './detail-grid';
import { LanguagePair } from './language-pair';
import { OfficialQuoteSection } from './official-quote-section';
import { OrderDraftSection } from './order-draft-section';
import { OrderFileList } from './order-file-list';
import { OrderInstructionsSection } from './order-instructions-section';
import { OrderPayments } from './order-payments';
import { PaymentReturnNotice, parsePaymentReturn, type TPaymentReturn } from './payment-return-notice';

export const NO_ORDER_ID_MESSAGE = 'No order ID provided';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found. Please check the link and try again.';
export const TRANSLATION_READY_TITLE = 'Your translation is ready';
export const TRANSLATIONS_PENDING_MESSAGE =
  'Your translated files will be available here once your order is completed.';

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
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">Your order</p>
          <h1 className="mt-2 break-words font-bold text-2xl text-slate-900 tracking-tight sm:text-4xl">
            Order #{order.orderNumber}
          </h1>
          <p className="mt-2 text-slate-600">Placed on {formatLongDate(order.orderDate)}</p>
        </div>
        <OrderStatusBadge
          status={order.status}
          label={customerOrderStageLabel(order)}
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
        <Section id="order-ready-heading" title={TRANSLATION_READY_TITLE}>
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

      <Section id="order-summary-heading" title="Order summary">
        <DetailGrid
          columns={3}
          items={[
            { label: 'Service', value: order.serviceName },
            {
              // Once staff have quoted, the official total replaces the instant estimate.
              label: quote ? 'Total (official quote)' : 'Total',
              value: (
                <span className="font-semibold text-lg">
                  {formatUsd(order.total)} <span className="font-normal text-slate-500 text-sm">USD</span>
                </span>
              ),
            },
            { label: 'Order date', value: formatLongDate(order.orderDate) },
            orderDelivery(order),
            { label: 'Languages', value: <LanguagePair source={order.sourceLanguage} target={order.targetLanguage} /> },
            {
              label: 'Size',
              value: `${formatCount(quote ? quote.totalPages : order.totalPages, 'page')} · ${formatCount(quote ? quote.totalWords : order.totalWords, 'word')}`,
            },
          ]}
        />
        <div className="mt-6 border-slate-100 border-t pt-5">
          <ButtonLink
            to={paths.trackOrder(order.orderId)}
            variant="outline"
            icon={<ArrowRight aria-hidden="true" className="size-4" />}
            className="flex-row-reverse"
          >
            Track progress
          </ButtonLink>
        </div>
      </Section>

      {quoteFirst ? null : quoteSection}

      {order.status === 'CANCELLED' ? null : (
        <Section id="order-instructions-heading" title="Names and instructions">
          <OrderInstructionsSection orderId={order.orderId} instructions={order.instructions} />
        </Section>
      )}

      {order.payments.length > 0 ? (
        <Section id="order-payments-heading" title="Payments">
          <OrderPayments payments={order.payments} />
        </Section>
      ) : null}

      {delivered ? null : (
        <Section id="order-translations-heading" title="Translated files">
          <div className="flex items-start gap-3 rounded-2xl bg-slate-50 p-4 text-slate-700">
            <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
            <p>
              {order.status === 'CANCELLED'
                ? 'This order was cancelled, so no translated files will be delivered.'
                : ready
                  ? 'Your translated files are being prepared. Please check back shortly.'
                  : TRANSLATIONS_PENDING_MESSAGE}
            </p>
          </div>
        </Section>
      )}

      {sources.length > 0 ? (
        <Section id="order-documents-heading" title="Your documents">
          <OrderFileList order={order} files={sources} />
        </Section>
      ) : null}

      <DeleteDocumentsSection order={order} />
    </div>
  );
};

/** The shared order page (`/orders/:orderId`): anyone with the link sees the order, contact details masked. */
/** The retention promise for this order: when its documents will be (or were) deleted. */
const FilesDeletionNotice = ({ deleteAt, now = Date.now() }: { deleteAt?: string | null; now?: number }) => {
  if (!deleteAt) return null;
  const past = Date.parse(deleteAt) <= now;
  return (
    <p className="mt-3 text-slate-600 text-sm">
      {past
        ? `For your privacy, the documents of this order were deleted on ${formatLongDate(deleteAt)}.`
        : `For your privacy, the documents of this order will be deleted on ${formatLongDate(deleteAt)}. Please download the translations before then.`}
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

export const OrderDetails = ({ orderId }: { orderId: string }) => {
  const trimmed = orderId.trim();
  const { query, payment } = usePaymentConfirmation(trimmed);

  if (trimmed === '') {
    return (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title={NO_ORDER_ID_MESSAGE}
        actions={
          <ButtonLink to={paths.home} size="lg" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
            Back to home
          </ButtonLink>
        }
      >
        <p>The link you followed is incomplete. Use the link from your confirmation email, or track your order.</p>
      </PageMessage>
    );
  }

  if (query.isPending) {
    return <PageLoading label="Loading your order" />;
  }

  if (query.isError && query.error instanceof ApiError && query.error.status === 401) {
    return (
      <PageMessage
        icon={<LockKeyhole className="size-7" />}
        title="Sign in to see this order"
        actions={
          <ButtonLink
            to={paths.home}
            size="lg"
            variant="outline"
            icon={<ArrowLeft aria-hidden="true" className="size-4" />}
          >
            Back to home
          </ButtonLink>
        }
      >
        <p role="alert">
          This order belongs to a customer account. Sign in to that account with <strong>Log in</strong> at the top of
          the page, and the order opens here.
        </p>
      </PageMessage>
    );
  }

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return notFound ? (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        title="We couldn't find this order"
        actions={
          <>
            <ButtonLink to={paths.home} size="lg" icon={<ArrowLeft aria-hidden="true" className="size-4" />}>
              Back to home
            </ButtonLink>
            <ButtonLink to={paths.orderTracking} size="lg" variant="outline">
              Track an order
            </ButtonLink>
          </>
        }
      >
        <p role="alert">{ORDER_NOT_FOUND_MESSAGE}</p>
      </PageMessage>
    ) : (
      <PageMessage
        icon={<FileSearch className="size-7" />}
        tone="error"
        title="We couldn't load this order"
        actions={
          <>
            <Button
              size="lg"
              loading={query.isFetching}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={() => void query.refetch()}
            >
              Try again
            </Button>
            <ButtonLink
              to={paths.home}
              size="lg"
              variant="outline"
              icon={<ArrowLeft aria-hidden="true" className="size-4" />}
            >
              Back to home
            </ButtonLink>
          </>
        }
      >
        <Alert tone="error" className="text-left">
          {errorMessage(query.error, FALLBACK_MESSAGES.loadOrder)}
        </Alert>
      </PageMessage>
    );
  }

  return <OrderView order={query.data} payment={payment} />;
};
