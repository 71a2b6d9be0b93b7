import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_NAMES, type TPayment } from '@sello/shared/payment-schemas';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useRecordPayment } from '../api/record-payment';
import { parseDollars, paymentTotals } from './payment-totals';

type TMethod = (typeof MANUAL_PAYMENT_METHODS)[number];
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
  const { outstanding } = paymentTotals(order);
  const [amount, setAmount] = useState(outstanding ? outstanding.toFixed(2) : '');
  const [method, setMethod] = useState<TMethod>('bank_transfer');
  const [reference, setReference] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const record = useRecordPayment();
  const value = parseDollars(amount);
  const amountError = submitted && value === null ? 'Enter an amount in dollars and cents, more than $0' : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (value === null) return;
    record.mutate(
      { orderId: order.orderId, amount: value, method, ...(reference.trim() ? { reference: reference.trim() } : {}) },
      { onSuccess: (payment) => onRecorded(payment) },
    );
  };

  return (
    <Modal
      open={open}
      onClose={record.isPending ? () => undefined : onClose}
      title="Record Payment"
      description={`Order ${order.orderNumber}`}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-5" noValidate>
        <TextField
          label="Amount (USD)"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amountError}
          hint={outstanding !== null ? 'Prefilled with the quote’s total minus what was paid' : undefined}
          required
          data-autofocus
        />
        <SelectField
          label="Method"
          value={method}
          options={METHOD_OPTIONS}
          onChange={(event) => setMethod(event.target.value as TMethod)}
          required
        />
        <TextField
          label="Reference"
          value={reference}
          maxLength={200}
          onChange={(event) => setReference(event.target.value)}
          hint="Transfer reference, check number…"
          optional
        />
        {record.isError ? (
          <Alert tone="error">{errorMessage(record.error, 'Failed to record the payment')}</Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            {record.isPending ? 'Recording...' : 'Record Payment'}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
