import { SERVICE_NAMES } from '@sello/shared/constants';
import { formatUsd } from '@sello/shared/pricing';
import Clock from 'lucide-react/icons/clock';
import DollarSign from 'lucide-react/icons/dollar-sign';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import TrendingUp from 'lucide-react/icons/trending-up';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { AdminPage, AdminQueryState } from '@/components/ui/admin-page';
import { ScrollArea } from '@/components/ui/scroll-area';
import { SelectField } from '@/components/ui/select-field';
import { StatCard } from '@/components/ui/stat-card';
import { TableHead, type TTableColumn } from '@/components/ui/table-head';
import { useAnalytics } from '@/features/admin-analytics/api/get-analytics';
import {
  formatAxisUsd,
  formatDuration,
  percentOf,
  weekLabels,
} from '@/features/admin-analytics/components/analytics-format';
import { BarChart } from '@/features/admin-analytics/components/bar-chart';
import { FunnelChart } from '@/features/admin-analytics/components/funnel-chart';
import { formatLanguagePair } from '@/lib/order-format';
import { useDocumentTitle } from '@/lib/use-document-title';

const RANGES = [4, 12, 26, 52] as const;
const RANGE_OPTIONS = RANGES.map((weeks) => ({ value: String(weeks), label: `Last ${weeks} weeks` }));
const DEFAULT_WEEKS = 12;

const cellClass = 'px-4 py-2.5 tabular-nums';

const Panel = ({ children, label }: { children: ReactNode; label?: string }) => (
  <section aria-label={label} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
    {children}
  </section>
);

/** A titled table of figures; `empty`, when set, is said instead of the table. */
const TablePanel = ({
  title,
  description,
  tableClassName,
  columns,
  empty,
  children,
}: {
  title: string;
  description: string;
  /** The table's minimum width, before it scrolls sideways. */
  tableClassName: string;
  columns: readonly TTableColumn[];
  empty?: string;
  children: ReactNode;
}) => (
  <Panel>
    <h3 className="font-semibold text-slate-900">{title}</h3>
    <p className="text-slate-600 text-sm">{description}</p>
    {empty ? (
      <p className="mt-4 text-slate-600">{empty}</p>
    ) : (
      <ScrollArea label={`${title} table`} className="mt-3">
        <table className={`w-full text-sm ${tableClassName}`}>
          <TableHead cellClassName="px-4 py-2.5" columns={columns} />
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </ScrollArea>
    )}
  </Panel>
);

