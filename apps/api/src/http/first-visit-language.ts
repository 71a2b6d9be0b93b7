import { DEFAULT_LOCALE, isLocale, localeOfPath, type TLocale } from '@sello/shared/i18n/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie the web app writes when the visitor picks a language (apps/web/src/lib/i18n/remember-locale.ts). */
export const LOCALE_COOKIE = 'sello_locale';

/** What an English address's answer depends on, besides the path: caches must keep one copy per combination. */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

// RFC 9110 §12.4.2: q is 0 to 1 with at most three decimals.
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The visitor's preferred language among ours from an Accept-Language header (RFC 9110 §12.5.4): each range weighed
 * by its q (1 when absent; q=0 means "not this one"), a regional range counting for its language (`es-MX` → es), the
 * heaviest winning and, between equals, the one listed first. `*` names no language, so it picks none; a range
 * with a malformed q is left out. Undefined when the header names none of ours.
 */
export const preferredLocale = (header: string | undefined): TLocale | undefined => {
  if (!header) return undefined;
  let best: { locale: TLocale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
    const language = range.toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    let q = 1;
    for (const param of params) {
      const [name, value = ''] = param.split('=').map((piece) => piece.trim());
      if (name?.toLowerCase() !== 'q') continue;
      q = QVALUE.test(value) ? Number(value) : Number.NaN;
    }
    if (Number.isNaN(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale;
};

/** The language the visitor chose with the switcher, if any (the `sello_locale` cookie). */
export const chosenLocale = (cookieHeader: string | undefined): TLocale | undefined => {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    if (isLocale(value)) return value;
  }
  return undefined;
};

/**
 * Where a page request at an English address should go instead, if anywhere (issue 32: the first visit follows
 * Accept-Language): the same page and query string under /es or /fr when the visitor chose that language (cookie)
 * or, having chosen none, their browser prefers it. Only GET of a page at an English address: /es/… and /fr/… are
 * never redirected (no loop), nor /api, /admin, files, or a HEAD or POST; a visitor who chose English, and a crawler
 * sending no Accept-Language or preferring English, get the page they asked for. Every language's page keeps its
 * own address, for search engines and for links.
 */
export const localeRedirect = (request: FastifyRequest): string | undefined => {
  if (request.method !== 'GET') return undefined;
  const queryAt = request.url.indexOf('?');
  const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  if (!isLocalizablePath(pathname)) return undefined;
  const cookieHeader = request.headers.cookie;
  const acceptLanguage = request.headers['accept-language'];
  const locale = chosenLocale(cookieHeader) ?? preferredLocale(acceptLanguage) ?? DEFAULT_LOCALE;
  if (locale === DEFAULT_LOCALE) return undefined;
  return `/${locale}${pathname}${queryAt < 0 ? '' : request.url.slice(queryAt)}`;
};

/** An English address of a page under the public layout (apps/web/src/app/router.tsx), which exists in every language. */
export const isLocalizablePath = (pathname: string) =>
  pathname.startsWith('/') &&
  !pathname.startsWith('//') &&
  localeOfPath(pathname) === DEFAULT_LOCALE &&
  !/^\/(?:api|admin|assets|pages)(?:\/|$)/.test(pathname) &&
  // Files (sitemap.xml, robots.txt, favicon.svg, a missing chunk) are never pages.
  !/\.[a-z0-9]+$/i.test(pathname);

/**
 * Redirects a page request at an English address to the visitor's language (localeRedirect) and returns true, or
 * returns false and the caller sends the page. Either way an English address's answer is marked as depending on
 * Accept-Language and the cookie, so a shared cache never hands one visitor's redirect to another.
 */
export const redirectToVisitorLanguage = (request: FastifyRequest, reply: FastifyReply): boolean => {
  if (isLocalizablePath(request.url.split('?')[0] ?? '')) {
    const current = reply.getHeader('Vary');
    reply.header('Vary', current ? `${String(current)}, ${LANGUAGE_VARY}` : LANGUAGE_VARY);
  }
  const target = localeRedirect(request);
  if (!target) return false;
  reply.header('Cache-Control', 'no-cache').redirect(target, 302);
  return true;
};
