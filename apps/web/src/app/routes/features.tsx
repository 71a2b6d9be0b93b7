import { PageIntro } from '@/features/marketing/components/page-intro';
import { ServiceCards } from '@/features/marketing/components/service-cards';
import { servicesCatalogue } from '@/features/marketing/messages/services/catalogue';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deferredSection } from '../lazy-page';

// Below the service cards: hydrated after them.
const ComparisonTable = deferredSection(
  () => import('@/features/marketing/components/comparison-table'),
  'ComparisonTable',
);
const CallToAction = deferredSection(() => import('@/features/marketing/components/call-to-action'), 'CallToAction');

/** Served at /features and /services. */
export const FeaturesRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.services);
  const { m } = useMessages(servicesCatalogue);
  return (
    <>
      <PageIntro eyebrow={m.intros.servicesEyebrow} title={m.intros.servicesTitle} lead={m.intros.servicesLead} />
      <ServiceCards headingLevel="none" />
      <div className="bg-slate-50">
        <ComparisonTable />
      </div>
      <CallToAction />
    </>
  );
};
