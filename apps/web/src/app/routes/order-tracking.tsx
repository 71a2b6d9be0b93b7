import { PageIntro } from '@/features/marketing/components/page-intro';
import { OrderTracking } from '@/features/orders/components/order-tracking';
import { ordersCatalogue } from '@/features/orders/messages/catalogue';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

export const OrderTrackingRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.orderTracking);
  const intro = useMessages(ordersCatalogue).m.trackingIntro;
  return (
    <>
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <OrderTracking />
      </div>
    </>
  );
};
