import net from 'node:net';
import Fastify from 'fastify';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/db/errors.ts';
import { withPreparedStatementsPool } from '../src/db/prepared-statements.ts';
import { logJobQueueError, type TJobQueue, UNREACHABLE_LOG_INTERVAL_MS } from '../src/jobs/job-queue.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { buildTestApp, openTestDatabase, type TTestApp } from './helpers/build-test-app.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';
import { startTcpGate, type TTcpGate } from './helpers/tcp-gate.ts';
import { waitFor } from './helpers/wait.ts';

/** The PostgreSQL server of the API suite's second run: only there can the database go away under the app. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const UNAVAILABLE = {
  error: 'The service is briefly unavailable. Please try again in a moment.',
  code: 'UNAVAILABLE',
};

describe('the database unreachable', () => {
  let t: TTestApp | null = null;
  let gate: TTcpGate | null = null;
  afterAll(async () => {
    gate?.restore();
    await t?.close();
    await gate?.close();
  });

  it.skipIf(!onPostgres)(
    'requests answer 503 with Retry-After and a message, readiness says not ready; once it is back the same app serves again and runs jobs',
    async () => {
      const server = new URL(process.env.TEST_DATABASE_URL as string);
      gate = await startTcpGate({ host: server.hostname, port: Number(server.port || 5432) });
      t = await buildTestApp({ database: await openTestDatabase({ via: gate }) });
      const { app } = t;
      const token = await signInAdmin(app, t.db);
      const created = await app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { sourceLanguage: 'es', targetLanguage: 'en', manualEstimate: { pages: 2 } },
      });
      expect(created.statusCode, created.body).toBe(201);
      const quoteId: string = created.json().quote.quoteId;

      gate.cut();
      const during = [
        await app.inject({ method: 'GET', url: `/api/quotes/${quoteId}` }),
        await app.inject({
          method: 'POST',
          url: '/api/quotes',
          payload: { sourceLanguage: 'es', targetLanguage: 'en', manualEstimate: { pages: 1 } },
        }),
        await app.inject({ method: 'GET', url: '/api/admin/orders', headers: { authorization: `Bearer ${token}` } }),
        // Rate-limited: its counter lives in the same database (http/database-rate-limit-store.ts).
        await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { name: 'Ana Ruiz', email: 'ana@example.test', subject: 'general', message: 'Is anyone there?' },
        }),
      ];
      for (const res of during) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual(UNAVAILABLE);
      }
      const notReady = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ error: 'Database unreachable', code: 'UNAVAILABLE' });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      gate.restore();
      const ready = await waitFor(
        async () => (await app.inject({ method: 'GET', url: '/api/ready' })).statusCode,
        (status) => status === 200,
      );
      expect(ready).toBe(200);
      const again = await app.inject({ method: 'GET', url: `/api/quotes/${quoteId}` });
      expect(again.statusCode, again.body).toBe(200);

      // A job sent now runs: the contact message's email leaves the outbox's queue (stored: no SMTP here).
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Ana Ruiz', email: 'ana@example.test', subject: 'general', message: 'Back again?' },
      });
      expect(contact.statusCode, contact.body).toBe(201);
      const db = t.db;
      const status = await waitFor(
        async () => (await db.selectFrom('outbox').select('status').executeTakeFirst())?.status,
        (value) => value !== 'queued' && value !== 'sending',
      );
      expect(status).toBe('stored');
    },
  );
});

/**
 * A relay to PostgreSQL that can go silent: `stall()` stops passing bytes on every connection and accepts new ones
 * without ever answering (a database across a broken network), `resume()` drops the stalled ones and relays again.
 */
