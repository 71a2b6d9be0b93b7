import { AboutStory } from '@/features/marketing/components/about-story';
import { AboutTeam } from '@/features/marketing/components/about-team';
import { AboutValues } from '@/features/marketing/components/about-values';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useBrandName } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';

export const AboutRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.about);
  const brandName = useBrandName();
  return (
    <>
      <PageIntro
        eyebrow="About us"
        title={`The people behind ${brandName}`}
        lead="A small translation team helping people and businesses get their English, Spanish and French documents translated accurately, at a clear price."
      />
      <AboutStory brandName={brandName} />
      <AboutTeam />
      <AboutValues />
      <CallToAction title="Let's get your documents ready" />
    </>
  );
};
