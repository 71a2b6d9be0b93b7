import { useSearchParams } from 'react-router';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export const CheckoutRoute = () => {
  useDocumentTitle('Submit Your Project');
  const [searchParams] = useSearchParams();
  const quoteId = (searchParams.get('quoteId') ?? '').trim();
  return <CheckoutPage key={quoteId} quoteId={quoteId} />;
};
