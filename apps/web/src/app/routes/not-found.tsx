import ArrowLeft from 'lucide-react/icons/arrow-left';
import { ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { notFoundCatalogue } from '@/features/marketing/messages/not-found/catalogue';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useDocumentTitle } from '@/lib/use-document-title';

export const NotFoundRoute = () => {
  useDocumentTitle(useMessages(layoutCatalogue).m.pageTitles.notFound);
  const { m, locale } = useMessages(notFoundCatalogue);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-bold text-6xl text-brand-500 tracking-tight">404</p>
      <h1 className="mt-4 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{m.notFound.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{m.notFound.text}</p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:w-auto sm:max-w-none sm:flex-row">
        <ButtonLink
          to={localizedPath(locale, paths.home)}
          size="lg"
          icon={<ArrowLeft aria-hidden="true" className="size-4" />}
        >
          {m.notFound.backHome}
        </ButtonLink>
        <ButtonLink to={localizedPath(locale, paths.contact)} size="lg" variant="outline">
          {m.notFound.contactUs}
        </ButtonLink>
      </div>
    </section>
  );
};
