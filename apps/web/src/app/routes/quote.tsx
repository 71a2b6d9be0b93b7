import { useSearchParams } from 'react-router';
import { QuoteView } from '@/features/quote/components/quote-view';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

export const QuoteRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.quote);
  const [searchParams] = useSearchParams();
  const quoteId = searchParams.get('id')?.trim() || null;
  // A new id is a new page: fresh selection state, fresh Lead event.
  return <QuoteView key={quoteId ?? ''} quoteId={quoteId} />;
};
