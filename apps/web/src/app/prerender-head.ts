import { LOCALE_TAGS, LOCALES, type TLocale } from '@sello/shared/i18n/locales';
import { localizedPath } from '@/config/paths';
import { homeFaqStructuredData } from '@/features/marketing/home-faq-structured-data';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { PAGE_DESCRIPTIONS } from '@/lib/i18n/page-descriptions';
import { documentTitle, PUBLIC_PAGES } from './public-pages';

/** One prerendered page in one language: its address, words and the addresses of its other languages. */
export type TPageVersion = {
  path: string;
  locale: TLocale;
  /** The document title, brand included. */
  title: string;
  description: string;
  /** The page's address in each language (hreflang), the same on each of its versions. */
  alternates: Record<TLocale, string>;
  /** The home page carries its FAQ as structured data. */
  faq: boolean;
};

/** Every public page in every language (scripts/prerender.mjs writes each to HTML). */
export const pageVersions = async (): Promise<TPageVersion[]> => {
  const titles = Object.fromEntries(
    await Promise.all(LOCALES.map(async (locale) => [locale, (await layoutCatalogue.load(locale)).pageTitles])),
  ) as Record<TLocale, Record<string, string>>;
  return PUBLIC_PAGES.flatMap((page) => {
    const alternates = Object.fromEntries(
      LOCALES.map((locale) => [locale, localizedPath(locale, page.path)]),
    ) as Record<TLocale, string>;
    return LOCALES.map((locale) => ({
      path: alternates[locale],
      locale,
      title: documentTitle({ title: titles[locale][page.pageKey] ?? '', brandFirst: page.brandFirst }),
      description: PAGE_DESCRIPTIONS[locale][page.pageKey],
      alternates,
      faq: page.path === '/',
    }));
  });
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
// JSON inside <script>: `<` escaped so no string can close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export const ORIGIN_PLACEHOLDER = '__SELLO_ORIGIN__';

/**
 * The tags a prerendered page adds to the shell's <head>: title, description, canonical, Open Graph (with its
 * locale), hreflang alternates with x-default (English), the server's structured-data placeholder, and on the home
 * page its FAQ as FAQPage structured data in the page's language. Addresses start with `__SELLO_ORIGIN__`, which the
 * server replaces with its PUBLIC_URL.
 */
export const pageHead = async (version: TPageVersion): Promise<string> => {
  const title = escapeHtml(version.title);
  const description = escapeHtml(version.description);
  const url = `${ORIGIN_PLACEHOLDER}${version.path}`;
  const alternate = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${ORIGIN_PLACEHOLDER}${href}" />`;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Sello" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${LOCALE_TAGS[version.locale].replace('-', '_')}" />`,
    ...LOCALES.filter((locale) => locale !== version.locale).map(
      (locale) => `<meta property="og:locale:alternate" content="${LOCALE_TAGS[locale].replace('-', '_')}" />`,
    ),
    ...LOCALES.map((locale) => alternate(locale, version.alternates[locale])),
    alternate('x-default', version.alternates.en),
    '<meta name="twitter:card" content="summary" />',
    '<!--sello-structured-data-->',
    ...(version.faq
      ? [`<script type="application/ld+json">${scriptJson(await homeFaqStructuredData(version.locale))}</script>`]
      : []),
  ].join('\n    ');
};
