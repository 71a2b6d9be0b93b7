import {
  EXTRA_NAMES,
  priceOfficialQuote,
  type TOfficialQuote,
  type TSendOfficialQuoteInput,
} from '@sello/shared/official-quote-schemas';
import { fromCents } from '@sello/shared/pricing';
import type { TDb } from '../../db/database.ts';
import type { TStoredOfficialQuoteFile, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { localeOr } from '../../i18n/format-message.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { officialQuoteEmail } from '../../mail/templates/official-quote-email.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { toOfficialQuote } from '../orders/official-quote-rows.ts';
import { ADMIN_ORDER_NOT_FOUND } from '../orders/order-rows.ts';
import { turnaroundBusinessDays } from '../orders/order-terms.ts';
import type { TSettingsReader } from '../settings/settings.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type TSendOfficialQuoteOptions = {
  db: TDb;
  mailer: TMailer;
  orderId: string;
  input: TSendOfficialQuoteInput;
  admin: TUserRow;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  now?: Date;
};

/**
 * Prices and stores the official quote of an unpaid order from the counts staff confirmed, in one transaction:
 * the order row is locked, the live quote (current or approved) is superseded and kept, the new one becomes current
 * and the customer's email is written to the outbox. Nothing the client sends is priced: the lines come from the
 * order's frozen rate and minimum charge and the extras' settings.
 */
export const sendOfficialQuote = async ({
  db,
  mailer,
  orderId,
  input,
  admin,
  env,
  readSettings,
  now = new Date(),
}: TSendOfficialQuoteOptions): Promise<TOfficialQuote> => {
  const settings = await readSettings(db);
  const today = now.toISOString().slice(0, 10);
  if (input.deliveryDate < today) {
    throw new AppError('BAD_REQUEST', 'deliveryDate: The delivery date cannot be in the past.');
  }
  const codes = input.extras.map((extra) => extra.code);
  if (new Set(codes).size !== codes.length) {
    throw new AppError('BAD_REQUEST', 'extras: Each extra may be added once (give hard copies a quantity).');
  }

  const result = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
    if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_NOT_FOUND);
    if (order.status !== 'PENDING') {
      throw new AppError(
        'CONFLICT',
        `This order is ${order.status.toLowerCase().replace('_', ' ')}: an official quote can only be sent before it is paid.`,
      );
    }
    if (codes.includes('hard_copy') && !order.customer_address) {
      throw new AppError(
        'BAD_REQUEST',
        `extras: ${EXTRA_NAMES.hard_copy} needs the customer's postal address, and this order has none. Ask the customer for it first.`,
      );
    }

    const sources = await trx
      .selectFrom('files')
      .select(['file_key', 'original_name', 'analysis'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'SOURCE')
      .where('status', '=', 'uploaded')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const given = new Map(input.files.map((file) => [file.fileKey, file]));
    if (given.size !== input.files.length) {
      throw new AppError('BAD_REQUEST', 'files: Each document may be listed once.');
    }
    const unknown = input.files.find((file) => !sources.some((source) => source.file_key === file.fileKey));
    if (unknown) throw new AppError('BAD_REQUEST', `files: ${unknown.fileKey} is not a document of this order.`);
    const missing = sources.find((source) => !given.has(source.file_key));
    if (missing) throw new AppError('BAD_REQUEST', `files: Confirm the counts of ${missing.original_name} too.`);

    const files: TStoredOfficialQuoteFile[] = sources.map((source) => {
      const file = given.get(source.file_key) as (typeof input.files)[number];
      const estimatedPages = source.analysis?.pages ?? null;
      const estimatedWordCount = source.analysis?.wordCount ?? null;
      const changed = file.pages !== estimatedPages || file.wordCount !== estimatedWordCount;
      return {
        fileKey: source.file_key,
        filename: source.original_name,
        estimatedPages,
        estimatedWordCount,
        pages: file.pages,
        wordCount: file.wordCount,
        // A reason only explains a change; it is dropped when the counts are confirmed as estimated.
        reason: changed ? (file.reason ?? null) : null,
      };
    });
    const totalPages = files.reduce((sum, file) => sum + file.pages, 0);
    const totalWords = files.reduce((sum, file) => sum + file.wordCount, 0);

    const quote = await trx
      .selectFrom('quotes')
      .select('pricing_snapshot')
      .where('id', '=', order.quote_id)
      .executeTakeFirstOrThrow();
    const priced = priceOfficialQuote({
      serviceType: order.service_type,
      rate: order.rate,
      minimumCharge: quote.pricing_snapshot.minimumCharge,
      totalPages,
      totalWords,
      extras: input.extras,
      extraSettings: settings.extras,
      discount: input.discount,
    });
    if (priced.totalCents < 0) {
      throw new AppError('BAD_REQUEST', 'discount: The discount cannot be more than the quote before it.');
    }

    const earlier = await trx
      .updateTable('official_quotes')
      .set({ status: 'SUPERSEDED', superseded_at: now })
      .where('order_id', '=', order.id)
      .where('status', '<>', 'SUPERSEDED')
      .executeTakeFirst();
    const last = await trx
      .selectFrom('official_quotes')
      .select((eb) => eb.fn.max('version').as('version'))
      .where('order_id', '=', order.id)
      .executeTakeFirst();
    const validUntil = new Date(now.getTime() + settings.officialQuoteValidityDays * DAY_MS);
    const row = await trx
      .insertInto('official_quotes')
      .values({
        order_id: order.id,
        version: Number(last?.version ?? 0) + 1,
        status: 'CURRENT',
        files: JSON.stringify(files),
        extras: JSON.stringify(input.extras),
        lines: JSON.stringify(priced.lines),
        total_pages: totalPages,
        total_words: totalWords,
        total_cents: priced.totalCents,
        discount_reason: input.discount?.reason ?? null,
        delivery_date: input.deliveryDate,
        note: input.note ?? null,
        valid_until: validUntil,
        created_by: admin.id,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      orderId: order.id,
      actor: { userId: admin.id },
      action: 'official_quote_sent',
      detail: { officialQuoteId: row.id, version: row.version, totalCents: priced.totalCents },
    });

    const outboxId = await mailer.enqueue(trx, {
      ...officialQuoteEmail({
        locale: localeOr(order.locale),
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        orderId: order.id,
        orderNumber: order.order_number,
        firstName: order.customer_first_name,
        total: fromCents(priced.totalCents),
        estimatedTotal: fromCents(Number(order.total_cents)),
        deliveryDate: new Date(`${input.deliveryDate}T00:00:00Z`),
        turnaroundDays: turnaroundBusinessDays({ sentAt: now, deliveryDate: input.deliveryDate }),
        validUntil,
        replacesEarlier: Number(earlier.numUpdatedRows) > 0,
      }),
      dedupeKey: `official-quote:${row.id}`,
      template: 'official-quote',
      to: order.customer_email,
      replyTo: settings.supportEmail,
    });
    return {
      officialQuote: toOfficialQuote(
        row,
        { serviceType: order.service_type, totalCents: Number(order.total_cents) },
        now,
      ),
      outboxId,
    };
  });
  if (result.outboxId) await mailer.dispatch(result.outboxId);
  return result.officialQuote;
};
