import { randomInt } from 'node:crypto';
import { auditSite, newLedger, recordOrder, type TLedger } from '../support/audit.ts';
import {
  approveOfficialQuote,
  completeOrder,
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
  signInAnswer,
  type TCaller,
  uploadBytes,
} from '../support/customer.ts';
import type { TResponse } from '../support/http.ts';
import { quoteDocuments, runCustomers, submitOrder } from '../support/order-journey.ts';
import type { TScenario } from '../support/scenario.ts';
import { startSite, type TInstance } from '../support/site.ts';
import { isSuccess, retryStep } from '../support/step.ts';
import { sleep } from '../support/time.ts';

/** A connection cut by a kill, or an instance that is draining: the customer's browser tries again. */
const retryable = (response: TResponse) => response.status === 0 || response.status === 502 || response.status === 503;

/**
 * Scripted customers and staff run whole journeys against the two instances while one of them is SIGKILLed and
 * restarted at random moments; then the audit (support/audit.ts) holds the site to everything it acknowledged.
 */
export const scenario: TScenario = {
  name: 'kills',
  title: 'Kills',
  run: async (ctx) => {
    const kills = ctx.short ? 3 : 50;
    const customers = ctx.short ? 2 : 6;
    const site = await startSite({ workDir: ctx.workDir, instances: 2 });
    const ledger: TLedger = newLedger();
    const failures: string[] = [];
    let requests = 0;
    let journeys = 0;
    let downloadsChecked = 0;
    /** Requests whose connection a kill cut while they were in flight (then tried again), and those refused. */
    let cutInFlight = 0;
    let ordersLeftUnanswered = 0;
    let refused = 0;
    const noteAnswer = (response: TResponse) => {
      requests += 1;
      if (response.status !== 0 || response.error === 'timeout') return;
      if (/ECONNREFUSED/.test(response.error ?? '')) refused += 1;
      else cutInFlight += 1;
    };
    let stopping = false;
    let customerLoops: Promise<void>[] = [];
    try {
      const live = () => site.instances.filter((instance) => instance.running);
      const pick = () => {
        const running = live();
        return (running[randomInt(running.length)] ?? site.instances[0]) as TInstance;
      };
      /** Runs one step against a live instance, again on another one while the answer says the instance went away. */
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
          retryable,
          attempts: 40,
          delayMs: () => 250 + randomInt(500),
          onAnswer: noteAnswer,
          signal: ctx.signal,
        });
      /** Like `step`, but the answer may be lost after the change was made: success is the state being reached. */
      const stepUntil = (
        label: string,
        run: (baseUrl: string) => Promise<TResponse>,
        reachedState: (response: TResponse) => Promise<boolean>,
      ) =>
        step(
          label,
          run,
          async (response) => isSuccess(response) || (!retryable(response) && (await reachedState(response))),
        );

      const staffIp = customerAddress(60_000);
      let staffToken = '';
      let staffSignedInAt = 0;
      const staff = async (): Promise<TCaller> => {
        // Access tokens live 15 minutes; staff sign in again well before.
        if (!staffToken || Date.now() - staffSignedInAt > 10 * 60_000) {
          staffSignedInAt = Date.now();
          const response = await step('staff sign-in', (baseUrl) =>
            signInAnswer({ baseUrl, clientIp: staffIp }, site.admin.email, site.admin.password),
          );
          staffToken = response.json.tokens.accessToken;
        }
        return { baseUrl: pick().url, clientIp: staffIp, token: staffToken };
      };
      /**
       * Each customer's order is handled by a project manager at a desk of their own (one signed-in account, an
       * address per desk): one desk delivering every order would meet the upload rate limit (60 a minute), which
       * protects the site from one client, not a team.
       */
      const desk = async (customer: number): Promise<TCaller> => ({
        ...(await staff()),
        clientIp: customerAddress(60_001 + customer),
      });

      const journey = async (customer: number, round: number) => {
        const clientIp = customerAddress(customer * 100 + round);
        const email = `customer${customer}.${round}@chaos.test`;
        const me = (baseUrl: string): TCaller => ({ baseUrl, clientIp });
        const documents = Array.from({ length: 1 + randomInt(2) }, (_, index) => ({
          filename: `document-${index + 1}.txt`,
          contentType: 'text/plain',
          bytes: Buffer.from(documentText(150 + randomInt(400))),
        }));
        const { quoteId, sources } = await quoteDocuments({
          step,
          me,
          documents,
          upload: async (document) =>
            (await step('upload', (baseUrl) => uploadBytes(me(baseUrl), document))).fileKey as string,
        });
        await step('select service', (baseUrl) => selectService(me(baseUrl), quoteId, 'professional'));
        const { orderId, unanswered } = await submitOrder({
          step,
          me,
          site,
          quoteId,
          email,
          lostAnswer: (response) => response.status === 0,
        });
        if (unanswered) ordersLeftUnanswered += 1;
        const order = (await step('read order', (baseUrl) => getOrder(me(baseUrl), orderId))).json.order;
        const entry = recordOrder(ledger, { orderId, orderNumber: order.orderNumber as string, sources });

        // Staff send the official quote; the customer approves and pays by card (Stripe Checkout).
        const files = (order.files as { fileKey: string; pages: number; wordCount: number }[]).map((file) => ({
          fileKey: file.fileKey,
          pages: file.pages,
          wordCount: file.wordCount,
        }));
        const official = await step('official quote', async (baseUrl) =>
          sendOfficialQuote({ ...(await desk(customer)), baseUrl }, orderId, files),
        );
        const officialQuote = official.json.officialQuote;
        await step('approve', (baseUrl) => approveOfficialQuote(me(baseUrl), orderId, officialQuote.officialQuoteId));
        const event = paymentEvent(
          { orderId, orderNumber: entry.orderNumber },
          officialQuote.officialQuoteId,
          Math.round(officialQuote.total * 100),
        );
        entry.paymentEventIds.push(event.id);
        // Stripe delivers until it gets a 2xx, and sometimes again after that.
        await step('payment webhook', async (baseUrl) => {
          entry.deliveries += 1;
          return deliverWebhook(baseUrl, event, site.stripeWebhookSecret);
        });
        entry.paid = true;
        for (let again = randomInt(3); again > 0; again -= 1) {
          entry.deliveries += 1;
          const redelivered = await deliverWebhook(pick().url, event, site.stripeWebhookSecret);
          noteAnswer(redelivered);
          if (redelivered.status >= 500 && !retryable(redelivered)) {
            throw new Error(`redelivered webhook: ${redelivered.status}`);
          }
        }

        // Staff start, deliver a translation and complete; the customer downloads it.
        const reached = (status: string) => async (response: TResponse) =>
          response.status === 200 || (await getOrder(me(pick().url), orderId)).json?.order?.status === status;
        await stepUntil(
          'start work',
          async (baseUrl) => setStatus({ ...(await desk(customer)), baseUrl }, orderId, 'IN_PROGRESS'),
          reached('IN_PROGRESS'),
        );
        entry.inProgress = true;
        const translation = {
          filename: 'translation.txt',
          contentType: 'text/plain',
          bytes: Buffer.from(documentText(200)),
        };
        const delivered = await step('upload translation', async (baseUrl) =>
          uploadBytes({ ...(await desk(customer)), baseUrl }, translation, { orderId, fileType: 'TRANSLATED' }),
        );
        const translatedKey = delivered.fileKey as string;
        await stepUntil(
          'complete',
          async (baseUrl) => completeOrder({ ...(await desk(customer)), baseUrl }, orderId, [translatedKey]),
          reached('COMPLETED'),
        );
        entry.completed = true;
        const page = (await step('read completed order', (baseUrl) => getOrder(me(baseUrl), orderId))).json.order;
        const file = (page.files as { fileType: string; fileKey: string; downloadUrl?: string }[]).find(
          (candidate) => candidate.fileType === 'TRANSLATED',
        );
        let bytes: Buffer | null = null;
        for (let tries = 0; tries < 20 && !bytes && file?.downloadUrl; tries += 1) {
          bytes = await downloadDelivered(me(pick().url), file.downloadUrl);
          requests += 1;
          if (!bytes) await sleep(500);
        }
        if (!bytes || sha256(bytes) !== sha256(translation.bytes)) {
          throw new Error(`download of ${entry.orderNumber}'s translation failed or changed`);
        }
        downloadsChecked += 1;
        journeys += 1;
      };

      customerLoops = runCustomers(
        customers,
        {
          running: () => !stopping && !ctx.signal.aborted,
          failures,
          describe: (customer, round) => `customer ${customer}, journey ${round}`,
        },
        journey,
      );

      // The killer: one instance at a time, at random moments, SIGKILL then a restart. The next kill waits for the
      // last victim to be back (never both down) while the random pause runs beside its restart.
      let killed = 0;
      const killTimes: number[] = [];
      let restarting: Promise<void> = Promise.resolve();
      await sleep(2_000);
      while (killed < kills && !ctx.signal.aborted) {
        await sleep(1_000 + randomInt(2_000));
        await restarting;
        const victim = site.instances[randomInt(site.instances.length)] as TInstance;
        killTimes.push(Date.now());
        await victim.kill('SIGKILL');
        killed += 1;
        restarting = sleep(200 + randomInt(1_000)).then(() => victim.restart());
        // Awaited before the next kill; meanwhile a failed restart is not an unhandled rejection.
        restarting.catch(() => undefined);
        if (killed % 5 === 0) ctx.log(`${killed}/${kills} kills, ${ledger.orders.size} orders, ${requests} requests`);
      }
      await restarting;
      stopping = true;
      await Promise.all(customerLoops);
      // The kills must have met traffic: a run where none cut a request in flight proved nothing about them.
      if (!ctx.short && cutInFlight === 0) failures.push('no kill cut a request in flight');

      // An email claimed by a killed instance waits out its 60 s lease, then the per-minute sweep: up to ~2.5 min.
      const audit = await auditSite(site, ledger, { settleSeconds: 180, killTimes });
      failures.push(...audit.failures);
      return {
        load: `${customers} customers, ${journeys} journeys (upload → paid → delivered), ${requests} requests`,
        faults: `${kills} × SIGKILL of one of 2 instances, restarted`,
        checked: `${cutInFlight} requests cut in flight by a kill and ${refused} refused, all tried again; ${ordersLeftUnanswered} orders committed but unanswered (their retry said 'already ordered'); ${audit.checked}; ${downloadsChecked} downloads byte for byte; no job stuck active`,
        failures,
      };
    } finally {
      // Also when something above threw: the customers stop before their site does.
      stopping = true;
      await Promise.all(customerLoops);
      await site.stop();
    }
  },
};
