#!/usr/bin/env node
// Initial JavaScript per public page and language — the pages of src/app/public-pages.ts (the list: the
// marketing pages, the free-quote landing page and the first screens of /upload and of the planner) and the not-found
// page, each in English, Spanish and French: entry + the public layout's lazy chunk + the page's lazy chunk + their
// static imports, + the query cache's chunk for pages the router loads with it (`queryPage` in src/app/router.tsx),
// + the language's catalogue chunks (`messages/<locale>.ts`, imported by the `defineCatalogue` of every catalogue
// module those chunks hold: main.tsx's loadCatalogues loads them before the first render) with their static imports:
// everything main.tsx loads before it hydrates or renders the page, gzipped, as a ratio of the 100 KB budget in
// docs/decisions.md; and checks that no admin code reaches a public page and that no public page loads zod (with its
// deferred sections) before the visitor acts.
// The other pages under the public layout (quote, checkout, order, account…: reached from a quote, an order link or a
// session, so never a visitor's first page from an ad or a search) are printed too, for information, not budgeted.
// The sections a page defers (`deferredSection` in its route file: forms with their validation and query cache) load
// after that, in their own chunks (with their catalogues); their size is printed beside, not counted in the initial
// figure.
// Run after `npm run build`: `node bench/bundle-size.mjs` (`--dist DIR` for a build written elsewhere with
// `vite build --outDir DIR`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { reportFigure } from './support/bench-harness.mjs';

