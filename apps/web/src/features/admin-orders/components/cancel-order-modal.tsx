import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TOrderStatus } from '@sello/shared/constants';
import { type TCancelOrderRequest, ZCancelOrderRequest } from '@sello/shared/payment-schemas';
import { useForm } from 'react-hook-form';
import { ModalForm } from '@/components/ui/modal-form';
import { TextareaField } from '@/components/ui/textarea-field';
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
  const cancel = useCancelOrder();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TCancelOrderRequest>({ resolver: zodResolver(ZCancelOrderRequest), defaultValues: { reason: '' } });

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title="Cancel Order"
      description={`Order ${order.orderNumber} · ${order.customerInfo.email}`}
      onSubmit={handleSubmit((values) =>
        cancel.mutate({ orderId: order.orderId, ...values }, { onSuccess: (cancelled) => onCancelled(cancelled) }),
      )}
      pending={cancel.isPending}
      error={cancel.error}
      errorFallback="Failed to cancel the order"
      cancelLabel="Keep Order"
      submitLabel="Cancel Order"
      pendingLabel="Cancelling..."
      submitVariant="danger"
    >
      <TextareaField
        label="Reason for cancelling"
        rows={3}
        maxLength={500}
        error={errors.reason?.message}
        hint="Kept in the order’s history. Refund any payment separately."
        required
        data-autofocus
        {...register('reason')}
      />
    </ModalForm>
  );
};
