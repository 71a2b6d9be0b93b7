import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../src/db/migrations/0023-payment-ledger.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, placeOrder, uploadFile, words } from './helpers/journey.ts';
import { insertPayment } from './helpers/payment-rows.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('migration 0023-payment-ledger', () => {
  it("gives each Stripe refund recorded before it the order's latest Stripe payment made before it", async () => {
    const file = await uploadFile(t.app, { filename: 'a.txt', contentType: 'text/plain', body: words(50) });
    const quote = await createFileQuote(t.app, [file.fileKey], { sourceLanguage: 'french', targetLanguage: 'english' });
    const { orderId } = await placeOrder(t.app, quote.quoteId);
    await down(t.db as unknown as Kysely<unknown>);

    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));
    const row = (
      kind: 'PAYMENT' | 'REFUND',
      provider: 'stripe' | 'manual',
      providerId: string | null,
      minute: number,
    ) =>
      // Before 0023 the table has no refunded_payment_id: written without it.
      insertPayment(t.db, orderId, {
        kind,
        amount_cents: 1000,
        provider,
        provider_id: providerId,
        method: provider === 'stripe' ? 'stripe' : 'cash',
        reason: kind === 'REFUND' ? 'Test' : null,
        created_at: at(minute),
      });
    const first = await row('PAYMENT', 'stripe', 'pi_first', 1);
    const firstRefund = await row('REFUND', 'stripe', 're_first', 2);
    const second = await row('PAYMENT', 'stripe', 'pi_second', 3);
    const secondRefund = await row('REFUND', 'stripe', 're_second', 4);
    await row('PAYMENT', 'manual', null, 5);
    const manualRefund = await row('REFUND', 'manual', null, 6);

    await up(t.db as unknown as Kysely<unknown>);
    const refunds = await t.db
      .selectFrom('payments')
      .select(['id', 'refunded_payment_id'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'REFUND')
      .execute();
    expect(Object.fromEntries(refunds.map((refund) => [refund.id, refund.refunded_payment_id]))).toEqual({
      [firstRefund.id]: first.id,
      [secondRefund.id]: second.id,
      [manualRefund.id]: null,
    });

    // A payment may now be $0 (a quote discounted to nothing); a refund still may not.
    const zero = (kind: 'PAYMENT' | 'REFUND') =>
      insertPayment(t.db, orderId, { kind, amount_cents: 0, method: 'no_payment_needed' });
    await expect(zero('PAYMENT')).resolves.toBeDefined();
    await expect(zero('REFUND')).rejects.toThrow(/payments_amount_cents_check/);
  });
});
