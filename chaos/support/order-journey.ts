import { orderOfQuote } from './audit.ts';
import { analyze, createOrder, createQuote, sha256, type TCaller } from './customer.ts';
import type { TResponse } from './http.ts';
import type { TSite } from './site.ts';

/**
 * The parts of a customer's journey that the faults make hard — a quote or an order committed whose answer was lost
 * — shared by the scenarios, each with its own `step` (how it picks an instance, retries and judges the answers).
 */
export type TStep = <R extends TResponse>(
  label: string,
  run: (baseUrl: string) => Promise<R>,
  accept?: (response: R) => boolean | Promise<boolean>,
) => Promise<R>;

export type TDocument = { filename: string; contentType: string; bytes: Uint8Array };

/**
 * Uploads (by the scenario's `upload`), analyses and quotes the documents. A quote committed whose answer was lost
 * holds its files, so the retry is told they are taken: the customer uploads them again (up to five times).
 */
export const quoteDocuments = async ({
  step,
  me,
  documents,
  upload,
}: {
  step: TStep;
  me: (baseUrl: string) => TCaller;
  documents: TDocument[];
  upload: (document: TDocument) => Promise<string>;
}): Promise<{ quoteId: string; sources: Map<string, string> }> => {
  for (let tries = 0; tries < 5; tries += 1) {
    const sources = new Map<string, string>();
    for (const document of documents) {
      const key = await upload(document);
      await step('analyse', (baseUrl) => analyze(me(baseUrl), key, document.filename));
      sources.set(key, sha256(document.bytes));
    }
    const created = await step(
      'create quote',
      (baseUrl) => createQuote(me(baseUrl), [...sources.keys()]),
      (response) =>
        response.status === 201 ||
        response.status === 409 ||
        (response.status === 404 && response.json?.reason === 'file-not-found'),
    );
    if (created.status === 201) return { quoteId: created.json.quote.quoteId as string, sources };
  }
  throw new Error('create quote: every try found its files taken');
};

/**
 * Submits the order. A submit committed whose answer was lost (`lostAnswer`: a connection cut by a kill, a 503 from
 * a database gone after the commit) meets 'already ordered' on its retry, without the order's id for a customer who
 * is not signed in; their confirmation email has the link, and the scenario finds the order by its quote. Accepted
 * only after such an answer in this step. `unanswered`: the order was found that way.
 */
export const submitOrder = async ({
  step,
  me,
  site,
  quoteId,
  email,
  lostAnswer,
}: {
  step: TStep;
  me: (baseUrl: string) => TCaller;
  site: TSite;
  quoteId: string;
  email: string;
  lostAnswer: (response: TResponse) => boolean;
}): Promise<{ orderId: string; unanswered: boolean }> => {
  let lost = false;
  const placed = await step(
    'submit order',
    (baseUrl) => createOrder(me(baseUrl), quoteId, email),
    (response) => {
      if (lostAnswer(response)) lost = true;
      return response.status === 201 || (response.status === 409 && (Boolean(response.json?.orderId) || lost));
    },
  );
  const orderId = (placed.status === 201 ? placed.json.order.orderId : placed.json.orderId) as string | undefined;
  if (orderId) return { orderId, unanswered: false };
  const found = await orderOfQuote(site, quoteId);
  if (!found) throw new Error('submit order: 409 already ordered, yet no order holds the quote');
  return { orderId: found, unanswered: true };
};

/**
 * Each customer runs journeys one after another until `running()` says stop; a journey that fails is recorded
 * (`describe` names its moment) and the customer starts the next one.
 */
export const runCustomers = (
  customers: number,
  {
    running,
    failures,
    describe,
  }: { running: () => boolean; failures: string[]; describe: (customer: number, round: number) => string },
  journey: (customer: number, round: number) => Promise<void>,
): Promise<void>[] =>
  Array.from({ length: customers }, async (_, customer) => {
    for (let round = 0; running(); round += 1) {
      try {
        await journey(customer, round);
      } catch (error) {
        failures.push(`${describe(customer, round)}: ${(error as Error).message}`);
      }
    }
  });
