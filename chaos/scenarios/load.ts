import { createRequire } from 'node:module';
import {
  analyze,
  createOrder,
  createQuote,
  customerAddress,
  documentText,
  getOrder,
  type TCaller,
  uploadBytes,
} from '../support/customer.ts';
import type { TResponse } from '../support/http.ts';
import type { TScenario } from '../support/scenario.ts';
import { startSite, type TInstance } from '../support/site.ts';
import { mb, median, percentile } from '../support/stats.ts';
import { sleep } from '../support/time.ts';

/**
 * Scenario 6: a fixed rate of mixed traffic against the two instances of a PostgreSQL + S3 site for 5 minutes (20 s
 * in the short run), after a warm-up: autocannon (as bench/api-throughput.mjs drives it) on the read paths and the
 * one-request writes, and scripted customers on the upload → analyse → quote → order journey (a journey's steps
 * depend on each other, which autocannon cannot express). Each path's p50/p99 and errors are printed; any error
 * (non-2xx, refused connection, timeout) fails the run, as does an answer slower than a hang's bound or instance
 * memory that grows.
 *
 * Rate limits are per client address and the production defaults stay as they are: the site trusts the loopback
 * proxy (TRUST_PROXY, as deployed behind nginx) and every request of a rate-limited path, and every journey, comes
 * from its own X-Forwarded-For address — many customers, each well within their limits, as a real crowd is.
 */

const autocannon = createRequire(import.meta.url)('autocannon');

/**
 * Requests a second, by path, over both instances: ~100 a second in all, plus a journey (5 requests) a second.
 * Found on the 2-core machine (shared with other work, load average ~8) with the short run, from high to low: at 4×
 * this (~400 req/s asked) autocannon could not keep the rate and p99 reached 1.3–2.4 s (tracking, leads, contact,
 * orders); at 2× (~200 req/s) zero errors but p99 0.9–1 s on leads and contact, at the edge; at this rate zero
 * errors and every p99 ≤ 0.4 s, which leaves room for a busier machine (CI) over 5 minutes. CHAOS_LOAD_SCALE
 * multiplies every rate, to look for the limit again on another machine.
 */
const SCALE = Number(process.env.CHAOS_LOAD_SCALE ?? 1);
const RATES: Record<string, number> = {
  'GET /api/quotes/:id': 24,
  'GET /api/orders/:id': 16,
  'GET /api/orders/track': 8,
  'GET /': 8,
  'GET /pricing': 8,
  'GET /api/config/all': 16,
  'GET /api/config/pricing': 8,
  'GET /api/testimonials': 8,
  'POST /api/leads': 2,
  'POST /api/contact': 2,
};
const JOURNEYS_PER_SECOND = 1;

/**
 * Each path's p50 and p99 are printed, not judged: on a 2-core machine shared with other work, a p99 moves with the
 * neighbours' load (0.4 s to over 1 s for the same run), and a limit near the expected value would fail at random.
 * An answer slower than this is a hang in all but name, whatever the machine does, and fails the run; the analysis
 * route's own bound is 25 s (a provisional estimate after that, docs/server.md), so its hang is past 30 s.
 */
const HANG_MS = 10_000;
const HANG_MS_BY_PATH: Record<string, number> = { 'POST /api/analyze/document': 30_000 };

/**
 * Memory: each instance's RSS, sampled every 2 s of the measured run; the median of its last third may exceed the
 * median of its first third by at most 10 % + 24 MB. A steady load grows no data (reads) or only rows (writes), so
 * the heap of a healthy instance stays level; V8 grows and shrinks its heap in steps of a few MB and the allocator
 * keeps freed pages, which the margin absorbs. A leak of 1 KB a request (~16,000 requests an instance in 5 minutes)
 * is 16 MB, which this would not see alone; 2 KB and more, or anything held per upload or per order, it does.
 */
const RSS_GROWTH = { share: 0.1, bytes: 24 * 1024 * 1024 };
const RSS_SAMPLE_MS = 2_000;

