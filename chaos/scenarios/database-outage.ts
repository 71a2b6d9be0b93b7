import { randomInt } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { auditSite, newLedger, recordOrder, type TLedger } from '../support/audit.ts';
import { customerAddress, documentText, getOrder, selectService, signIn, type TCaller } from '../support/customer.ts';
import { request, type TResponse } from '../support/http.ts';
import { quoteDocuments, runCustomers, submitOrder, type TDocument } from '../support/order-journey.ts';
import type { TScenario } from '../support/scenario.ts';
import { startSite, type TInstance } from '../support/site.ts';
import { isSuccess, judgeUnavailable, retryStep } from '../support/step.ts';
import { sleep } from '../support/time.ts';

/** How long both instances may take to say ready again once PostgreSQL is back. */
const RECOVERY_LIMIT_MS = 30_000;

/**
 * PostgreSQL stopped (fast shutdown, as an operator or a failover would) for 30 s (5 s short) under scripted
 * customers' traffic on two instances. During it every answer must be a success or a 503 with Retry-After and
 * `{ error, code }` — never another 5xx, never a hang, never a dropped connection (a crashed instance) — and
 * `/api/ready` must say 503 on both. Once it is back both must be ready within 30 s without a restart (same
 * processes), customers' journeys must go through again, jobs must resume (the audit's outbox), and the audit holds.
 */
