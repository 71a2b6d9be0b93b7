import { useParams } from 'react-router';
import { OrderDetail } from '@/features/admin-orders/components/order-detail';

/** `/admin/orders/:orderId`. */
export const AdminOrderRoute = () => {
  const { orderId = '' } = useParams();
  return <OrderDetail key={orderId} orderId={orderId} />;
};
