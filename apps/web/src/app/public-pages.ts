import { en } from '@/lib/i18n/messages/en';
import { PAGE_DESCRIPTIONS } from '@/lib/i18n/page-descriptions';

/**
 * The pages prerendered to HTML at build time (scripts/prerender.mjs): their address, the document title the page
 * sets itself (useDocumentTitle; brand name added the same way) and the description for search results and link
 * previews. `__SELLO_ORIGIN__` in the HTML becomes the server's PUBLIC_URL when it serves the page
 * (apps/api/src/http/prerendered-pages.ts), so canonical and Open Graph addresses are never baked in at build.
 */
export type TPublicPage = { path: string; title: string; brandFirst?: boolean; description: string };

export const PUBLIC_PAGES: readonly TPublicPage[] = [
  {
    path: '/',
    title: en.pageTitles.home,
    brandFirst: true,
    description: PAGE_DESCRIPTIONS.en.home,
  },
  {
    path: '/about',
    title: 'About us',
    description:
      'Who translates your documents: professional and sworn translators for English, Spanish and French, and how we work.',
  },
  {
    path: '/features',
    title: 'Services',
    description:
      'Professional translation priced per word and sworn (certified) translation priced per page: what each includes and when you need it.',
  },
  {
    path: '/services',
    title: 'Services',
    description:
      'Professional translation priced per word and sworn (certified) translation priced per page: what each includes and when you need it.',
  },
  {
    path: '/pricing',
    title: 'Pricing',
    description:
      'Transparent translation prices: professional translation per word, sworn translation per page, counted from your documents themselves.',
  },
  {
    path: '/contact',
    title: 'Contact us',
    description:
      'Questions about a translation or an order? Send us a message; we aim to reply within one business day.',
  },
  {
    path: '/free-quote',
    title: 'Free translation quote',
    description:
      'Get a free, non-binding quote for the sworn translation of your visa and residency documents for Spain.',
  },
  {
    path: '/upload',
    title: 'Upload documents for a quote',
    description:
      'Upload your documents and get an instant estimate: words and pages are counted from the files themselves.',
  },
  {
    path: '/planner/wizard',
    title: 'Visa document planner',
    description:
      'Plan the documents for your Spanish visa: what to order, apostille and translate, and when — in nine short steps.',
  },
];

/**
 * The public pages whose content is translated (their title from the layout catalogue's `pageTitles`, their description from PAGE_DESCRIPTIONS): prerendered in every language at /es/… and /fr/… too, with hreflang alternates. The others are
 * English-only for now; under /es and /fr they get the SPA shell, with the layout translated.
 */
export const TRANSLATED_PAGES = [{ path: '/', pageKey: 'home' }] as const;

export const DEFAULT_BRAND = 'Sello';

export const documentTitle = (page: TPublicPage, brandName = DEFAULT_BRAND) =>
  page.brandFirst ? `${brandName} — ${page.title}` : `${page.title} — ${brandName}`;
