import { ADMIN_ORDERS_PAGE_SIZE, type TAdminOrderSummary } from '@sello/shared/admin-order-schemas';
import { ORDER_STATUSES, type TOrderStatus } from '@sello/shared/constants';
import { ORDER_STATUS_LABELS } from '@sello/shared/order-lifecycle';
import PackageSearch from 'lucide-react/icons/package-search';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { useAdminOrders } from '../api/list-admin-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { staffChangeEmail } from './order-status';
import { OrdersTable } from './orders-table';
import { ConfirmStatusChangeModal } from './status-change-confirmation';

const SEARCH_DELAY_MS = 300;

/** The filter: DELIVERED orders are found under Completed. */
const FILTER_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...ORDER_STATUSES.filter((status) => status !== 'DELIVERED').map((status) => ({
    value: status,
    label: status === 'COMPLETED' ? 'Completed (incl. delivered)' : ORDER_STATUS_LABELS[status],
  })),
];

const isStatus = (value: string | null): value is TOrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/** The orders section: search, status filter and pages, all kept in the address so Back returns to the same view. */
export const OrdersList = () => {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const awaitingPayment = params.get('awaitingPayment') === 'true';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(q);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  // Search as you type, once the typing pauses; a new search starts on page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text starts a search.
  useEffect(() => {
    if (search.trim() === q) return;
    const timer = setTimeout(() => update({ q: search.trim(), page: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const query = useAdminOrders({
    limit: ADMIN_ORDERS_PAGE_SIZE,
    offset: (page - 1) * ADMIN_ORDERS_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(awaitingPayment ? { awaitingPayment: 'true' as const } : {}),
    ...(q ? { q } : {}),
  });
  const updateStatus = useUpdateOrderStatus();
  const [statusError, setStatusError] = useState<{ orderNumber: string; message: string } | null>(null);

  const [confirming, setConfirming] = useState<{ order: TAdminOrderSummary; next: TOrderStatus; email: string } | null>(
    null,
  );

  const changeStatus = (order: TAdminOrderSummary, next: TOrderStatus) => {
    setStatusError(null);
    updateStatus.mutate(
      { orderId: order.orderId, status: next },
      {
        onSettled: () => setConfirming(null),
        onError: (error) =>
          setStatusError({
            orderNumber: order.orderNumber,
            message: errorMessage(error, FALLBACK_MESSAGES.updateStatus),
          }),
      },
    );
  };
  // A change that emails the customer is confirmed first.
  const onStatusChange = (order: TAdminOrderSummary, next: TOrderStatus) => {
    const email = staffChangeEmail(order.status, next);
    if (email) setConfirming({ order, next, email });
    else changeStatus(order, next);
  };

  const total = query.data?.count ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <search className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end">
        <TextField
          label="Search orders"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Order number, customer name or email, file name"
          containerClassName="flex-1"
        />
        <SelectField
          label="Status"
          value={status ?? ''}
          options={FILTER_OPTIONS}
          onChange={(event) => update({ status: event.target.value, page: null })}
          containerClassName="sm:w-64"
        />
        <label className="flex items-center gap-2 whitespace-nowrap pb-2.5 font-medium text-slate-800 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={awaitingPayment}
            onChange={(event) => update({ awaitingPayment: event.target.checked ? 'true' : null, page: null })}
          />
          Awaiting payment
        </label>
      </search>

      {statusError ? (
        <Alert tone="error" title={`Could not update ${statusError.orderNumber}`}>
          {statusError.message}
        </Alert>
      ) : null}

      <section
        aria-label="Orders"
        aria-busy={query.isFetching || undefined}
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {query.isPending ? (
          <div className="flex items-center justify-center gap-3 py-16 text-slate-600">
            <Spinner label="Loading orders" />
            <p aria-hidden="true">Loading orders...</p>
          </div>
        ) : query.isError ? (
          <div className="p-4">
            <LoadError
              title="Could not load the orders"
              error={query.error}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          </div>
        ) : query.data.orders.length === 0 ? (
          <div className="flex flex-col items-center gap-3 px-6 py-16 text-center text-slate-600">
            <PackageSearch aria-hidden="true" className="size-10 text-slate-400" />
            <p className="font-semibold text-slate-900">No orders found</p>
            <p className="text-sm">
              {q || status || awaitingPayment
                ? 'Try a different search or filter.'
                : 'Orders appear here once customers submit them.'}
            </p>
          </div>
        ) : (
          <OrdersTable
            orders={query.data.orders}
            pendingOrderId={updateStatus.isPending ? (updateStatus.variables?.orderId ?? null) : null}
            onStatusChange={onStatusChange}
          />
        )}
      </section>

      {total > 0 ? (
        <Pagination
          page={page}
          pageSize={ADMIN_ORDERS_PAGE_SIZE}
          total={total}
          noun={total === 1 ? 'order' : 'orders'}
          onPageChange={(next) => update({ page: String(next) })}
        />
      ) : null}

      {confirming ? (
        <ConfirmStatusChangeModal
          orderNumber={confirming.order.orderNumber}
          from={confirming.order.status}
          to={confirming.next}
          email={confirming.email}
          pending={updateStatus.isPending}
          onConfirm={() => changeStatus(confirming.order, confirming.next)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
};
