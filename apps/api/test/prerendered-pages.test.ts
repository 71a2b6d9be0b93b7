import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/build-test-app.ts';

const ORIGIN = 'https://translate.example';
const LOCALES = ['en', 'es', 'fr'] as const;
const TITLES: Record<string, Record<(typeof LOCALES)[number], string>> = {
  '/pricing': { en: 'Pricing — Sello', es: 'Precios — Sello', fr: 'Tarifs — Sello' },
  '/about': { en: 'About us — Sello', es: 'Quiénes somos — Sello', fr: 'Qui sommes-nous — Sello' },
  '/free-quote': {
    en: 'Free translation quote — Sello',
    es: 'Presupuesto de traducción gratuito — Sello',
    fr: 'Devis de traduction gratuit — Sello',
  },
};
const at = (locale: string, page: string) => (locale === 'en' ? page : `/${locale}${page}`);

/**
 * A build's pages as apps/web/scripts/prerender.mjs writes them (its head from src/app/prerender-head.ts, tested in
 * the web project): every page in every language, with the placeholders the server fills in.
 */
const writeBuild = async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'sello-dist-'));
  await mkdir(path.join(dist, 'pages'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><div id="root"></div></html>');
  const entries = [];
  for (const [page, titles] of Object.entries(TITLES)) {
    const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, at(locale, page)]));
    for (const locale of LOCALES) {
      const address = at(locale, page);
      const file = `${address.slice(1).replaceAll('/', '-')}.html`;
      const head = [
        `<title>${titles[locale]}</title>`,
        `<link rel="canonical" href="__SELLO_ORIGIN__${address}" />`,
        ...LOCALES.map(
          (other) => `<link rel="alternate" hreflang="${other}" href="__SELLO_ORIGIN__${at(other, page)}" />`,
        ),
        `<link rel="alternate" hreflang="x-default" href="__SELLO_ORIGIN__${page}" />`,
        '<!--sello-structured-data-->',
      ].join('');
      await writeFile(
        path.join(dist, 'pages', file),
        `<!doctype html><html lang="${locale}"><head>${head}</head><div id="root"><h1>${titles[locale]}</h1></div></html>`,
      );
      entries.push({ path: address, file, title: titles[locale], locale, alternates });
    }
  }
  await writeFile(path.join(dist, 'pages', 'pages.json'), JSON.stringify(entries));
  return dist;
};

type TGraphNode = { '@type': string; name?: string; description?: string; offers?: { url: string } };
const structuredData = (html: string): TGraphNode[] => {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(json) as { '@graph'?: TGraphNode[] })['@graph'] ?? [];
};

describe('the prerendered pages in each language', () => {
  it('are served at their own addresses with their language, title, canonical and alternates', async () => {
    const web = await buildTestApp({ webDistDir: await writeBuild(), env: { PUBLIC_URL: ORIGIN } });
    try {
      for (const [url, locale, title] of [
        ['/es/pricing', 'es', 'Precios — Sello'],
        ['/fr/about/', 'fr', 'Qui sommes-nous — Sello'],
        ['/es/free-quote', 'es', 'Presupuesto de traducción gratuito — Sello'],
      ] as const) {
        const page = await web.app.inject({ url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.body).toContain(`<html lang="${locale}">`);
        expect(page.body).toContain(`<title>${title}</title>`);
        const address = url.replace(/\/$/, '');
        expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${address}" />`);
        expect(page.body).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}${address.slice(3)}" />`);
        expect(page.body).not.toContain('__SELLO_ORIGIN__');
      }
    } finally {
      await web.close();
    }
  });

  it('describe the services in the page’s language, with the current rates', async () => {
    const web = await buildTestApp({ webDistDir: await writeBuild(), env: { PUBLIC_URL: ORIGIN } });
    try {
      const services = async (url: string) =>
        structuredData((await web.app.inject({ url })).body).filter((node) => node['@type'] === 'Service');
      const spanish = await services('/es/pricing');
      expect(spanish.map((node) => node.name)).toEqual(['Traducción profesional', 'Traducción jurada']);
      expect(spanish[1]?.description).toContain('traductor jurado');
      expect(spanish[0]?.offers?.url).toBe(`${ORIGIN}/es/upload`);
      const french = await services('/fr/about');
      expect(french.map((node) => node.name)).toEqual(['Traduction professionnelle', 'Traduction assermentée']);
      expect(french[0]?.offers?.url).toBe(`${ORIGIN}/fr/upload`);
      const english = await services('/pricing');
      expect(english.map((node) => node.name)).toEqual(['Professional translation', 'Sworn translation']);
      expect(english[0]?.offers?.url).toBe(`${ORIGIN}/upload`);
    } finally {
      await web.close();
    }
  });

  it('are listed in the sitemap, each with its alternates', async () => {
    const web = await buildTestApp({ webDistDir: await writeBuild(), env: { PUBLIC_URL: ORIGIN } });
    try {
      const sitemap = (await web.app.inject({ url: '/sitemap.xml' })).body;
      for (const page of Object.keys(TITLES))
        for (const locale of LOCALES) expect(sitemap).toContain(`<loc>${ORIGIN}${at(locale, page)}</loc>`);
      const entry = /<url><loc>https:\/\/translate\.example\/fr\/about<\/loc>([\s\S]*?)<\/url>/.exec(sitemap)?.[1];
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${ORIGIN}/es/about" />`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/about" />`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/about" />`);
    } finally {
      await web.close();
    }
  });
});