const HTTP_TIMEOUT_S = 10;

type TPathStats = { latencies: number[]; errors: number; statuses: Map<string, number> };

const newStats = (): TPathStats => ({ latencies: [], errors: 0, statuses: new Map() });

const record = (stats: TPathStats, status: number | string, ms: number) => {
  const ok = typeof status === 'number' && status >= 200 && status < 300;
  if (ok) stats.latencies.push(ms);
  else {
    stats.errors += 1;
    stats.statuses.set(String(status), (stats.statuses.get(String(status)) ?? 0) + 1);
  }
};

/** A fresh address for each request of a rate-limited path (never dialled: only the X-Forwarded-For value). */
let nextAddress = 100_000;
const freshAddress = () => customerAddress(nextAddress++);

type TCannonRequest = { method: string; path: string; body?: string; headers?: Record<string, string> };

/** One path against one instance at `rate` requests a second for `seconds`; latencies and errors into `stats`. */
const cannon = (
  url: string,
  request: TCannonRequest,
  rate: number,
  seconds: number,
  stats: TPathStats | null,
  rotateAddress: boolean,
) =>
  new Promise<void>((resolve, reject) => {
    const headers = { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers };
    const instance = autocannon(
      {
        url,
        connections: Math.max(1, Math.ceil(rate / 4)),
        overallRate: rate,
        duration: seconds,
        timeout: HTTP_TIMEOUT_S,
        requests: [
          {
            method: request.method,
            path: request.path,
            headers,
            ...(request.body ? { body: request.body } : {}),
            ...(rotateAddress
              ? {
                  setupRequest: (req: { headers: Record<string, string> }) => ({
                    ...req,
                    headers: { ...req.headers, 'x-forwarded-for': freshAddress() },
                  }),
                }
              : {}),
          },
        ],
      },
      (error: Error | null) => (error ? reject(error) : resolve()),
    );
    if (stats) {
      instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) =>
        record(stats, status, ms),
      );
      instance.on('reqError', (error: Error) =>
        record(stats, error.message.includes('timed out') ? 'timeout' : 'error', 0),
      );
    }
  });

/** The journey steps, each timed into its path's stats. */
const journey = async (
  instance: TInstance,
  index: number,
  stats: (path: string) => TPathStats | null,
): Promise<{ quoteId?: string; orderId?: string }> => {
  const caller: TCaller = { baseUrl: instance.url, clientIp: customerAddress(index) };
  const step = async <R extends TResponse>(path: string, run: () => Promise<R>) => {
    const response = await run();
    const target = stats(path);
    if (target) record(target, response.status || response.error || 'error', response.ms);
    return response.status >= 200 && response.status < 300 ? response : null;
  };
  const body = new TextEncoder().encode(`Birth certificate\n\n${documentText(300)}\n`);
  const upload = await uploadBytes(caller, { filename: 'certificate.txt', contentType: 'text/plain', bytes: body });
  const uploadStats = stats('PUT upload (to the bucket)');
  if (uploadStats) record(uploadStats, upload.status || upload.error || 'error', upload.ms);
  if (upload.status !== 200 || !upload.fileKey) return {};
  const fileKey = upload.fileKey;
  if (!(await step('POST /api/analyze/document', () => analyze(caller, fileKey, 'certificate.txt')))) return {};
  const quote = await step('POST /api/quotes', () => createQuote(caller, [fileKey]));
  const quoteId = quote?.json?.quote?.quoteId as string | undefined;
  if (!quoteId) return {};
  const order = await step('POST /api/orders', () => createOrder(caller, quoteId, `load-${index}@chaos.test`));
  return { quoteId, orderId: order?.json?.order?.orderId as string | undefined };
};

