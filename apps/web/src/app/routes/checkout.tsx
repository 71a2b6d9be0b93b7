import { useSearchParams } from 'react-router';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

export const CheckoutRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.checkout);
  const [searchParams] = useSearchParams();
  const quoteId = (searchParams.get('quoteId') ?? '').trim();
  return <CheckoutView key={quoteId} quoteId={quoteId} />;
};
