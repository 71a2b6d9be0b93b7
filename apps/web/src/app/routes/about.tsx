import { AboutStory } from '@/features/marketing/components/about-story';
import { AboutTeam } from '@/features/marketing/components/about-team';
import { AboutValues } from '@/features/marketing/components/about-values';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { aboutCatalogue } from '@/features/marketing/messages/about/catalogue';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useBrandName } from '@/lib/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';

export const AboutRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.about);
  const brandName = useBrandName();
  const { m, t } = useMessages(aboutCatalogue);
  return (
    <>
      <PageIntro
        eyebrow={m.intros.aboutEyebrow}
        title={t(m.intros.aboutTitle, { brandName })}
        lead={m.intros.aboutLead}
      />
      <AboutStory brandName={brandName} />
      <AboutTeam />
      <AboutValues />
      <CallToAction title={m.about.ctaTitle} />
    </>
  );
};
