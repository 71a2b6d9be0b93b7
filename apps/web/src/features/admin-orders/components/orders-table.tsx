import type { TAdminOrderSummary } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { formatUsd } from '@sello/shared/pricing';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLongDate, formatShortDate, languageInfo } from '@/lib/order-format';
import { ColumnResizeHandle } from './column-resize-handle';
import { OrderStatusSelect, serviceLabel } from './order-status-select';
import { useColumnWidths } from './use-column-widths';

export const COLUMN_WIDTHS_STORAGE_KEY = 'sello.admin.orders.columnWidths';

/**
 * Defaults fit 1280 px beside the sidebar. `minWidth` keeps the order number, service, date and total whole however a column is
 * dragged: a truncated amount ("$116…") is worse than a wider table.
 */
const COLUMNS = [
  { key: 'order', label: 'Order', width: 190, minWidth: 190 },
  { key: 'customer', label: 'Customer', width: 140, minWidth: 0 },
  { key: 'service', label: 'Service', width: 110, minWidth: 110 },
  { key: 'languages', label: 'Languages', width: 110, minWidth: 0 },
  { key: 'date', label: 'Date', width: 110, minWidth: 110 },
  { key: 'total', label: 'Total', width: 115, minWidth: 115 },
  { key: 'status', label: 'Status', width: 175, minWidth: 0 },
] as const;
type TColumnKey = (typeof COLUMNS)[number]['key'];

const DEFAULT_WIDTHS = Object.fromEntries(COLUMNS.map((column) => [column.key, column.width])) as Record<
  TColumnKey,
  number
>;

/**
 * The orders as a table with resizable columns (drag a header's right edge, or focus it and use the arrow keys;
 * 50–500 px, remembered in this browser). Each row's status can be changed in place.
 */
export const OrdersTable = ({
  orders,
  pendingOrderId,
  onStatusChange,
}: {
  orders: TAdminOrderSummary[];
  pendingOrderId: string | null;
  onStatusChange: (order: TAdminOrderSummary, status: TOrderStatus) => void;
}) => {
  const { widths, setWidth } = useColumnWidths(COLUMN_WIDTHS_STORAGE_KEY, DEFAULT_WIDTHS);
  const widthOf = (column: (typeof COLUMNS)[number]) => Math.max(widths[column.key], column.minWidth);
  const tableWidth = COLUMNS.reduce((sum, column) => sum + widthOf(column), 0);

  return (
    <div className="overflow-x-auto">
      <table className="table-fixed border-collapse text-left text-sm" style={{ width: tableWidth, minWidth: '100%' }}>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.key} style={{ width: widthOf(column) }} />
          ))}
        </colgroup>
        <thead className="bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`relative truncate px-3 py-3 font-semibold ${column.key === 'total' ? 'text-right' : ''}`}
              >
                {column.label}
                <ColumnResizeHandle
                  label={column.label}
                  width={widths[column.key]}
                  onResize={(width) => setWidth(column.key, width)}
                />
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => {
            const source = languageInfo(order.sourceLanguage);
            const target = languageInfo(order.targetLanguage);
            return (
              <tr key={order.orderId} className="align-middle hover:bg-slate-50/70">
                <td className="whitespace-nowrap px-3 py-3">
                  <Link
                    to={paths.adminOrder(order.orderId)}
                    className="rounded font-mono font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                  >
                    {order.orderNumber}
                  </Link>
                  <p className="truncate text-slate-500 text-xs">
                    {order.sourceFileCount} {order.sourceFileCount === 1 ? 'file' : 'files'}
                  </p>
                </td>
                <td className="px-3 py-3">
                  <p
                    className="truncate font-medium text-slate-900"
                    title={`${order.customerInfo.firstName} ${order.customerInfo.lastName}`}
                  >
                    {order.customerInfo.firstName} {order.customerInfo.lastName}
                  </p>
                  <p className="truncate text-slate-600 text-xs" title={order.customerInfo.email}>
                    {order.customerInfo.email}
                  </p>
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700" title={order.serviceName}>
                  {serviceLabel(order)}
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700" title={`${source.name} → ${target.name}`}>
                  <abbr title={source.name} className="no-underline">
                    {source.code.toUpperCase()}
                  </abbr>{' '}
                  →{' '}
                  <abbr title={target.name} className="no-underline">
                    {target.code.toUpperCase()}
                  </abbr>
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-slate-700">
                  <time dateTime={order.orderDate} title={formatLongDate(order.orderDate)}>
                    {formatShortDate(order.orderDate)}
                  </time>
                </td>
                <td className="whitespace-nowrap px-3 py-3 text-right font-semibold text-slate-900 tabular-nums">
                  {formatUsd(order.total)}
                </td>
                <td className="px-3 py-2">
                  <OrderStatusSelect
                    order={order}
                    pending={pendingOrderId === order.orderId}
                    onChange={(status) => onStatusChange(order, status)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
