#!/usr/bin/env node
// API throughput: GET /api/quotes/:id on the real server (a child `node apps/api/src/server.ts`, as `npm start` runs
// it: PGlite in a temporary DATA_DIR, LOG_LEVEL=warn, a quote created through the HTTP API by upload → analyse →
// POST /api/quotes) against a bare Fastify app (the same fastify package, in its own child process) answering the
// same quote's JSON as a static object. Both are hit by autocannon in this process (10 connections, 5 s, after a
// 2 s warm-up), alternating over 3 rounds; medians are printed, and the median of the rounds' ratios is checked
// against the DESIGN.md §8 budget (≥ 0.40 of the bare route). GET /api/health is measured too, as a reference: the
// same hooks, headers and schema serialiser without a database query. GET /api/quotes/:id carries no rate limit
// (@fastify/rate-limit is registered with global: false and this route sets none), so nothing is switched off.
// Run: `PATH=$PWD/node_modules/.bin:$PATH node bench/api-throughput.mjs` (env BENCH_ROUNDS, BENCH_SECONDS;
// BENCH_DATABASE_URL=postgres://… measures the server on PostgreSQL instead of the default embedded PGlite).
// Exit code 1 when the budget is missed, 2 on a setup error.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createHarness,
  freePort,
  median,
  requireNode24,
  root,
  serverScript,
  waitForHttp,
} from './support/bench-harness.mjs';

const BUDGET = 0.4;
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

requireNode24();
const requireFromApi = createRequire(path.join(root, 'apps', 'api', 'package.json'));
const fastifyEntry = pathToFileURL(requireFromApi.resolve('fastify')).href;
const fastifyVersion = requireFromApi('fastify/package.json').version;
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
const { tmp, startChild, run: runBenchmark } = createHarness({ name: 'api', watchdogMs: 10 * 60_000 });

const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out after ${ms} ms`)), ms).unref()),
  ]);

const api = async (base, method, url, body, headers = {}) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text);
};

/** The journey of test/helpers/journey.ts over real HTTP: presign, PUT, analyse, then create the quote. */
const createQuote = async (base) => {
  const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
  const body = Buffer.from(`Birth certificate\n\n${words}\n`);
  const file = { filename: 'birth-certificate.txt', contentType: 'text/plain', size: body.length };
  const { uploads } = await api(base, 'POST', '/api/uploads/presigned-url', { files: [file] });
  const put = await fetch(`${base}${uploads[0].uploadUrl}`, {
    method: 'PUT',
    headers: { 'content-type': file.contentType },
    body,
    signal: AbortSignal.timeout(60_000),
  });
  if (!put.ok) throw new Error(`PUT upload: ${put.status} ${await put.text()}`);
  const { fileKey } = uploads[0];
  await api(base, 'POST', '/api/analyze/document', { fileKey, ...file });
  const { quote } = await api(base, 'POST', '/api/quotes', {
    files: [{ fileKey }],
    sessionId: 'bench-session',
    sourceLanguage: 'en',
    targetLanguage: 'es',
  });
  return quote;
};

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

const main = async () => {
  // The real server, as npm start runs it (minus the build step: /api does not need the web app).
  const apiPort = await freePort();
  const dataDir = path.join(tmp, 'data');
  const server = startChild([serverScript], {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SMTP_URL: '',
    MT_PROVIDER: 'none',
    PUBLIC_URL: `http://localhost:${apiPort}`,
  });
  const apiBase = `http://127.0.0.1:${apiPort}`;
  await waitForHttp(server, `${apiBase}/api/health`, 120_000);
  const quote = await createQuote(apiBase);
  const quoteUrl = `${apiBase}/api/quotes/${quote.id}`;
  const sample = await api(apiBase, 'GET', `/api/quotes/${quote.id}`);
  const sampleJson = JSON.stringify(sample);

  // The baseline: a bare Fastify 5 app answering the same JSON (serialised per request, as a route returning an
  // object is).
  const barePort = await freePort();
  const bareScript = path.join(tmp, 'bare-fastify.mjs');
  writeFileSync(
    bareScript,
    `import Fastify from ${JSON.stringify(fastifyEntry)};
const body = JSON.parse(${JSON.stringify(sampleJson)});
const app = Fastify({ logger: false });
app.get('/api/quotes/:id', async () => body);
await app.listen({ port: ${barePort}, host: '127.0.0.1' });
`,
  );
  const bare = startChild([bareScript], { ...process.env });
  const bareUrl = `http://127.0.0.1:${barePort}/api/quotes/${quote.id}`;
  await waitForHttp(bare, bareUrl, 30_000);
  const bareBytes = (await (await fetch(bareUrl)).text()).length;

  console.info(
    `database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (default)'}; ` +
      `fastify ${fastifyVersion}, autocannon ${CONNECTIONS} connections × ${SECONDS} s, ${ROUNDS} rounds (medians); ` +
      `quote body ${sampleJson.length} B (bare ${bareBytes} B)`,
  );
  await cannon(bareUrl, WARM_UP_SECONDS);
  await cannon(quoteUrl, WARM_UP_SECONDS);
  // Reference, not budgeted: GET /api/health goes through the same hooks, schema serialiser and headers without a
  // database query, which splits Sello's cost between the HTTP stack and the quote's queries.
  const healthUrl = `${apiBase}/api/health`;
  await cannon(healthUrl, WARM_UP_SECONDS);
  const runs = { bare: [], sello: [], health: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.bare.push(await measure(bareUrl));
    runs.sello.push(await measure(quoteUrl));
    runs.health.push(await measure(healthUrl));
    const [bareRound, selloRound, healthRound] = [runs.bare[round], runs.sello[round], runs.health[round]];
    console.info(
      `  round ${round + 1}: bare ${bareRound.rps.toFixed(0)} req/s, sello quote ${selloRound.rps.toFixed(0)} req/s ` +
        `(ratio ${(selloRound.rps / bareRound.rps).toFixed(2)}), sello health ${healthRound.rps.toFixed(0)} req/s`,
    );
  }

  const summary = (name, list) => {
    console.info(
      `${name.padEnd(36)} ${median(list.map((run) => run.rps))
        .toFixed(0)
        .padStart(
          7,
        )} req/s   p50 ${median(list.map((run) => run.p50))} ms   p99 ${median(list.map((run) => run.p99))} ms`,
    );
  };
  summary('bare fastify (static JSON)', runs.bare);
  summary('sello GET /api/quotes/:id', runs.sello);
  summary('sello GET /api/health (reference)', runs.health);
  // Each round's ratio pairs measurements taken seconds apart: the machine's speed drifts with its load.
  const ratio = median(runs.sello.map((run, round) => run.rps / runs.bare[round].rps));
  const pass = ratio >= BUDGET;
  console.info(
    `ratio health / bare (HTTP stack alone, reference): ${median(runs.health.map((run, round) => run.rps / runs.bare[round].rps)).toFixed(2)}`,
  );
  console.info(
    `ratio sello / bare (median of rounds): ${ratio.toFixed(2)} (budget ≥ ${BUDGET.toFixed(2)}) ${pass ? 'PASS' : 'FAIL'}`,
  );
  return pass;
};

await runBenchmark(main);
