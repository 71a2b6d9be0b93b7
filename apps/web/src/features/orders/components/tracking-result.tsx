import { isDelivered } from '@sello/shared/order-lifecycle';
import type { TOrder, TOrderTracking } from '@sello/shared/order-schemas';
import { formatUsd } from '@sello/shared/pricing';
import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import Clock from 'lucide-react/icons/clock';
import FileSearch from 'lucide-react/icons/file-search';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { ORDER_STATUS_TONES, OrderStatusBadge } from '@/components/ui/order-status-badge';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatAddress, formatLongDate, orderDelivery } from '@/lib/order-format';
import { formatRateAmount } from '@/lib/pricing';
import { ordersCatalogue } from '../messages/catalogue';
import { customerOrderStage } from './customer-order-stage';
import { DetailGrid } from './detail-grid';
import { LanguagePair } from './language-pair';
import { OfficialQuoteSection } from './official-quote-section';
import { OrderFileList } from './order-file-list';
import type { TStepQuote } from './order-progress';
import { useTimeRemaining } from './time-remaining';
import { TrackingSteps } from './tracking-steps';

const Card = ({
  title,
  id,
  children,
  action,
}: {
  title: string;
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) => (
  <section aria-labelledby={id} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h3 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h3>
      {action}
    </div>
    {children}
  </section>
);

/** The part every tracking answer has: number, status, progress with dates, estimated delivery. */
const TrackingStatus = ({
  order,
}: {
  /**
   * The official quote's state (the stages before payment) comes with both answers; the full order adds when it was
   * paid and when its files go.
   */
  order: Omit<TOrderTracking, 'customerInitial' | 'officialQuote'> & {
    officialQuote?: TStepQuote | null;
  } & Partial<Pick<TOrder, 'paidAt' | 'filesDeleteAt'>>;
}) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const words = useMessages(sharedWordsCatalogue).m;
  const text = m.tracking;
  const timeRemaining = useTimeRemaining(order);
  const cancelled = order.status === 'CANCELLED';
  const stage = customerOrderStage(order);
  const delivery = orderDelivery(order, locale, m.delivery);
  // Until when delivered files can be downloaded (or since when they are gone): the date, never "at any time".
  const downloadWindow =
    isDelivered(order.status) && order.filesDeleteAt
      ? t(Date.parse(order.filesDeleteAt) <= Date.now() ? text.deletedOn : text.downloadUntil, {
          date: formatLongDate(order.filesDeleteAt, locale),
        })
      : null;
  return (
    <>
      <header className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <p className="font-medium text-slate-500 text-sm">{text.orderNumber}</p>
          <h2
            id="tracking-result-heading"
            className="mt-1 break-words font-bold font-mono text-2xl text-slate-900 tracking-tight"
          >
            {order.orderNumber}
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            {t(text.placedOn, { date: formatLongDate(order.orderDate, locale) })}
          </p>
        </div>
        <OrderStatusBadge
          status={order.status}
          label={words.customerStages[stage]}
          className="self-start sm:self-center"
        />
      </header>

      <Card title={text.progress} id="tracking-progress-heading">
        <TrackingSteps order={order} />
      </Card>

      <Card title={text.currentStatus} id="tracking-status-heading">
        <div className="grid gap-5 md:grid-cols-[1fr_auto] md:items-start">
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 font-semibold text-slate-900 text-xl">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${ORDER_STATUS_TONES[order.status].dot}`} />
              {words.customerStages[stage]}
            </p>
            <p className="text-slate-700 leading-relaxed">
              {m.stageDescriptions[stage]}
              {downloadWindow ? ` ${downloadWindow}` : null}
            </p>
          </div>
          {!cancelled ? (
            <div className="flex flex-col gap-3 rounded-2xl bg-slate-50 p-4 md:min-w-64">
              {timeRemaining ? (
                <div className="flex items-start gap-3">
                  <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <div>
                    <p className="text-slate-500 text-xs uppercase tracking-wide">
                      {order.status === 'PENDING' ? text.deliveryTime : text.timeRemaining}
                    </p>
                    <p className="font-semibold text-slate-900" data-testid="time-remaining">
                      {timeRemaining}
                    </p>
                  </div>
                </div>
              ) : null}
              <div className="flex items-start gap-3">
                <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <div>
                  <p className="text-slate-500 text-xs uppercase tracking-wide">{delivery.label}</p>
                  <p className="font-semibold text-slate-900">{delivery.value}</p>
                </div>
              </div>
            </div>
          ) : null}
        </div>
      </Card>
    </>
  );
};

