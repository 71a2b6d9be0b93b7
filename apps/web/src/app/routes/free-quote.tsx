import { useSearchParams } from 'react-router';
import { FloatingQuoteButton } from '@/features/free-quote/components/floating-quote-button';
import { FreeQuoteBenefits } from '@/features/free-quote/components/free-quote-benefits';
import { FreeQuoteHero } from '@/features/free-quote/components/free-quote-hero';
import { FreeQuoteSteps } from '@/features/free-quote/components/free-quote-steps';
import { LeadFormSection } from '@/features/free-quote/components/lead-form-section';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { deferredSection } from '../lazy-page';

const LeadForm = deferredSection(() => import('@/features/free-quote/components/lead-form'), 'LeadForm', {
  queries: true,
});
// At the bottom of the page: read and hydrated when it comes near the viewport.
const Testimonials = deferredSection(() => import('@/features/free-quote/components/testimonials'), 'Testimonials', {
  queries: true,
  whenVisible: true,
});

/** The ad landing page: `?destinationCountry=` and `?destinationLanguage=` (or `?lang=`) tailor it. */
export const FreeQuoteRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.freeQuote);
  const [params] = useSearchParams();
  const destinationCountry = params.get('destinationCountry')?.trim() || undefined;
  const language = params.get('destinationLanguage') || params.get('lang');
  // The prerendered hero has no destination (it cannot know the address's query): hydrate that, then tailor it.
  const hydrated = useHydrated();

  return (
    <>
      <FreeQuoteHero destinationCountry={hydrated ? destinationCountry : undefined} />
      <FreeQuoteBenefits />
      <FreeQuoteSteps />
      <LeadFormSection>
        <LeadForm initialLanguage={language} destinationCountry={destinationCountry} />
      </LeadFormSection>
      <Testimonials />
      <FloatingQuoteButton />
    </>
  );
};