/** /admin/analytics: revenue and orders per week, the quote funnel, splits by pair and service, turnaround. */
export const AdminAnalyticsRoute = () => {
  useDocumentTitle('Analytics');
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('weeks'));
  const weeks = RANGES.some((range) => range === asked) ? asked : DEFAULT_WEEKS;
  const analytics = useAnalytics(weeks);

  return (
    <AdminPage
      title="Analytics"
      description="Weeks run Monday to Sunday (UTC). Revenue counts orders that were not cancelled."
      actions={
        <SelectField
          label="Period"
          options={RANGE_OPTIONS}
          value={String(weeks)}
          onChange={(event) =>
            setParams(event.target.value === String(DEFAULT_WEEKS) ? {} : { weeks: event.target.value }, {
              replace: true,
            })
          }
          containerClassName="sm:w-56"
        />
      }
    >
      <AdminQueryState
        query={analytics}
        loadingLabel="Loading analytics"
        errorTitle="Failed to load analytics"
        errorFallback="Failed to load analytics"
      >
        {(data) => (
          <div className="flex flex-col gap-8" aria-busy={analytics.isPlaceholderData || undefined}>
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard
                label="Revenue"
                value={formatUsd(data.totals.revenue)}
                icon={<DollarSign className="size-5" />}
                detail={`${data.totals.cancelledOrders} cancelled ${data.totals.cancelledOrders === 1 ? 'order' : 'orders'} not counted`}
              />
              <StatCard label="Orders" value={data.totals.orders} icon={<ShoppingBag className="size-5" />} />
              <StatCard
                label="Average order"
                value={data.totals.averageOrderValue === null ? '—' : formatUsd(data.totals.averageOrderValue)}
                icon={<TrendingUp className="size-5" />}
              />
              <StatCard
                label="Average turnaround"
                value={formatDuration(data.turnaround.averageHours)}
                icon={<Clock className="size-5" />}
                detail={`Order placed → completed, over ${data.turnaround.completedOrders} completed ${
                  data.turnaround.completedOrders === 1 ? 'order' : 'orders'
                }`}
              />
            </div>

            <div className="grid gap-6 xl:grid-cols-2">
              <Panel>
                <BarChart
                  title="Revenue per week"
                  description={`Revenue of orders placed each week, last ${weeks} weeks: ${formatUsd(data.totals.revenue)} in total.`}
                  valueLabel="Revenue"
                  formatValue={formatAxisUsd}
                  bars={data.weekly.map((week) => ({ ...weekLabels(week.weekStart), value: week.revenue }))}
                />
              </Panel>
              <Panel>
                <BarChart
                  title="Orders per week"
                  description={`Orders placed each week (cancelled ones left out), last ${weeks} weeks: ${data.totals.orders} in total.`}
                  valueLabel="Orders"
                  formatValue={(value) => String(value)}
                  bars={data.weekly.map((week) => ({ ...weekLabels(week.weekStart), value: week.orders }))}
                />
              </Panel>
            </div>

            <div className="grid gap-6 2xl:grid-cols-2">
              <Panel>
                <FunnelChart
                  title="Quote funnel"
                  description={`What became of the ${data.funnel.quotes} quotes created in the last ${weeks} weeks.`}
                  steps={[
                    { label: 'Quotes', value: data.funnel.quotes },
                    { label: 'Service selected', value: data.funnel.serviceSelected },
                    { label: 'Orders', value: data.funnel.orders },
                    { label: 'Completed', value: data.funnel.completed },
                  ]}
                />
              </Panel>
              <TablePanel
                title="By service"
                description="A quote has a service once one is chosen; turnaround is for orders completed in the period."
                tableClassName="min-w-[30rem]"
                columns={[
                  'Service',
                  { label: 'Selected', align: 'right' },
                  { label: 'Orders', align: 'right' },
                  { label: 'Completed', align: 'right' },
                  { label: 'Revenue', align: 'right' },
                  { label: 'Turnaround', align: 'right' },
                ]}
              >
                {data.byService.map((row) => {
                  const turnaround = data.turnaround.byService.find((entry) => entry.service === row.service);
                  return (
                    <tr key={row.service}>
                      <th scope="row" className="px-4 py-2.5 text-left font-medium text-slate-900">
                        {SERVICE_NAMES[row.service]}
                      </th>
                      <td className={`${cellClass} text-right`}>{row.serviceSelected}</td>
                      <td className={`${cellClass} text-right`}>
                        {row.orders}{' '}
                        <span className="text-slate-500 text-xs">({percentOf(row.orders, row.serviceSelected)})</span>
                      </td>
                      <td className={`${cellClass} text-right`}>{row.completed}</td>
                      <td className={`${cellClass} text-right`}>{formatUsd(row.revenue)}</td>
                      <td className={`${cellClass} text-right`}>{formatDuration(turnaround?.averageHours ?? null)}</td>
                    </tr>
                  );
                })}
              </TablePanel>
            </div>

            <TablePanel
              title="By language pair"
              description="Quotes created in the period and how far they got."
              tableClassName="min-w-[36rem]"
              columns={[
                'Language pair',
                { label: 'Quotes', align: 'right' },
                { label: 'Selected', align: 'right' },
                { label: 'Orders', align: 'right' },
                { label: 'Completed', align: 'right' },
                { label: 'Conversion', align: 'right' },
                { label: 'Revenue', align: 'right' },
              ]}
              empty={data.byLanguagePair.length === 0 ? 'No quotes in this period.' : undefined}
            >
              {data.byLanguagePair.map((row) => (
                <tr key={`${row.sourceLanguage}-${row.targetLanguage}`}>
                  <th scope="row" className="px-4 py-2.5 text-left font-medium text-slate-900">
                    {formatLanguagePair(row.sourceLanguage, row.targetLanguage)}
                  </th>
                  <td className={`${cellClass} text-right`}>{row.quotes}</td>
                  <td className={`${cellClass} text-right`}>{row.serviceSelected}</td>
                  <td className={`${cellClass} text-right`}>{row.orders}</td>
                  <td className={`${cellClass} text-right`}>{row.completed}</td>
                  <td className={`${cellClass} text-right`}>{percentOf(row.orders, row.quotes)}</td>
                  <td className={`${cellClass} text-right`}>{formatUsd(row.revenue)}</td>
                </tr>
              ))}
            </TablePanel>
          </div>
        )}
      </AdminQueryState>
    </AdminPage>
  );
};
