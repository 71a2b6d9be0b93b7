#!/usr/bin/env node
// API throughput: GET /api/quotes/:id on the real server (a child `node apps/api/src/server.ts`, as `npm start` runs
// it, LOG_LEVEL=warn, a quote with one analysed file created through the HTTP API by upload → analyse →
// POST /api/quotes) against the floor: a bare Fastify route doing one primary-key SELECT of the same quote on the same
// database (bench/support/floor-server.mjs, its own child process, reaching the database through the server's own
// openDatabase). The route serves the quote in one statement, so the ratio is what Sello adds on top of one query.
// Measured on both databases, one after the other:
// - PGlite: PGlite is in-process and locks its data directory, so the floor cannot share the server's. The server
//   creates the quote, is stopped (a clean close), its `db` directory is copied, and the server restarts on the
//   original while the floor opens the copy: the same rows, each process with its own single-threaded PGlite —
//   which is how the embedded database is always used (one process per data directory).
// - PostgreSQL: one database for both, BENCH_DATABASE_URL when given, else a throwaway cluster started like the test
//   suite's (scripts/test-services.mjs: Debian's binaries, initdb in a temp dir, as the postgres user when root).
// Both are hit by autocannon in this process (10 connections, 5 s, after a 2 s warm-up), alternating over 3 rounds;
// medians are printed, and the median of the rounds' ratios is checked against its budget in docs/decisions.md
// (≥ 0.50 of the floor, on each database). GET /api/health is measured too, as a reference: the same hooks, headers
// and schema serialiser without a database query. GET /api/quotes/:id carries no rate limit (@fastify/rate-limit is
// registered with global: false and this route sets none) and an anonymous read loads no user, so nothing is
// switched off.
// Run: `PATH=$PWD/node_modules/.bin:$PATH node bench/api-throughput.mjs` (env BENCH_ROUNDS, BENCH_SECONDS,
// BENCH_DATABASES=pglite,postgres, BENCH_DATABASE_URL=postgres://…).
// Exit code 1 when a budget is missed, 2 on a setup error.
import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startPostgres } from '../scripts/test-services.mjs';
import { createQuote } from './support/bench-api.mjs';
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

const BUDGET = 0.5;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());

requireNode24();
const requireFromApi = createRequire(path.join(root, 'apps', 'api', 'package.json'));
const fastifyVersion = requireFromApi('fastify/package.json').version;
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
const {
  tmp,
  startChild,
  stopChild,
  onCleanUp,
  run: runBenchmark,
} = createHarness({ name: 'api', watchdogMs: 10 * 60_000 });

const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms).unref()),
  ]);

const cannon = (url, duration) =>
  withTimeout(
    new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration, timeout: 10 }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
    }),
    (duration + 30) * 1000,
    `autocannon ${url}`,
  );

const measure = async (url) => {
  const result = await cannon(url, SECONDS);
  const ok = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0 || ok === 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`,
    );
  }
  return { rps: ok / (result.duration || SECONDS), p50: result.latency.p50, p99: result.latency.p99 };
};

/** Starts the server on `dataDir` (and `databaseUrl`, if any); resolves when it answers. */
const startServer = async (dataDir, databaseUrl) => {
  const port = await freePort();
  const child = startChild([serverScript], {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
    SMTP_URL: '',
    MT_PROVIDER: 'none',
    PUBLIC_URL: `http://localhost:${port}`,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(child, `${base}/api/health`, 120_000);
  return { child, base };
};

const startFloor = async (databaseEnv, quoteId) => {
  const port = await freePort();
  const child = startChild([path.join(root, 'bench', 'support', 'floor-server.mjs')], {
    ...process.env,
    FLOOR_PORT: String(port),
    ...databaseEnv,
  });
  const url = `http://127.0.0.1:${port}/api/quotes/${quoteId}`;
  await waitForHttp(child, url, 60_000);
  return { child, url };
};

/** One database: server and floor started, measured alternately, stopped; returns whether the budget is met. */
const measureDatabase = async (label, databaseUrl) => {
  const dataDir = path.join(tmp, `${label}-data`);
  let server = await startServer(dataDir, databaseUrl);
  const quote = await createQuote(server.base);
  let floorEnv = { FLOOR_DATABASE_URL: databaseUrl };
  if (!databaseUrl) {
    // PGlite: a copy of the server's data directory for the floor, taken while the server is stopped.
    await stopChild(server.child);
    const copy = path.join(tmp, `${label}-floor-db`);
    cpSync(path.join(dataDir, 'db'), copy, { recursive: true });
    floorEnv = { FLOOR_PGLITE_DIR: copy };
    server = await startServer(dataDir, databaseUrl);
  }
  const floor = await startFloor(floorEnv, quote.quoteId);
  const quoteUrl = `${server.base}/api/quotes/${quote.quoteId}`;
  const healthUrl = `${server.base}/api/health`;
  const sample = await (await fetch(quoteUrl)).text();
  const floorSample = await (await fetch(floor.url)).text();

  console.info(
    `\n${label}: fastify ${fastifyVersion}, autocannon ${CONNECTIONS} connections × ${SECONDS} s, ${ROUNDS} rounds ` +
      `(medians); quote body ${sample.length} B, floor row ${floorSample.length} B`,
  );
  await cannon(floor.url, WARM_UP_SECONDS);
  await cannon(quoteUrl, WARM_UP_SECONDS);
  await cannon(healthUrl, WARM_UP_SECONDS);
  const runs = { floor: [], sello: [], health: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.floor.push(await measure(floor.url));
    runs.sello.push(await measure(quoteUrl));
    runs.health.push(await measure(healthUrl));
    const [floorRound, selloRound, healthRound] = [runs.floor[round], runs.sello[round], runs.health[round]];
    console.info(
      `  round ${round + 1}: floor ${floorRound.rps.toFixed(0)} req/s, sello quote ${selloRound.rps.toFixed(0)} req/s ` +
        `(ratio ${(selloRound.rps / floorRound.rps).toFixed(2)}), sello health ${healthRound.rps.toFixed(0)} req/s`,
    );
  }
  await stopChild(floor.child);
  await stopChild(server.child);

  const summary = (name, list) => {
    const rps = median(list.map((run) => run.rps)).toFixed(0);
    console.info(
      `${name.padEnd(40)} ${rps.padStart(7)} req/s   p50 ${median(list.map((run) => run.p50))} ms   ` +
        `p99 ${median(list.map((run) => run.p99))} ms`,
    );
  };
  summary('floor: bare fastify + one PK SELECT', runs.floor);
  summary('sello GET /api/quotes/:id', runs.sello);
  summary('sello GET /api/health (reference)', runs.health);
  console.info(
    `ratio health / floor (reference): ${median(runs.health.map((run, round) => run.rps / runs.floor[round].rps)).toFixed(2)}`,
  );
  // Each round's ratio pairs measurements taken seconds apart: the machine's speed drifts with its load.
  return reportFigure({
    name: `api-throughput ${label}: quote read / floor`,
    value: median(runs.sello.map((run, round) => run.rps / runs.floor[round].rps)),
    op: '>=',
    budget: BUDGET,
  });
};

const main = async () => {
  const results = [];
  if (DATABASES.includes('pglite')) results.push(await measureDatabase('PGlite', null));
  if (DATABASES.includes('postgres')) {
    let url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      const postgres = await startPostgres();
      onCleanUp(postgres.stop);
      url = postgres.url;
    }
    results.push(await measureDatabase('PostgreSQL', url));
  }
  return results.every(Boolean);
};

await runBenchmark(main);
