import type { TPayment } from '@sello/shared/payment-schemas';
import { formatUsd } from '@sello/shared/pricing';
import FileText from 'lucide-react/icons/file-text';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatLongDate } from '@/lib/order-format';
import { ordersCatalogue } from '../messages/catalogue';

/**
 * The order's payments and refunds, oldest first: date, amount, method, reference and the receipt or credit note
 * (a signed link to the PDF, opened in a new tab).
 */
export const OrderPayments = ({ payments }: { payments: TPayment[] }) => {
  const { m, locale } = useMessages(ordersCatalogue);
  const text = m.payments;
  const methods = useMessages(sharedWordsCatalogue).m.paymentMethods;
  const methodName = (method: string) =>
    Object.hasOwn(methods, method) ? methods[method as keyof typeof methods] : method;
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
      {payments.map((payment) => {
        const refund = payment.kind === 'REFUND';
        const date = formatLongDate(payment.createdAt, locale);
        const amount = formatUsd(payment.amount, { locale });
        return (
          <li
            key={payment.paymentId}
            className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">
                {refund ? text.refund : text.payment}{' '}
                <span className={`tabular-nums ${refund ? 'text-slate-700' : 'text-slate-900'}`}>
                  {refund ? `−${amount}` : amount}
                </span>
              </p>
              <p className="mt-0.5 text-slate-600 text-sm">
                <time dateTime={payment.createdAt}>{date}</time> · {methodName(payment.method)}
                {payment.reference ? (
                  <>
                    {' · '}
                    <span className="sr-only">{text.reference} </span>
                    <span className="font-mono text-xs [overflow-wrap:anywhere]">{payment.reference}</span>
                  </>
                ) : null}
              </p>
              {refund && payment.reason ? <p className="mt-0.5 text-slate-600 text-sm">{payment.reason}</p> : null}
            </div>
            <a
              href={payment.documentUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex shrink-0 items-center gap-1.5 self-start rounded font-medium text-brand-700 text-sm underline-offset-2 hover:text-brand-800 hover:underline focus-visible:outline-3 focus-visible:outline-focus focus-visible:outline-offset-2 sm:self-center"
            >
              <FileText aria-hidden="true" className="size-4" />
              <T
                message={refund ? text.creditNoteFor : text.receiptFor}
                values={{ amount, date }}
                components={{ 0: <span />, 1: <span className="sr-only" /> }}
              />
            </a>
          </li>
        );
      })}
    </ul>
  );
};
