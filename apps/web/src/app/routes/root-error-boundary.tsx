import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useBrandName } from '@/lib/public-config';
import { BrandMark } from '../layouts/brand-logo';

/** A chunk that fails to load usually means a new version was deployed: a reload fixes it. */
const isChunkLoadError = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);

/** Shown in place of the page when rendering it failed (unknown addresses have their own page, not-found.tsx). */
const title = 'Something went wrong';

export const RootErrorBoundary = ({ error }: { error: unknown }) => {
  const brandName = useBrandName();

  useEffect(() => {
    document.title = `${title} — ${brandName}`;
  }, [brandName]);

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 text-center">
      <Link to={paths.home} aria-label={`${brandName} — home`} className="rounded-lg">
        <BrandMark className="size-12" />
      </Link>
      <h1 className="mt-8 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-md text-lg text-slate-600">
        {isChunkLoadError(error)
          ? 'This page could not be loaded: the connection may have dropped, or a new version of the site was just released. Reload the page to continue.'
          : 'An unexpected error stopped this page from loading. Reloading usually fixes it; if not, please try again later.'}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <ButtonLink to={paths.home} size="lg" variant="outline">
          Back to home
        </ButtonLink>
      </div>
    </main>
  );
};