export const scenario: TScenario = {
  name: 'load',
  title: 'Load',
  run: async (ctx) => {
    const seconds = ctx.short ? 10 : 300;
    const warmUpSeconds = ctx.short ? 3 : 15;
    const failures: string[] = [];
    const site = await startSite({ workDir: ctx.workDir, instances: 2, database: 'postgres', storage: 's3' });
    try {
      const { instances } = site;
      // What the reads read: quotes and orders made by customers before the load.
      const made: { quoteId: string; orderId: string; orderNumber: string }[] = [];
      for (let i = 0; i < 4; i += 1) {
        const instance = instances[i % instances.length] as TInstance;
        const { quoteId, orderId } = await journey(instance, 10 + i, () => null);
        if (!quoteId || !orderId) throw new Error('setup: a customer journey failed before the load');
        const order = await getOrder({ baseUrl: instance.url }, orderId);
        if (order.status !== 200) throw new Error(`setup: reading the order: ${order.status} ${order.text}`);
        made.push({ quoteId, orderId, orderNumber: order.json.order.orderNumber as string });
      }
      const pick = <T>(list: T[], i: number) => list[i % list.length] as T;
      const requestsFor = (i: number): Record<string, { request: TCannonRequest; rotate: boolean }> => ({
        'GET /api/quotes/:id': {
          request: { method: 'GET', path: `/api/quotes/${pick(made, i).quoteId}` },
          rotate: false,
        },
        'GET /api/orders/:id': {
          request: { method: 'GET', path: `/api/orders/${pick(made, i).orderId}` },
          rotate: false,
        },
        'GET /api/orders/track': {
          request: { method: 'GET', path: `/api/orders/track?q=${encodeURIComponent(pick(made, i).orderNumber)}` },
          rotate: true,
        },
        'GET /': { request: { method: 'GET', path: '/' }, rotate: false },
        'GET /pricing': { request: { method: 'GET', path: '/pricing' }, rotate: false },
        'GET /api/config/all': { request: { method: 'GET', path: '/api/config/all' }, rotate: false },
        'GET /api/config/pricing': { request: { method: 'GET', path: '/api/config/pricing' }, rotate: false },
        'GET /api/testimonials': { request: { method: 'GET', path: '/api/testimonials' }, rotate: false },
        'POST /api/leads': {
          request: {
            method: 'POST',
            path: '/api/leads',
            body: JSON.stringify({ email: 'lead@chaos.test', name: 'Load Lead', source: 'free-quote' }),
          },
          rotate: true,
        },
        'POST /api/contact': {
          request: {
            method: 'POST',
            path: '/api/contact',
            body: JSON.stringify({
              name: 'Load Customer',
              email: 'contact@chaos.test',
              subject: 'quote',
              message: 'I need my birth certificate translated to Spanish.',
            }),
          },
          rotate: true,
        },
      });

      const stats = new Map<string, TPathStats>();
      const statsFor = (path: string) => {
        let found = stats.get(path);
        if (!found) {
          found = newStats();
          stats.set(path, found);
        }
        return found;
      };

      /** Every path on every instance at its rate for `duration` s, and journeys alongside; `measure` records. */
      let journeyIndex = 1_000;
      const phase = async (duration: number, measure: boolean) => {
        // A path's rate shared by the instances in whole requests a second (autocannon's least is 1), the odd ones
        // to the instances in turn.
        const cannons = Object.keys(RATES).flatMap((path, p) => {
          const rate = Math.max(1, Math.round((RATES[path] ?? 1) * SCALE));
          return instances.flatMap((instance, i) => {
            const turn = (i + p) % instances.length;
            const share = Math.floor(rate / instances.length) + (turn < rate % instances.length ? 1 : 0);
            const target = requestsFor(i)[path];
            if (share === 0 || !target) return [];
            return [
              cannon(instance.url, target.request, share, duration, measure ? statsFor(path) : null, target.rotate),
            ];
          });
        });
        const journeys: Promise<unknown>[] = [];
        const every = 1000 / (JOURNEYS_PER_SECOND * SCALE);
        const end = Date.now() + duration * 1000;
        for (let n = 0; Date.now() < end; n += 1) {
          const index = journeyIndex++;
          journeys.push(
            journey(pick(instances, n), index, (path) => (measure ? statsFor(path) : null)).catch((error: Error) => {
              if (measure) failures.push(`journey ${index}: ${error.message}`);
            }),
          );
          await sleep(every);
        }
        await Promise.all([...cannons, ...journeys]);
      };

      ctx.log(`warm-up ${warmUpSeconds} s`);
      await phase(warmUpSeconds, false);
      const rss: number[][] = instances.map(() => []);
      let sampling = true;
      const sampler = (async () => {
        while (sampling) {
          for (const [i, instance] of instances.entries()) rss[i]?.push(instance.rssBytes());
          await sleep(RSS_SAMPLE_MS);
        }
      })();
      const totalRate = Object.values(RATES).reduce((sum, rate) => sum + rate, 0) * SCALE;
      ctx.log(
        `load: ~${totalRate} req/s + ${JOURNEYS_PER_SECOND * SCALE} journeys/s for ${seconds} s on ${instances.length} instances`,
      );
      const started = Date.now();
      await phase(seconds, true);
      const elapsed = (Date.now() - started) / 1000;
      sampling = false;
      await sampler;

      let requests = 0;
      let errors = 0;
      const rows: string[] = [];
      for (const [path, { latencies, errors: failed, statuses }] of [...stats.entries()].sort()) {
        requests += latencies.length + failed;
        errors += failed;
        const p50 = percentile(latencies, 0.5);
        const p99 = percentile(latencies, 0.99);
        const slowest = latencies.reduce((max, ms) => Math.max(max, ms), 0);
        rows.push(
          `${path.padEnd(30)} ${String(latencies.length + failed).padStart(6)} req  p50 ${String(Math.round(p50)).padStart(5)} ms  p99 ${String(Math.round(p99)).padStart(5)} ms  errors ${failed}${failed ? ` (${[...statuses].map(([status, count]) => `${status} ×${count}`).join(', ')})` : ''}`,
        );
        if (failed > 0)
          failures.push(`${path}: ${failed} errors (${[...statuses].map(([s, c]) => `${s} ×${c}`).join(', ')})`);
        const hang = HANG_MS_BY_PATH[path] ?? HANG_MS;
        if (slowest > hang)
          failures.push(`${path}: an answer took ${Math.round(slowest)} ms (over ${hang} ms: a hang)`);
        if (latencies.length === 0) failures.push(`${path}: no request answered`);
      }
      for (const row of rows) ctx.log(row);

      const memory: string[] = [];
      instances.forEach((instance, i) => {
        const samples = (rss[i] ?? []).filter((bytes) => bytes > 0);
        const third = Math.max(1, Math.floor(samples.length / 3));
        const first = median(samples.slice(0, third));
        const last = median(samples.slice(-third));
        const limit = first * (1 + RSS_GROWTH.share) + RSS_GROWTH.bytes;
        memory.push(`${instance.name} ${mb(first)} → ${mb(last)}`);
        if (samples.length < 3) failures.push(`${instance.name}: too few RSS samples`);
        else if (last > limit)
          failures.push(`${instance.name}: RSS grew from ${mb(first)} to ${mb(last)} (over ${mb(limit)})`);
      });
      ctx.log(`RSS (median of first → last third): ${memory.join(', ')}`);

      const worst = [...stats.entries()]
        .map(([path, { latencies }]) => ({ path, p99: percentile(latencies, 0.99) }))
        .sort((a, b) => b.p99 - a.p99)[0];
      return {
        load: `~${Math.round(requests / elapsed)} req/s over ${stats.size} paths on 2 instances for ${Math.round(elapsed)} s (${requests} requests, journeys included)`,
        faults: 'none (steady load after a warm-up)',
        checked: `${errors} errors; no answer over ${HANG_MS / 1000} s (analysis 30 s); p99 per path printed, not judged (worst ${worst?.path} ${Math.round(worst?.p99 ?? 0)} ms); RSS flat (${memory.join(', ')})`,
        failures,
      };
    } finally {
      await site.stop();
    }
  },
};
