import { useEffect } from 'react';
import { uploadCatalogue } from '@/features/upload/messages/catalogue';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { trackPixelEvent } from '@/lib/meta-pixel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { deferredSection } from '../lazy-page';

const UploadQuoteView = deferredSection(
  () => import('@/features/upload/components/upload-quote-view'),
  'UploadQuoteView',
  { queries: true },
);

export const UploadRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.upload);
  const { m } = useMessages(uploadCatalogue);
  useEffect(() => {
    trackPixelEvent('ViewContent', { content_name: 'Upload' });
    trackPixelEvent('UploadPageViewed');
  }, []);

  return (
    <>
      <section className="border-slate-100 border-b bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14 lg:px-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{m.uploadPage.eyebrow}</p>
          <h1 className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            {m.uploadPage.heading}
          </h1>
          <p className="mt-3 max-w-2xl text-pretty text-slate-600 leading-relaxed sm:text-lg">{m.uploadPage.intro}</p>
        </div>
      </section>
      <UploadQuoteView />
    </>
  );
};
