import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import { isMoneyDue } from '@sello/shared/order-next-step';
import { PAYMENT_METHOD_NAMES, type TPayment } from '@sello/shared/payment-schemas';
import { formatUsd } from '@sello/shared/pricing';
import Ban from 'lucide-react/icons/ban';
import FileText from 'lucide-react/icons/file-text';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/order-format';
import { useStaffCan } from '@/lib/use-staff-can';
import { CancelOrderModal, canCancelOrder } from './cancel-order-modal';
import { paymentTotals } from './payment-totals';
import { RecordPaymentModal } from './record-payment-modal';
import { RefundModal } from './refund-modal';

const PaymentRow = ({ payment }: { payment: TPayment }) => {
  const refund = payment.kind === 'REFUND';
  return (
    <li
      className={`flex flex-col gap-1 rounded-xl border p-3 text-sm ${
        payment.flagged ? 'border-amber-300 bg-amber-50' : 'border-slate-200'
      }`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">
          {refund ? 'Refund' : 'Payment'} {refund ? '−' : ''}
          {formatUsd(Math.abs(payment.amount))}
        </span>
        <span className="text-slate-600">{formatDateTime(payment.createdAt)}</span>
      </div>
      <p className="text-slate-700">
        {PAYMENT_METHOD_NAMES[payment.method] ?? payment.method}
        {payment.reference ? ` · Ref. ${payment.reference}` : ''}
      </p>
      {payment.reason ? <p className="text-slate-700">Reason: {payment.reason}</p> : null}
      {payment.flagged ? (
        <p className="flex items-start gap-1.5 font-medium text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Flagged: {payment.flagReason ?? 'check this payment'}</span>
        </p>
      ) : null}
      <a
        href={payment.documentUrl}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-1 self-start text-brand-700 underline hover:text-brand-800"
      >
        <FileText aria-hidden="true" className="size-4" />
        {refund ? 'Credit note' : 'Receipt'}
        <span className="sr-only"> (PDF, opens in a new tab)</span>
      </a>
    </li>
  );
};

/** What staff are told once a payment is recorded (the Payments card, or the order's Next step). */
export const paymentRecordedNotice = (payment: TPayment) =>
  payment.flagged
    ? `Payment of ${formatUsd(payment.amount)} recorded and flagged: ${payment.flagReason ?? 'please check it'}`
    : `Payment of ${formatUsd(payment.amount)} recorded.`;

/** Payments and refunds of the order, with the staff actions on money: record, refund, cancel. */
export const PaymentsCard = ({ order, onNotice }: { order: TAdminOrder; onNotice: (message: string) => void }) => {
  const [modal, setModal] = useState<'record' | 'refund' | 'cancel' | null>(null);
  // Project managers see the payments; recording and refunding are the owner's.
  const canMoveMoney = useStaffCan('payments');
  const totals = paymentTotals(order);
  const close = () => setModal(null);

  return (
    <Card id="payments-heading" title="Payments">
      {order.payments.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {order.payments.map((payment) => (
            <PaymentRow key={payment.paymentId} payment={payment} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 text-sm">No payments yet.</p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Paid</dt>
          <dd className="mt-1 text-slate-900">{formatUsd(totals.paid)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Refunded</dt>
          <dd className="mt-1 text-slate-900">{formatUsd(totals.refunded)}</dd>
        </div>
        {order.paidAt ? (
          <div className="col-span-2">
            <dt className="text-slate-500 text-xs uppercase tracking-wide">Paid in full</dt>
            <dd className="mt-1 text-slate-900">{formatDateTime(order.paidAt)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        {canMoveMoney && order.status !== 'CANCELLED' ? (
          <Button size="sm" variant={isMoneyDue(order) ? 'primary' : 'outline'} onClick={() => setModal('record')}>
            Record Payment
          </Button>
        ) : null}
        {canMoveMoney && totals.refundable > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setModal('refund')}>
            Refund
          </Button>
        ) : null}
        {canCancelOrder(order) ? (
          <Button
            size="sm"
            variant="outline"
            icon={<Ban aria-hidden="true" className="size-4" />}
            onClick={() => setModal('cancel')}
          >
            Cancel Order
          </Button>
        ) : null}
      </div>

      {modal === 'record' ? (
        <RecordPaymentModal
          order={order}
          open
          onClose={close}
          onRecorded={(payment) => {
            close();
            onNotice(paymentRecordedNotice(payment));
          }}
        />
      ) : null}
      {modal === 'refund' ? (
        <RefundModal
          order={order}
          open
          onClose={close}
          onRefunded={(refund) => {
            close();
            onNotice(`Refund of ${formatUsd(Math.abs(refund.amount))} recorded.`);
          }}
        />
      ) : null}
      {modal === 'cancel' ? (
        <CancelOrderModal
          order={order}
          open
          onClose={close}
          onCancelled={(cancelled) => {
            close();
            onNotice(`Order ${cancelled.orderNumber} was cancelled.`);
          }}
        />
      ) : null}
    </Card>
  );
};
