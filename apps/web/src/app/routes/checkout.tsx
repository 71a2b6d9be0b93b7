import { useSearchParams } from 'react-router';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export const CheckoutRoute = () => {
  useDocumentTitle('Submit your project');
  const [searchParams] = useSearchParams();
  const quoteId = (searchParams.get('quoteId') ?? '').trim();
  return <CheckoutView key={quoteId} quoteId={quoteId} />;
};
