import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { ColumnNode, type Kysely, type KyselyPlugin, type RootOperationNode, UpdateQueryNode, ValueNode } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TDatabaseHandle } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { QUEUES, type TJobQueue } from '../src/jobs/job-queue.ts';
import { createMailer, MAX_EMAIL_ATTEMPTS, SEND_LEASE_MS } from '../src/mail/mailer.ts';
import { openTestDatabase } from './helpers/build-test-app.ts';
import { startSmtpPeer, type TSmtpPeer } from './helpers/smtp-peer.ts';
import { startTcpGate, type TTcpGate } from './helpers/tcp-gate.ts';

const FROM = 'Sello <no-reply@sello.test>';
const logger = Fastify({ logger: false }).log;

/** A job queue that only records what the mailer dispatches: the test decides when each job runs. */
const recordingJobs = () => {
  const dispatched: string[] = [];
  const jobs = {
    send: async (queue: string, data: { outboxId: string }) => {
      if (queue === QUEUES.sendEmail) dispatched.push(data.outboxId);
      return null;
    },
  } as unknown as TJobQueue;
  return { jobs, dispatched };
};

/** Makes the first update that marks an outbox row 'sent' fail, as when the database drops the connection then. */
const failFirstMarkSent = () => {
  let failed = false;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (!failed && marksSent(node)) {
        failed = true;
        throw new Error('Connection terminated unexpectedly');
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return plugin;
};
const marksSent = (node: RootOperationNode) =>
  UpdateQueryNode.is(node) &&
  (node.updates ?? []).some(
    (update) =>
      ColumnNode.is(update.column) &&
      update.column.column.name === 'status' &&
      ValueNode.is(update.value) &&
      update.value.value === 'sent',
  );

describe('mail server down', () => {
  let database: TDatabaseHandle;
  let db: Kysely<Database>;
  let smtp: TSmtpPeer;
  let gate: TTcpGate;
  let counter = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    db = database.db;
    smtp = await startSmtpPeer();
    gate = await startTcpGate({ host: '127.0.0.1', port: Number(new URL(smtp.url).port) });
  });
  afterAll(async () => {
    await gate.close();
    await smtp.close();
    await database.close();
  });
  beforeEach(() => {
    gate.restore();
  });

  const mailerOn = (options: { db?: Kysely<Database> } = {}) => {
    const { jobs, dispatched } = recordingJobs();
    const mailer = createMailer({
      db: options.db ?? db,
      jobs,
      logger,
      smtpUrl: `smtp://${gate.host}:${gate.port}`,
      from: FROM,
    });
    return { mailer, dispatched };
  };

  const enqueue = async () => {
    counter += 1;
    const { mailer } = mailerOn();
    const id = await mailer.enqueue(db, {
      dedupeKey: `mail-outage-test:${counter}`,
      template: 'test',
      to: `customer${counter}@example.com`,
      subject: `Outage test ${counter}`,
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    if (!id) throw new Error('not enqueued');
    return id;
  };
  const row = (id: string) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const receivedFor = (id: string) => smtp.received.filter((m) => m.raw.includes(`Message-ID: <${id}@sello.outbox>`));
  /** As if the last attempt (or the claim) was `ms` ago. */
  const age = (id: string, ms: number) =>
    db
      .updateTable('outbox')
      .set({ claimed_at: new Date(Date.now() - ms), created_at: new Date(Date.now() - ms) })
      .where('id', '=', id)
      .execute();

  it('keeps an email queued however many attempts an outage takes, and sends it once when the server is back', async () => {
    const id = await enqueue();
    const other = await enqueue();
    const { mailer, dispatched } = mailerOn();
    gate.cut();
    // The job's quick retries throw (pg-boss retries them a few seconds apart); later attempts (the per-minute
    // sweep's) end quietly, the row left queued for the next sweep.
    let thrown = 0;
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS + 3; attempt += 1) {
      thrown += await mailer.deliver(id).then(
        () => 0,
        () => 1,
      );
      expect((await row(id)).status).toBe('queued');
    }
    expect(thrown).toBeGreaterThan(0);
    expect(thrown).toBeLessThan(MAX_EMAIL_ATTEMPTS + 3);
    const waiting = await row(id);
    expect(waiting.attempts).toBe(MAX_EMAIL_ATTEMPTS + 3);
    expect(waiting.last_error).toBeTruthy();

    // The sweep leaves a row it just tried alone, and hands it on once it has waited a minute.
    await mailer.sweep({ atBoot: false });
    expect(dispatched).not.toContain(id);
    await age(id, 61_000);
    await mailer.sweep({ atBoot: false });
    expect(dispatched).toContain(id);

    // Another email failed during the outage and waits for the sweep.
    await mailer.deliver(other).catch(() => {});
    await db
      .updateTable('outbox')
      .set({ claimed_at: new Date(Date.now() - 20_000) })
      .where('id', '=', other)
      .execute();

    gate.restore();
    await mailer.deliver(id);
    expect((await row(id)).status).toBe('sent');
    expect(receivedFor(id)).toHaveLength(1);
    // The server took an email it had refused: it is back, and the waiting one is handed on at once, once.
    expect(dispatched.filter((dispatchedId) => dispatchedId === other)).toHaveLength(1);
    await mailer.deliver(id);
    expect(dispatched.filter((dispatchedId) => dispatchedId === other)).toHaveLength(1);
    await mailer.deliver(other);
    expect(receivedFor(other)).toHaveLength(1);
    // A late retry of an old job sends nothing more.
    await mailer.deliver(id);
    expect(receivedFor(id)).toHaveLength(1);
  });

  it('gives up on an email only when the server refuses it for good (5xx), not while it cannot be reached', async () => {
    const refusing = await startSmtpPeer({ refuse: () => true });
    try {
      const id = await enqueue();
      const mailer = createMailer({ db, jobs: recordingJobs().jobs, logger, smtpUrl: refusing.url, from: FROM });
      // The peer answers 451 (temporary): still queued after every attempt.
      for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS + 1; attempt += 1) await mailer.deliver(id).catch(() => {});
      expect((await row(id)).status).toBe('queued');
    } finally {
      await refusing.close();
    }
    // A server that answers 550 for every recipient (no such mailbox): failed after MAX_EMAIL_ATTEMPTS.
    const rejecting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('550 no such mailbox'), { responseCode: 550 })),
    });
    rejecting.listen(0, '127.0.0.1');
    await once(rejecting.server, 'listening');
    const id = await enqueue();
    try {
      const { port } = rejecting.server.address() as AddressInfo;
      const mailer = createMailer({
        db,
        jobs: recordingJobs().jobs,
        logger,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: FROM,
      });
      for (let attempt = 1; attempt < MAX_EMAIL_ATTEMPTS; attempt += 1) {
        await expect(mailer.deliver(id)).rejects.toThrow();
        expect((await row(id)).status).toBe('queued');
      }
      await mailer.deliver(id);
    } finally {
      await new Promise<void>((resolve) => rejecting.close(() => resolve()));
    }
    expect((await row(id)).status).toBe('failed');
  });

  it('does not re-send an email another instance is sending when an instance restarts, but takes over an abandoned one', async () => {
    const id = await enqueue();
    // Another instance has claimed it and is talking to the SMTP server right now.
    await db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: 1, claimed_at: new Date() })
      .where('id', '=', id)
      .execute();
    const { mailer, dispatched } = mailerOn();
    await mailer.sweep({ atBoot: true });
    await mailer.sweep({ atBoot: false });
    expect((await row(id)).status).toBe('sending');
    expect(dispatched).not.toContain(id);

    // Its instance died mid-send: once the claim is older than any send can take, the row is sent again.
    await db
      .updateTable('outbox')
      .set({ claimed_at: new Date(Date.now() - SEND_LEASE_MS - 1000) })
      .where('id', '=', id)
      .execute();
    await mailer.sweep({ atBoot: false });
    expect((await row(id)).status).toBe('queued');
    expect(dispatched).toContain(id);
    await mailer.deliver(id);
    expect((await row(id)).status).toBe('sent');
    expect(receivedFor(id)).toHaveLength(1);
  });

  it('does not send an email again when marking it sent fails once after the server accepted it', async () => {
    const id = await enqueue();
    const { mailer, dispatched } = mailerOn({ db: db.withPlugin(failFirstMarkSent()) });
    await mailer.deliver(id).catch(() => {});
    expect(receivedFor(id)).toHaveLength(1);
    expect((await row(id)).status).toBe('sent');
    // Whatever runs next (a job retry, the sweeps) sends nothing more.
    await mailer.deliver(id);
    await age(id, 61_000);
    await mailer.sweep({ atBoot: true });
    expect(dispatched).not.toContain(id);
    expect(receivedFor(id)).toHaveLength(1);
  });
});
