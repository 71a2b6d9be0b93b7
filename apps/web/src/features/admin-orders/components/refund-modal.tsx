import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TPayment, TRefundRequest } from '@sello/shared/payment-schemas';
import { formatUsd } from '@sello/shared/pricing';
import { useForm } from 'react-hook-form';
import { DollarsField, ModalForm } from '@/components/ui/modal-form';
import { TextareaField } from '@/components/ui/textarea-field';
import { useRefundPayment } from '../api/refund-payment';
import { paymentTotals } from './payment-totals';
import { refundDefaults, refundFormSchema, type TRefundFormValues } from './refund-form';

/** "Refund": at most what was paid minus what was already refunded (checked here too), with a reason. */
export const RefundModal = ({
  order,
  open,
  onClose,
  onRefunded,
}: {
  order: TAdminOrder;
  open: boolean;
  onClose: () => void;
  onRefunded: (refund: TPayment) => void;
}) => {
  const { refundable } = paymentTotals(order);
  const refund = useRefundPayment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TRefundFormValues, unknown, TRefundRequest>({
    resolver: zodResolver(refundFormSchema(order)),
    defaultValues: refundDefaults(order),
  });

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title="Refund"
      description={`Order ${order.orderNumber} · up to ${formatUsd(refundable)} can be refunded`}
      onSubmit={handleSubmit((values) =>
        refund.mutate({ orderId: order.orderId, ...values }, { onSuccess: (payment) => onRefunded(payment) }),
      )}
      pending={refund.isPending}
      error={refund.error}
      errorFallback="Failed to record the refund"
      submitLabel="Refund"
      pendingLabel="Refunding..."
      submitVariant="danger"
    >
      <DollarsField
        label="Amount (USD)"
        max={refundable.toFixed(2)}
        error={errors.amount?.message}
        required
        data-autofocus
        {...register('amount')}
      />
      <TextareaField
        label="Reason"
        rows={3}
        maxLength={500}
        error={errors.reason?.message}
        required
        {...register('reason')}
      />
    </ModalForm>
  );
};