const startStallingRelay = async (target: { host: string; port: number }) => {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('error', () => client.destroy()).on('close', () => sockets.delete(client));
    if (stalled) return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy()).on('close', () => sockets.delete(upstream));
    client.on('close', () => upstream.destroy());
    client.on('data', (chunk) => {
      if (!stalled) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!stalled) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stall: () => {
      stalled = true;
    },
    resume: () => {
      for (const socket of sockets) socket.destroy();
      stalled = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

describe('a database that stops answering', () => {
  it.skipIf(!onPostgres)(
    'fails the statement after the bound instead of hanging, drops that connection, and works again once it answers',
    async () => {
      const server = new URL(process.env.TEST_DATABASE_URL as string);
      const relay = await startStallingRelay({ host: server.hostname, port: Number(server.port || 5432) });
      const url = new URL(server);
      url.hostname = '127.0.0.1';
      url.port = String(relay.port);
      const pool = new pg.Pool({ connectionString: url.toString(), max: 2, connectionTimeoutMillis: 300 });
      pool.on('error', () => undefined);
      const db = new Kysely<Record<string, never>>({
        dialect: new PostgresDialect({ pool: withPreparedStatementsPool(pool, { queryTimeoutMs: 300 }) }),
      });
      try {
        await sql`select 1`.execute(db);
        expect(pool.idleCount).toBe(1);

        relay.stall();
        // The idle connection is taken and its statement never answered.
        const lost = await sql`select 1`.execute(db).catch((error: Error) => error);
        expect(lost).toBeInstanceOf(Error);
        expect(isDatabaseUnavailable(lost)).toBe(true);
        // Destroyed, not back in the pool still waiting for its answer.
        expect(pool.totalCount).toBe(0);
        // A new connection is not answered either: refused after the connection bound.
        const unreachable = await sql`select 1`.execute(db).catch((error: Error) => error);
        expect(isDatabaseUnavailable(unreachable)).toBe(true);

        relay.resume();
        // A transaction whose second statement meets the silence fails (its rollback too) rather than hanging.
        const inTransaction = await db
          .transaction()
          .execute(async (trx) => {
            await sql`select 1`.execute(trx);
            relay.stall();
            await sql`select 2`.execute(trx);
          })
          .catch((error: Error) => error);
        expect(isDatabaseUnavailable(inTransaction)).toBe(true);

        relay.resume();
        const back = await sql<{ one: number }>`select 1 as one`.execute(db);
        expect(back.rows).toEqual([{ one: 1 }]);
      } finally {
        await db.destroy();
        await relay.close();
      }
    },
  );
});

describe('isDatabaseUnavailable', () => {
  const socketError = (code: string, message: string) => Object.assign(new Error(message), { code });

  it('knows a database that cannot be reached from one that refused a statement', () => {
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(socketError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(socketError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(socketError('08006', 'connection failure'))).toBe(true);
    expect(isDatabaseUnavailable(socketError('53300', 'sorry, too many clients already'))).toBe(true);
    // localhost with two addresses: Node reports both refusals together.
    const both = new AggregateError([socketError('ECONNREFUSED', 'a'), socketError('ECONNREFUSED', 'b')], '');
    expect(isDatabaseUnavailable(both)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated') }))).toBe(true);

    expect(isDatabaseUnavailable(socketError('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isDatabaseUnavailable(socketError('42P01', 'relation "nope" does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});

describe('the job queue while the database is unreachable', () => {
  it('logs the first failed poll, then one line a minute with how many it left out; other errors in full', () => {
    const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
    const logger = {
      warn: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'warn', fields, message }),
      error: (fields: Record<string, unknown>, message: string) => lines.push({ level: 'error', fields, message }),
    };
    let now = 1_000_000;
    const log = logJobQueueError(logger as never, () => now);
    const refused = () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432 (Queue: send-email)'), {
        code: 'ECONNREFUSED',
      });
    // A dozen workers polling every second for a minute and a half.
    for (let second = 0; second < 90; second += 1) {
      for (let worker = 0; worker < 12; worker += 1) log(refused());
      now += 1000;
    }
    expect(lines.map((line) => [line.level, line.fields.leftOut])).toEqual([
      ['warn', 0],
      ['warn', 60 * 12 - 1],
    ]);
    expect(lines[0]?.fields.cause).toBe('connect ECONNREFUSED 127.0.0.1:5432 (Queue: send-email)');
    expect(UNREACHABLE_LOG_INTERVAL_MS).toBe(60_000);

    log(new Error('a bug in a worker'));
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'job queue error' });
  });
});

describe('an email whose job cannot be sent', () => {
  it('leaves the committed change alone: dispatch does not fail, the row stays queued for the sweep', async () => {
    // The database going away between an order's commit and its email's job: the order must not answer an error
    // (the customer would submit again and meet 'already ordered').
    const database = await openTestDatabase();
    try {
      const jobs = {
        send: async () => {
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        },
      } as unknown as TJobQueue;
      const mailer = createMailer({
        db: database.db,
        jobs,
        logger: Fastify({ logger: false }).log,
        smtpUrl: undefined,
        from: 'Sello <hello@sello.test>',
      });
      const id = await mailer.enqueue(database.db, {
        dedupeKey: 'database-outage-test:1',
        template: 'test',
        to: 'customer@example.test',
        subject: 'Your order',
        text: 'Hello',
        html: '<p>Hello</p>',
      });
      if (!id) throw new Error('not enqueued');
      await expect(mailer.dispatch(id)).resolves.toBeUndefined();
      const row = await database.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirst();
      expect(row?.status).toBe('queued');
    } finally {
      await database.close();
    }
  });
});
