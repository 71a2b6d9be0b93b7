import { HomeHero } from '@/features/marketing/components/home-hero';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deferredSection } from '../lazy-page';

// Below the hero on a phone: hydrated after it. The prices in the service cards arrive after hydration either way.
const ServiceCards = deferredSection(() => import('@/features/marketing/components/service-cards'), 'ServiceCards');
const WhyChooseUs = deferredSection(() => import('@/features/marketing/components/why-choose-us'), 'WhyChooseUs');
const HowItWorks = deferredSection(() => import('@/features/marketing/components/how-it-works'), 'HowItWorks');
const HomeFaq = deferredSection(() => import('@/features/marketing/components/home-faq'), 'HomeFaq');
const CallToAction = deferredSection(() => import('@/features/marketing/components/call-to-action'), 'CallToAction');

export const HomeRoute = () => {
  useDocumentTitle('Professional & Sworn Document Translation', { brandFirst: true });
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
