import { AdminPage } from '@/components/ui/admin-page';
import { OrdersList } from '@/features/admin-orders/components/orders-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/admin/orders`. */
export const AdminOrdersRoute = () => {
  useDocumentTitle('Orders');
  return (
    <AdminPage title="Orders" description="Search, filter and update every order.">
      <OrdersList />
    </AdminPage>
  );
};
