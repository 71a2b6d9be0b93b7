import { localeOfPath } from '@sello/shared/i18n/locales';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadAllRoutes } from './app/router';
import { loadCatalogues } from './lib/i18n/i18n';

export { pageHead, pageVersions } from './app/prerender-head';

/**
 * The prerender's server entry (built with `vite build --ssr`, run by scripts/prerender.mjs): the app at `path`
 * as HTML, rendered the way the browser's first render will see it — no saved session, no server data — so
 * main.tsx can hydrate it.
 */
export const render = async (path: string): Promise<string> => {
  await preloadAllRoutes();
  await loadCatalogues(localeOfPath(path));
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
};
