import { zodResolver } from '@hookform/resolvers/zod';
import { type TAdminOrder, ZUpdateOrderStatusRequest } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { ModalForm } from '@/components/ui/modal-form';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { SelectField } from '@/components/ui/select-field';
import { FALLBACK_MESSAGES } from '@/lib/api-client';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { staffChangeEmail, staffStatusOptions } from './order-status';
import { CONFIRM_STATUS_TITLE, StatusChangeConfirmation } from './status-change-confirmation';

const ZStatusForm = ZUpdateOrderStatusRequest.pick({ status: true });

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
  const { register, handleSubmit, control } = useForm<{ status: TOrderStatus }>({
    resolver: zodResolver(ZStatusForm),
    defaultValues: { status: order.status },
  });
  const status = useWatch({ control, name: 'status' });
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateOrderStatus();
  const email = staffChangeEmail(order.status, status);

  const save = () =>
    update.mutate({ orderId: order.orderId, status }, { onSuccess: onClose, onError: () => setConfirming(false) });

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
    <ModalForm
      open={open}
      onClose={onClose}
      title="Update Order Status"
      onSubmit={handleSubmit(() => (email ? setConfirming(true) : save()))}
      pending={update.isPending}
      error={update.error}
      errorFallback={FALLBACK_MESSAGES.updateStatus}
      submitLabel="Update Status"
      pendingLabel="Updating..."
      submitDisabled={status === order.status}
    >
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Order</dt>
          <dd className="mt-1 break-all font-mono text-slate-900">{order.orderNumber}</dd>
        </div>
        <div>
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Current status</dt>
          <dd className="mt-1">
            <OrderStatusBadge status={order.status} size="sm" />
          </dd>
        </div>
      </dl>
      <SelectField
        label="New status"
        options={staffStatusOptions(order.status)}
        hint="Paid follows from recorded payments, Completed from Complete Order, Cancelled from Cancel Order."
        data-autofocus
        {...register('status')}
      />
    </ModalForm>
  );
};
