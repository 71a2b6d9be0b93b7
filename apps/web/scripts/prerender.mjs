#!/usr/bin/env node
// Prerenders the public pages (src/app/public-pages.ts) to HTML after `vite build` (the browser build, in dist/) and
// `vite build --ssr src/entry-server.tsx` (the server build, in dist-server/): each page's HTML goes into the SPA
// shell's #root with its own title, description, canonical and Open Graph tags, and for the home page the FAQ as
// FAQPage structured data. No modulepreload links for the page's chunks: on Lighthouse's mobile profile they
// compete with the stylesheet and put first paint at 2.1–3.3 s instead of 1.5–1.6 s; main.tsx imports them (and the
// browser their imports: no preload helper, see vite.config.ts) before it hydrates. Written to dist/pages/<name>.html with dist/pages/pages.json listing them; the API
// serves them at their paths (apps/api/src/http/prerendered-pages.ts), replacing `__SELLO_ORIGIN__` with its
// PUBLIC_URL and `<!--sello-structured-data-->` with Organization and Service data built from its current settings.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webRoot, 'dist');
const serverBuild = path.join(webRoot, 'dist-server');

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
// JSON inside <script>: `<` escaped so no string can close the element.
const scriptJson = (value) => JSON.stringify(value).replaceAll('<', '\\u003c');

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const server = await import(pathToFileURL(path.join(serverBuild, 'entry-server.js')).href);

/** The home page's FAQ as the page shows it before the settings arrive (home-faq.tsx without configuration). */
const HOME_FAQ = [
  [
    'What is the difference between professional and sworn translation?',
    'A professional translation is an accurate, natural translation for business, academic or personal use. A sworn translation is signed and sealed by a sworn translator, which official bodies in Spain usually require for documents such as birth certificates, criminal records or diplomas. We offer sworn translation between English and Spanish.',
  ],
  [
    'How is the price calculated?',
    'Professional translation is priced per word and sworn translation per page. When you upload your documents we count their words and pages from the content itself, so you see your estimate immediately. It is free and non-binding.',
  ],
  [
    'How long does a translation take?',
    'It depends on the service and the length of your documents. Your quote shows the estimate for your order, and you can follow its progress on the order tracking page.',
  ],
];

const pagesDir = path.join(dist, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
const written = [];
// Each public page in English; a translated page (TRANSLATED_PAGES) also in every other language, at its own
// address, title and description from that language's catalogue, all of them linked as hreflang alternates.
const versions = [];
for (const page of server.PUBLIC_PAGES) {
  const translated = server.TRANSLATED_PAGES.find((entry) => entry.path === page.path);
  if (!translated) {
    versions.push({ page, locale: 'en', alternates: null });
    continue;
  }
  const alternates = Object.fromEntries(
    server.LOCALES.map((locale) => [locale, server.localizedPath(locale, page.path)]),
  );
  for (const locale of server.LOCALES) {
    const title = (await server.pageTitles(locale))[translated.pageKey];
    const description = server.PAGE_DESCRIPTIONS[locale][translated.pageKey];
    versions.push({
      page: { ...page, path: alternates[locale], title, description },
      locale,
      alternates,
    });
  }
}
for (const { page, locale, alternates } of versions) {
  const body = await server.render(page.path);
  if (!body.includes('<h1')) throw new Error(`${page.path}: the prerendered page has no <h1>`);
  const title = escapeHtml(server.documentTitle(page));
  const description = escapeHtml(page.description);
  const url = `__SELLO_ORIGIN__${page.path}`;
  const head = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Sello" />',
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:locale" content="${server.LOCALE_TAGS[locale].replace('-', '_')}" />`,
    ...(alternates
      ? [
          ...Object.entries(alternates).map(
            ([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="__SELLO_ORIGIN__${href}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="__SELLO_ORIGIN__${alternates.en}" />`,
        ]
      : []),
    '<meta name="twitter:card" content="summary" />',
    '<!--sello-structured-data-->',
    ...(page.path === '/'
      ? [
          `<script type="application/ld+json">${scriptJson({
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: HOME_FAQ.map(([question, answer]) => ({
              '@type': 'Question',
              name: question,
              acceptedAnswer: { '@type': 'Answer', text: answer },
            })),
          })}</script>`,
        ]
      : []),
  ].join('\n    ');
  let html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!html.includes(body)) throw new Error('dist/index.html has no empty <div id="root"></div>');
  html = html.replace(/\n\s*\n/g, '\n');
  const name = page.path === '/' ? 'home' : page.path.slice(1).replace(/\/$/, '').replaceAll('/', '-');
  writeFileSync(path.join(pagesDir, `${name}.html`), html);
  written.push({ path: page.path, file: `${name}.html`, title: server.documentTitle(page), locale, alternates });
}
writeFileSync(path.join(pagesDir, 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);
rmSync(serverBuild, { recursive: true, force: true });
console.info(`prerendered ${written.length} pages: ${written.map((page) => page.path).join(' ')}`);
