import type { TCustomerOrderSummary } from '@sello/shared/order-schemas';
import { formatUsd } from '@sello/shared/pricing';
import ChevronRight from 'lucide-react/icons/chevron-right';
import FileSearch from 'lucide-react/icons/file-search';
import FileText from 'lucide-react/icons/file-text';
import { Link } from 'react-router';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { formatLanguagePair, formatLongDate } from '@/lib/order-format';
import { ordersCatalogue } from '../messages/catalogue';
import { DeleteDocumentsSection } from './delete-documents-section';

const LISTED_FILES = 2;

/** One order on the customer's dashboard; the whole card opens the order page. */
export const CustomerOrderCard = ({ order }: { order: TCustomerOrderSummary }) => {
  const { m, t, locale } = useMessages(ordersCatalogue);
  const text = m.customerOrders;
  const orderPath = localizedPath(locale, paths.order(order.orderId));
  const sources = order.files.filter((file) => file.fileType === 'SOURCE');
  const listed = sources.slice(0, LISTED_FILES);
  const hidden = sources.length - listed.length;
  return (
    <article
      aria-labelledby={`order-${order.orderId}`}
      className="relative h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-focus hover:shadow-md sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`order-${order.orderId}`} className="font-semibold text-lg text-slate-900">
            <Link
              to={orderPath}
              className="break-all after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {order.orderNumber}
            </Link>
          </h3>
          <p className="mt-1 text-slate-600 text-sm">
            {formatLanguagePair(order.sourceLanguage, order.targetLanguage, locale)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <OrderStatusBadge status={order.status} size="sm" />
          {order.draftAwaitingCustomer ? (
            // Above the card's own link, so it is a link of its own (to the same page, where the draft is on top).
            <Link
              to={orderPath}
              className="relative z-10 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800 text-xs ring-1 ring-brand-200 ring-inset hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus"
            >
              <FileSearch aria-hidden="true" className="size-3.5" />
              {text.draftToCheck}
            </Link>
          ) : null}
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div>
          <dt className="text-slate-500">{text.ordered}</dt>
          <dd className="font-medium text-slate-900">
            <time dateTime={order.orderDate}>{formatLongDate(order.orderDate, locale)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{text.total}</dt>
          <dd className="font-medium text-slate-900">{formatUsd(order.total, { locale })}</dd>
        </div>
      </dl>

      {sources.length > 0 ? (
        <div className="mt-4 border-slate-100 border-t pt-4">
          <h4 className="sr-only">{text.files}</h4>
          <ul className="space-y-1 text-slate-700 text-sm">
            {listed.map((file) => (
              <li key={file.fileKey} className="flex min-w-0 items-center gap-2">
                <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                <span className="truncate">{file.filename}</span>
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <p className="mt-1 pl-6 text-slate-500 text-sm">{t(text.moreFiles, { count: hidden })}</p>
          ) : null}
        </div>
      ) : null}

      <DeleteDocumentsSection order={order} compact />

      <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 text-sm">
        {text.viewDetails} <ChevronRight className="size-4" />
      </span>
    </article>
  );
};