export const scenario: TScenario = {
  name: 'database-outage',
  title: 'Database outage',
  run: async (ctx) => {
    const outageMs = ctx.short ? 3_000 : 30_000;
    const customers = ctx.short ? 2 : 5;
    const site = await startSite({ workDir: ctx.workDir, instances: 2 });
    const ledger: TLedger = newLedger();
    const failures: string[] = [];
    const badAnswers = new Map<string, number>();
    const noteBad = (what: string) => badAnswers.set(what, (badAnswers.get(what) ?? 0) + 1);
    let requests = 0;
    let answered503 = 0;
    /** 503s once PostgreSQL is back: a connection the outage left broken would show here. */
    const after503: string[] = [];
    let journeys = 0;
    /** Orders committed whose answer the outage swallowed (the customer learns of them by email). */
    let ordersLeftUnanswered = 0;
    let journeysAfter = 0;
    let phase: 'before' | 'outage' | 'after' = 'before';
    let stopping = false;
    let loops: Promise<void>[] = [];
    try {
      const postgres = site.postgres;
      if (!postgres) throw new Error('the database outage needs a PostgreSQL site');
      const pids = site.instances.map((instance) => instance.pid);
      const pick = () => site.instances[randomInt(site.instances.length)] as TInstance;

      /** Every answer, whatever the phase: a success, a client error, or a 503 that says when to come back. */
      const judge = (label: string, response: TResponse) => {
        requests += 1;
        if (response.status === 0) {
          noteBad(`${label}: ${response.error === 'timeout' ? 'no answer within 30 s (a hang)' : response.error}`);
          return;
        }
        if (response.status === 503) {
          answered503 += 1;
          if (phase === 'after') after503.push(`${label}: ${response.text.slice(0, 160)}`);
          for (const problem of judgeUnavailable(response)) noteBad(`${label}: ${problem}`);
          return;
        }
        if (response.status >= 500) noteBad(`${label}: ${response.status} ${response.text.slice(0, 120)}`);
      };

      /** One step, tried again (as a customer would) while the site answers 503; gives up after 90 s. */
      const step = <R extends TResponse>(
        label: string,
        run: (baseUrl: string) => Promise<R>,
        accept: (response: R) => boolean | Promise<boolean> = isSuccess,
      ): Promise<R> =>
        retryStep({
          label,
          run,
          pick: () => pick().url,
          accept,
          retryable: (response) => response.status === 503,
          deadlineMs: 90_000,
          delayMs: () => 500 + randomInt(1_000),
          onAnswer: (response) => judge(label, response),
          signal: ctx.signal,
        });

      /**
       * Presign through Sello (judged like every answer), then the PUT straight to the bucket, which the outage does
       * not touch: its answers are s3rver's, not Sello's, so they are tried again without being judged.
       */
      const upload = async (me: (baseUrl: string) => TCaller, document: TDocument) => {
        const presign = await step('presign', (baseUrl) =>
          request(baseUrl, {
            method: 'POST',
            path: '/api/uploads/presigned-url',
            body: {
              files: [{ filename: document.filename, contentType: document.contentType, size: document.bytes.length }],
            },
            clientIp: me(baseUrl).clientIp,
          }),
        );
        const [target] = presign.json.uploads as { uploadUrl: string; fileKey: string }[];
        if (!target) throw new Error('presign: no upload target');
        for (let tries = 0; tries < 5; tries += 1) {
          const put = await request('', {
            method: 'PUT',
            path: target.uploadUrl,
            rawBody: document.bytes,
            contentType: document.contentType,
          });
          if (put.status >= 200 && put.status < 300) return target.fileKey;
          await sleep(500);
        }
        throw new Error('upload: the bucket refused the PUT five times');
      };

      const journey = async (customer: number, round: number) => {
        const startedIn = phase;
        const clientIp = customerAddress(customer * 1000 + round);
        const email = `outage${customer}.${round}@chaos.test`;
        const me = (baseUrl: string): TCaller => ({ baseUrl, clientIp });
        const document = {
          filename: 'document.txt',
          contentType: 'text/plain',
          bytes: Buffer.from(documentText(150 + randomInt(300))),
        };
        const { quoteId, sources } = await quoteDocuments({
          step,
          me,
          documents: [document],
          upload: (document) => upload(me, document),
        });
        await step('quote page', (baseUrl) => request(baseUrl, { path: `/api/quotes/${quoteId}`, clientIp }));
        await step('select service', (baseUrl) => selectService(me(baseUrl), quoteId, 'professional'));
        const { orderId, unanswered } = await submitOrder({
          step,
          me,
          site,
          quoteId,
          email,
          lostAnswer: (response) => response.status === 503,
        });
        if (unanswered) ordersLeftUnanswered += 1;
        const order = (await step('read order', (baseUrl) => getOrder(me(baseUrl), orderId))).json.order;
        recordOrder(ledger, { orderId, orderNumber: order.orderNumber as string, sources });
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

      // Staff reading the order list while it happens: a signed-in route, and the admin's view of the outage.
      loops = [...customerLoops];
      const staffToken = await signIn(
        { baseUrl: site.instances[0]?.url ?? '', clientIp: customerAddress(900_000) },
        site.admin.email,
        site.admin.password,
      );
      if (!staffToken) throw new Error('staff sign-in refused');
      const staffLoop = (async () => {
        while (!stopping && !ctx.signal.aborted) {
          judge(
            'staff order list',
            await request(pick().url, {
              path: '/api/admin/orders',
              token: staffToken,
              clientIp: customerAddress(900_000),
            }),
          );
          await sleep(500);
        }
      })();
      loops.push(staffLoop);

      // Warm-up: every customer through one journey (bounded), so the outage meets traffic in every step.
      const warmUpDeadline = Date.now() + 90_000;
      await sleep(ctx.short ? 2_000 : 10_000);
      while (journeys < customers && Date.now() < warmUpDeadline) await sleep(250);
      const logSizes = site.instances.map((instance) => statSync(instance.logFile).size);

      // The outage: readiness probed on both instances as a load balancer would.
      ctx.log(`stopping PostgreSQL for ${outageMs / 1000} s (${journeys} journeys so far)`);
      await postgres.stop();
      phase = 'outage';
      const outageStarted = Date.now();
      const readyDuring = new Map<string, number>();
      while (Date.now() - outageStarted < outageMs) {
        for (const instance of site.instances) {
          const ready = await request(instance.url, { path: '/api/ready', timeoutMs: 10_000 });
          judge(`ready ${instance.name}`, ready);
          readyDuring.set(
            `${instance.name} ${ready.status}`,
            (readyDuring.get(`${instance.name} ${ready.status}`) ?? 0) + 1,
          );
          if (ready.status !== 503) noteBad(`ready ${instance.name} during the outage: ${ready.status}`);
        }
        await sleep(500);
      }
      const outageRequests = requests;

      ctx.log('starting PostgreSQL again');
      await postgres.start();
      const restarted = Date.now();
      phase = 'after';
      const recoveredMs: number[] = [];
      for (const instance of site.instances) {
        for (;;) {
          const ready = await request(instance.url, { path: '/api/ready', timeoutMs: 10_000 });
          if (ready.status === 200) {
            recoveredMs.push(Date.now() - restarted);
            break;
          }
          if (Date.now() - restarted > RECOVERY_LIMIT_MS) {
            failures.push(
              `instance ${instance.name} not ready ${RECOVERY_LIMIT_MS / 1000} s after PostgreSQL came back`,
            );
            break;
          }
          await sleep(250);
        }
      }
      ctx.log(`ready again after ${recoveredMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(', ')}`);

      // Traffic goes on until every customer has been through a whole journey begun after the outage.
      const afterDeadline = Date.now() + (ctx.short ? 60_000 : 120_000);
      while (journeysAfter < customers && Date.now() < afterDeadline) await sleep(500);
      stopping = true;
      await Promise.all(loops);
      if (journeysAfter < customers) {
        failures.push(`only ${journeysAfter} of ${customers} journeys begun after the outage went through`);
      }

      site.instances.forEach((instance, index) => {
        if (!instance.running || instance.pid !== pids[index]) {
          failures.push(`instance ${instance.name} did not survive the outage (it exited or was restarted)`);
        }
      });
      // The log through the outage: no crash, no stack per failed poll, no tight loop.
      site.instances.forEach((instance, index) => {
        const lines = readFileSync(instance.logFile, 'utf8')
          .slice(logSizes[index] ?? 0)
          .split('\n')
          .filter(Boolean);
        const fatal = lines.filter((line) => /"level":60|uncaught|unhandled/i.test(line));
        if (fatal.length > 0) failures.push(`instance ${instance.name} logged ${fatal.length} fatal/uncaught lines`);
        const jobLines = lines.filter((line) => line.includes('job queue')).length;
        if (jobLines > 10) failures.push(`instance ${instance.name}: ${jobLines} job-queue lines (a tight error loop)`);
        ctx.log(
          `instance ${instance.name}: ${lines.length} log lines since the outage began, ${jobLines} from the job queue`,
        );
      });

      for (const [what, count] of badAnswers) failures.push(`${count} × ${what}`);
      if (after503.length > 0) ctx.log(`503 after the outage: ${after503.join(' | ')}`);
      // Jobs whose completion could not be recorded during the outage stay active until their heartbeat or expiry
      // lapses and pg-boss retries them: the short run waits as long as the full one.
      const audit = await auditSite(site, ledger, { settleSeconds: 180 });
      failures.push(...audit.failures);
      const probes = [...readyDuring.entries()].map(([key, count]) => `${key}×${count}`).join(', ');
      return {
        load: `${customers} customers, ${journeys} journeys (upload → order), staff list every 0.5 s; ${requests} requests (${outageRequests} by the outage's end), ${answered503} answered 503`,
        faults: `PostgreSQL stopped for ${outageMs / 1000} s under traffic, then started`,
        checked: `every answer 2xx/4xx or 503 + Retry-After + { error, code }, no hang; /api/ready during the outage: ${probes}; both ready ${recoveredMs.map((ms) => `${(ms / 1000).toFixed(1)} s`).join(' / ')} after, same processes; ${journeysAfter} journeys after; ${ordersLeftUnanswered} orders committed but unanswered (found by their email); ${audit.checked}`,
        failures,
      };
    } finally {
      // Also when something above threw: the customers and staff stop before their site does.
      stopping = true;
      await Promise.all(loops);
      await site.stop();
    }
  },
};
