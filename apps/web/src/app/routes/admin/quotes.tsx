import type { TAdminQuote } from '@sello/shared/admin-quote-schemas';
import { QUOTE_STATUSES, type TQuoteStatus } from '@sello/shared/constants';
import { useState } from 'react';
import { AdminList, AdminPage } from '@/components/ui/admin-page';
import { QUOTE_STATUS_LABELS } from '@/components/ui/quote-status-badge';
import { SelectField } from '@/components/ui/select-field';
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
    <AdminPage title="Quotes Management" description="Manage your translation service business">
      {quotes.data ? <QuoteStats stats={quotes.data.stats} /> : null}
      <AdminList
        label="Quotes"
        search={{ placeholder: 'Search by ID or filename...', value: searchText, onChange: setSearchText }}
        filters={
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(event) => update({ status: event.target.value, page: '' })}
            containerClassName="sm:w-56"
          />
        }
        query={quotes}
        loadingLabel="Loading quotes"
        errorTitle="Failed to load quotes"
        isEmpty={(data) => data.quotes.length === 0}
        empty="No quotes found"
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total,
          onPageChange: (next) => update({ page: next > 1 ? String(next) : '' }),
        }}
      >
        {(data) => <QuotesTable quotes={data.quotes} onView={setViewing} />}
      </AdminList>
      <QuoteDetailsModal quote={viewing} onClose={() => setViewing(null)} />
    </AdminPage>
  );
};
