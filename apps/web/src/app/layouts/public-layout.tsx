import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { usePublicConfig } from '@/lib/public-config';
import { useNavigationPending } from '../browser-router';
import { SiteFooter } from './site-footer';
import { isFocusedPage, SiteHeader } from './site-header';

const MetaPixel = lazy(() => import('./meta-pixel').then((module) => ({ default: module.MetaPixel })));

/** Header, page, footer; plus the ad-pixel consent banner when a pixel is configured. */
export const PublicLayout = () => {
  const { data: config } = usePublicConfig();
  const pixelId = config?.metaPixelId ?? null;
  const navigationPending = useNavigationPending();
  const { pathname } = useLocation();
  const locale = useLocale();
  const messages = useMessages(layoutCatalogue).m.layout;
  // The prerendered HTML carries its own lang; moving between languages in the app changes it here.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {messages.skipLink}
      </a>
      {navigationPending ? (
        <div
          role="progressbar"
          aria-label={messages.loadingPage}
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-brand-500"
        />
      ) : null}
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter pixelConfigured={pixelId !== null} minimal={isFocusedPage(pathname)} />
      {pixelId ? (
        <Suspense fallback={null}>
          <MetaPixel pixelId={pixelId} />
        </Suspense>
      ) : null}
    </div>
  );
};
