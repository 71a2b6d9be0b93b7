import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { useDocumentTitle } from '@/lib/use-document-title';

export const OrderConfirmationRoute = () => {
  useDocumentTitle('Project submitted');
  return <OrderConfirmation />;
};
