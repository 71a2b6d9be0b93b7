import Search from 'lucide-react/icons/search';
import { LoadError } from '@/components/ui/load-error';
import { PageLoading } from '@/components/ui/page-message';
import { Pagination } from '@/components/ui/pagination';
import { TextField } from '@/components/ui/text-field';
import { useCustomers } from '@/features/admin-customers/api/get-customers';
import { CustomersTable } from '@/features/admin-customers/components/customers-table';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useListParams } from '@/lib/use-list-params';

export const PAGE_SIZE = 25;

/** /admin/customers: everyone who signed up or ordered, searchable, with their order figures. */
export const AdminCustomersRoute = () => {
  useDocumentTitle('Customers');
  const { q, page, searchText, setSearchText, update } = useListParams();
  const customers = useCustomers({ q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });

  const total = customers.data?.count ?? 0;

  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">Customers</h1>
        <p className="mt-1 text-slate-600">
          Everyone who signed up or ordered. Guests are grouped by their order email; a guest order placed with an
          account&apos;s email counts for that account. Revenue leaves out cancelled orders.
        </p>
      </div>

      <section
        aria-label="Customers"
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <search className="border-slate-200 border-b p-5">
          <div className="relative max-w-md">
            <TextField
              label="Search"
              type="search"
              placeholder="Name, email or company"
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
        </search>

        {customers.isPending ? <PageLoading label="Loading customers" /> : null}
        {customers.isError ? (
          <div className="p-5">
            <LoadError
              title="Failed to load customers"
              error={customers.error}
              retrying={customers.isFetching}
              onRetry={() => customers.refetch()}
            />
          </div>
        ) : null}

        {customers.data ? (
          <div aria-busy={customers.isPlaceholderData || undefined}>
            {customers.data.customers.length === 0 ? (
              <p className="px-5 py-12 text-center text-slate-600">
                {q ? `No customers match “${q}”.` : 'No customers yet.'}
              </p>
            ) : (
              <CustomersTable customers={customers.data.customers} />
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
    </div>
  );
};
