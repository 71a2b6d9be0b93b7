import { CallToAction } from '@/features/marketing/components/call-to-action';
import { ComparisonTable } from '@/features/marketing/components/comparison-table';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { ServiceCards } from '@/features/marketing/components/service-cards';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Served at /features and /services. */
export const FeaturesRoute = () => {
  useDocumentTitle('Services');
  return (
    <>
      <PageIntro
        eyebrow="Services"
        title="Professional and sworn translation"
        lead="Accurate translations for everyday and business documents, and sworn translations for official procedures in Spain."
      />
      <ServiceCards headingLevel="none" />
      <div className="bg-slate-50">
        <ComparisonTable />
      </div>
      <CallToAction />
    </>
  );
};
