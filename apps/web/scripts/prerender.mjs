#!/usr/bin/env node
// Prerenders the public pages (src/app/public-pages.ts) to HTML after `vite build` (the browser build, in dist/) and
// `vite build --ssr src/entry-server.tsx` (the server build, in dist-server/): each page's HTML goes into the SPA
// shell's #root with its own title, description, canonical, hreflang alternates and Open Graph tags, and for the home
// page the FAQ as FAQPage structured data, in each language at its own address (/about, /es/about, /fr/about). No modulepreload links for the page's chunks: on Lighthouse's mobile profile they
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

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const server = await import(pathToFileURL(path.join(serverBuild, 'entry-server.js')).href);

const pagesDir = path.join(dist, 'pages');
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });
const written = [];
// Each public page in every language, at its own address (src/app/prerender-head.ts: title, description, canonical,
// hreflang alternates, Open Graph locale, the home page's FAQ in that language).
for (const version of await server.pageVersions()) {
  const body = await server.render(version.path);
  if (!body.includes('<h1')) throw new Error(`${version.path}: the prerendered page has no <h1>`);
  const head = await server.pageHead(version);
  let html = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${version.locale}"`)
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!html.includes(body)) throw new Error('dist/index.html has no empty <div id="root"></div>');
  html = html.replace(/\n\s*\n/g, '\n');
  const name = version.path === '/' ? 'home' : version.path.slice(1).replace(/\/$/, '').replaceAll('/', '-');
  writeFileSync(path.join(pagesDir, `${name}.html`), html);
  written.push({
    path: version.path,
    file: `${name}.html`,
    title: version.title,
    locale: version.locale,
    alternates: version.alternates,
  });
}
writeFileSync(path.join(pagesDir, 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);
rmSync(serverBuild, { recursive: true, force: true });
console.info(`prerendered ${written.length} pages: ${written.map((page) => page.path).join(' ')}`);
