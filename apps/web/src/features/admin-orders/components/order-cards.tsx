import type { TAdminOrderSummary } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { formatUsd } from '@sello/shared/pricing';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount, formatLanguagePair, formatShortDate } from '@/lib/order-format';
import { OrderStatusSelect, serviceLabel } from './order-status-select';

/** The orders on a phone: one card each, every field whole (the table would need sideways scrolling). */
export const OrderCards = ({
  orders,
  pendingOrderId,
  onStatusChange,
}: {
  orders: TAdminOrderSummary[];
  pendingOrderId: string | null;
  onStatusChange: (order: TAdminOrderSummary, status: TOrderStatus) => void;
}) => (
  <ul aria-label="Orders, one card each" className="divide-y divide-slate-100">
    {orders.map((order) => (
      <li key={order.orderId} className="flex flex-col gap-3 px-4 py-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={paths.adminOrder(order.orderId)}
              className="break-all rounded font-mono font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
            >
              {order.orderNumber}
            </Link>
            <p className="font-medium text-slate-900">
              {order.customerInfo.firstName} {order.customerInfo.lastName}
            </p>
            <p className="break-all text-slate-600 text-xs">{order.customerInfo.email}</p>
          </div>
          <p className="shrink-0 whitespace-nowrap font-semibold text-slate-900 tabular-nums">
            {formatUsd(order.total)}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">Service</dt>
          <dd className="text-slate-800">{serviceLabel(order)}</dd>
          <dt className="text-slate-500">Languages</dt>
          <dd className="text-slate-800">{formatLanguagePair(order.sourceLanguage, order.targetLanguage)}</dd>
          <dt className="text-slate-500">Date</dt>
          <dd className="text-slate-800">
            <time dateTime={order.orderDate}>{formatShortDate(order.orderDate)}</time>
          </dd>
          <dt className="text-slate-500">Files</dt>
          <dd className="text-slate-800">{formatCount(order.sourceFileCount, 'file')}</dd>
        </dl>
        <OrderStatusSelect
          order={order}
          pending={pendingOrderId === order.orderId}
          onChange={(status) => onStatusChange(order, status)}
        />
      </li>
    ))}
  </ul>
);
