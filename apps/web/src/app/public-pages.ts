import type { TPublicPageKey } from '@/lib/i18n/page-descriptions';

/**
 * The pages prerendered to HTML at build time (scripts/prerender.mjs), each in every language at its own address
 * (`/about`, `/es/about`, `/fr/about`) with hreflang alternates: their address and their key in the layout
 * catalogue's `pageTitles` (the title the page sets itself, useDocumentTitle; brand name added the same way) and in
 * PAGE_DESCRIPTIONS (lib/i18n/page-descriptions.ts: the description for search results and link previews).
 * `__SELLO_ORIGIN__` in the HTML becomes the server's PUBLIC_URL when it serves the page
 * (apps/api/src/http/prerendered-pages.ts), so canonical and Open Graph addresses are never baked in at build.
 */
export type TPublicPage = { path: string; pageKey: TPublicPageKey; brandFirst?: boolean };

export const PUBLIC_PAGES: readonly TPublicPage[] = [
  { path: '/', pageKey: 'home', brandFirst: true },
  { path: '/about', pageKey: 'about' },
  { path: '/features', pageKey: 'services' },
  { path: '/services', pageKey: 'services' },
  { path: '/pricing', pageKey: 'pricing' },
  { path: '/contact', pageKey: 'contact' },
  { path: '/free-quote', pageKey: 'freeQuote' },
  { path: '/upload', pageKey: 'upload' },
  { path: '/planner/wizard', pageKey: 'plannerWizard' },
];

export const DEFAULT_BRAND = 'Sello';

export const documentTitle = (
  { title, brandFirst }: { title: string; brandFirst?: boolean | undefined },
  brandName = DEFAULT_BRAND,
) => (brandFirst ? `${brandName} — ${title}` : `${title} — ${brandName}`);
