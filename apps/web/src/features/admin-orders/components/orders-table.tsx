import type { TAdminOrderSummary } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { formatUsd } from '@sello/shared/pricing';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatLongDate, languageInfo } from '@/lib/order-format';
import { ColumnResizeHandle } from './column-resize-handle';
import { staffStatusOptions, statusTone } from './order-status';
import { useColumnWidths } from './use-column-widths';

export const COLUMN_WIDTHS_STORAGE_KEY = 'sello.admin.orders.columnWidths';

const COLUMNS = [
  { key: 'order', label: 'Order', width: 200 },
  { key: 'customer', label: 'Customer', width: 180 },
  { key: 'service', label: 'Service', width: 110 },
  { key: 'languages', label: 'Languages', width: 110 },
  { key: 'date', label: 'Date', width: 130 },
  { key: 'total', label: 'Total', width: 90 },
  { key: 'status', label: 'Status', width: 140 },
] as const;
type TColumnKey = (typeof COLUMNS)[number]['key'];

const DEFAULT_WIDTHS = Object.fromEntries(COLUMNS.map((column) => [column.key, column.width])) as Record<
  TColumnKey,
  number
>;

const StatusSelect = ({
  order,
  pending,
  onChange,
}: {
  order: TAdminOrderSummary;
  pending: boolean;
  onChange: (status: TOrderStatus) => void;
}) => {
  const tone = statusTone(order.status);
  const options = staffStatusOptions(order.status);
  return (
    <div className="relative">
      <select
        aria-label={`Status of order ${order.orderNumber}`}
        value={order.status}
        disabled={pending || options.length === 1}
        aria-busy={pending || undefined}
        onChange={(event) => onChange(event.target.value as TOrderStatus)}
        className={`h-8 w-full cursor-pointer appearance-none truncate rounded-full pr-7 pl-3 font-semibold text-xs ring-1 ring-inset focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:opacity-60 ${tone.badge}`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-2 size-3.5"
      />
    </div>
  );
};

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
  const tableWidth = COLUMNS.reduce((sum, column) => sum + widths[column.key], 0);

  return (
    <div className="overflow-x-auto">
      <table className="table-fixed border-collapse text-left text-sm" style={{ width: tableWidth, minWidth: '100%' }}>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.key} style={{ width: widths[column.key] }} />
          ))}
        </colgroup>
        <thead className="bg-slate-50 text-slate-600 text-xs uppercase tracking-wide">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="relative truncate px-4 py-3 font-semibold">
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
                <td className="truncate px-4 py-3">
                  <Link
                    to={paths.adminOrder(order.orderId)}
                    className="rounded font-mono font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {order.orderNumber}
                  </Link>
                  <p className="truncate text-slate-500 text-xs">
                    {order.sourceFileCount} {order.sourceFileCount === 1 ? 'file' : 'files'}
                  </p>
                </td>
                <td className="px-4 py-3">
                  <p className="truncate font-medium text-slate-900">
                    {order.customerInfo.firstName} {order.customerInfo.lastName}
                  </p>
                  <p className="truncate text-slate-600 text-xs" title={order.customerInfo.email}>
                    {order.customerInfo.email}
                  </p>
                </td>
                <td className="truncate px-4 py-3 text-slate-700" title={order.serviceName}>
                  {order.serviceType === 'sworn' ? 'Sworn' : 'Professional'}
                </td>
                <td className="truncate px-4 py-3 text-slate-700" title={`${source.name} → ${target.name}`}>
                  <span aria-hidden="true">{source.flag} </span>
                  <abbr title={source.name} className="no-underline">
                    {order.sourceLanguage.toUpperCase()}
                  </abbr>{' '}
                  → <span aria-hidden="true">{target.flag} </span>
                  <abbr title={target.name} className="no-underline">
                    {order.targetLanguage.toUpperCase()}
                  </abbr>
                </td>
                <td className="truncate px-4 py-3 text-slate-700">{formatLongDate(order.orderDate)}</td>
                <td className="truncate px-4 py-3 font-semibold text-slate-900 tabular-nums">
                  {formatUsd(order.total)}
                </td>
                <td className="px-4 py-2">
                  <StatusSelect
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
