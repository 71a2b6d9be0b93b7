import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { type Alias, defineConfig, type Plugin } from 'vite';
import { compileMessages } from './compile-messages.ts';

const apiPort = process.env.PORT ?? '3000';

const COMPRESSIBLE = /\.(html|js|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` next to every text file of the build, once, at maximum compression: the server sends
 * them to browsers that accept them (@fastify/static `preCompressed`) instead of compressing on every request.
 */
const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'sello-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).map((file) => path.join(outDir, file));
      for (const file of files) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        const content = await readFile(file);
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
};

/**
 * `<link rel="modulepreload">` in the HTML for the entry's own imports (React, shared code): the browser fetches them
 * with the entry instead of after reading it. With `modulePreload: false` (below) Vite writes none.
 */
const preloadEntryImports = (): Plugin => ({
  name: 'sello-preload-entry-imports',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { chunk }) => ({
      html,
      tags: (chunk?.imports ?? []).map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      })),
    }),
  },
});

/**
 * React Router's production build for the browser bundle. Its package exports name only `dist/development` (a
 * temporary choice upstream: remix-run/react-router#12532, #14102), so without this every visitor downloads its
 * development warnings (0.5 KB gzip on every page). Client build only: the dev server keeps the warnings, and the
 * prerender's server build resolves the package as Node does.
 */
const reactRouterProduction = (): Alias => ({
  find: /^react-router$/,
  replacement: createRequire(import.meta.url)
    .resolve('react-router')
    .replace(`${path.sep}dist${path.sep}development${path.sep}`, `${path.sep}dist${path.sep}production${path.sep}`),
});

/**
 * React Router's bundled dist creates every context and component it defines at module level and names each for
 * React's developer tools (`NavLinkImpl.displayName = "NavLink"`). Those calls and writes count as side effects, so
 * all of them stayed in the bundle whether the app uses them or not (forms, fetchers, prefetching, framework mode…).
 * The names serve only the developer tools, which a production build does not feed, and `createContext`, `forwardRef`
 * and `memo` do nothing but return a value: without the names and with those calls marked pure, what the app never
 * uses drops out (1.4 KB gzip on every page).
 */
const reactRouterTreeShaking = (): Plugin => ({
  name: 'sello-react-router-tree-shaking',
  apply: 'build',
  transform: {
    filter: { id: /react-router[\\/]dist[\\/]production[\\/]/ },
    handler: (code) => ({
      code: code
        .replace(/^\w+\.displayName = "\w+";$/gm, '')
        .replace(/= (React\d*)\.(createContext|forwardRef|memo)\(/g, '= /* @__PURE__ */ $1.$2('),
      map: null,
    }),
  },
});

type TModuleGraph = { getModuleInfo: (id: string) => { importedIds: readonly string[] } | null };

/**
 * The public layout and the modules it needs beyond the entry's (header, footer, language switcher, their icons) in
 * one chunk instead of one tiny chunk each: every public page loads them all anyway, and each file costs its own gzip
 * overhead (1.1 KB in all on every page). Found from the module graph, so a new header icon joins by itself. The chunk
 * is named `public-layout` (bench/bundle-size.mjs finds it by that name).
 */
const publicLayoutChunk = (webRoot: string) => {
  let members: Set<string> | undefined;
  const staticClosure = (root: string, graph: TModuleGraph, stopAt = new Set<string>()) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || stopAt.has(id)) return;
      seen.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(root);
    return seen;
  };
  return {
    debugName: 'public-layout',
    // Only these modules: their own imports are the entry's or among them.
    includeDependenciesRecursively: false,
    name: (id: string, graph: TModuleGraph) => {
      if (!members) {
        const layout = path.join(webRoot, 'src', 'app', 'layouts', 'public-layout.tsx');
        members = staticClosure(layout, graph, staticClosure(path.join(webRoot, 'src', 'main.tsx'), graph));
      }
      return members.has(id) ? 'public-layout' : null;
    },
  };
};

const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    compileMessages(),
    tailwindcss(),
    preloadEntryImports(),
    precompress(),
    ...(isSsrBuild ? [] : [reactRouterTreeShaking()]),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' && !isSsrBuild ? [reactRouterProduction()] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // modulePreload false: a dynamic import loads its chunk's imports when the browser reads the chunk, instead of Vite's
  // helper first adding a <link rel="modulepreload"> per dependency. On a prerendered page those 20–40 links (each a
  // DOM query and an insertion) were 100–200 ms of main-thread work on Lighthouse's mobile CPU, in the tasks that
  // hydrate the page; Lighthouse mobile went from 73–89 to 88–97 on / and /pricing (same machine, interleaved runs).
  build: {
    modulePreload: false,
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            codeSplitting: {
              groups: [
                // Everything the entry imports statically in its own chunk: React otherwise travelled as a file of its
                // own beside it (0.7 KB more gzip, every page).
                { name: 'index', tags: ['$initial'], priority: 1 },
                publicLayoutChunk(webRoot),
              ],
            },
          },
        },
  },
}));
