import { formatUsd } from '@sello/shared/pricing';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import UserX from 'lucide-react/icons/user-x';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { OrderStatusBadge } from '@/components/ui/order-status-badge';
import { PageLoading, PageMessage } from '@/components/ui/page-message';
import { ScrollArea } from '@/components/ui/scroll-area';
import { TableHead } from '@/components/ui/table-head';
import { paths } from '@/config/paths';
import { useCustomer } from '@/features/admin-customers/api/get-customer';
import { CustomerKindBadge } from '@/features/admin-customers/components/customer-kind-badge';
import { ApiError, errorMessage, FALLBACK_MESSAGES } from '@/lib/api-client';
import { formatLanguagePair, formatLongDate, formatShortDate } from '@/lib/order-format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/customers/:customerId: who the customer is, their figures, and every order they placed. */
export const AdminCustomerRoute = () => {
  const { customerId = '' } = useParams();
  const query = useCustomer(customerId);
  const customer = query.data?.customer;
  useDocumentTitle(customer ? `Customer ${customer.name || customer.email}` : 'Customer');

  if (query.isPending) return <PageLoading label="Loading customer" />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <PageMessage
        icon={<UserX className="size-7" />}
        tone={missing ? 'neutral' : 'error'}
        alert={!missing}
        title={missing ? 'Customer not found' : 'Failed to load the customer'}
        actions={<ButtonLink to={paths.adminCustomers}>Back to customers</ButtonLink>}
      >
        {missing ? 'There is no customer with this id or email.' : errorMessage(query.error, FALLBACK_MESSAGES.generic)}
      </PageMessage>
    );
  }
  if (!customer) return null;

  const facts: Array<[string, string]> = [
    ['Email', customer.email],
    ['Phone', customer.phone ?? '—'],
    ['Company', customer.company ?? '—'],
    [customer.kind === 'account' ? 'Signed up' : 'First order', formatShortDate(customer.since)],
  ];
  if (customer.kind === 'account') facts.push(['Email verified', customer.emailVerified ? 'Yes' : 'No']);

  return (
    <div className="flex flex-col gap-8">
      <div>
        <Link
          to={paths.adminCustomers}
          className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 text-sm hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All customers
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {customer.name || customer.email}
          </h1>
          <CustomerKindBadge kind={customer.kind} />
          {customer.isAdmin ? (
            <span className="rounded-full bg-slate-900 px-2.5 py-0.5 font-semibold text-white text-xs">Staff</span>
          ) : null}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {[
          ['Orders', String(customer.orderCount)],
          ['Revenue', formatUsd(customer.revenue)],
          ['Last order', customer.lastOrderAt ? formatLongDate(customer.lastOrderAt) : 'No orders yet'],
        ].map(([label, value]) => (
          <dl key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="font-medium text-slate-600 text-sm">{label}</dt>
            <dd className="mt-1 font-semibold text-2xl text-slate-900 tabular-nums">{value}</dd>
          </dl>
        ))}
      </div>

      <section
        aria-labelledby="customer-contact"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="customer-contact" className="font-semibold text-lg text-slate-900">
          Contact
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-600 text-sm">{label}</dt>
              <dd className="mt-0.5 break-words font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="customer-orders"
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <h2 id="customer-orders" className="border-slate-200 border-b px-5 py-4 font-semibold text-lg text-slate-900">
          Orders
        </h2>
        {customer.orders.length === 0 ? (
          <div className="p-5">
            <Alert tone="info">This customer has not ordered yet.</Alert>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-slate-100 sm:hidden">
              {customer.orders.map((order) => (
                <li key={order.orderId} className="flex flex-col gap-1.5 px-5 py-4 text-sm">
                  <div className="flex items-start justify-between gap-3">
                    <Link
                      to={paths.adminOrder(order.orderId)}
                      className="break-all font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {order.orderNumber}
                    </Link>
                    <span className="font-medium tabular-nums">{formatUsd(order.total)}</span>
                  </div>
                  <OrderStatusBadge status={order.status} size="sm" className="w-fit" />
                  <p className="text-slate-600">
                    {formatLongDate(order.orderDate)} · {order.serviceName} ·{' '}
                    {formatLanguagePair(order.sourceLanguage, order.targetLanguage)}
                  </p>
                </li>
              ))}
            </ul>
            <ScrollArea label="Orders table" className="hidden sm:block">
              <table className="w-full min-w-[40rem] text-sm">
                <caption className="sr-only">Orders of {customer.name || customer.email}, newest first</caption>
                <TableHead
                  columns={['Order', 'Placed', 'Service', 'Status', { label: 'Total', align: 'right' }]}
                  cellClassName="px-5 py-3"
                />
                <tbody className="divide-y divide-slate-100">
                  {customer.orders.map((order) => (
                    <tr key={order.orderId} className="hover:bg-slate-50">
                      <td className="px-5 py-3">
                        <Link
                          to={paths.adminOrder(order.orderId)}
                          className="font-mono font-semibold text-brand-700 underline-offset-2 hover:underline"
                        >
                          {order.orderNumber}
                        </Link>
                        {order.email.toLowerCase() !== customer.email.toLowerCase() ? (
                          <p className="text-slate-500 text-xs">Ordered as {order.email}</p>
                        ) : null}
                      </td>
                      <td className="px-5 py-3 text-slate-700">{formatLongDate(order.orderDate)}</td>
                      <td className="px-5 py-3 text-slate-700">
                        {order.serviceName}
                        <p className="text-slate-500 text-xs">
                          {formatLanguagePair(order.sourceLanguage, order.targetLanguage)}
                        </p>
                      </td>
                      <td className="px-5 py-3">
                        <OrderStatusBadge status={order.status} size="sm" />
                      </td>
                      <td className="px-5 py-3 text-right font-medium tabular-nums">{formatUsd(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollArea>
          </>
        )}
      </section>
    </div>
  );
};
