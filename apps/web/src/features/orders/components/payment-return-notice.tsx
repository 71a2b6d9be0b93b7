import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/i18n';
import { formatLongDate } from '@/lib/order-format';
import { ordersCatalogue } from '../messages/catalogue';

export type TPaymentReturn = 'success' | 'cancelled';

/** `?payment=success|cancelled` as Stripe's return links set it; anything else is no return. */
export const parsePaymentReturn = (value: string | null): TPaymentReturn | null =>
  value === 'success' || value === 'cancelled' ? value : null;

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
  const { m, t, locale } = useMessages(ordersCatalogue);
  const text = m.paymentReturn;
  if (paymentReturn === 'cancelled') {
    if (paidAt) return null;
    return (
      <Alert tone="info" title={text.cancelled}>
        <p>{text.cancelledBody}</p>
      </Alert>
    );
  }

  // One live region whose words change: screen readers hear each step of the confirmation.
  return (
    <div role="status" aria-live="polite">
      {paidAt ? (
        <Alert tone="success" live={false} title={t(text.receivedOn, { date: formatLongDate(paidAt, locale) })}>
          <p>{text.receivedBody}</p>
        </Alert>
      ) : late ? (
        <Alert
          tone="warning"
          live={false}
          title={text.late}
          action={
            <Button
              variant="outline"
              size="sm"
              loading={refreshing}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={onRefresh}
            >
              {text.refresh}
            </Button>
          }
        />
      ) : (
        <div className="flex items-center gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-900 text-sm">
          <Spinner size="sm" />
          <p>
            <span className="font-semibold">{text.confirming}</span> {text.usuallySeconds}
          </p>
        </div>
      )}
    </div>
  );
};
