import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import Fastify from 'fastify';
import { loadEnv } from '../../apps/api/src/config/env.ts';
import { openDatabaseFromEnv } from '../../apps/api/src/db/database.ts';
import { PLAN_PDF_RETENTION_HOURS } from '../../apps/api/src/services/planner/create-plan-pdf.ts';
import { deleteUnconvertedUploads } from '../../apps/api/src/services/retention/delete-unconverted-uploads.ts';
import { createStorage } from '../../apps/api/src/storage/create-storage.ts';
import { S3RVER_KEY } from '../../apps/api/test/helpers/s3rver.ts';
import type { TReceivedEmail } from '../../apps/api/test/helpers/smtp-peer.ts';
import { BUCKET, type TSite, UPLOADS_FOLDER_KEEPER } from './site.ts';
import { sleep } from './time.ts';

/**
 * What a scenario's customers were told had happened — the acknowledgements the audit holds the site to.
 * Orders are recorded when `POST /api/orders` answered 201 (or a retry's 409 named the order), payments when the
 * webhook answered 2xx, completions when the staff's request answered 200.
 */
export type TLedgerOrder = {
  orderId: string;
  orderNumber: string;
  /** fileKey → SHA-256 of the bytes the customer uploaded. */
  sources: Map<string, string>;
  paymentEventIds: string[];
  /** The event was delivered this many times (Stripe's at-least-once). */
  deliveries: number;
  paid: boolean;
  inProgress: boolean;
  completed: boolean;
};

export type TLedger = { orders: Map<string, TLedgerOrder> };

export const newLedger = (): TLedger => ({ orders: new Map() });

/** Records an acknowledged order, not yet paid; the scenario updates the entry as the journey goes on. */
export const recordOrder = (
  ledger: TLedger,
  order: Pick<TLedgerOrder, 'orderId' | 'orderNumber' | 'sources'> & Partial<TLedgerOrder>,
): TLedgerOrder => {
  const entry: TLedgerOrder = {
    paymentEventIds: [],
    deliveries: 0,
    paid: false,
    inProgress: false,
    completed: false,
    ...order,
  };
  ledger.orders.set(entry.orderNumber, entry);
  return entry;
};

/**
 * A client of the site's bucket, asked straight (not through the gate the scenarios cut). The caller destroys it.
 * s3rver, the stand-in, now and then answers 500 InternalError when a folder it keeps on disk empties under a
 * request (the full kills run's audit met it after 11,000 requests): the client tries up to ten times.
 */
