import { zodResolver } from '@hookform/resolvers/zod';
import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_METHOD_NAMES,
  type TPayment,
  type TRecordPaymentRequest,
} from '@sello/shared/payment-schemas';
import { useForm } from 'react-hook-form';
import { DollarsField, ModalForm } from '@/components/ui/modal-form';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useRecordPayment } from '../api/record-payment';
import { recordPaymentDefaults, type TRecordPaymentFormValues, ZRecordPaymentForm } from './record-payment-form';

const METHOD_OPTIONS = MANUAL_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_NAMES[method] ?? method,
}));

/** "Record Payment": a payment received by hand (bank transfer, check…), prefilled with what is still owed. */
export const RecordPaymentModal = ({
  order,
  open,
  onClose,
  onRecorded,
}: {
  order: TAdminOrder;
  open: boolean;
  onClose: () => void;
  onRecorded: (payment: TPayment) => void;
}) => {
  const record = useRecordPayment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TRecordPaymentFormValues, unknown, TRecordPaymentRequest>({
    resolver: zodResolver(ZRecordPaymentForm),
    defaultValues: recordPaymentDefaults(order),
  });

  return (
    <ModalForm
      open={open}
      onClose={onClose}
      title="Record Payment"
      description={`Order ${order.orderNumber}`}
      onSubmit={handleSubmit((payment) =>
        record.mutate({ orderId: order.orderId, ...payment }, { onSuccess: (recorded) => onRecorded(recorded) }),
      )}
      pending={record.isPending}
      error={record.error}
      errorFallback="Failed to record the payment"
      submitLabel="Record Payment"
      pendingLabel="Recording..."
    >
      <DollarsField
        label="Amount (USD)"
        error={errors.amount?.message}
        hint={order.officialQuote ? 'Prefilled with the quote’s total minus what was paid' : undefined}
        required
        data-autofocus
        {...register('amount')}
      />
      <SelectField
        label="Method"
        options={METHOD_OPTIONS}
        error={errors.method?.message}
        required
        {...register('method')}
      />
      <TextField
        label="Reference"
        maxLength={200}
        hint="Transfer reference, check number…"
        error={errors.reference?.message}
        optional
        {...register('reference')}
      />
    </ModalForm>
  );
};
