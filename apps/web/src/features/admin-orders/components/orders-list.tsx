import { ADMIN_ORDERS_PAGE_SIZE, type TAdminOrderSummary } from '@sello/shared/admin-order-schemas';
import { ORDER_STATUSES, type TOrderStatus } from '@sello/shared/constants';
import { ORDER_STATUS_LABELS } from '@sello/shared/order-lifecycle';
import { useState } from 'react';
import { AdminList } from '@/components/ui/admin-page';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { useListParams } from '@/lib/use-list-params';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAdminOrders } from '../api/list-admin-orders';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { OrderCards } from './order-cards';
import { staffChangeEmail } from './order-status';
import { OrdersTable } from './orders-table';
import { ConfirmStatusChangeModal } from './status-change-confirmation';

/** Narrower than this, one card per order instead of the table (Tailwind's md). */
export const ORDER_TABLE_MEDIA = '(min-width: 48rem)';

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

/**
 * The orders section in the admin list card: search, status filter and pages, all kept in the address so Back
 * returns to the same view; a table on wide screens, one card per order on phones.
 */
export const OrdersList = () => {
  const { params, q, page, searchText, setSearchText, update } = useListParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const awaitingPayment = params.get('awaitingPayment') === 'true';
  const wide = useMediaQuery(ORDER_TABLE_MEDIA, true);

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
  const pendingOrderId = updateStatus.isPending ? (updateStatus.variables?.orderId ?? null) : null;

  return (
    <div className="flex flex-col gap-4">
      {statusError ? (
        <Alert tone="error" title={`Could not update ${statusError.orderNumber}`}>
          {statusError.message}
        </Alert>
      ) : null}

      <AdminList
        label="Orders"
        search={{
          placeholder: 'Order number, customer name or email, file name',
          value: searchText,
          onChange: setSearchText,
        }}
        filters={
          <>
            <SelectField
              label="Status"
              value={status ?? ''}
              options={FILTER_OPTIONS}
              onChange={(event) => update({ status: event.target.value, page: '' })}
              containerClassName="sm:w-64"
            />
            <label className="flex items-center gap-2 whitespace-nowrap pb-2.5 font-medium text-slate-800 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={awaitingPayment}
                onChange={(event) => update({ awaitingPayment: event.target.checked ? 'true' : '', page: '' })}
              />
              Awaiting payment
            </label>
          </>
        }
        query={query}
        loadingLabel="Loading orders"
        errorTitle="Could not load the orders"
        isEmpty={(data) => data.orders.length === 0}
        empty={
          q || status || awaitingPayment
            ? 'No orders found. Try a different search or filter.'
            : 'No orders yet: they appear here once customers submit them.'
        }
        pagination={{
          page,
          pageSize: ADMIN_ORDERS_PAGE_SIZE,
          total,
          onPageChange: (next) => update({ page: next > 1 ? String(next) : '' }),
        }}
      >
        {(data) =>
          wide ? (
            <OrdersTable orders={data.orders} pendingOrderId={pendingOrderId} onStatusChange={onStatusChange} />
          ) : (
            <OrderCards orders={data.orders} pendingOrderId={pendingOrderId} onStatusChange={onStatusChange} />
          )
        }
      </AdminList>

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
