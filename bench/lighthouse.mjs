#!/usr/bin/env node
// Lighthouse (mobile: the default config — Moto G-class emulation, simulated slow-4G throttling, 4× CPU slowdown)
// on /, /pricing, /upload and /free-quote, each in English, Spanish and French (/es/…, /fr/…), against the budgets in
// docs/decisions.md: performance ≥ 95, accessibility, best practices and SEO = 100. Prints the four scores per page
// (median of the runs, by performance) and, for any category under budget, its failing audits. Exits 1 when a budget
// is missed.
//
// Serves the built app with the real server (`node apps/api/src/server.ts`, a temporary DATA_DIR, a free port) the
// way a deployment does: NODE_ENV=production behind a TLS-terminating proxy (PUBLIC_URL https, TRUST_PROXY=1, and
// a small proxy in this process that adds `X-Forwarded-Proto: https` to every request), so the pages get the
// production headers — strict CSP with upgrade-insecure-requests, HSTS — without a certificate.
//
// Runs are interleaved (every page once, then every page again…) and each page stands by its median run: the
// machine's speed drifts over minutes (other tenants on the host), and consecutive runs of one page would all catch
// the same slow spell. Five runs, as Lighthouse's variability guide advises for a median. Each page's line also
// prints the host's CPU benchmark (Lighthouse's `benchmarkIndex`, the range over its runs) so a slow machine shows.
//
// Run after `npm run build`: `node bench/lighthouse.mjs` (the dist directory is built first if it is missing).
// Options: `--runs N` (default 5), `--dist DIR` (default apps/web/dist, or WEB_DIST_DIR), `--pages /,/pricing`,
// `--json FILE` (the median runs' scores and failing audits), `--reports DIR` (every full JSON report).
// Chromium: CHROMIUM_PATH or /usr/bin/chromium. The machine should be otherwise idle: performance varies with load.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  createHarness,
  freePort,
  median,
  reportFigure,
  requireNode24,
  root,
  serverScript,
  waitForHttp,
} from './support/bench-harness.mjs';

const BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(BUDGETS);

requireNode24();
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    dist: { type: 'string', default: process.env.WEB_DIST_DIR ?? path.join(root, 'apps', 'web', 'dist') },
    pages: {
      type: 'string',
      default: ['/', '/pricing', '/upload', '/free-quote']
        .flatMap((page) => [page, `/es${page}`, `/fr${page}`])
        .join(','),
    },
    json: { type: 'string' },
    reports: { type: 'string' },
  },
});
const runs = Math.max(1, Number.parseInt(args.runs, 10) || 1);
const pages = args.pages.split(',').map((page) => page.trim());
const distDir = path.resolve(args.dist);

const {
  tmp,
  startChild,
  onCleanUp,
  run: runBenchmark,
} = createHarness({ name: 'lighthouse', watchdogMs: 30 * 60_000 });

const buildIfMissing = () => {
  if (existsSync(path.join(distDir, 'index.html'))) return;
  if (distDir !== path.join(root, 'apps', 'web', 'dist')) throw new Error(`${distDir} has no build`);
  // The whole build: browser bundle, then the prerendered public pages.
  console.info(`${distDir} has no build: building it first (npm run build)…`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
};

const startServer = async () => {
  const port = await freePort();
  const child = startChild([serverScript], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'data'),
    DATABASE_URL: '',
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: 'https://sello.example',
    TRUST_PROXY: '1',
    META_PIXEL_ID: '',
    LOG_LEVEL: 'warn',
  });

  // The TLS-terminating proxy of a deployment, minus the TLS: it forwards every request untouched and says
  // it arrived over https, so the server sends its production headers instead of redirecting to PUBLIC_URL.
  const agent = new http.Agent({ keepAlive: true });
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-proto': 'https' },
        agent,
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.rawHeaders);
        reply.pipe(response);
      },
    );
    upstream.once('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  onCleanUp(
    () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(resolve);
        agent.destroy();
      }),
  );
  const origin = `http://127.0.0.1:${proxy.address().port}`;
  await waitForHttp(child, `${origin}/api/ready`, 120_000);
  return origin;
};

const failingAudits = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'notApplicable')
    .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score, displayValue: audit.displayValue ?? '' }));

const main = async () => {
  buildIfMissing();
  const origin = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  onCleanUp(() => chrome.kill());

  console.info(`Lighthouse ${runs}× per page (mobile, default throttling) against ${origin} (NODE_ENV=production)`);
  let missed = 0;
  const summary = [];
  const resultsOf = new Map(pages.map((page) => [page, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) {
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART, "Please run Lighthouse again"), more often on a
      // loaded machine: such a run is repeated, twice at most.
      let result;
      for (let attempt = 1; ; attempt += 1) {
        result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${page}`);
        if (!result.lhr.runtimeError) break;
        if (attempt === 3) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
        console.info(`${page}: ${result.lhr.runtimeError.code}, running again`);
      }
      resultsOf.get(page).push(result.lhr);
      if (args.reports) {
        mkdirSync(args.reports, { recursive: true });
        const name = `${page.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${run + 1}.json`;
        writeFileSync(path.join(args.reports, name), result.report);
      }
    }
  }
  for (const page of pages) {
    const results = resultsOf.get(page);
    const scoreOf = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);
    // The median run by performance (the only category that varies between runs) stands for the page.
    const sorted = [...results].sort((a, b) => scoreOf(a, 'performance') - scoreOf(b, 'performance'));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    const scores = Object.fromEntries(CATEGORIES.map((category) => [category, scoreOf(lhr, category)]));
    const perfRuns = results.map((run) => scoreOf(run, 'performance'));
    const metric = (id) => lhr.audits[id]?.displayValue ?? '?';
    const benchmarkIndexes = results.map((run) => Math.round(run.environment.benchmarkIndex));
    console.info(
      `\n${page}  performance runs [${perfRuns.join(', ')}] median ${median(perfRuns)} · ` +
        `FCP ${metric('first-contentful-paint')} · LCP ${metric('largest-contentful-paint')} · ` +
        `TBT ${metric('total-blocking-time')} · CLS ${metric('cumulative-layout-shift')} · SI ${metric('speed-index')} · ` +
        `host CPU benchmarkIndex ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}`,
    );
    const entry = { page, scores, perfRuns, failing: {} };
    for (const category of CATEGORIES) {
      const ok = scores[category] >= BUDGETS[category];
      if (!ok) missed += 1;
      // For npm run bench's table only: the line above is this script's own report.
      reportFigure({
        name: `lighthouse ${page} ${category}`,
        value: scores[category],
        op: '>=',
        budget: BUDGETS[category],
        digits: 0,
        print: false,
      });
      console.info(
        `  ${category.padEnd(15)} ${String(scores[category]).padStart(3)} / ${BUDGETS[category]}  ${ok ? 'ok' : 'MISSED'}`,
      );
      if (ok) continue;
      const failing = failingAudits(lhr, category);
      entry.failing[category] = failing;
      for (const audit of failing) {
        console.info(
          `    - ${audit.id}: ${audit.title} (score ${audit.score}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
        );
      }
    }
    summary.push(entry);
  }
  if (args.json) writeFileSync(args.json, `${JSON.stringify(summary, null, 2)}\n`);
  console.info(missed ? `\n${missed} budget(s) missed` : '\nall budgets met');
  return missed === 0;
};

await runBenchmark(main);
