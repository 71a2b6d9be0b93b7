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
import { paths } from '@/config/paths';
import { formatAddress, formatCount, formatLongDate, orderDelivery } from '@/lib/order-format';
import { formatRate } from '@/lib/pricing';
import { CUSTOMER_STAGE_DESCRIPTIONS, CUSTOMER_STAGE_LABELS, customerOrderStage } from './customer-order-stage';
import { DetailGrid } from './detail-grid';
import { LanguagePair } from './language-pair';
import { OfficialQuoteSection } from './official-quote-section';
import { OrderFileList } from './order-file-list';
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

/** Until when delivered files can be downloaded (or since when they are gone): the date, never "at any time". */
const downloadWindowText = (
  order: Pick<TOrder, 'status'> & Partial<Pick<TOrder, 'filesDeleteAt'>>,
  now = Date.now(),
): string | null => {
  if (!isDelivered(order.status) || !order.filesDeleteAt) return null;
  return Date.parse(order.filesDeleteAt) <= now
    ? `For your privacy, they were deleted on ${formatLongDate(order.filesDeleteAt)}.`
    : `You can download them until ${formatLongDate(order.filesDeleteAt)}, when they are deleted for your privacy.`;
};

/** The part every tracking answer has: number, status, progress with dates, estimated delivery. */
const TrackingStatus = ({
  order,
}: {
  /** The full order adds its official quote (the stages before payment), when it was paid and when its files go. */
  order: Omit<TOrderTracking, 'customerInitial'> & Partial<Pick<TOrder, 'officialQuote' | 'paidAt' | 'filesDeleteAt'>>;
}) => {
  const timeRemaining = useTimeRemaining(order);
  const cancelled = order.status === 'CANCELLED';
  const stage = customerOrderStage(order);
  const downloadWindow = downloadWindowText(order);
  return (
    <>
      <header className="flex flex-col gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="min-w-0">
          <p className="font-medium text-slate-500 text-sm">Order number</p>
          <h2
            id="tracking-result-heading"
            className="mt-1 break-words font-bold font-mono text-2xl text-slate-900 tracking-tight"
          >
            {order.orderNumber}
          </h2>
          <p className="mt-1 text-slate-600 text-sm">Placed on {formatLongDate(order.orderDate)}</p>
        </div>
        <OrderStatusBadge
          status={order.status}
          label={CUSTOMER_STAGE_LABELS[stage]}
          className="self-start sm:self-center"
        />
      </header>

      <Card title="Order progress" id="tracking-progress-heading">
        <TrackingSteps order={order} />
      </Card>

      <Card title="Current status" id="tracking-status-heading">
        <div className="grid gap-5 md:grid-cols-[1fr_auto] md:items-start">
          <div className="flex flex-col gap-3">
            <p className="flex items-center gap-2 font-semibold text-slate-900 text-xl">
              <span aria-hidden="true" className={`size-2.5 rounded-full ${ORDER_STATUS_TONES[order.status].dot}`} />
              {CUSTOMER_STAGE_LABELS[stage]}
            </p>
            <p className="text-slate-700 leading-relaxed">
              {CUSTOMER_STAGE_DESCRIPTIONS[stage]}
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
                      {order.status === 'PENDING' ? 'Delivery time' : 'Time remaining'}
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
                  <p className="text-slate-500 text-xs uppercase tracking-wide">{orderDelivery(order).label}</p>
                  <p className="font-semibold text-slate-900">{orderDelivery(order).value}</p>
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
export const TrackingSummary = ({ tracking }: { tracking: TOrderTracking }) => (
  <article aria-labelledby="tracking-result-heading" className="flex flex-col gap-6">
    <TrackingStatus order={tracking} />
    <section
      aria-labelledby="tracking-private-heading"
      className="flex items-start gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <LockKeyhole aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
      <div>
        <h3 id="tracking-private-heading" className="font-semibold text-lg text-slate-900">
          Order details and files
        </h3>
        <p className="mt-1 text-slate-700 leading-relaxed">
          An order number shows the status only, because it can be guessed or forwarded. The tracking link in your
          confirmation email opens the whole order: its details, the official quote to approve and pay, the draft to
          check for a sworn translation, and your translated files to download.
        </p>
        {tracking.customerInitial ? (
          <p className="mt-2 text-slate-500 text-sm">Customer: {tracking.customerInitial}</p>
        ) : null}
      </div>
    </section>
  </article>
);

/** A draft of the translation waits for the customer's approval or corrections, on the order page. */
const DraftToCheck = ({ orderId }: { orderId: string }) => (
  <section
    aria-labelledby="tracking-draft-heading"
    className="flex flex-col gap-4 rounded-3xl border border-brand-200 bg-brand-50 p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8"
  >
    <div className="flex min-w-0 items-start gap-4">
      <FileSearch aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
      <div>
        <h3 id="tracking-draft-heading" className="font-semibold text-lg text-slate-900">
          Draft to check
        </h3>
        <p className="mt-1 text-slate-700 leading-relaxed">
          A draft of your translation is waiting for you to check: approve it, or ask for corrections.
        </p>
      </div>
    </div>
    <Link to={paths.order(orderId)} className={buttonClassName({ className: 'self-start sm:self-center' })}>
      Check the draft
    </Link>
  </section>
);

/** Everything the tracking page shows about one order: for the shared link (the order id), the owner and staff. */
export const TrackingResult = ({ order }: { order: TOrder }) => {
  const { customerInfo: customer } = order;
  const address = formatAddress(customer);

  return (
    <article aria-labelledby="tracking-result-heading" className="flex flex-col gap-6">
      <TrackingStatus order={order} />

      {order.draftAwaitingCustomer ? <DraftToCheck orderId={order.orderId} /> : null}

      {order.officialQuote ? <OfficialQuoteSection order={order} quote={order.officialQuote} headingLevel={3} /> : null}

      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card
          title="Order details"
          id="tracking-details-heading"
          action={
            <Link
              to={paths.order(order.orderId)}
              className="inline-flex items-center gap-1 rounded font-medium text-brand-700 text-sm hover:text-brand-800"
            >
              Order page
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          }
        >
          <DetailGrid
            items={[
              { label: 'Service', value: order.serviceName },
              {
                label: 'Languages',
                value: <LanguagePair source={order.sourceLanguage} target={order.targetLanguage} />,
              },
              { label: 'Pages', value: formatCount(order.totalPages, 'page') },
              { label: 'Words', value: formatCount(order.totalWords, 'word') },
              { label: 'Files', value: formatCount(order.files.length, 'file') },
              { label: 'Rate', value: formatRate({ rate: order.rate, rateType: order.rateType }) },
              {
                label: order.officialQuote ? 'Total' : 'Estimated total',
                value: <span className="font-semibold">{formatUsd(order.total)}</span>,
              },
              { label: 'Order date', value: formatLongDate(order.orderDate) },
              orderDelivery(order),
              {
                label: 'Order ID',
                value: <span className="break-all font-mono text-sm">{order.orderId}</span>,
                wide: true,
              },
            ]}
          />
        </Card>

        <Card title="Customer information" id="tracking-customer-heading">
          <DetailGrid
            items={[
              { label: 'Name', value: `${customer.firstName} ${customer.lastName}`, wide: true },
              { label: 'Email', value: customer.email, wide: true },
              { label: 'Phone', value: customer.phone, wide: true },
              ...(customer.company ? [{ label: 'Company', value: customer.company, wide: true }] : []),
              ...(address ? [{ label: 'Address', value: address, wide: true }] : []),
            ]}
          />
        </Card>
      </div>

      <Card title="Files" id="tracking-files-heading">
        {order.files.length > 0 ? (
          <OrderFileList order={order} files={order.files} showKind />
        ) : (
          <p className="text-slate-600">No files are attached to this order yet.</p>
        )}
      </Card>
    </article>
  );
};
