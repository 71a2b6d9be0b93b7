import { localeOfPath } from '@sello/shared/i18n/locales';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadRoute } from './app/router';
import { loadCatalogues } from './lib/i18n/i18n';
import { pageReady } from './lib/page-ready';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const locale = localeOfPath(window.location.pathname);

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

if (root.firstElementChild) {
  // A prerendered page (scripts/prerender.tsx): load the modules of its layout and page first, so the first render
  // matches the HTML without suspending, then attach to the HTML instead of replacing it.
  // Hydrated as a transition, so React yields to the browser every few milliseconds instead of blocking it for the
  // whole page (Total Blocking Time on a phone); events that arrive meanwhile hydrate their part first.
  pageReady.hydrationStarted();
  preloadRoute(window.location.pathname)
    .then(() => loadCatalogues(locale))
    .then(
      () => startTransition(() => void hydrateRoot(root, app)),
      () => createRoot(root).render(app),
    );
} else {
  // A page in Spanish or French renders once its messages are here (the page's and the layout's), never first in
  // English.
  preloadRoute(window.location.pathname)
    .then(() => loadCatalogues(locale))
    .finally(() => createRoot(root).render(app));
}
