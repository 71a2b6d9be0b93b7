import { useParams } from 'react-router';
import { OrderDetail } from '../components/order-detail';

/** `/admin/orders/:orderId`. */
export const OrderDetailPage = () => {
  const { orderId = '' } = useParams();
  return <OrderDetail key={orderId} orderId={orderId} />;
};
