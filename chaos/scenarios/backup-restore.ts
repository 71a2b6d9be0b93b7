import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { unzipSync } from 'fflate';
import pg from 'pg';
import { auditSite, bucketClient, newLedger, recordOrder, type TLedger } from '../support/audit.ts';
import {
  analyze,
  approveOfficialQuote,
  completeOrder,
  createOrder,
  createQuote,
  customerAddress,
  deliverWebhook,
  documentText,
  downloadDelivered,
  getOrder,
  paymentEvent,
  selectService,
  sendOfficialQuote,
  setStatus,
  sha256,
  signIn,
  type TCaller,
  uploadBytes,
} from '../support/customer.ts';
import { download, request, type TResponse } from '../support/http.ts';
import type { TScenarioContext, TScenarioResult } from '../support/scenario.ts';
import { BUCKET, startSite, type TSite } from '../support/site.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

type TKept = { orderId: string; orderNumber: string; sources: string[]; translation: string };

/** `npm run backup` / `npm run restore` as an operator runs them: the CLI, with the site's environment. */
const runCli = (script: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [path.join(root, `apps/api/src/ops/${script}-cli.ts`), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    // Bounded: a CLI still running after 5 minutes is stopped and counts as failed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 5 * 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });

/** The whole journey of one customer on a healthy site: upload → quote → order → paid → delivered. */
const journey = async (site: TSite, customer: number, staffToken: string, counter: { requests: number }) => {
  const baseUrl = () => (site.instances[randomInt(site.instances.length)] ?? site.instances[0])?.url ?? '';
  const clientIp = customerAddress(customer);
  const me = (): TCaller => ({ baseUrl: baseUrl(), clientIp });
  const staff = (): TCaller => ({ baseUrl: baseUrl(), clientIp: customerAddress(60_000), token: staffToken });
  const ok = <R extends TResponse>(label: string, response: R) => {
    counter.requests += 1;
    if (response.status < 200 || response.status >= 300) {
      throw new Error(`${label}: ${response.status} ${response.text.slice(0, 200)}`);
    }
    return response;
  };
  const documents = Array.from({ length: 1 + randomInt(2) }, (_, index) => ({
    filename: `passport-${index + 1}.txt`,
    contentType: 'text/plain',
    bytes: Buffer.from(documentText(150 + randomInt(300))),
  }));
  const keys: string[] = [];
  for (const document of documents) {
    const uploaded = ok('upload', await uploadBytes(me(), document));
    ok('analyse', await analyze(me(), uploaded.fileKey as string, document.filename));
    keys.push(uploaded.fileKey as string);
  }
  const quoteId = ok('quote', await createQuote(me(), keys)).json.quote.quoteId as string;
  ok('select service', await selectService(me(), quoteId, 'professional'));
  const orderId = ok('order', await createOrder(me(), quoteId, `backup${customer}@chaos.test`)).json.order
    .orderId as string;
  const order = ok('read order', await getOrder(me(), orderId)).json.order;
  const files = (order.files as { fileKey: string; pages: number; wordCount: number }[]).map((file) => ({
    fileKey: file.fileKey,
    pages: file.pages,
    wordCount: file.wordCount,
  }));
  const official = ok('official quote', await sendOfficialQuote(staff(), orderId, files)).json.officialQuote;
  ok('approve', await approveOfficialQuote(me(), orderId, official.officialQuoteId));
  const event = paymentEvent(
    { orderId, orderNumber: order.orderNumber },
    official.officialQuoteId,
    Math.round(official.total * 100),
  );
  ok('payment webhook', await deliverWebhook(baseUrl(), event, site.stripeWebhookSecret));
  ok('start work', await setStatus(staff(), orderId, 'IN_PROGRESS'));
  const translation = { filename: 'translation.txt', contentType: 'text/plain', bytes: Buffer.from(documentText(200)) };
  const delivered = ok(
    'upload translation',
    await uploadBytes(staff(), translation, { orderId, fileType: 'TRANSLATED' }),
  );
  ok('complete', await completeOrder(staff(), orderId, [delivered.fileKey as string]));
  return {
    kept: {
      orderId,
      orderNumber: order.orderNumber as string,
      sources: documents.map((document) => sha256(document.bytes)).sort(),
      translation: sha256(translation.bytes),
    } satisfies TKept,
    ledgerEntry: {
      orderId,
      orderNumber: order.orderNumber as string,
      sources: new Map(keys.map((key, index) => [key, sha256(documents[index]?.bytes ?? '')])),
      paymentEventIds: [event.id],
      deliveries: 1,
      paid: true,
      inProgress: true,
      completed: true,
    },
  };
};

/** What the restored site serves for one order: its page, the delivered file and the sources' ZIP, by SHA-256. */
const checkOrder = async (site: TSite, kept: TKept, staffToken: string, counter: { requests: number }) => {
  const problems: string[] = [];
  const baseUrl = site.instances[0]?.url ?? '';
  const me: TCaller = { baseUrl, clientIp: customerAddress(70_000) };
  const page = await getOrder(me, kept.orderId);
  counter.requests += 1;
  if (page.status !== 200 || page.json?.order?.status !== 'COMPLETED') {
    return [`order ${kept.orderNumber}: ${page.status} ${page.json?.order?.status ?? page.text.slice(0, 120)}`];
  }
  const file = (page.json.order.files as { fileType: string; downloadUrl?: string }[]).find(
    (candidate) => candidate.fileType === 'TRANSLATED',
  );
  const bytes = file?.downloadUrl ? await downloadDelivered(me, file.downloadUrl) : null;
  counter.requests += 2;
  if (!bytes || sha256(bytes) !== kept.translation)
    problems.push(`order ${kept.orderNumber}: translation not byte for byte`);
  const zipLink = await request(baseUrl, {
    method: 'POST',
    path: `/api/admin/orders/${kept.orderId}/zip`,
    token: staffToken,
    clientIp: customerAddress(60_000),
  });
  counter.requests += 2;
  const zipUrl = zipLink.status === 200 ? String(zipLink.json.downloadUrl) : null;
  const zip = zipUrl ? await download(/^https?:/.test(zipUrl) ? zipUrl : `${baseUrl}${zipUrl}`) : null;
  const inZip = zip
    ? Object.values(unzipSync(new Uint8Array(zip)))
        .map((entry) => sha256(entry))
        .sort()
    : [];
  if (JSON.stringify(inZip) !== JSON.stringify(kept.sources)) {
    problems.push(
      `order ${kept.orderNumber}: source ZIP ${zipLink.status}, ${inZip.length}/${kept.sources.length} files byte for byte`,
    );
  }
  return problems;
};

/**
 * One site populated, backed up with `npm run backup`, destroyed (instances killed, database dropped and created
 * empty or data directory deleted, bucket emptied), restored with `npm run restore` onto the fresh one, started,
 * and checked: every order, delivered file and source ZIP byte for byte, the staff's earlier session, a new order.
 */
const roundTrip = async (
  ctx: TScenarioContext,
  kind: 'postgres' | 'pglite',
): Promise<{ failures: string[]; orders: number; requests: number; checked: string }> => {
  const customers = ctx.short ? 2 : 4;
  const workDir = path.join(ctx.workDir, kind);
  mkdirSync(workDir, { recursive: true });
  const site = await startSite(
    kind === 'postgres'
      ? { workDir, instances: 2, database: 'postgres', storage: 's3' }
      : // The embedded site keeps its generated secret in DATA_DIR/jwt-secret: the backup must carry it.
        { workDir, database: 'pglite', storage: 'local', env: { JWT_SECRET: '' } },
  );
  const failures: string[] = [];
  const counter = { requests: 0 };
  const ledger: TLedger = newLedger();
  try {
    const admin = { baseUrl: site.instances[0]?.url ?? '', clientIp: customerAddress(60_000) };
    const staffToken = await signIn(admin, site.admin.email, site.admin.password);
    if (!staffToken) throw new Error('staff sign-in failed');
    const kept: TKept[] = [];
    for (let customer = 0; customer < customers; customer += 1) {
      const done = await journey(site, customer + (kind === 'pglite' ? 100 : 0), staffToken, counter);
      kept.push(done.kept);
      recordOrder(ledger, done.ledgerEntry);
    }
    // Two customers who leave without ordering: one analysed upload, one never checked. The backup carries their
    // rows and bytes; the audit's retention sweep must still find and remove both on the restored site.
    for (const [index, analysed] of [true, false].entries()) {
      const visitor: TCaller = { baseUrl: admin.baseUrl, clientIp: customerAddress(80_000 + index) };
      const document = { filename: 'left.txt', contentType: 'text/plain', bytes: Buffer.from(documentText(120)) };
      const uploaded = await uploadBytes(visitor, document);
      counter.requests += 2;
      if (uploaded.status < 200 || uploaded.status >= 300) throw new Error(`abandoned upload: ${uploaded.status}`);
      if (analysed) {
        const checked = await analyze(visitor, uploaded.fileKey as string, document.filename);
        counter.requests += 1;
        if (checked.status !== 200) throw new Error(`abandoned upload's analysis: ${checked.status}`);
      }
    }
    ctx.log(`${kind}: ${kept.length} orders delivered, 2 uploads abandoned; backing up`);

    const dataDir = site.instances[0]?.dataDir ?? '';
    const cliEnv = { ...site.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const out = path.join(workDir, 'backup');
    if (kind === 'pglite') {
      // PGlite runs inside the server: the backup refuses while it runs, then works once the site is stopped.
      const refused = await runCli('backup', ['--out', out], cliEnv);
      if (refused.code === 0 || !/stop the site/.test(refused.output)) {
        failures.push(`backup of a running embedded site was not refused: ${refused.output.slice(-300)}`);
      }
      for (const instance of site.instances) await instance.kill('SIGTERM');
    }
    // PostgreSQL: backed up while both instances serve, once their emails are out (a restore sends again what its
    // snapshot had not yet marked sent: the audit's "none twice" would count those).
    for (const deadline = Date.now() + 60_000; site.databaseUrl && Date.now() < deadline; ) {
      const [pending] = await site.query<{ n: number }>(
        "select count(*)::int as n from outbox where status in ('queued', 'sending')",
      );
      if (pending?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const backup = await runCli('backup', ['--out', out], cliEnv);
    if (backup.code !== 0) throw new Error(`npm run backup failed: ${backup.output.slice(-600)}`);

    // The disaster: every instance gone, the database, the bucket and the data directories with them.
    for (const instance of site.instances) await instance.kill('SIGKILL');
    if (site.databaseUrl) {
      const maintenance = new pg.Client({ connectionString: site.databaseUrl.replace(/\/sello$/, '/postgres') });
      await maintenance.connect();
      await maintenance.query('drop database sello with (force)');
      await maintenance.query('create database sello');
      await maintenance.end();
    }
    if (site.s3) {
      const s3 = bucketClient(site);
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      for (const object of listed.Contents ?? [])
        await s3.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: object.Key }));
      s3.destroy();
    }
    for (const instance of site.instances) {
      rmSync(instance.dataDir, { recursive: true, force: true });
      mkdirSync(instance.dataDir, { recursive: true });
    }

    const restored = await runCli('restore', [out], cliEnv);
    if (restored.code !== 0) throw new Error(`npm run restore failed: ${restored.output.slice(-600)}`);
    ctx.log(`${kind}: restored; starting the site again`);
    for (const instance of site.instances) await instance.restart();

    // The staff's session from before the backup still holds (same secret); every order as it was.
    const me = await request(admin.baseUrl, { path: '/api/auth/me', token: staffToken, clientIp: admin.clientIp });
    counter.requests += 1;
    if (me.status !== 200) failures.push(`${kind}: the staff session from before the backup answers ${me.status}`);
    for (const order of kept)
      failures.push(...(await checkOrder(site, order, staffToken, counter)).map((line) => `${kind}: ${line}`));

    // And the restored site takes new orders, through to delivery.
    const next = await journey(site, 200 + (kind === 'pglite' ? 100 : 0), staffToken, counter);
    recordOrder(ledger, next.ledgerEntry);
    failures.push(
      ...(await checkOrder(site, next.kept, staffToken, counter)).map((line) => `${kind}: new order: ${line}`),
    );

    let checked = `${kind}: ${kept.length} orders, their deliveries and source ZIPs byte for byte, a new order`;
    if (site.databaseUrl) {
      const audit = await auditSite(site, ledger, { settleSeconds: 60 });
      failures.push(...audit.failures.map((line) => `${kind}: ${line}`));
      checked += ` (${audit.checked})`;
    }
    return { failures, orders: kept.length + 1, requests: counter.requests, checked };
  } catch (error) {
    failures.push(`${kind}: ${(error as Error).message}`);
    return { failures, orders: ledger.orders.size, requests: counter.requests, checked: `${kind}: stopped early` };
  } finally {
    await site.stop();
  }
};

/**
 * Backup and restore (issue 33, scenario 8): PostgreSQL + bucket (the compose shape; backed up while serving) and,
 * in the full run, the embedded defaults (PGlite + local files, stopped first).
 */
export const scenario = {
  name: 'backup-restore',
  title: 'Backup and restore',
  run: async (ctx: TScenarioContext): Promise<TScenarioResult> => {
    const kinds: Array<'postgres' | 'pglite'> = ctx.short ? ['postgres'] : ['postgres', 'pglite'];
    const results = [];
    for (const kind of kinds) results.push(await roundTrip(ctx, kind));
    return {
      load: `${results.reduce((sum, result) => sum + result.orders, 0)} orders (upload → paid → delivered), ${results.reduce((sum, result) => sum + result.requests, 0)} requests`,
      faults: `site destroyed (${kinds.map((kind) => (kind === 'postgres' ? 'database dropped, bucket emptied' : 'data directory deleted')).join('; ')})`,
      checked: results.map((result) => result.checked).join('; '),
      failures: results.flatMap((result) => result.failures),
    };
  },
};