/** Tracking by order number for anyone but the owner and staff: the status, and where the details are. */
export const TrackingSummary = ({ tracking }: { tracking: TOrderTracking }) => {
  const { m, t } = useMessages(ordersCatalogue);
  const text = m.tracking;
  return (
    <article aria-labelledby="tracking-result-heading" className="flex flex-col gap-6">
      <TrackingStatus order={tracking} />
      <section
        aria-labelledby="tracking-private-heading"
        className="flex items-start gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <LockKeyhole aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
        <div>
          <h3 id="tracking-private-heading" className="font-semibold text-lg text-slate-900">
            {text.privateHeading}
          </h3>
          <p className="mt-1 text-slate-700 leading-relaxed">{text.privateBody}</p>
          {tracking.customerInitial ? (
            <p className="mt-2 text-slate-500 text-sm">{t(text.customer, { initial: tracking.customerInitial })}</p>
          ) : null}
        </div>
      </section>
    </article>
  );
};

/** A draft of the translation waits for the customer's approval or corrections, on the order page. */
const DraftToCheck = ({ orderId }: { orderId: string }) => {
  const { m, locale } = useMessages(ordersCatalogue);
  const text = m.tracking;
  return (
    <section
      aria-labelledby="tracking-draft-heading"
      className="flex flex-col gap-4 rounded-3xl border border-brand-200 bg-brand-50 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="flex min-w-0 items-start gap-4">
        <FileSearch aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
        <div>
          <h3 id="tracking-draft-heading" className="font-semibold text-lg text-slate-900">
            {text.draftHeading}
          </h3>
          <p className="mt-1 text-slate-700 leading-relaxed">{text.draftBody}</p>
        </div>
      </div>
      <Link
        to={localizedPath(locale, paths.order(orderId))}
        className={buttonClassName({ wrap: true, className: 'self-start sm:self-center' })}
      >
        {text.checkDraft}
      </Link>
    </section>
  );
};

/** Everything the tracking page shows about one order: for the shared link (the order id), the owner and staff. */
export const TrackingResult = ({ order }: { order: TOrder }) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const words = useMessages(sharedWordsCatalogue).m;
  const text = m.tracking;
  const { customerInfo: customer } = order;
  const address = formatAddress(customer);
  const rate = formatRateAmount(order.rate, locale);

  return (
    <article aria-labelledby="tracking-result-heading" className="flex flex-col gap-6">
      <TrackingStatus order={order} />

      {order.draftAwaitingCustomer ? <DraftToCheck orderId={order.orderId} /> : null}

      {order.officialQuote ? <OfficialQuoteSection order={order} quote={order.officialQuote} headingLevel={3} /> : null}

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card
          title={text.details}
          id="tracking-details-heading"
          action={
            <Link
              to={localizedPath(locale, paths.order(order.orderId))}
              className="inline-flex items-center gap-1 rounded font-medium text-brand-700 text-sm hover:text-brand-800"
            >
              {text.orderPage}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          }
        >
          <DetailGrid
            items={[
              { label: text.service, value: words.services[order.serviceType] },
              {
                label: text.languages,
                value: <LanguagePair source={order.sourceLanguage} target={order.targetLanguage} />,
              },
              { label: text.pages, value: t(words.units.pages, { count: order.totalPages }) },
              { label: text.words, value: t(words.units.words, { count: order.totalWords }) },
              { label: text.files, value: t(text.fileCount, { count: order.files.length }) },
              {
                label: text.rate,
                value: t(order.rateType === 'per_word' ? text.perWord : text.perPage, { amount: rate }),
              },
              {
                label: order.officialQuote ? text.total : text.estimatedTotal,
                value: <span className="font-semibold">{formatUsd(order.total, { locale })}</span>,
              },
              { label: text.orderDate, value: formatLongDate(order.orderDate, locale) },
              orderDelivery(order, locale, m.delivery),
              {
                label: text.orderId,
                value: <span className="break-all font-mono text-sm">{order.orderId}</span>,
                wide: true,
              },
            ]}
          />
        </Card>

        <Card title={text.customerInfo} id="tracking-customer-heading">
          <DetailGrid
            items={[
              { label: text.name, value: `${customer.firstName} ${customer.lastName}`, wide: true },
              { label: text.email, value: customer.email, wide: true },
              { label: text.phone, value: customer.phone, wide: true },
              ...(customer.company ? [{ label: text.company, value: customer.company, wide: true }] : []),
              ...(address ? [{ label: text.address, value: address, wide: true }] : []),
            ]}
          />
        </Card>
      </div>

      <Card title={text.files} id="tracking-files-heading">
        {order.files.length > 0 ? (
          <OrderFileList order={order} files={order.files} showKind />
        ) : (
          <p className="text-slate-600">{text.noFiles}</p>
        )}
      </Card>
    </article>
  );
};
