import { useSearchParams } from 'react-router';
import { QuoteView } from '@/features/quote/components/quote-view';
import { useDocumentTitle } from '@/lib/use-document-title';

export const QuoteRoute = () => {
  useDocumentTitle('Your quote');
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('id')?.trim() || null;
  // A new id is a new page: fresh selection state, fresh Lead event.
  return <QuoteView key={quoteId ?? ''} quoteId={quoteId} />;
};
