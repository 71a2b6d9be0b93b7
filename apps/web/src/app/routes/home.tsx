import { HomeHero } from '@/features/marketing/components/home-hero';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deferredSection } from '../lazy-page';

// Below the hero on a phone: each hydrates when it comes near the viewport (the prerendered HTML shows meanwhile).
const whenVisible = { whenVisible: true };
const ServiceCards = deferredSection(
  () => import('@/features/marketing/components/service-cards'),
  'ServiceCards',
  whenVisible,
);
const WhyChooseUs = deferredSection(
  () => import('@/features/marketing/components/why-choose-us'),
  'WhyChooseUs',
  whenVisible,
);
const HowItWorks = deferredSection(
  () => import('@/features/marketing/components/how-it-works'),
  'HowItWorks',
  whenVisible,
);
const HomeFaq = deferredSection(() => import('@/features/marketing/components/home-faq'), 'HomeFaq', whenVisible);
const CallToAction = deferredSection(
  () => import('@/features/marketing/components/call-to-action'),
  'CallToAction',
  whenVisible,
);

export const HomeRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.home, { brandFirst: true });
  return (
    <>
      <HomeHero />
      <ServiceCards />
      <WhyChooseUs />
      <HowItWorks />
      <HomeFaq />
      <CallToAction />
    </>
  );
};