const BUDGET_BYTES = 100 * 1024;
const LOCALES = ['en', 'es', 'fr'];
const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');
const distFlag = process.argv.indexOf('--dist');
const dist = distFlag > 0 ? path.resolve(process.argv[distFlag + 1]) : path.join(web, 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
const gzipSizes = new Map();
const gzipSize = (file) => {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipSizes.get(file);
};
const sizeOf = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
// A catalogue (`defineCatalogue`) imports each language's messages dynamically: the chunks holding catalogue modules
// name them among their dynamic imports, by source path (a feature's `messages/es.ts` or `messages/<group>/es.ts`, the
// shared words' `packages/shared/src/messages/es.ts`): the pattern of compile-messages.ts's CATALOGUE_MODULE.
const catalogueKeys = (keys, locale) => {
  const messages = new RegExp(`(?:^|/)messages/(?:[a-z-]+/)?${locale}\\.ts$`);
  const found = new Set();
  for (const key of keys)
    for (const imported of manifest[key]?.dynamicImports ?? []) if (messages.test(imported)) closure(imported, found);
  return found;
};

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The public layout's chunk: keyed by its module, or named after it when the build groups the layout with what it
// imports (vite.config.ts, publicLayoutChunk).
const layoutKey = ['src/app/layouts/public-layout.tsx', ...Object.keys(manifest)].find(
  (key) =>
    manifest[key]?.src === 'src/app/layouts/public-layout.tsx' ||
    (manifest[key]?.name === 'public-layout' && !manifest[key].src),
);
if (!layoutKey) throw new Error('found no chunk of the public layout in this build: update bench/bundle-size.mjs');
const publicRoutes = Object.keys(manifest).filter(
  (key) => key.startsWith('src/app/routes/') && !/admin|protected-route|root-error/.test(key),
);
// Pages declared with queryPage(() => import('./routes/x'), …) load src/lib/query-client.tsx with them.
const routerSource = readFileSync(path.join(web, 'src', 'app', 'router.tsx'), 'utf8');
const routeFileOf = new Map(
  [...routerSource.matchAll(/const (\w+) = (?:lazyPage|queryPage)\(\(\) => import\('\.\/(routes\/[a-z-]+)'\)/g)].map(
    (match) => [match[1], `src/app/${match[2]}.tsx`],
  ),
);
const routeAt = new Map([
  ...[...routerSource.matchAll(/page\('([^']+)', (\w+)\)/g)].map((match) => [
    `/${match[1]}`,
    routeFileOf.get(match[2]),
  ]),
  ['/', routeFileOf.get(routerSource.match(/index: true, element: <(\w+) \/>/)?.[1])],
]);
const publicPagesSource = readFileSync(path.join(web, 'src', 'app', 'public-pages.ts'), 'utf8');
const budgeted = new Set([
  ...[...publicPagesSource.matchAll(/path: '([^']+)'/g)].map((match) => routeAt.get(match[1])),
  routeAt.get('/*'),
]);
if (budgeted.has(undefined) || budgeted.size < 5)
  throw new Error('could not map the public pages to their route files');
const queryPages = new Set(
  [...routerSource.matchAll(/queryPage\(\(\) => import\('\.\/(routes\/[a-z-]+)'\)/g)].map(
    (match) => `src/app/${match[1]}.tsx`,
  ),
);
const queryClientKey = 'src/lib/query-client.tsx';
if (queryPages.size > 0 && !manifest[queryClientKey]) throw new Error(`${queryClientKey} is not a chunk of this build`);
// Route files' deferredSection(() => import('@/features/…'), …): the modules each page loads after its first render.
const deferredOf = (route) => {
  const source = readFileSync(path.join(web, route), 'utf8');
  return [
    ...source.matchAll(/deferredSection\(\s*\(\) => import\('@\/([^']+)'\),\s*'\w+',?\s*(\{\s*queries: true)?/g),
  ].map((match) => ({ key: `src/${match[1]}.tsx`, queries: Boolean(match[2]) }));
};
const adminKeys = new Set(Object.keys(manifest).filter((key) => /admin/.test(key)));
// zod (and every schema built with it) costs a phone ~100 ms of script evaluation: the public forms import their
// schemas when the visitor enters them (src/lib/lazy-zod-resolver.ts) and requests when they are sent (api-client's
// lazy `schema`), so neither a page nor its deferred sections may load it.
// Found by content: rolldown merges zod's modules into chunks named after whatever imports them.
const zodKeys = new Set(
  Object.keys(manifest).filter((key) => readFileSync(path.join(dist, manifest[key].file), 'utf8').includes('ZodError')),
);
if (zodKeys.size === 0) throw new Error('found no chunk with zod in this build: update bench/bundle-size.mjs');
// The planner wizard restores the visitor's saved answers (checked with zod) as it renders; it is not yet lazy.
const zodAllowed = new Set(['src/app/routes/planner-wizard.tsx']);

let failures = 0;
let largest = { bytes: 0, where: '' };
let adminLeaks = 0;
let zodPages = 0;
console.info(
  'page'.padEnd(44),
  ...LOCALES.map((locale) => `initial JS ${locale}`.padStart(14)),
  'ratio to budget',
  ' deferred (gzip)',
);
for (const route of [entryKey, ...publicRoutes]) {
  const keys = new Set([
    ...closure(entryKey),
    ...closure(layoutKey),
    ...closure(route),
    ...(queryPages.has(route) ? closure(queryClientKey) : []),
  ]);
  const deferredKeys = new Set(
    (route === entryKey ? [] : deferredOf(route)).flatMap(({ key, queries }) => {
      // Not a chunk of its own: another module imports it statically, so it is counted where that one is.
      if (!manifest[key]) return [];
      return [...closure(key), ...(queries ? closure(queryClientKey) : [])];
    }),
  );
  for (const key of keys) deferredKeys.delete(key);
  const leaked = [...keys, ...deferredKeys].filter((key) => adminKeys.has(key));
  const isBudgeted = route === entryKey || budgeted.has(route);
  // Per language: the page's chunks and that language's catalogues (each file counted once).
  const bytes = LOCALES.map((locale) => sizeOf(new Set([...keys, ...catalogueKeys(keys, locale)])));
  const deferredBytes = sizeOf(deferredKeys);
  const ratio = Math.max(...bytes) / BUDGET_BYTES;
  if (isBudgeted)
    bytes.forEach((size, index) => {
      if (size > largest.bytes) largest = { bytes: size, where: `${route} (${LOCALES[index]})` };
    });
  if ((isBudgeted && ratio > 1) || leaked.length > 0) failures += 1;
  if (leaked.length > 0) adminLeaks += 1;
  const loadsZod = isBudgeted && !zodAllowed.has(route) && [...keys, ...deferredKeys].some((key) => zodKeys.has(key));
  if (loadsZod) {
    zodPages += 1;
    failures += 1;
  }
  console.info(
    route.padEnd(44),
    ...bytes.map((size) => `${(size / 1024).toFixed(1)} KB`.padStart(14)),
    ratio.toFixed(2).padStart(15),
    (deferredBytes ? `${(deferredBytes / 1024).toFixed(1)} KB` : '').padStart(16),
    isBudgeted ? '' : ' (not budgeted)',
    leaked.length ? `ADMIN CODE: ${leaked.join(', ')}` : '',
    loadsZod ? 'ZOD BEFORE THE VISITOR ACTS' : '',
  );
}
console.info(`largest: ${largest.where}`);
reportFigure({
  name: 'bundle: largest initial JS of a public page in any language (gzip)',
  value: largest.bytes / 1024,
  unit: 'KB',
  op: '<=',
  budget: BUDGET_BYTES / 1024,
  digits: 1,
});
reportFigure({ name: 'bundle: public pages with admin code', value: adminLeaks, op: '<=', budget: 0, digits: 0 });
reportFigure({
  name: 'bundle: public pages loading zod at first paint',
  value: zodPages,
  op: '<=',
  budget: 0,
  digits: 0,
});
process.exit(failures ? 1 : 0);
