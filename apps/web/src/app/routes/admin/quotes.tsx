import type { TAdminQuote } from '@sello/shared/admin-quote-schemas';
import { QUOTE_STATUSES, type TQuoteStatus } from '@sello/shared/constants';
import Search from 'lucide-react/icons/search';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { PageLoading } from '@/components/ui/page-message';
import { Pagination } from '@/components/ui/pagination';
import { QUOTE_STATUS_LABELS } from '@/components/ui/quote-status-badge';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useAdminQuotes } from '@/features/admin-quotes/api/get-admin-quotes';
import { QuoteDetailsModal } from '@/features/admin-quotes/components/quote-details-modal';
import { QuoteStats } from '@/features/admin-quotes/components/quote-stats';
import { QuotesTable } from '@/features/admin-quotes/components/quotes-table';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';

export const PAGE_SIZE = 20;

/** The statuses the filter offers: the three, plus ACCEPTED (quotes that became orders). */
const FILTER_STATUSES: readonly TQuoteStatus[] = ['PENDING', 'SERVICE_SELECTED', 'EXPIRED', 'ACCEPTED'];
const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  ...FILTER_STATUSES.map((status) => ({ value: status, label: QUOTE_STATUS_LABELS[status] })),
];

const isQuoteStatus = (value: string | null): value is TQuoteStatus =>
  QUOTE_STATUSES.some((status) => status === value);

/** /admin/quotes: cards, search and status filter (kept in the address), the table, and the details modal. */
export const AdminQuotesRoute = () => {
  useDocumentTitle('Quotes Management');
  const { params, q, page, searchText, setSearchText, update } = useListParams();
  const statusParam = params.get('status');
  const status = isQuoteStatus(statusParam) ? statusParam : '';
  const [viewing, setViewing] = useState<TAdminQuote | null>(null);

  const quotes = useAdminQuotes({ status, q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  const total = quotes.data?.count ?? 0;

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">Quotes Management</h1>
        <p className="mt-1 text-slate-600">Manage your translation service business</p>
      </div>

      {quotes.data ? <QuoteStats stats={quotes.data.stats} /> : null}

      <section aria-label="Quotes" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is the same landmark, but React warns about it in jsdom */}
        <div
          role="search"
          aria-label="Filter quotes"
          className="flex flex-col gap-4 border-slate-200 border-b p-5 sm:flex-row sm:items-end"
        >
          <div className="relative flex-1">
            <TextField
              label="Search"
              type="search"
              placeholder="Search by ID or filename..."
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className="pl-10"
              maxLength={200}
            />
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute bottom-3 left-3.5 size-4 text-slate-500"
            />
          </div>
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => update({ status: event.target.value, page: '' })}
            containerClassName="sm:w-56"
          />
        </div>

        {quotes.isPending ? <PageLoading label="Loading quotes" /> : null}
        {quotes.isError ? (
          <div className="p-5">
            <LoadError
              title="Failed to load quotes"
              error={quotes.error}
              retrying={quotes.isFetching}
              onRetry={() => quotes.refetch()}
            />
          </div>
        ) : null}

        {quotes.data ? (
          <div aria-busy={quotes.isPlaceholderData || undefined}>
            {quotes.data.quotes.length === 0 ? (
              <p className="px-5 py-12 text-center text-slate-600">No quotes found</p>
            ) : (
              <QuotesTable quotes={quotes.data.quotes} onView={setViewing} />
            )}
            <Pagination
              className="border-slate-200 border-t px-5 py-4"
              page={page}
              pageSize={PAGE_SIZE}
              total={total}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
            />
          </div>
        ) : null}
      </section>

      <QuoteDetailsModal quote={viewing} onClose={() => setViewing(null)} />
    </div>
  );
};
