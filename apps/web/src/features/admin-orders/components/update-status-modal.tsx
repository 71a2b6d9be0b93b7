import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { staffChangeEmail, staffStatusOptions } from './order-status';
import { CONFIRM_STATUS_TITLE, StatusChangeConfirmation } from './status-change-confirmation';

/**
 * "Update Order Status": offers only the changes the order lifecycle allows staff (payments make an order paid,
 * the completion action completes it); a change that emails the customer is confirmed first.
 */
export const UpdateStatusModal = ({
  order,
  open,
  onClose,
}: {
  order: TAdminOrder;
  open: boolean;
  onClose: () => void;
}) => {
  const [status, setStatus] = useState<TOrderStatus>(order.status);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateOrderStatus();
  const email = staffChangeEmail(order.status, status);

  const save = () =>
    update.mutate({ orderId: order.orderId, status }, { onSuccess: onClose, onError: () => setConfirming(false) });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (email) setConfirming(true);
    else save();
  };

  if (confirming && email) {
    return (
      <Modal
        open={open}
        onClose={update.isPending ? () => undefined : () => setConfirming(false)}
        title={CONFIRM_STATUS_TITLE}
      >
        <StatusChangeConfirmation
          orderNumber={order.orderNumber}
          from={order.status}
          to={status}
          email={email}
          pending={update.isPending}
          onConfirm={save}
          onCancel={() => setConfirming(false)}
        />
      </Modal>
    );
  }

  return (
    <Modal open={open} onClose={update.isPending ? () => undefined : onClose} title="Update Order Status">
      <form onSubmit={onSubmit} className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-4 text-sm">
          <div>
            <dt className="text-slate-500 text-xs uppercase tracking-wide">Order</dt>
            <dd className="mt-1 break-all font-mono text-slate-900">{order.orderNumber}</dd>
          </div>
          <div>
            <dt className="text-slate-500 text-xs uppercase tracking-wide">Current status</dt>
            <dd className="mt-1">
              <OrderStatusBadge status={order.status} size="sm" audience="staff" />
            </dd>
          </div>
        </dl>
        <SelectField
          label="New status"
          value={status}
          options={staffStatusOptions(order.status)}
          onChange={(event) => setStatus(event.target.value as TOrderStatus)}
          hint="Paid follows from recorded payments, Completed from Complete Order, Cancelled from Cancel Order."
          data-autofocus
        />
        {update.isError ? (
          <Alert tone="error">{errorMessage(update.error, FALLBACK_MESSAGES.updateStatus)}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={status === order.status}>
            {update.isPending ? 'Updating...' : 'Update Status'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
