import type { TCustomerSummary } from '@sello/shared/customer-schemas';
import { formatUsd } from '@sello/shared/pricing';
import { Link } from 'react-router';
import { ScrollArea } from '@/components/ui/scroll-area';
import { TableHead } from '@/components/ui/table-head';
import { paths } from '@/config/paths';
import { formatLongDate, formatShortDate } from '@/lib/order-format';
import { CustomerKindBadge } from './customer-kind-badge';

const CustomerLink = ({ customer }: { customer: TCustomerSummary }) => (
  <Link
    to={paths.adminCustomer(customer.key)}
    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
  >
    {customer.name || customer.email}
  </Link>
);

/** One card per customer on phones, a table from the small breakpoint up; the name opens the customer's page. */
export const CustomersTable = ({ customers }: { customers: TCustomerSummary[] }) => (
  <>
    <ul className="divide-y divide-slate-100 sm:hidden">
      {customers.map((customer) => (
        <li key={customer.key} className="flex flex-col gap-1 px-5 py-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <CustomerLink customer={customer} />
              <p className="break-words text-slate-600">{customer.email}</p>
            </div>
            <CustomerKindBadge kind={customer.kind} />
          </div>
          <p className="text-slate-700">
            {customer.orderCount} {customer.orderCount === 1 ? 'order' : 'orders'} ·{' '}
            <span className="font-medium tabular-nums">{formatUsd(customer.revenue)}</span>
            {customer.lastOrderAt ? ` · last ${formatLongDate(customer.lastOrderAt)}` : ''}
          </p>
        </li>
      ))}
    </ul>
    <ScrollArea label="Customers table" className="hidden sm:block">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Customers, most recent buyers first</caption>
        <TableHead
          cellClassName="px-5 py-3"
          columns={[
            'Customer',
            'Type',
            { label: 'Orders', align: 'right' },
            { label: 'Revenue', align: 'right' },
            'Last order',
            'Customer since',
          ]}
        />
        <tbody className="divide-y divide-slate-100">
          {customers.map((customer) => (
            <tr key={customer.key} className="hover:bg-slate-50">
              <td className="px-5 py-3">
                <CustomerLink customer={customer} />
                <p className="text-slate-600">{customer.email}</p>
                {customer.company ? <p className="text-slate-500 text-xs">{customer.company}</p> : null}
              </td>
              <td className="px-5 py-3">
                <CustomerKindBadge kind={customer.kind} />
              </td>
              <td className="px-5 py-3 text-right tabular-nums">{customer.orderCount}</td>
              <td className="px-5 py-3 text-right font-medium tabular-nums">{formatUsd(customer.revenue)}</td>
              <td className="px-5 py-3 text-slate-700">
                {customer.lastOrderAt ? formatLongDate(customer.lastOrderAt) : 'No orders yet'}
              </td>
              <td className="px-5 py-3 text-slate-700">{formatShortDate(customer.since)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  </>
);
