import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TPayment } from '@sello/shared/payment-schemas';
import { formatUsd } from '@sello/shared/pricing';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorMessage } from '@/lib/api-client';
import { useRefundPayment } from '../api/refund-payment';
import { parseDollars, paymentTotals } from './payment-totals';

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
  const [amount, setAmount] = useState(refundable > 0 ? refundable.toFixed(2) : '');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const refund = useRefundPayment();
  const value = parseDollars(amount);
  const amountProblem =
    value === null
      ? 'Enter an amount in dollars and cents, more than $0'
      : Math.round(value * 100) > Math.round(refundable * 100)
        ? `You can refund at most ${formatUsd(refundable)}`
        : undefined;
  const reasonProblem = reason.trim() ? undefined : 'Please give a reason';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (amountProblem || reasonProblem || value === null) return;
    refund.mutate(
      { orderId: order.orderId, amount: value, reason: reason.trim() },
      { onSuccess: (payment) => onRefunded(payment) },
    );
  };

  return (
    <Modal
      open={open}
      onClose={refund.isPending ? () => undefined : onClose}
      title="Refund"
      description={`Order ${order.orderNumber} · up to ${formatUsd(refundable)} can be refunded`}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        <TextField
          label="Amount (USD)"
          type="number"
          inputMode="decimal"
          min="0.01"
          max={refundable.toFixed(2)}
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={submitted ? amountProblem : undefined}
          required
          data-autofocus
        />
        <TextareaField
          label="Reason"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={submitted ? reasonProblem : undefined}
          required
        />
        {refund.isError ? (
          <Alert tone="error">{errorMessage(refund.error, 'Failed to record the refund')}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={refund.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={refund.isPending}>
            {refund.isPending ? 'Refunding...' : 'Refund'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
