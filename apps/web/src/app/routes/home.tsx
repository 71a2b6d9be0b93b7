import { CallToAction } from '@/features/marketing/components/call-to-action';
import { HomeFaq } from '@/features/marketing/components/home-faq';
import { HomeHero } from '@/features/marketing/components/home-hero';
import { HowItWorks } from '@/features/marketing/components/how-it-works';
import { ServiceCards } from '@/features/marketing/components/service-cards';
import { WhyChooseUs } from '@/features/marketing/components/why-choose-us';
import { useDocumentTitle } from '@/lib/use-document-title';

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
