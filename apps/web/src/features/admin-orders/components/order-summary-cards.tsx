import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { ORDER_STATUS_LABELS } from '@sello/shared/order-lifecycle';
import { formatUsd } from '@sello/shared/pricing';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import {
  formatAddress,
  formatCount,
  formatDateTime,
  formatLongDate,
  languageInfo,
  orderDelivery,
} from '@/lib/order-format';

const Fields = ({ items, columns = 2 }: { items: Array<{ label: string; value: ReactNode }>; columns?: 1 | 2 }) => (
  <dl className={`grid grid-cols-1 gap-x-6 gap-y-4 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
    {items.map((item) => (
      <div key={item.label} className="min-w-0">
        <dt className="text-slate-500 text-xs uppercase tracking-wide">{item.label}</dt>
        <dd className="mt-1 break-words text-slate-900">{item.value}</dd>
      </div>
    ))}
  </dl>
);

/** `Spanish`: the language by name. */
const Language = ({ code }: { code: string }) => {
  const { name } = languageInfo(code);
  return <span className="whitespace-nowrap">{name.charAt(0).toUpperCase() + name.slice(1)}</span>;
};

export const OrderInformation = ({ order }: { order: TAdminOrder }) => (
  <Card id="order-information-heading" title="Order Information">
    <Fields
      items={[
        { label: 'Order number', value: <span className="font-mono">{order.orderNumber}</span> },
        { label: 'Status', value: <OrderStatusBadge status={order.status} size="sm" /> },
        { label: 'Service', value: order.serviceName },
        {
          label: 'Total',
          value: (
            <span className="font-semibold">
              {formatUsd(order.total)} <span className="font-normal text-slate-500 text-sm">USD</span>
            </span>
          ),
        },
        { label: 'Order date', value: formatLongDate(order.orderDate) },
        orderDelivery(order),
        {
          label: 'Languages',
          value: (
            <span className="flex flex-wrap items-center gap-x-2">
              <Language code={order.sourceLanguage} />
              <span aria-hidden="true">→</span>
              <span className="sr-only">to</span>
              <Language code={order.targetLanguage} />
            </span>
          ),
        },
        {
          label: 'Total words / pages',
          value: `${formatCount(order.totalWords, 'word')} · ${formatCount(order.totalPages, 'page')}`,
        },
        ...(order.filesDeleteAt
          ? [
              {
                label: Date.parse(order.filesDeleteAt) <= Date.now() ? 'Files deleted' : 'Files deleted on',
                value: formatLongDate(order.filesDeleteAt),
              },
            ]
          : []),
      ]}
    />
  </Card>
);

/** The language the customer ordered in, named for staff. */
const ORDER_LANGUAGE_NAMES: Record<TAdminOrder['locale'], string> = { en: 'English', es: 'Spanish', fr: 'French' };

export const CustomerCard = ({ order }: { order: TAdminOrder }) => (
  <Card id="customer-heading" title="Customer">
    <Fields
      columns={1}
      items={[
        { label: 'Name', value: `${order.customerInfo.firstName} ${order.customerInfo.lastName}`.trim() },
        {
          label: 'Email',
          value: (
            <a
              href={`mailto:${order.customerInfo.email}`}
              className="break-all rounded text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-focus"
            >
              {order.customerInfo.email}
            </a>
          ),
        },
        { label: 'Phone', value: order.customerInfo.phone.trim() || 'Not provided' },
        ...(order.customerInfo.company ? [{ label: 'Company', value: order.customerInfo.company }] : []),
        { label: 'Postal address', value: formatAddress(order.customerInfo) ?? 'Not provided' },
        { label: 'Ordered in', value: ORDER_LANGUAGE_NAMES[order.locale] },
      ]}
    />
  </Card>
);

/** Every status change, oldest first: from → to, who (the admin's or customer's name and email) and when. */
export const StatusHistory = ({ order }: { order: TAdminOrder }) => (
  <Card id="status-history-heading" title="Status History">
    {order.history.length === 0 ? (
      <p className="text-slate-600 text-sm">No status changes recorded.</p>
    ) : (
      <ol className="flex flex-col gap-4 border-slate-200 border-l-2 pl-4">
        {order.history.map((event) => (
          <li key={event.id} className="relative">
            <span aria-hidden="true" className="-left-[1.4rem] absolute top-1.5 size-2.5 rounded-full bg-brand-500" />
            <p className="font-medium text-slate-900 text-sm">
              {event.fromStatus ? `${ORDER_STATUS_LABELS[event.fromStatus]} → ` : ''}
              {ORDER_STATUS_LABELS[event.toStatus]}
            </p>
            <p className="text-slate-600 text-xs">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              {' · '}
              {event.by ? (
                <span>
                  {event.by.name} ({event.by.email})
                </span>
              ) : (
                <span className="capitalize">{event.actor}</span>
              )}
            </p>
            {event.note ? <p className="mt-1 text-slate-700 text-xs">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    )}
  </Card>
);

/** Files the retention job deleted: named with their date, so nobody wonders where they went. */
export const DeletedFiles = ({ order }: { order: TAdminOrder }) =>
  order.deletedFiles.length === 0 ? null : (
    <Card id="deleted-files-heading" title="Deleted Files">
      <p className="mb-3 text-slate-600 text-sm">
        Deleted under the retention policy; they can no longer be downloaded.
      </p>
      <ul className="divide-y divide-slate-100 text-sm">
        {order.deletedFiles.map((file) => (
          <li key={file.fileKey} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0 break-words text-slate-900">
              {file.filename}{' '}
              <span className="text-slate-500">({file.fileType === 'SOURCE' ? 'source' : 'translation'})</span>
            </span>
            <span className="text-slate-600">
              Deleted on <time dateTime={file.deletedAt}>{formatLongDate(file.deletedAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