export const bucketClient = (site: TSite) => {
  if (!site.s3) throw new Error('bucketClient needs a site with S3 storage');
  return new S3Client({
    endpoint: site.s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    maxAttempts: 10,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
};

/** What the mail server received, counted by the outbox row id in each Message-ID, and what came without one. */
export const receivedByMessageId = (site: TSite) => {
  const byId = new Map<string, number>();
  /** When each outbox row's first copy was accepted. */
  const firstAt = new Map<string, number>();
  const withoutId: TReceivedEmail[] = [];
  for (const email of site.smtp.received) {
    const id = /^Message-ID:\s*<([^@>]+)@sello\.outbox>/im.exec(email.raw)?.[1];
    if (id) {
      byId.set(id, (byId.get(id) ?? 0) + 1);
      if (!firstAt.has(id)) firstAt.set(id, email.at);
    } else withoutId.push(email);
  }
  return { byId, firstAt, withoutId };
};

type TStoredObject = { key: string; read: () => Promise<Buffer> };
/** Every object the site's storage holds: the bucket (through `client`) or DATA_DIR/files. */
const listStoredObjects = async (site: TSite, client: S3Client | null): Promise<TStoredObject[]> => {
  if (client) {
    const objects: TStoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
      for (const item of page.Contents ?? []) {
        const key = item.Key as string;
        if (key === UPLOADS_FOLDER_KEEPER) continue;
        objects.push({
          key,
          read: async () => {
            const got = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
            return Buffer.from(
              await (got.Body as { transformToByteArray: () => Promise<Uint8Array> }).transformToByteArray(),
            );
          },
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }
  const objects: TStoredObject[] = [];
  const root = path.join(site.instances[0]?.dataDir ?? '', 'files');
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else objects.push({ key: entry, read: async () => readFileSync(full) });
    }
  };
  walk(root);
  return objects;
};

const storedAs = (objects: TStoredObject[], fileKey: string) =>
  objects.find((object) => object.key === fileKey) ?? objects.find((object) => object.key.endsWith(fileKey));

/** Every acknowledged order exists exactly once, with its files stored byte for byte; returns the files checked. */
const checkAcknowledgedFiles = async (
  site: TSite,
  ledger: TLedger,
  objects: TStoredObject[],
  failures: string[],
  when: string,
) => {
  let filesChecked = 0;
  for (const order of ledger.orders.values()) {
    const rows = await site.query<{ id: string }>('select id from orders where order_number = $1', [order.orderNumber]);
    if (rows.length !== 1) {
      failures.push(`${when}: order ${order.orderNumber} was acknowledged but exists ${rows.length} times`);
      continue;
    }
    for (const [fileKey, expected] of order.sources) {
      const [file] = await site.query<{ order_id: string | null; status: string }>(
        'select order_id, status from files where file_key = $1',
        [fileKey],
      );
      if (!file || file.order_id !== rows[0]?.id || file.status !== 'uploaded') {
        failures.push(
          `${when}: order ${order.orderNumber}: source file ${fileKey.slice(0, 8)}… is not stored with the order`,
        );
        continue;
      }
      const bytes = await storedAs(objects, fileKey)?.read();
      if (!bytes || createHash('sha256').update(bytes).digest('hex') !== expected) {
        failures.push(
          `${when}: order ${order.orderNumber}: the bytes of ${fileKey.slice(0, 8)}… are missing or changed`,
        );
        continue;
      }
      filesChecked += 1;
    }
  }
  return filesChecked;
};

/** No object without a row (nothing could ever clean it up), no live row of an order without its object. */
const checkOwnership = async (site: TSite, objects: TStoredObject[], failures: string[], when: string) => {
  const liveRows = await site.query<{ file_key: string; order_id: string | null; status: string }>(
    "select file_key, order_id, status from files where status <> 'deleted'",
  );
  const orphans = objects.filter((object) => !liveRows.some((row) => object.key.endsWith(row.file_key)));
  if (orphans.length > 0)
    failures.push(`${when}: ${orphans.length} stored objects have no file row (never cleaned up)`);
  const missing = liveRows.filter(
    (row) => row.status === 'uploaded' && row.order_id !== null && !storedAs(objects, row.file_key),
  );
  if (missing.length > 0) failures.push(`${when}: ${missing.length} order files are recorded but their bytes are gone`);
};

/**
 * The files that belong to nobody — sources and plan PDFs of no order, translations never attached — in the
 * retention job's own terms (services/retention/delete-unconverted-uploads.ts).
 */
const OWNERLESS = `status <> 'deleted' and delete_after is not null
  and ((kind in ('SOURCE', 'PLAN_PDF') and order_id is null) or (kind = 'TRANSLATED' and attached_at is null))`;

/**
 * "No file without an owner older than the cleanup period": the ownerless rows are aged past the period (created
 * and due that much earlier), then the retention job itself runs against the site's database and storage, opened
 * as the server opens them. Returns how many were aged and removed.
 */
const sweepOwnerless = async (site: TSite, bucket: S3Client | null, failures: string[]) => {
  const [setting] = await site.query<{ hours: number | null }>(
    "select (value::jsonb -> 'unconvertedHours')::int as hours from settings where key = 'retention'",
  );
  const periodHours = setting?.hours ?? 24;
  // Plan PDFs have a period of their own: aged past both, every ownerless row is due.
  const ageBy = `${Math.max(periodHours, PLAN_PDF_RETENTION_HOURS) + 1} hours`;
  const aged = await site.query<{ file_key: string }>(
    `update files set created_at = created_at - $1::interval, delete_after = delete_after - $1::interval
      where ${OWNERLESS} returning file_key`,
    [ageBy],
  );
  const unscheduled = await site.query<{ count: number }>(
    `select count(*)::int as count from files
      where status <> 'deleted' and delete_after is null and order_id is null`,
  );
  if ((unscheduled[0]?.count ?? 0) > 0) {
    failures.push(`${unscheduled[0]?.count} files of no order have no deletion date (never cleaned up)`);
  }

  const env = loadEnv({
    ...site.env,
    DATA_DIR: site.instances[0]?.dataDir ?? '',
    ...(site.s3 ? { S3_ENDPOINT: site.s3.endpoint } : {}),
  });
  const database = await openDatabaseFromEnv(env);
  const quiet = Fastify({ logger: false });
  let removed = 0;
  try {
    const storage = createStorage(env, env.JWT_SECRET ?? '');
    // The job takes at most 1,000 rows a run; bounded in runs.
    for (let run = 0; run < 100; run += 1) {
      const count = await deleteUnconvertedUploads({ db: database.db, storage, logger: quiet.log });
      removed += count;
      if (count === 0) break;
    }
  } finally {
    await database.close();
    await quiet.close();
  }

  const left = await site.query<{ count: number }>(
    `select count(*)::int as count from files where ${OWNERLESS} and created_at < now() - $1::interval`,
    [`${periodHours} hours`],
  );
  if ((left[0]?.count ?? 0) > 0) {
    failures.push(`${left[0]?.count} ownerless files older than the cleanup period survived the retention job`);
  }
  const objects = await listStoredObjects(site, bucket);
  const kept = aged.filter((row) => storedAs(objects, row.file_key));
  if (kept.length > 0) failures.push(`${kept.length} aged ownerless files still have their bytes stored`);
  return { periodHours, aged: aged.length, removed, objects };
};

/**
 * The order a quote became, for a submit whose commit happened but whose answer was lost (an instance killed, the
 * database gone after the commit): the customer's retry meets 'already ordered' without the order's id when they
 * are not signed in, and their confirmation email brings them to it. The scenario reads it from the database.
 */
export const orderOfQuote = async (site: TSite, quoteId: string) => {
  const [row] = await site.query<{ id: string }>('select id from orders where quote_id = $1', [quoteId]);
  return row?.id ?? null;
};

export type TAuditOptions = {
  /** How long the outbox and the job queues may take to settle after the faults (bounded wait). */
  settleSeconds: number;
  /**
   * When instances were SIGKILLed (ms since the epoch). An instance killed between the mail server's acceptance and
   * its marking the row sent makes the one duplicate SMTP cannot prevent (docs/reliability.md): a second copy is
   * allowed only when a kill came within a few seconds of the first, and counted in the table.
   */
  killTimes?: number[];
};

/** How long after the mail server accepted a copy a kill can still have left it unmarked (the marking's retries). */
const KILL_EXPLAINS_DUPLICATE_MS = 5_000;

/**
 * The audit after a scenario, from the database, the storage and the mail sink. Returns one sentence per broken
 * promise (empty: every promise kept) and what it counted. PostgreSQL sites only (it reads the database directly).
 */
export const auditSite = async (site: TSite, ledger: TLedger, options: TAuditOptions) => {
  const bucket = site.s3 ? bucketClient(site) : null;
  try {
    return await audit(site, ledger, options, bucket);
  } finally {
    bucket?.destroy();
  }
};

const audit = async (site: TSite, ledger: TLedger, options: TAuditOptions, bucket: S3Client | null) => {
  const failures: string[] = [];
  const counted: string[] = [];

  // 1. Every acknowledged order exists exactly once, with its files stored byte for byte; every object owned.
  const objects = await listStoredObjects(site, bucket);
  const filesChecked = await checkAcknowledgedFiles(site, ledger, objects, failures, 'after the faults');
  await checkOwnership(site, objects, failures, 'after the faults');
  counted.push(`${ledger.orders.size} acknowledged orders, ${filesChecked} files byte for byte`);
  counted.push(`${objects.length} stored objects, all owned`);

  // 2. Every payment event recorded once, every paid order paid exactly once however often Stripe delivered.
  let deliveries = 0;
  for (const order of ledger.orders.values()) {
    deliveries += order.deliveries;
    for (const eventId of order.paymentEventIds) {
      const events = await site.query('select id from stripe_events where id = $1', [eventId]);
      if (events.length !== 1) failures.push(`payment event ${eventId} recorded ${events.length} times`);
    }
    if (!order.paid) continue;
    const payments = await site.query<{ count: string }>(
      `select count(*)::text as count from payments p join orders o on o.id = p.order_id
        where o.order_number = $1 and p.kind = 'PAYMENT'`,
      [order.orderNumber],
    );
    if (payments[0]?.count !== '1') {
      failures.push(`order ${order.orderNumber} has ${payments[0]?.count} payments for one paid checkout`);
    }
  }
  const paid = [...ledger.orders.values()].filter((order) => order.paid).length;
  counted.push(`${paid} payments from ${deliveries} webhook deliveries`);

  // 3. Mail: the outbox drains (bounded wait), every email that should have gone out went out once.
  const deadline = Date.now() + options.settleSeconds * 1000;
  let unsent: { status: string; count: string }[] = [];
  for (;;) {
    unsent = await site.query<{ status: string; count: string }>(
      "select status, count(*)::text as count from outbox where status in ('queued', 'sending', 'failed') group by status",
    );
    if (unsent.length === 0 || Date.now() > deadline) break;
    await sleep(1000);
  }
  for (const row of unsent) failures.push(`${row.count} emails still ${row.status} after ${options.settleSeconds} s`);
  for (const order of ledger.orders.values()) {
    const [row] = await site.query<{ id: string }>('select id from orders where order_number = $1', [
      order.orderNumber,
    ]);
    if (!row) continue;
    const expected = [`order-received:${row.id}`, `new-project:${row.id}`];
    if (order.inProgress) expected.push(`order-status:${row.id}:IN_PROGRESS`);
    if (order.completed) expected.push(`order-completed:${row.id}`);
    const found = await site.query<{ dedupe_key: string }>('select dedupe_key from outbox where dedupe_key = any($1)', [
      expected,
    ]);
    for (const key of expected) {
      if (!found.some((email) => email.dedupe_key === key))
        failures.push(`email ${key.split(':')[0]} missing for ${order.orderNumber}`);
    }
    if (order.paid) {
      const receipts = await site.query(
        `select o.id from outbox o join payments p on o.dedupe_key = 'payment-received:' || p.id
           join orders r on r.id = p.order_id where r.order_number = $1`,
        [order.orderNumber],
      );
      if (receipts.length !== 1) failures.push(`payment email for ${order.orderNumber}: ${receipts.length} written`);
    }
  }
  const sent = await site.query<{ id: string }>("select id::text as id from outbox where status = 'sent'");
  const { byId: received, firstAt } = receivedByMessageId(site);
  const lost = sent.filter((email) => !received.has(email.id));
  if (lost.length > 0) failures.push(`${lost.length} emails marked sent never reached the mail server`);
  const doubled = [...received].filter(([, times]) => times > 1);
  const explained = doubled.filter(([id, times]) => {
    const at = firstAt.get(id) ?? 0;
    return (
      times === 2 &&
      (options.killTimes ?? []).some((kill) => kill >= at - 1_000 && kill <= at + KILL_EXPLAINS_DUPLICATE_MS)
    );
  });
  if (doubled.length > explained.length) {
    failures.push(
      `${doubled.length - explained.length} emails reached the mail server more than once with no kill to explain it`,
    );
  }
  counted.push(
    `${sent.length} emails sent, ${site.smtp.received.length} received` +
      (explained.length > 0 ? ` (${explained.length} twice: an instance killed between acceptance and marking)` : ''),
  );

  // 4. No job left "active" by an instance that died (bounded wait for the queue to expire and retry them).
  let stuck: { name: string; count: string }[] = [];
  for (;;) {
    stuck = await site.query<{ name: string; count: string }>(
      `select name, count(*)::text as count from pgboss.job
        where state = 'active' and started_on < now() - interval '60 seconds' group by name`,
    );
    if (stuck.length === 0 || Date.now() > deadline) break;
    await sleep(1000);
  }
  for (const row of stuck) failures.push(`${row.count} ${row.name} jobs stuck active`);

  // 5. Once the site has settled: nothing ownerless outlives the cleanup period, and the job takes nothing else.
  const before = failures.length;
  const swept = await sweepOwnerless(site, bucket, failures);
  const outcome = failures.length === before ? 'all removed' : 'not all removed';
  const filesAfter = await checkAcknowledgedFiles(site, ledger, swept.objects, failures, 'after the retention job');
  await checkOwnership(site, swept.objects, failures, 'after the retention job');
  counted.push(
    `${swept.aged} ownerless uploads aged past the cleanup period (${swept.periodHours} h), ${outcome} by the retention job (${swept.removed} by this run), ${filesAfter} order files byte for byte after it`,
  );

  return { failures, checked: counted.join('; ') };
};
