import { randomInt } from 'node:crypto';
import path from 'node:path';
import { auditSite, newLedger, recordOrder, type TLedger } from '../support/audit.ts';
import {
  analyze,
  createOrder,
  createQuote,
  customerAddress,
  documentText,
  getOrder,
  selectService,
  sha256,
  type TCaller,
  uploadBytes,
} from '../support/customer.ts';
import type { TResponse } from '../support/http.ts';
import type { TScenario } from '../support/scenario.ts';
import { startSite, type TInstance } from '../support/site.ts';
import { isSuccess, retryStep } from '../support/step.ts';
import { sleep } from '../support/time.ts';

/**
 * The mail server unreachable for a minute (8 s short: within the job's quick retries; the full minute outlasts
 * them, so the per-minute sweep brings the emails out) while scripted customers submit projects on two instances.
 * Ordering must not notice (every step answers 2xx); the emails wait in the outbox (none failed) and go out once it
 * is back; then each one reached the server exactly once under its Message-ID, none is left queued, and the audit
 * holds.
 */
export const scenario: TScenario = {
  name: 'mail-outage',
  title: 'Mail server down',
  run: async (ctx) => {
    const outageMs = ctx.short ? 5_000 : 60_000;
    const customers = ctx.short ? 2 : 3;
    const settleSeconds = ctx.short ? 90 : 180;
    // Local files shared by both instances: the bucket is not what this scenario is about (s3rver itself answered a
    // presigned PUT 500 once under this load).
    const site = await startSite({
      workDir: ctx.workDir,
      instances: 2,
      storage: 'local',
      dataDir: path.join(ctx.workDir, 'data'),
    });
    const ledger: TLedger = newLedger();
    const failures: string[] = [];
    let requests = 0;
    let orders = 0;
    let ordersDuringOutage = 0;
    try {
      const pick = () => site.instances[randomInt(site.instances.length)] as TInstance;
      /** One try: ordering must not notice the mail server, so any other answer than the expected one fails. */
      const step = <R extends TResponse>(
        label: string,
        run: (baseUrl: string) => Promise<R>,
        accept: (response: R) => boolean | Promise<boolean> = isSuccess,
      ) =>
        retryStep({
          label,
          run,
          pick: () => pick().url,
          accept,
          retryable: () => false,
          delayMs: () => 0,
          onAnswer: () => {
            requests += 1;
          },
          signal: ctx.signal,
        });

      const submitProject = async (customer: number, round: number) => {
        const clientIp = customerAddress(customer * 1000 + round);
        const me = (baseUrl: string): TCaller => ({ baseUrl, clientIp });
        const document = {
          filename: 'birth-certificate.txt',
          contentType: 'text/plain',
          bytes: Buffer.from(documentText(120 + randomInt(200))),
        };
        const uploaded = await step('upload', (baseUrl) => uploadBytes(me(baseUrl), document));
        const fileKey = uploaded.fileKey as string;
        await step('analyse', (baseUrl) => analyze(me(baseUrl), fileKey, document.filename));
        const quote = await step('create quote', (baseUrl) => createQuote(me(baseUrl), [fileKey]));
        const quoteId = quote.json.quote.quoteId as string;
        await step('select service', (baseUrl) => selectService(me(baseUrl), quoteId, 'professional'));
        const placed = await step('submit order', (baseUrl) =>
          createOrder(me(baseUrl), quoteId, `customer${customer}.${round}@chaos.test`),
        );
        const orderId = placed.json.order.orderId as string;
        const order = (await step('read order', (baseUrl) => getOrder(me(baseUrl), orderId))).json.order;
        recordOrder(ledger, {
          orderId,
          orderNumber: order.orderNumber,
          sources: new Map([[fileKey, sha256(document.bytes)]]),
        });
        orders += 1;
      };

      // Before: the mail server is up.
      let round = 0;
      for (let customer = 0; customer < customers; customer += 1) await submitProject(customer, round);
      round += 1;

      // The outage: customers keep submitting projects while the mail server refuses every connection.
      site.smtpGate.cut();
      const cutAt = Date.now();
      const receivedAtCut = site.smtp.received.length;
      ctx.log(`mail server cut for ${outageMs / 1000} s`);
      let failedDuring = 0;
      await Promise.all(
        Array.from({ length: customers }, async (_, customer) => {
          for (let mine = 0; Date.now() - cutAt < outageMs - 2_000 && mine < 40 && !ctx.signal.aborted; mine += 1) {
            await submitProject(customer, 100 + customer * 50 + mine);
            ordersDuringOutage += 1;
            const [row] = await site.query<{ n: number }>(
              "select count(*)::int as n from outbox where status = 'failed'",
            );
            failedDuring = Math.max(failedDuring, row?.n ?? 0);
            await sleep(1_000 + randomInt(1_000), ctx.signal);
          }
        }),
      );
      await sleep(Math.max(0, outageMs - (Date.now() - cutAt)));
      const waiting = await site.query<{ n: number; attempts: number }>(
        "select count(*)::int as n, coalesce(max(attempts), 0)::int as attempts from outbox where status in ('queued', 'sending')",
      );
      if (site.smtp.received.length !== receivedAtCut) failures.push('emails reached the mail server while it was cut');
      if (failedDuring > 0) failures.push(`${failedDuring} emails marked failed during the outage (lost)`);
      site.smtpGate.restore();
      const restoredAt = Date.now();
      ctx.log(
        `mail server back: ${waiting[0]?.n ?? 0} emails waiting in the outbox (up to ${waiting[0]?.attempts ?? 0} attempts each)`,
      );

      // After: one more project each, and the outbox drains (bounded wait).
      for (let customer = 0; customer < customers; customer += 1) await submitProject(customer, 999);
      let drainedSeconds: number | null = null;
      for (const deadline = restoredAt + settleSeconds * 1000; Date.now() < deadline && !ctx.signal.aborted; ) {
        const [row] = await site.query<{ n: number }>(
          "select count(*)::int as n from outbox where status in ('queued', 'sending')",
        );
        if (row?.n === 0) {
          drainedSeconds = Math.round((Date.now() - restoredAt) / 1000);
          break;
        }
        await sleep(1_000);
      }
      if (drainedSeconds === null) failures.push(`the outbox had not drained ${settleSeconds} s after the outage`);

      // Every email reached the server exactly once under its row's Message-ID, and nothing arrived twice.
      const rows = await site.query<{ id: string; status: string }>('select id::text as id, status from outbox');
      const received = new Map<string, number>();
      for (const email of site.smtp.received) {
        const id = /^Message-ID:\s*<([^@>]+)@sello\.outbox>/im.exec(email.raw)?.[1];
        if (id) received.set(id, (received.get(id) ?? 0) + 1);
        else failures.push(`a message without an outbox Message-ID reached the server: ${email.subject}`);
      }
      const notOnce = rows.filter((row) => received.get(row.id) !== 1);
      if (notOnce.length > 0) {
        failures.push(
          `${notOnce.length} of ${rows.length} emails did not reach the server exactly once (${notOnce
            .slice(0, 3)
            .map((row) => `${row.status}, ${received.get(row.id) ?? 0}×`)
            .join('; ')})`,
        );
      }
      const strays = [...received.keys()].filter((id) => !rows.some((row) => row.id === id));
      if (strays.length > 0) failures.push(`${strays.length} messages reached the server for no outbox row`);

      const audit = await auditSite(site, ledger, { settleSeconds: 30 });
      failures.push(...audit.failures);
      return {
        load: `${customers} customers, ${orders} orders (${ordersDuringOutage} during the outage), ${requests} requests`,
        faults: `SMTP refused for ${outageMs / 1000} s`,
        checked: `${rows.length} emails each received once${drainedSeconds === null ? '' : `, outbox drained ${drainedSeconds} s after`}; ${audit.checked}`,
        failures,
      };
    } catch (error) {
      failures.push((error as Error).message);
      return {
        load: `${customers} customers, ${orders} orders, ${requests} requests`,
        faults: `SMTP refused for ${outageMs / 1000} s`,
        checked: 'stopped early',
        failures,
      };
    } finally {
      await site.stop();
    }
  },
};
