import { useParams } from 'react-router';
import { OrderDetails } from '@/features/orders/components/order-details';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

export const OrderRoute = () => {
  const { orderId = '' } = useParams();
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.order);
  return <OrderDetails orderId={orderId} />;
};
