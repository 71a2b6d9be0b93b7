import { describe, expect, it } from 'vitest';
import { pageHead, pageVersions } from './prerender-head';
import { PUBLIC_PAGES } from './public-pages';

const versionAt = async (path: string) => {
  const version = (await pageVersions()).find((entry) => entry.path === path);
  if (!version) throw new Error(`no prerendered version at ${path}`);
  return version;
};

const structuredDataOf = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );

describe('the prerendered pages', () => {
  it('are every public page in every language, each at its own address', async () => {
    const paths = (await pageVersions()).map((version) => version.path);
    expect(paths).toHaveLength(PUBLIC_PAGES.length * 3);
    for (const path of ['/', '/es/', '/fr/', '/es/pricing', '/fr/about', '/es/free-quote', '/fr/services']) {
      expect(paths).toContain(path);
    }
    expect(paths).toContain('/es/upload');
    expect(paths).toContain('/fr/planner/wizard');
  });

  it('carry the title and description of their language, and their alternates', async () => {
    const pricing = await versionAt('/es/pricing');
    expect(pricing).toMatchObject({
      locale: 'es',
      title: 'Precios — Sello',
      alternates: { en: '/pricing', es: '/es/pricing', fr: '/fr/pricing' },
      faq: false,
    });
    expect(pricing.description).toMatch(/^Precios de traducción transparentes/);
    expect((await versionAt('/fr/about')).title).toBe('Qui sommes-nous — Sello');
    expect((await versionAt('/es/free-quote')).title).toBe('Presupuesto de traducción gratuito — Sello');
    expect((await versionAt('/fr/')).title).toBe('Sello — Traduction professionnelle et assermentée de documents');
    expect((await versionAt('/about')).title).toBe('About us — Sello');
  });

  it('say so in their head: canonical, hreflang with x-default, Open Graph locale', async () => {
    const head = await pageHead(await versionAt('/fr/about'));
    expect(head).toContain('<title>Qui sommes-nous — Sello</title>');
    expect(head).toContain('<link rel="canonical" href="__SELLO_ORIGIN__/fr/about" />');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="__SELLO_ORIGIN__/about" />');
    expect(head).toContain('<link rel="alternate" hreflang="es" href="__SELLO_ORIGIN__/es/about" />');
    expect(head).toContain('<link rel="alternate" hreflang="fr" href="__SELLO_ORIGIN__/fr/about" />');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="__SELLO_ORIGIN__/about" />');
    expect(head).toContain('<meta property="og:locale" content="fr" />');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(head).toContain('<!--sello-structured-data-->');
    expect(structuredDataOf(head)).toEqual([]);
  });

  it('give the home page its FAQ as structured data in the page’s language, without tags or prices', async () => {
    const [spanish] = structuredDataOf(await pageHead(await versionAt('/es/')));
    const [english] = structuredDataOf(await pageHead(await versionAt('/')));
    const questions = (data: Record<string, unknown> | undefined) =>
      ((data?.mainEntity ?? []) as { name: string }[]).map((entry) => entry.name);
    expect(spanish?.['@type']).toBe('FAQPage');
    expect(questions(spanish)).toContain('¿Cómo se calcula el precio?');
    expect(questions(english)).toContain('How is the price calculated?');
    const answers = JSON.stringify(spanish);
    expect(answers).toContain('Compare los dos servicios.');
    expect(answers).not.toMatch(/<\/?\d>|\$/);
  });
});
