#!/usr/bin/env node
// Initial JavaScript per public page — the pages of src/app/public-pages.ts (the list: the marketing pages,
// the free-quote landing page and the first screens of /upload and of the planner) and the not-found page (entry + the public layout's lazy chunk + the page's lazy chunk + their static
// imports, + the query cache's chunk for pages the router loads with it (`queryPage` in src/app/router.tsx):
// everything main.tsx loads before it hydrates or renders the page), gzipped,
// as a ratio of the 100 KB budget in docs/decisions.md; and checks that no admin code reaches a public page and that no
// public page loads zod (with its deferred sections) before the visitor acts.
// The other pages under the public layout (quote, checkout, order, account…: reached from a quote, an order link or a
// session, so never a visitor's first page from an ad or a search) are printed too, for information, not budgeted.
// The sections a page defers (`deferredSection` in its route file: forms with their validation and query cache) load
// after that, in their own chunks; their size is printed beside, not counted in the initial figure.
// Run after `npm run build`: `node bench/bundle-size.mjs`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { reportFigure } from './support/bench-harness.mjs';

const BUDGET_BYTES = 100 * 1024;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const closure = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
};
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const layoutKey = 'src/app/layouts/public-layout.tsx';
if (!manifest[layoutKey]) throw new Error(`${layoutKey} is not a chunk of this build: update bench/bundle-size.mjs`);
const publicRoutes = Object.keys(manifest).filter(
  (key) => key.startsWith('src/app/routes/') && !/admin|protected-route|root-error/.test(key),
);
// Pages declared with queryPage(() => import('./routes/x'), …) load src/lib/query-client.tsx with them.
const routerSource = readFileSync(path.join(dist, '..', 'src', 'app', 'router.tsx'), 'utf8');
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
const publicPagesSource = readFileSync(path.join(dist, '..', 'src', 'app', 'public-pages.ts'), 'utf8');
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
  const source = readFileSync(path.join(dist, '..', route), 'utf8');
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
let largest = 0;
let adminLeaks = 0;
let zodPages = 0;
console.info('page'.padEnd(44), 'initial JS (gzip)', 'ratio to budget', ' deferred (gzip)');
for (const route of [entryKey, ...publicRoutes]) {
  const keys = new Set([
    ...closure(entryKey),
    ...closure(layoutKey),
    ...closure(route),
    ...(queryPages.has(route) ? closure(queryClientKey) : []),
  ]);
  const deferredKeys = new Set(
    (route === entryKey ? [] : deferredOf(route)).flatMap(({ key, queries }) => {
      if (!manifest[key]) throw new Error(`${key}, deferred by ${route}, is not a chunk of this build`);
      return [...closure(key), ...(queries ? closure(queryClientKey) : [])];
    }),
  );
  for (const key of keys) deferredKeys.delete(key);
  const leaked = [...keys, ...deferredKeys].filter((key) => adminKeys.has(key));
  const bytes = [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  const deferredBytes = [...deferredKeys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
  const ratio = bytes / BUDGET_BYTES;
  const isBudgeted = route === entryKey || budgeted.has(route);
  if (isBudgeted) largest = Math.max(largest, bytes);
  if ((isBudgeted && ratio > 1) || leaked.length > 0) failures += 1;
  if (leaked.length > 0) adminLeaks += 1;
  const loadsZod = isBudgeted && !zodAllowed.has(route) && [...keys, ...deferredKeys].some((key) => zodKeys.has(key));
  if (loadsZod) {
    zodPages += 1;
    failures += 1;
  }
  console.info(
    route.padEnd(44),
    `${(bytes / 1024).toFixed(1)} KB`.padStart(17),
    ratio.toFixed(2).padStart(15),
    (deferredBytes ? `${(deferredBytes / 1024).toFixed(1)} KB` : '').padStart(16),
    isBudgeted ? '' : ' (not budgeted)',
    leaked.length ? `ADMIN CODE: ${leaked.join(', ')}` : '',
    loadsZod ? 'ZOD BEFORE THE VISITOR ACTS' : '',
  );
}
reportFigure({
  name: 'bundle: largest initial JS of a public page (gzip)',
  value: largest / 1024,
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
