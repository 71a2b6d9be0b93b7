import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useCancelOrder } from '../api/cancel-order';

/** Orders that can no longer be cancelled. */
const FINAL_STATUSES: ReadonlyArray<TOrderStatus> = ['COMPLETED', 'DELIVERED', 'CANCELLED'];
export const canCancelOrder = (order: Pick<TAdminOrder, 'status'>) => !FINAL_STATUSES.includes(order.status);

/** "Cancel Order": a required reason, kept in the order's history. Payments are refunded separately. */
export const CancelOrderModal = ({
  order,
  open,
  onClose,
  onCancelled,
}: {
  order: TAdminOrder;
  open: boolean;
  onClose: () => void;
  onCancelled: (order: TAdminOrder) => void;
}) => {
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const cancel = useCancelOrder();
  const reasonError = submitted && !reason.trim() ? 'Please give a reason' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!reason.trim()) return;
    cancel.mutate(
      { orderId: order.orderId, reason: reason.trim() },
      { onSuccess: (cancelled) => onCancelled(cancelled) },
    );
  };

  return (
    <Modal
      open={open}
      onClose={cancel.isPending ? () => undefined : onClose}
      title="Cancel Order"
      description={`Order ${order.orderNumber} · ${order.customerInfo.email}`}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        <TextareaField
          label="Reason for cancelling"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonError}
          hint="Kept in the order’s history. Refund any payment separately."
          required
          data-autofocus
        />
        {cancel.isError ? <Alert tone="error">{errorMessage(cancel.error, 'Failed to cancel the order')}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep Order
          </Button>
          <Button type="submit" variant="danger" loading={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Order'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
