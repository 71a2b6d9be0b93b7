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
import { STATUS_OPTIONS } from './order-status';

/** "Update Order Status": any status may be chosen; the server records the change with the acting admin. */
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
  const update = useUpdateOrderStatus();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ orderId: order.orderId, status }, { onSuccess: onClose });
  };

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
          options={STATUS_OPTIONS}
          onChange={(event) => setStatus(event.target.value as TOrderStatus)}
          data-autofocus
        />
        {update.isError ? (
          <Alert tone="error">{errorMessage(update.error, FALLBACK_MESSAGES.updateStatus)}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            {update.isPending ? 'Updating...' : 'Update Status'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
