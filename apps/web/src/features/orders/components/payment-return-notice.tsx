import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatLongDate } from '@/lib/order-format';

export type TPaymentReturn = 'success' | 'cancelled';

/** `?payment=success|cancelled` as Stripe's return links set it; anything else is no return. */
export const parsePaymentReturn = (value: string | null): TPaymentReturn | null =>
  value === 'success' || value === 'cancelled' ? value : null;

export const CONFIRMING_PAYMENT_MESSAGE = 'Confirming your payment…';
export const CONFIRMATION_LATE_MESSAGE =
  'We have not received the confirmation yet — it can take a minute; this page will update when it arrives';
export const PAYMENT_CANCELLED_MESSAGE = 'Payment was cancelled — nothing was charged';

/**
 * What the order page says on the way back from the card payment. The redirect alone proves nothing: 'success' waits
 * for the order's `paidAt` (the page polls meanwhile), and says so when it takes longer than expected.
 */
export const PaymentReturnNotice = ({
  paymentReturn,
  paidAt,
  late,
  refreshing,
  onRefresh,
}: {
  paymentReturn: TPaymentReturn;
  paidAt: string | null;
  /** The confirmation has not come within the expected time. */
  late: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) => {
  if (paymentReturn === 'cancelled') {
    if (paidAt) return null;
    return (
      <Alert tone="info" title={PAYMENT_CANCELLED_MESSAGE}>
        <p>You can pay whenever you are ready with Approve &amp; Pay in the official quote below.</p>
      </Alert>
    );
  }

  // One live region whose words change: screen readers hear each step of the confirmation.
  return (
    <div role="status" aria-live="polite">
      {paidAt ? (
        <Alert tone="success" live={false} title={`Payment received on ${formatLongDate(paidAt)}`}>
          <p>Thank you — we have started on your order and will email you as it progresses.</p>
        </Alert>
      ) : late ? (
        <Alert
          tone="warning"
          live={false}
          title={CONFIRMATION_LATE_MESSAGE}
          action={
            <Button
              variant="outline"
              size="sm"
              loading={refreshing}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={onRefresh}
            >
              Refresh
            </Button>
          }
        />
      ) : (
        <div className="flex items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900 text-sm">
          <Spinner size="sm" />
          <p>
            <span className="font-semibold">{CONFIRMING_PAYMENT_MESSAGE}</span> This usually takes a few seconds.
          </p>
        </div>
      )}
    </div>
  );
};
