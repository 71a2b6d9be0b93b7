import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LOCALE_TAGS, type TLocale } from '@sello/shared/i18n/locales';
import { toRateOffers } from '@sello/shared/pricing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TEnv } from '../config/env.ts';
import { localeOr, sharedWords } from '../i18n/format-message.ts';
import type { TSettingsReader } from '../services/settings/settings.ts';
import { redirectToVisitorLanguage } from './first-visit-language.ts';
import { structuredDataWords } from './structured-data-words.ts';

/** `alternates`: a translated page's address in each language (hreflang), the same on each of its versions. */
type TPrerenderedPage = {
  path: string;
  file: string;
  title: string;
  locale?: string;
  alternates?: Record<string, string> | null;
};

const ORIGIN_PLACEHOLDER = '__SELLO_ORIGIN__';
const STRUCTURED_DATA_PLACEHOLDER = '<!--sello-structured-data-->';

// JSON inside <script>: `<` escaped so no value can close the element. Structured data is a data block, not script:
// the CSP (`script-src 'self'`) does not apply to it, so it needs no hash.
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * Organization and the two services with their current rates (admin settings), for search engines, in the page's
 * language (the services' names and descriptions, the offer's address).
 */
const structuredData = (
  env: TEnv,
  pricing: { professionalRatePerWord: number; swornRatePerPage: number },
  supportEmail: string,
  locale: TLocale,
) => {
  const offers = toRateOffers(pricing);
  const words = structuredDataWords(locale);
  const services = sharedWords(locale).services;
  const uploadPath = locale === 'en' ? '/upload' : `/${locale}/upload`;
  const organization = {
    '@type': 'Organization',
    '@id': `${env.PUBLIC_URL}/#organization`,
    name: env.BRAND_NAME,
    url: `${env.PUBLIC_URL}/`,
    logo: `${env.PUBLIC_URL}/favicon.svg`,
    email: supportEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer support', email: supportEmail },
  };
  const service = (name: string, description: string, price: number, unitText: string) => ({
    '@type': 'Service',
    name,
    description,
    serviceType: words.serviceType,
    inLanguage: LOCALE_TAGS[locale],
    provider: { '@id': `${env.PUBLIC_URL}/#organization` },
    areaServed: 'Worldwide',
    availableLanguage: ['English', 'Spanish', 'French'],
    offers: {
      '@type': 'Offer',
      url: `${env.PUBLIC_URL}${uploadPath}`,
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'USD', unitText },
    },
  });
  return `<script type="application/ld+json">${scriptJson({
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      service(services.professional, words.professional, offers.professional.rate, 'word'),
      service(services.sworn, words.sworn, offers.sworn.rate, 'page'),
    ],
  })}</script>`;
};

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The public pages the web build prerendered (apps/web/scripts/prerender.mjs, `dist/pages/pages.json`), served at
 * their own paths with the content in the first response; every other path keeps the SPA shell. The HTML is
 * completed per request: `__SELLO_ORIGIN__` becomes PUBLIC_URL (canonical and Open Graph addresses) and the
 * structured data carries the current prices, which admins may change at any time — the build never bakes a price
 * into a page (the visible prices arrive from `GET /api/config/all` after hydration, in space kept for them).
 * Compressed answers are cached per page and content, so a settings change is picked up on the next request.
 * A first visit at an English address may be sent to the same page in the visitor's language
 * (first-visit-language.ts).
 * Also `GET /sitemap.xml` listing them.
 */
export const registerPrerenderedPages = (
  app: FastifyInstance,
  { webDistDir, env, readSettings }: { webDistDir: string; env: TEnv; readSettings: TSettingsReader },
) => {
  const listFile = path.join(webDistDir, 'pages', 'pages.json');
  if (!existsSync(listFile)) return [];
  const pages = JSON.parse(readFileSync(listFile, 'utf8')) as TPrerenderedPage[];
  const cache = new Map<string, { html: string; br: Buffer; gzip: Buffer }>();

  const compressed = (key: string, html: string) => {
    const hit = cache.get(key);
    if (hit && hit.html === html) return hit;
    const entry = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    cache.set(key, entry);
    return entry;
  };

  for (const page of pages) {
    const template = readFileSync(path.join(webDistDir, 'pages', page.file), 'utf8').replaceAll(
      ORIGIN_PLACEHOLDER,
      env.PUBLIC_URL,
    );
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Vary', 'Accept-Encoding');
      if (redirectToVisitorLanguage(request, reply)) return reply;
      const settings = await readSettings();
      const html = template.replace(
        STRUCTURED_DATA_PLACEHOLDER,
        structuredData(env, settings.pricing, settings.supportEmail, localeOr(page.locale)),
      );
      const entry = compressed(page.path, html);
      const accepted = String(request.headers['accept-encoding'] ?? '');
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
      if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(entry.br);
      if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
      return reply.send(entry.html);
    };
    app.get(page.path, handler);
    // With and without the trailing slash (`/pricing/`, `/es`); `/` has no other spelling.
    const otherSpelling = page.path.endsWith('/') ? page.path.slice(0, -1) : `${page.path}/`;
    if (otherSpelling !== '') app.get(otherSpelling, handler);
  }

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map((page) => {
      const alternates = Object.entries(page.alternates ?? {});
      if (alternates.length === 0) return `  <url><loc>${escapeXml(`${env.PUBLIC_URL}${page.path}`)}</loc></url>`;
      const link = (hreflang: string, href: string) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${env.PUBLIC_URL}${href}`)}" />`;
      return [
        `  <url><loc>${escapeXml(`${env.PUBLIC_URL}${page.path}`)}</loc>`,
        ...alternates.map(([hreflang, href]) => `    ${link(hreflang, href)}`),
        `    ${link('x-default', page.alternates?.en ?? page.path)}`,
        '  </url>',
      ].join('\n');
    }),
    '</urlset>',
    '',
  ].join('\n');
  app.get('/sitemap.xml', async (_request, reply) =>
    reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(sitemap),
  );
  return pages;
};
