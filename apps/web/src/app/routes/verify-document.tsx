import { useParams } from 'react-router';
import { PageIntro } from '@/features/marketing/components/page-intro';
import { VerifyDocumentView } from '@/features/verify-document/components/verify-document-view';
import { verifyDocumentCatalogue } from '@/features/verify-document/messages/catalogue';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * `/verify` and `/verify/:code`: the public check of a certified translation. Not prerendered and kept out of search
 * results (`noindex`, not in sitemap.xml): a page per code is nothing anyone should find by searching.
 */
export const VerifyDocumentRoute = () => {
  const { code = '' } = useParams();
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.verifyDocument);
  const intro = useMessages(verifyDocumentCatalogue).m.intro;
  return (
    <>
      <meta name="robots" content="noindex" />
      <PageIntro eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <VerifyDocumentView code={code} />
      </div>
    </>
  );
};
