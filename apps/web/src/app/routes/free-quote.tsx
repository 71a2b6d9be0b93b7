import { useSearchParams } from 'react-router';
import { FloatingQuoteButton } from '@/features/free-quote/components/floating-quote-button';
import { FreeQuoteBenefits } from '@/features/free-quote/components/free-quote-benefits';
import { FreeQuoteHero } from '@/features/free-quote/components/free-quote-hero';
import { FreeQuoteSteps } from '@/features/free-quote/components/free-quote-steps';
import { LeadFormSection } from '@/features/free-quote/components/lead-form-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deferredSection } from '../lazy-page';

const LeadForm = deferredSection(() => import('@/features/free-quote/components/lead-form'), 'LeadForm', {
  queries: true,
});
const Testimonials = deferredSection(() => import('@/features/free-quote/components/testimonials'), 'Testimonials', {
  queries: true,
});

/** The ad landing page: `?destinationCountry=` and `?destinationLanguage=` (or `?lang=`) tailor it. */
export const FreeQuoteRoute = () => {
  useDocumentTitle('Free Translation Quote');
  const [params] = useSearchParams();
  const destinationCountry = params.get('destinationCountry')?.trim() || undefined;
  const language = params.get('destinationLanguage') || params.get('lang');

  return (
    <>
      <FreeQuoteHero destinationCountry={destinationCountry} />
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
