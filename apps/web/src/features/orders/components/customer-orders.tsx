import type { TCustomerOrderSummary } from '@sello/shared/order-schemas';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Upload from 'lucide-react/icons/upload';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { ordersCatalogue } from '../messages/catalogue';
import { CustomerOrderCard } from './customer-order-card';

type TCustomerOrdersProps = {
  orders: TCustomerOrderSummary[] | undefined;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
};

/** "Your orders": loading, failed (Try again), empty (Upload document) or the cards, newest first. */
export const CustomerOrders = ({ orders, error, retrying, onRetry }: TCustomerOrdersProps) => {
  const { m, locale } = useMessages(ordersCatalogue);
  const text = m.customerOrders;
  let body: React.ReactNode;
  if (orders === undefined && error) {
    body = <LoadError title={text.loadFailed} error={error} retrying={retrying} onRetry={onRetry} />;
  } else if (orders === undefined) {
    body = (
      <div className="flex items-center gap-3 py-10 text-slate-600">
        <Spinner />
        <p role="status">{text.loading}</p>
      </div>
    );
  } else if (orders.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-300 border-dashed px-6 py-12 text-center">
        <ClipboardList aria-hidden="true" className="size-10 text-slate-400" />
        <p className="font-semibold text-lg text-slate-900">{text.empty}</p>
        <p className="max-w-md text-slate-600">{text.emptyBody}</p>
        <Link to={localizedPath(locale, paths.upload)} className={buttonClassName({ className: 'mt-2' })}>
          <Upload aria-hidden="true" className="size-4" />
          {text.upload}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {orders.map((order) => (
          <li key={order.orderId}>
            <CustomerOrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="your-orders-title" className="mt-10">
      <h2 id="your-orders-title" className="mb-4 font-semibold text-slate-900 text-xl">
        {text.heading}
      </h2>
      {body}
    </section>
  );
};
