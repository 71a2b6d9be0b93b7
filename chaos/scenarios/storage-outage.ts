import { randomInt } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { STORAGE_UNREACHABLE_MESSAGE } from '../../apps/api/src/storage/storage-outage.ts';
import { auditSite, bucketClient, newLedger, recordOrder, type TLedger } from '../support/audit.ts';
import {
  analyze,
  createOrder,
  createQuote,
  customerAddress,
  documentText,
  getOrder,
  sha256,
  signIn,
  type TCaller,
  uploadBytes,
} from '../support/customer.ts';
import { download, request, type TResponse } from '../support/http.ts';
import { runCustomers } from '../support/order-journey.ts';
import type { TScenario } from '../support/scenario.ts';
import { BUCKET, startSite, type TInstance } from '../support/site.ts';
import { isSuccess, judgeUnavailable, retryStep } from '../support/step.ts';
import { sleep } from '../support/time.ts';

/**
 * How long a customer waits before trying again: what Retry-After says, at most 10 s so the outage still sees
 * traffic (retrying every second, a customer met the analysis rate limit); a bucket the browser could not reach, ~1 s.
 */
const retryDelay = (response: TResponse) =>
  Math.min(Number(response.headers.get('retry-after')) || 1, 10) * 1000 + randomInt(1_000);
type TPhase = 'before' | 'outage' | 'after';

/**
 * The bucket cut off (its TCP gate resets every connection and refuses new ones) for 30 s (5 s short) under traffic
 * on two instances: customers uploading and ordering, staff downloading source files and archives, visitors asking
 * for quotes by manual estimate. During it, what needs the bucket answers 503 with Retry-After and the storage
 * message — never a 500, never a hang — and a quote by manual estimate is still made. Once the bucket is back the
 * same journeys go through, and nothing half-written remains: no object without a file row, no uploaded file row
 * without its object, every acknowledged order's files byte for byte (support/audit.ts).
 */
