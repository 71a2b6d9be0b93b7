import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../src/http/metrics.ts';
import { QUEUES, startJobQueue } from '../src/jobs/job-queue.ts';
import type { TDocumentAnalyzer } from '../src/services/analysis/document-analyzer.ts';
import { buildTestApp, openTestDatabase, type TTestApp } from './helpers/build-test-app.ts';
import { uploadFile, words } from './helpers/journey.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

const analyzer: TDocumentAnalyzer = {
  analyze: async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { pages: 1, wordCount: 10, method: 'text', perPage: null, ocrConfidence: null, warnings: [] };
  },
  preview: async () => null,
  close: async () => undefined,
};

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN }, analyzer });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `name{a="b"} 3`. */
const sample = (body: string, series: string): number | null => {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? null : Number(line.slice(series.length + 1));
};

describe('GET /api/metrics', () => {
  it('is 404 without METRICS_TOKEN', async () => {
    const other = await buildTestApp();
    try {
      const res = await other.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await other.close();
    }
  }, 60_000);

  it('asks for the token: none, another or a near miss gets 401', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
    ]) {
      const res = await scrape(authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('sello_');
    }
  });

  it('counts requests by route pattern and status class, never by raw URL', async () => {
    const id = '6f1d3c2a-5b4e-4f3a-9c8d-7e6f5a4b3c2d';
    await t.app.inject({ method: 'GET', url: `/api/orders/${id}` });
    await t.app.inject({ method: 'GET', url: `/api/orders/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${id}` });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).not.toContain(id);
    expect(
      sample(
        res.body,
        'sello_http_request_duration_seconds_count{method="GET",route="/api/orders/:id",status_class="4xx"}',
      ),
    ).toBe(2);
    expect(
      sample(
        res.body,
        'sello_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      sample(res.body, 'sello_http_request_duration_seconds_count{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBe(1);
    expect(res.body).toContain(
      'sello_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"',
    );
  });

  it('times document analyses and shows the job queues', async () => {
    await uploadFile(t.app, { filename: 'one.txt', contentType: 'text/plain', body: words(10) });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(sample(res.body, 'sello_analysis_duration_seconds_count{method="text",outcome="done"}')).toBe(1);
    expect(sample(res.body, 'sello_analysis_duration_seconds_sum{method="text",outcome="done"}')).toBeGreaterThan(0);
    for (const queue of Object.values(QUEUES)) {
      for (const state of ['ready', 'deferred', 'active', 'failed']) {
        expect(
          sample(res.body, `sello_job_queue_jobs{queue="${queue}",state="${state}"}`),
          `${queue} ${state}`,
        ).toEqual(expect.any(Number));
      }
    }
  });
});

describe('job metrics', () => {
  it('counts completed and failed job attempts per queue', async () => {
    const database = await openTestDatabase();
    const metrics = createMetrics({ processMetrics: false });
    const jobs = await startJobQueue(database.jobsConnection, Fastify({ logger: false }).log, metrics.jobFinished);
    try {
      let seen = 0;
      const both = new Promise<void>((resolve) => {
        void jobs.work<{ fail: boolean }>(QUEUES.sweepRateLimits, async ({ fail }) => {
          seen += 1;
          if (seen === 2) setTimeout(resolve, 50);
          if (fail) throw new Error('job failed on purpose');
        });
      });
      await jobs.send(QUEUES.sweepRateLimits, { fail: false });
      await jobs.send(QUEUES.sweepRateLimits, { fail: true }, { retryLimit: 0 });
      await both;
      const body = await metrics.registry.metrics();
      expect(sample(body, 'sello_jobs_total{queue="sweep-rate-limits",outcome="completed"}')).toBe(1);
      expect(sample(body, 'sello_jobs_total{queue="sweep-rate-limits",outcome="failed"}')).toBe(1);
    } finally {
      await jobs.stop(1000);
      await database.close();
    }
  }, 60_000);
});
