import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [react(), compileMessages(), tailwindcss(), preloadEntryImports(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  // modulePreload false: a dynamic import loads its chunk's imports when the browser reads the chunk, instead of Vite's
  // helper first adding a <link rel="modulepreload"> per dependency. On a prerendered page those 20–40 links (each a
  // DOM query and an insertion) were 100–200 ms of main-thread work on Lighthouse's mobile CPU, in the tasks that
  // hydrate the page; Lighthouse mobile went from 73–89 to 88–97 on / and /pricing (same machine, interleaved runs).
  build: { modulePreload: false, outDir: 'dist', sourcemap: false, target: 'es2022', manifest: true },
});