export const scenario: TScenario = {
  name: 'storage-outage',
  title: 'Storage outage',
  run: async (ctx) => {
    const outageMs = ctx.short ? 3_000 : 30_000;
    const customers = ctx.short ? 2 : 4;
    const site = await startSite({ workDir: ctx.workDir, instances: 2, storage: 's3' });
    const ledger: TLedger = newLedger();
    const failures: string[] = [];
    const badAnswers = new Map<string, number>();
    const noteBad = (what: string) => badAnswers.set(what, (badAnswers.get(what) ?? 0) + 1);
    /** What each kind of request answered in each phase, e.g. 'outage upload 503' → 12. */
    const tally = new Map<string, number>();
    const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
    let requests = 0;
    let bucketPutsRefused = 0;
    let journeys = 0;
    let journeysAfter = 0;
    let downloadsChecked = 0;
    let phase: TPhase = 'before';
    let stopping = false;
    let loops: Promise<void>[] = [];
    try {
      const gate = site.s3Gate;
      if (!gate) throw new Error('the storage outage needs an S3 site');
      const pick = () => site.instances[randomInt(site.instances.length)] as TInstance;

      /** Every answer of the site: a success, a client error, or a 503 that says when to come back and why. */
      const judge = (kind: string, response: TResponse) => {
        requests += 1;
        count(`${phase} ${kind} ${response.status}`);
        if (response.status === 0) {
          noteBad(`${kind}: ${response.error === 'timeout' ? 'no answer within 30 s (a hang)' : response.error}`);
          return;
        }
        if (response.status === 503) {
          for (const problem of judgeUnavailable(response, STORAGE_UNREACHABLE_MESSAGE)) noteBad(`${kind}: ${problem}`);
          if (phase === 'before') noteBad(`${kind}: 503 before the outage`);
          return;
        }
        if (response.status >= 500) noteBad(`${kind}: ${response.status} ${response.text.slice(0, 120)}`);
      };

      /** One step, tried again as a customer would while the site answers 503 (after its Retry-After); gives up after 90 s. */
      const step = <R extends TResponse>(
        kind: string,
        run: (baseUrl: string) => Promise<R>,
        accept: (response: R) => boolean | Promise<boolean> = isSuccess,
      ): Promise<R> =>
        retryStep({
          label: kind,
          run,
          pick: () => pick().url,
          accept,
          retryable: (response) => response.status === 503,
          deadlineMs: 90_000,
          delayMs: retryDelay,
          onAnswer: (response) => judge(kind, response),
          signal: ctx.signal,
        });

      /**
       * Presign (the site's answer, judged) and the browser's PUT to the bucket (through the gate: the browser cannot
       * reach a bucket that is down either; that refusal is the bucket's, not the site's, and the customer tries again).
       */
      const upload = async (caller: (baseUrl: string) => TCaller, document: { bytes: Buffer }) => {
        const deadline = Date.now() + 90_000;
        while (!ctx.signal.aborted) {
          const file = { filename: 'document.txt', contentType: 'text/plain', bytes: document.bytes };
          const answered = await uploadBytes(caller(pick().url), file);
          const putToBucket = answered.fileKey !== undefined;
          if (putToBucket && answered.status === 200) {
            judge('upload', { ...answered, status: 200 });
            return answered.fileKey as string;
          }
          if (putToBucket) bucketPutsRefused += 1;
          else judge('upload', answered);
          if ((!putToBucket && answered.status !== 503) || Date.now() > deadline) {
            throw new Error(`upload: ${answered.status} ${answered.error ?? answered.text.slice(0, 200)}`);
          }
          await sleep(retryDelay(answered), ctx.signal);
        }
        throw new Error('upload: stopped (the scenario overran)');
      };

      const journey = async (customer: number, round: number) => {
        const startedIn = phase;
        const clientIp = customerAddress(customer * 1000 + round);
        const me = (baseUrl: string): TCaller => ({ baseUrl, clientIp });
        const bytes = Buffer.from(documentText(150 + randomInt(300)));
        const key = await upload(me, { bytes });
        await step('analyse', (baseUrl) => analyze(me(baseUrl), key, 'document.txt'));
        const quote = await step('quote from files', (baseUrl) => createQuote(me(baseUrl), [key]));
        const quoteId = quote.json.quote.quoteId as string;
        const placed = await step(
          'submit order',
          (baseUrl) => createOrder(me(baseUrl), quoteId, `storage${customer}.${round}@chaos.test`),
          (response) => response.status === 201 || (response.status === 409 && Boolean(response.json?.orderId)),
        );
        const orderId = (placed.status === 201 ? placed.json.order.orderId : placed.json.orderId) as string;
        const order = (await step('read order', (baseUrl) => getOrder(me(baseUrl), orderId))).json.order;
        recordOrder(ledger, {
          orderId,
          orderNumber: order.orderNumber as string,
          sources: new Map([[key, sha256(bytes)]]),
        });
        journeys += 1;
        if (startedIn === 'after') journeysAfter += 1;
      };

      const customerLoops = runCustomers(
        customers,
        {
          running: () => !stopping && !ctx.signal.aborted,
          failures,
          describe: (customer, round) => `customer ${customer}, journey ${round} (${phase})`,
        },
        journey,
      );

      // Visitors who cannot (or will not) upload: a quote by manual estimate needs no storage, in every phase.
      const visitorLoop = (async () => {
        for (let visit = 0; !stopping && !ctx.signal.aborted; visit += 1) {
          const response = await request(pick().url, {
            method: 'POST',
            path: '/api/quotes',
            body: { manualEstimate: { pages: 1 + (visit % 9) }, sourceLanguage: 'spanish', targetLanguage: 'english' },
            clientIp: customerAddress(800_000 + (visit % 200)),
          });
          judge('manual quote', response);
          if (response.status !== 201) noteBad(`manual quote (${phase}): ${response.status}`);
          await sleep(400);
        }
      })();
      loops = [...customerLoops, visitorLoop];

      // Staff downloading an order's source document (a link, then the bytes from the bucket) and its archive.
      const staffIp = customerAddress(900_000);
      const staffToken = await signIn(
        { baseUrl: site.instances[0]?.url ?? '', clientIp: staffIp },
        site.admin.email,
        site.admin.password,
      );
      if (!staffToken) throw new Error('staff sign-in refused');
      const staffLoop = (async () => {
        while (!stopping && !ctx.signal.aborted) {
          const orders = [...ledger.orders.values()];
          const order = orders[randomInt(Math.max(orders.length, 1))];
          if (!order) {
            await sleep(300);
            continue;
          }
          const [fileKey, expected] = [...order.sources][0] as [string, string];
          const baseUrl = pick().url;
          const link = await request(baseUrl, {
            path: `/api/orders/${order.orderId}/files/${fileKey}/download`,
            token: staffToken,
            clientIp: staffIp,
          });
          judge('download link', link);
          const location = link.headers.get('location');
          if (link.status === 302 && location && (phase as TPhase) !== 'outage') {
            const bytes = await download(location);
            if (bytes && sha256(bytes) === expected) downloadsChecked += 1;
            // The gate may close between the link and the bytes; only a bucket that is up must serve them.
            else if (phase === 'before' && gate.isOpen) noteBad('download: the bucket did not serve the linked bytes');
          }
          const zipLink = await request(baseUrl, {
            method: 'POST',
            path: `/api/admin/orders/${order.orderId}/zip`,
            token: staffToken,
            clientIp: staffIp,
          });
          judge('archive link', zipLink);
          if (zipLink.status === 200) {
            judge('archive', await request(baseUrl, { path: zipLink.json.downloadUrl, clientIp: staffIp }));
          }
          await sleep(300);
        }
      })();
      loops.push(staffLoop);

      await sleep(ctx.short ? 2_000 : 10_000);

      ctx.log(`cutting the bucket off for ${outageMs / 1000} s (${journeys} journeys so far)`);
      gate.cut();
      phase = 'outage';
      const readyDuring = new Map<string, number>();
      const outageStarted = Date.now();
      // Besides the customers (who may all be waiting out a Retry-After), a visitor tries an upload on each instance
      // every second of the outage: the promise is checked whatever the customers happen to be doing.
      const probeFile = { filename: 'probe.txt', contentType: 'text/plain', bytes: Buffer.from(documentText(50)) };
      while (Date.now() - outageStarted < outageMs) {
        for (const instance of site.instances) {
          const ready = await request(instance.url, { path: '/api/ready', timeoutMs: 10_000 });
          if (ready.status === 0) noteBad(`ready ${instance.name}: ${ready.error}`);
          readyDuring.set(`${ready.status}`, (readyDuring.get(`${ready.status}`) ?? 0) + 1);
          const probe = await uploadBytes({ baseUrl: instance.url, clientIp: customerAddress(90_000) }, probeFile);
          if (probe.fileKey === undefined) judge('upload', probe);
          else noteBad('upload: an upload URL was handed out while the bucket was down');
        }
        await sleep(1_000);
      }
      ctx.log('letting the bucket back');
      gate.restore();
      phase = 'after';

      // Traffic goes on until every customer has been through a whole journey begun after the outage.
      const afterDeadline = Date.now() + (ctx.short ? 60_000 : 120_000);
      while (journeysAfter < customers && Date.now() < afterDeadline) await sleep(500);
      await sleep(2_000);
      stopping = true;
      await Promise.all(loops);
      if (journeysAfter < customers) {
        failures.push(`only ${journeysAfter} of ${customers} journeys begun after the outage went through`);
      }

      // The promises of the outage itself: the storage refused, with its message; the manual quotes went on.
      const during = (kind: string, status: number) => tally.get(`outage ${kind} ${status}`) ?? 0;
      if (during('upload', 503) === 0) failures.push('no upload was answered 503 during the outage');
      if (during('download link', 503) === 0) failures.push('no download link was answered 503 during the outage');
      if (during('archive', 503) === 0) failures.push('no archive was answered 503 during the outage');
      if (during('manual quote', 201) === 0) failures.push('no quote by manual estimate was made during the outage');
      for (const [what, times] of badAnswers) failures.push(`${times} × ${what}`);

      const audit = await auditSite(site, ledger, { settleSeconds: ctx.short ? 60 : 120 });
      failures.push(...audit.failures);
      // Beyond the orders: no uploaded file of any kind is recorded without its object.
      const rows = await site.query<{ file_key: string }>("select file_key from files where status = 'uploaded'");
      const bucket = bucketClient(site);
      const missing: string[] = [];
      for (const { file_key } of rows) {
        const found = await bucket.send(new HeadObjectCommand({ Bucket: BUCKET, Key: file_key })).catch(() => null);
        if (!found) missing.push(file_key);
      }
      bucket.destroy();
      if (missing.length > 0) failures.push(`${missing.length} uploaded file rows have no object in the bucket`);

      const summary = (kind: string) =>
        [...tally.entries()]
          .filter(([key]) => new RegExp(`^outage ${kind} \\d+$`).test(key))
          .map(([key, times]) => `${key.split(' ').pop()}×${times}`)
          .join(' ');
      return {
        load: `${customers} customers (upload → analyse → quote → order), staff downloads and archives, manual quotes every 0.4 s; ${requests} requests, ${journeys} journeys`,
        faults: `bucket cut off for ${outageMs / 1000} s (connections reset, new ones refused), then back`,
        checked: `during the outage uploads ${summary('upload')}, download links ${summary('download link')}, archives ${summary('archive')}, manual quotes ${summary('manual quote')} (503s with Retry-After and the storage message, no 500, no hang; ${bucketPutsRefused} browser PUTs refused by the bucket); /api/ready ${[...readyDuring].map(([status, times]) => `${status}×${times}`).join(' ')}; ${journeysAfter} journeys after, ${downloadsChecked} downloads byte for byte; ${rows.length} uploaded rows all in the bucket; ${audit.checked}`,
        failures,
      };
    } finally {
      // Also when something above threw: customers, visitors and staff stop before their site does.
      stopping = true;
      await Promise.all(loops);
      await site.stop();
    }
  },
};
