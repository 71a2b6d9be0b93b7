import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useBrandName } from '@/lib/public-config';
import { BrandMark } from '../layouts/brand-logo';

/** A chunk that fails to load usually means a new version was deployed: a reload fixes it. */
const isChunkLoadError = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

/** Shown in place of the page when rendering it failed (unknown addresses have their own page, not-found.tsx). */
export const RootErrorBoundary = ({ error }: { error: unknown }) => {
  const brandName = useBrandName();
  const { m, locale } = useMessages(layoutCatalogue);
  const words = m.errorPage;
  const home = localizedPath(locale, paths.home);

  useEffect(() => {
    document.title = `${words.title} — ${brandName}`;
  }, [words.title, brandName]);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 text-center">
      <Link to={home} aria-label={`${brandName} — ${m.layout.brandHome}`} className="rounded-lg">
        <BrandMark className="size-12" />
      </Link>
      <h1 className="mt-8 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{words.title}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        {isChunkLoadError(error) ? words.chunkFailed : words.renderFailed}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          {words.reload}
        </Button>
        <ButtonLink to={home} size="lg" variant="outline">
          {words.home}
        </ButtonLink>
      </div>
    </main>
  );
};
