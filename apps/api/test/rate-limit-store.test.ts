import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { TRateLimits } from '../src/app-context.ts';
import { loadEnv } from '../src/config/env.ts';
import type { TDatabaseHandle } from '../src/db/database.ts';
import { sweepRateLimits } from '../src/http/database-rate-limit-store.ts';
import { openTestDatabase } from './helpers/build-test-app.ts';

/**
 * Two app instances on one database stand for two servers behind a load balancer: a client's allowance is the
 * same whichever of them it reaches.
 */
let database: TDatabaseHandle;
let first: FastifyInstance;
let second: FastifyInstance;

const buildInstance = async (rateLimits: Partial<TRateLimits>, extraEnv: Record<string, string> = {}) => {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sello-test-')),
    SUPPORT_EMAIL: 'support@sello.test',
    ...extraEnv,
  });
  const app = await buildApp({
    env,
    database,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    runWorkers: false,
    rateLimits,
  });
  await app.ready();
  return app;
};

beforeAll(async () => {
  database = await openTestDatabase();
  const rateLimits = {
    tracking: { max: 3, timeWindow: '1 minute' },
    plannerGenerate: { max: 2, timeWindow: '1 second' },
  };
  first = await buildInstance(rateLimits);
  second = await buildInstance(rateLimits);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
});

const track = (app: FastifyInstance, ip: string) =>
  app.inject({ method: 'GET', url: '/api/orders/track?q=TRS-20260101-ABCDEF', remoteAddress: ip });

describe('rate limits in the database', () => {
  it('counts a client across instances: the 4th request of 3 allowed is refused on either', async () => {
    const statuses = [
      (await track(first, '192.0.2.10')).statusCode,
      (await track(second, '192.0.2.10')).statusCode,
      (await track(first, '192.0.2.10')).statusCode,
    ];
    expect(statuses).not.toContain(429);
    const refused = await track(second, '192.0.2.10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await track(first, '192.0.2.10')).statusCode).toBe(429);
    // Another client, and the same client on another route, have their own counts.
    expect((await track(first, '192.0.2.11')).statusCode).not.toBe(429);
    const other = await second.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.10' });
    expect(other.statusCode).toBe(200);
  });

  it('counts parallel requests once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => track(index % 2 ? first : second, '192.0.2.20')),
    );
    expect(results.filter((res) => res.statusCode !== 429)).toHaveLength(3);
  });

  it('never stores the client address, and starts a new window once the old one has ended', async () => {
    const generate = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/planner/generate', payload: {}, remoteAddress: '192.0.2.30' });
    expect((await generate(first)).statusCode).not.toBe(429);
    expect((await generate(second)).statusCode).not.toBe(429);
    expect((await generate(first)).statusCode).toBe(429);
    const rows = await database.db.selectFrom('rate_limits').select('key').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.key).not.toContain('192.0.2');
    expect(rows.map((row) => row.key)).toContainEqual(
      expect.stringMatching(/^POST \/api\/planner\/generate [0-9a-f]{64}$/),
    );

    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await generate(second)).statusCode).not.toBe(429);
  });

  it('sweeps rows whose window has ended and keeps the live ones', async () => {
    await database.db
      .insertInto('rate_limits')
      .values([
        { key: 'GET /old deadbeef', hits: 9, expires_at: sql<Date>`now() - interval '1 second'` },
        { key: 'GET /live deadbeef', hits: 1, expires_at: sql<Date>`now() + interval '1 minute'` },
      ])
      .execute();
    expect(await sweepRateLimits(database.db)).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key);
    expect(keys).not.toContain('GET /old deadbeef');
    expect(keys).toContain('GET /live deadbeef');
  });
});

describe('REDIS_URL', () => {
  it('must be a redis:// or rediss:// URL', () => {
    expect(() => loadEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(loadEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
  });

  // Runs where TEST_REDIS_URL points at a Redis: npm test's PostgreSQL pass starts one (Debian's redis-server).
  it.skipIf(!process.env.TEST_REDIS_URL)('counts a client across instances in Redis', async () => {
    const redisEnv = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const limits = { tracking: { max: 2, timeWindow: '1 minute' } };
    const one = await buildInstance(limits, redisEnv);
    const two = await buildInstance(limits, redisEnv);
    const countRows = async () => (await database.db.selectFrom('rate_limits').select('key').execute()).length;
    const before = await countRows();
    try {
      const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      expect((await track(one, ip)).statusCode).not.toBe(429);
      expect((await track(two, ip)).statusCode).not.toBe(429);
      expect((await track(one, ip)).statusCode).toBe(429);
      // Nothing was counted in the database.
      expect(await countRows()).toBe(before);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
