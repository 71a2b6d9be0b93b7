import { AdminList, AdminPage } from '@/components/ui/admin-page';
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
    <AdminPage
      title="Customers"
      description="Everyone who signed up or ordered. Guests are grouped by their order email; a guest order placed with an account's email counts for that account. Revenue leaves out cancelled orders."
    >
      <AdminList
        label="Customers"
        search={{ placeholder: 'Name, email or company', value: searchText, onChange: setSearchText }}
        query={customers}
        loadingLabel="Loading customers"
        errorTitle="Failed to load customers"
        isEmpty={(data) => data.customers.length === 0}
        empty={q ? `No customers match “${q}”.` : 'No customers yet.'}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total,
          onPageChange: (next) => update({ page: next > 1 ? String(next) : '' }),
        }}
      >
        {(data) => <CustomersTable customers={data.customers} />}
      </AdminList>
    </AdminPage>
  );
};
