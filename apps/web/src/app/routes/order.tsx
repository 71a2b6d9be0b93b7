import { useParams } from 'react-router';
import { OrderDetails } from '@/features/orders/components/order-details';
import { useDocumentTitle } from '@/lib/use-document-title';

export const OrderRoute = () => {
  const { orderId = '' } = useParams();
  useDocumentTitle('Your order');
  return <OrderDetails orderId={orderId} />;
};
