import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadAllRoutes } from './app/router';

export { documentTitle, PUBLIC_PAGES } from './app/public-pages';

/**
 * The prerender's server entry (built with `vite build --ssr`, run by scripts/prerender.mjs): the app at `path`
 * as HTML, rendered the way the browser's first render will see it — no saved session, no server data — so
 * main.tsx can hydrate it.
 */
export const render = async (path: string): Promise<string> => {
  await preloadAllRoutes();
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
