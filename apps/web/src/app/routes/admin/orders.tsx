import { OrdersList } from '@/features/admin-orders/components/orders-list';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/admin/orders`. */
export const AdminOrdersRoute = () => {
  useDocumentTitle('Orders');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-semibold text-2xl text-slate-900 tracking-tight sm:text-3xl">Orders</h1>
        <p className="mt-1 text-slate-600">Search, filter and update every order.</p>
      </div>
      <OrdersList />
    </div>
  );
};
