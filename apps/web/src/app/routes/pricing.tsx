import { PageIntro } from '@/features/marketing/components/page-intro';
import { PricingCards } from '@/features/marketing/components/pricing-cards';
import { pricingCatalogue } from '@/features/marketing/messages/pricing/catalogue';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deferredSection } from '../lazy-page';

// Below the prices: each hydrates when it comes near the viewport (the prerendered HTML shows meanwhile).
const PricingExtras = deferredSection(() => import('@/features/marketing/components/pricing-extras'), 'PricingExtras', {
  whenVisible: true,
});
const PriceExplainer = deferredSection(
  () => import('@/features/marketing/components/price-explainer'),
  'PriceExplainer',
  { whenVisible: true },
);
const CallToAction = deferredSection(() => import('@/features/marketing/components/call-to-action'), 'CallToAction', {
  whenVisible: true,
});

export const PricingRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.pricing);
  const { m } = useMessages(pricingCatalogue);
  return (
    <>
      <PageIntro eyebrow={m.intros.pricingEyebrow} title={m.intros.pricingTitle} lead={m.intros.pricingLead} />
      <section aria-label={m.pricing.sectionLabel} className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-col gap-8">
          <PricingCards />
          <PricingExtras />
        </div>
      </section>
      <PriceExplainer />
      <CallToAction />
    </>
  );
};
