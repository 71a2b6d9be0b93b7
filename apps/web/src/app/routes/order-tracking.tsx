import { PageIntro } from '@/features/marketing/components/page-intro';
import { OrderTracking } from '@/features/orders/components/order-tracking';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

export const OrderTrackingRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.orderTracking);
  return (
    <>
      <PageIntro
        eyebrow="Order tracking"
        title="Track your order"
        lead="See where your translation is, when to expect it, and download your files once they are ready."
      />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <OrderTracking />
      </div>
    </>
  );
};
