import { OrderConfirmation } from '@/features/checkout/components/order-confirmation';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

export const OrderConfirmationRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.orderConfirmation);
  return <OrderConfirmation />;
};
