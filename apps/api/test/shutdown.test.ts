import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { QUEUES, startJobQueue } from '../src/jobs/job-queue.ts';
import { createLifecycle, shutdownGracefully } from '../src/lifecycle.ts';
import type { TDocumentAnalyzer } from '../src/services/analysis/document-analyzer.ts';
import { openTestDatabase } from './helpers/build-test-app.ts';
import { words } from './helpers/journey.ts';
import { deferred } from './helpers/wait.ts';

const testEnv = async () =>
  loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sello-test-')),
    SUPPORT_EMAIL: 'support@sello.test',
  });

const uploadOnly = async (app: FastifyInstance, body: string): Promise<string> => {
  const presign = await app.inject({
    method: 'POST',
    url: '/api/uploads/presigned-url',
    payload: { files: [{ filename: 'slow.txt', contentType: 'text/plain', size: body.length }] },
  });
  const [upload] = presign.json().uploads;
  const put = await app.inject({ method: 'PUT', url: upload.uploadUrl, payload: body });
  expect(put.statusCode, put.body).toBe(200);
  return upload.fileKey;
};

describe('readiness and graceful shutdown', () => {
  it('/api/ready answers 503 while draining, /api/health stays 200', async () => {
    const database = await openTestDatabase();
    const lifecycle = createLifecycle();
    const app = await buildApp({
      env: await testEnv(),
      database,
      jwtSecret: 'x'.repeat(48),
      lifecycle,
      runWorkers: false,
    });
    try {
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      lifecycle.draining = true;
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'Shutting down', code: 'UNAVAILABLE' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('a listening server finishes the request in flight, then closes the analysis pool and the database', async () => {
    const events: string[] = [];
    // No timers: the analysis runs until the drain is over, and the drain lasts until the test has seen it.
    const analysisStarted = deferred();
    const drainOver = deferred();
    const analyzer: TDocumentAnalyzer = {
      analyze: async () => {
        events.push('analysis started');
        analysisStarted.resolve();
        await drainOver.promise;
        events.push('analysis finished');
        return { pages: 1, wordCount: 10, method: 'text', perPage: null, ocrConfidence: null, warnings: [] };
      },
      preview: async () => null,
      close: async () => {
        events.push('analysis pool closed');
      },
    };
    const database = await openTestDatabase();
    const lifecycle = createLifecycle();
    const app = await buildApp({ env: await testEnv(), database, jwtSecret: 'x'.repeat(48), lifecycle, analyzer });
    await app.ready();
    const fileKey = await uploadOnly(app, words(10));
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const inFlight = fetch(`${address}/api/analyze/document`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fileKey }),
    }).then(async (res) => ({
      status: res.status,
      connection: res.headers.get('connection'),
      body: (await res.json()) as { analysis: unknown },
    }));
    await analysisStarted.promise;

    const shutdown = shutdownGracefully({
      app,
      lifecycle,
      drainMs: 400,
      waitToDrain: () => drainOver.promise,
      closeDatabase: async () => {
        events.push('database closed');
        await database.close();
      },
    });
    // Draining: not ready, yet still serving what the load balancer sends before it notices.
    expect((await fetch(`${address}/api/ready`)).status).toBe(503);
    expect((await fetch(`${address}/api/health`)).status).toBe(200);
    drainOver.resolve();

    await shutdown;
    const response = await inFlight;
    expect(response.status).toBe(200);
    // Its connection is not kept alive: the client's next request goes to another instance.
    expect(response.connection).toBe('close');
    expect(response.body.analysis).toMatchObject({ pages: 1, wordCount: 10 });
    expect(events).toEqual(['analysis started', 'analysis finished', 'analysis pool closed', 'database closed']);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  }, 60_000);

  it('stopping the job queue lets a running job finish', async () => {
    const database = await openTestDatabase();
    const jobs = await startJobQueue(database.jobsConnection, Fastify({ logger: false }).log);
    const events: string[] = [];
    const jobStarted = deferred();
    try {
      await jobs.work(QUEUES.sweepRateLimits, async () => {
        events.push('job started');
        jobStarted.resolve();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        events.push('job finished');
      });
      await jobs.send(QUEUES.sweepRateLimits, {});
      await jobStarted.promise;
      await jobs.stop(5000);
      events.push('queue stopped');
      expect(events).toEqual(['job started', 'job finished', 'queue stopped']);
    } finally {
      await database.close();
    }
  }, 60_000);
});
