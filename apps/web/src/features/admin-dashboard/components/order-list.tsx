import type { TDashboardOrder } from '@sello/shared/admin-dashboard-schemas';
import { formatUsd } from '@sello/shared/pricing';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { paths } from '@/config/paths';
import { formatLanguagePair, formatLongDate } from '@/lib/order-format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `Overdue by 3 days` (whole days, at least one) against the estimated delivery. */
export const overdueLabel = (estimatedDelivery: string | null, now = Date.now()): string => {
  if (!estimatedDelivery) return 'Overdue';
  const days = Math.max(1, Math.ceil((now - new Date(estimatedDelivery).getTime()) / DAY_MS));
  return `Overdue by ${days} ${days === 1 ? 'day' : 'days'}`;
};

const Flag = ({ tone, children }: { tone: 'new' | 'overdue'; children: string }) => (
  <span
    className={`inline-flex items-center rounded-md px-2 py-0.5 font-semibold text-xs ${
      tone === 'overdue'
        ? 'bg-danger-50 text-danger-800 ring-1 ring-danger-200 ring-inset'
        : 'bg-brand-50 text-brand-800'
    }`}
  >
    {children}
  </span>
);

/** Orders as rows: number (a link to the order), customer, service and languages, flags, status and total. */
export const OrderList = ({
  orders,
  showFlags = false,
  emptyText,
}: {
  orders: TDashboardOrder[];
  showFlags?: boolean;
  emptyText: string;
}) => {
  if (orders.length === 0) return <p className="px-5 py-8 text-center text-slate-600 text-sm">{emptyText}</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {orders.map((order) => (
        <li
          key={order.orderId}
          className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Link
                to={paths.adminOrder(order.orderId)}
                className="font-mono font-semibold text-brand-700 text-sm underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {order.orderNumber}
              </Link>
              {showFlags && order.isOverdue ? <Flag tone="overdue">{overdueLabel(order.deliveryDate)}</Flag> : null}
              {showFlags && order.isNew ? <Flag tone="new">New</Flag> : null}
            </div>
            <p className="mt-1 truncate text-slate-700 text-sm">
              {order.customerName} · {order.serviceName} ·{' '}
              {formatLanguagePair(order.sourceLanguage, order.targetLanguage)}
            </p>
            <p className="mt-0.5 text-slate-600 text-xs">
              Submitted {formatLongDate(order.orderDate)}
              {order.deliveryDate ? ` · Due ${formatLongDate(order.deliveryDate)}` : ''}
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
            <OrderStatusBadge status={order.status} size="sm" />
            <span className="font-semibold text-slate-900 text-sm tabular-nums">{formatUsd(order.total)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
};
