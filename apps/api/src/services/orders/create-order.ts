import { randomInt } from 'node:crypto';
import { EXISTING_ACCOUNT_MESSAGE, type TAuthTokens, type TAuthUser } from '@sello/shared/auth-schemas';
import { QUOTE_ALREADY_ORDERED, type TOrder, type ZCreateOrderRequest } from '@sello/shared/order-schemas';
import { addBusinessDays, fromCents, isSwornAvailable } from '@sello/shared/pricing';
import type { z } from 'zod';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { TTokenKeys } from '../../auth/tokens.ts';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TJobQueue } from '../../jobs/job-queue.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { newProjectEmail, orderReceivedEmail } from '../../mail/templates/order-emails.ts';
import type { TStorage } from '../../storage/storage.ts';
import { toAuthUser } from '../auth/auth-user.ts';
import { enqueueVerificationEmail } from '../auth/enqueue-verification-email.ts';
import { issueSession } from '../auth/issue-session.ts';
import { QUOTE_NOT_FOUND, swornUnavailableMessage, visibleOrderId } from '../quotes/quote-rules.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { dispatchTranslation } from '../translations/dispatch-translations.ts';
import { loadOrder, type TPaymentSetup } from './load-order.ts';

const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `TRS-YYYYMMDD-XXXXXX`: the date plus six random characters without look-alikes (0/O, 1/I). */
export const generateOrderNumber = (now = new Date()): string => {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `TRS-${date}-${suffix}`;
};

type TCreateOrderOptions = {
  db: TDb;
  mailer: TMailer;
  /** Sends the translate-order-file job of each source file once the order is committed. */
  jobs: TJobQueue;
  storage: TStorage;
  keys: TTokenKeys;
  input: z.output<typeof ZCreateOrderRequest>;
  viewer: TUserRow | null;
  env: { BRAND_NAME: string; PUBLIC_URL: string };
  readSettings: TSettingsReader;
  payment: TPaymentSetup;
};

export type TCreateOrderResult = { order: TOrder; session?: { user: TAuthUser; tokens: TAuthTokens } };

const ALREADY_SUBMITTED = 'This quote has already been submitted as an order.';

/**
 * The quote already has an order. Its id goes only to whoever may see it from the quote (its signed-in owner,
 * staff): to anyone else holding the quote id it would be the key to someone else's order.
 */
const existingOrderConflict = (
  existing: { id: string; user_id: string | null },
  viewer: TUserRow | null,
  supportEmail: string,
) => {
  const orderId = visibleOrderId(existing, viewer);
  if (orderId) return new AppError('CONFLICT', ALREADY_SUBMITTED, { reason: QUOTE_ALREADY_ORDERED, orderId });
  return new AppError(
    'CONFLICT',
    `${ALREADY_SUBMITTED} If you placed it, its link is in the confirmation email we sent you. If you did not, please write to our support team at ${supportEmail}.`,
    { reason: QUOTE_ALREADY_ORDERED },
  );
};

/**
 * Turns a quote into an order in one transaction: the quote row is locked, checked, its price frozen,
 * the order, its first event and both emails written, and the quote marked ACCEPTED. A second submit
 * for the same quote gets 409, with the existing order's id only for its signed-in owner and staff.
 */
export const createOrder = async ({
  db,
  mailer,
  jobs,
  storage,
  keys,
  input,
  viewer,
  env,
  readSettings,
  payment,
}: TCreateOrderOptions): Promise<TCreateOrderResult> => {
  const settings = await readSettings(db);
  const passwordHash = input.createAccount && !viewer ? await hashPassword(input.createAccount.password) : null;
  const customer = viewer
    ? { ...input.customerInfo, firstName: viewer.first_name, lastName: viewer.last_name, email: viewer.email }
    : input.customerInfo;

  let result: {
    outboxIds: string[];
    translationIds: string[];
    answer: { order: TOrder; session?: { user: TAuthUser; tokens: TAuthTokens } };
  };
  try {
    result = await db.transaction().execute(async (trx) => {
      const quote = await trx
        .selectFrom('quotes')
        .selectAll()
        .where('id', '=', input.quoteId)
        .forUpdate()
        .executeTakeFirst();
      if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND, { reason: 'quote-not-found' });
      assertCanReach(quote, viewer, QUOTE_NOT_FOUND, 'quote-not-found');
      const existing = await trx
        .selectFrom('orders')
        .select(['id', 'user_id'])
        .where('quote_id', '=', quote.id)
        .executeTakeFirst();
      if (existing) throw existingOrderConflict(existing, viewer, settings.supportEmail);
      if (quote.expires_at.getTime() < Date.now()) {
        throw new AppError('BAD_REQUEST', 'This quote has expired. Please create a new quote.', {
          reason: 'quote-expired',
        });
      }
      if (input.serviceType === 'sworn' && !isSwornAvailable(quote.source_language, quote.target_language)) {
        throw new AppError('BAD_REQUEST', swornUnavailableMessage(quote.source_language, quote.target_language), {
          reason: 'sworn-unavailable',
        });
      }
      const files = await trx
        .selectFrom('quote_files')
        .innerJoin('files', 'files.id', 'quote_files.file_id')
        .select(['files.id', 'files.original_name', 'files.status', 'files.order_id', 'files.quote_id'])
        .where('quote_files.quote_id', '=', quote.id)
        .orderBy('quote_files.position')
        // The files stay as checked until commit: no other quote or order can take one meanwhile.
        .forUpdate()
        .execute();
      if (files.length === 0)
        throw new AppError('BAD_REQUEST', 'Please upload at least one document before submitting.', {
          reason: 'no-documents',
        });
      if (files.some((file) => file.status !== 'uploaded' || file.order_id || file.quote_id !== quote.id)) {
        throw new AppError('BAD_REQUEST', 'One of the documents is no longer available. Please upload it again.', {
          reason: 'document-unavailable',
        });
      }

      let userId = viewer?.id ?? null;
      let verificationOutboxId: string | null = null;
      if (passwordHash) {
        const user = await trx
          .insertInto('users')
          .values({
            email: customer.email,
            password_hash: passwordHash,
            first_name: customer.firstName,
            last_name: customer.lastName,
            email_verified_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch((error: unknown) => {
            throw isUniqueViolation(error)
              ? new AppError('CONFLICT', EXISTING_ACCOUNT_MESSAGE, { reason: 'email-taken' })
              : error;
          });
        userId = user.id;
        verificationOutboxId = await enqueueVerificationEmail({
          trx,
          mailer,
          env,
          supportEmail: settings.supportEmail,
          user: { id: user.id, email: customer.email, first_name: customer.firstName },
          locale: input.locale ?? 'en',
        });
      }

      const service = input.serviceType;
      const snapshot = quote.pricing_snapshot;
      const totalCents = Number(service === 'sworn' ? quote.sworn_cents : quote.professional_cents);
      const now = new Date();
      const estimatedDelivery = addBusinessDays(now, snapshot.timeEstimates[service].maxBusinessDays);
      const order = await trx
        .insertInto('orders')
        .values({
          order_number: generateOrderNumber(now),
          quote_id: quote.id,
          user_id: userId,
          status: 'PENDING',
          service_type: service,
          source_language: quote.source_language,
          target_language: quote.target_language,
          total_pages: quote.total_pages,
          total_words: quote.total_words,
          rate: service === 'sworn' ? snapshot.swornRatePerPage : snapshot.professionalRatePerWord,
          total_cents: totalCents,
          customer_first_name: customer.firstName,
          customer_last_name: customer.lastName,
          customer_email: customer.email,
          customer_phone: customer.phone,
          customer_company: customer.company || null,
          customer_address: customer.address ?? null,
          customer_city: customer.city ?? null,
          customer_state: customer.state ?? null,
          customer_zip_code: customer.zipCode ?? null,
          customer_country: customer.country,
          estimated_delivery: estimatedDelivery,
          name_spellings: JSON.stringify(input.nameSpellings ?? []),
          translation_instructions: input.translationInstructions || null,
          locale: input.locale ?? 'en',
        })
        .returning(['id', 'order_number'])
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('quotes')
        .set({ status: 'ACCEPTED', selected_service: service, updated_at: now })
        .where('id', '=', quote.id)
        .execute();
      await trx
        .updateTable('files')
        .set({ order_id: order.id, delete_after: null })
        .where(
          'id',
          'in',
          files.map((file) => file.id),
        )
        .execute();
      // One auto-translation per source file, committed with the order (the job is sent after the commit).
      const translations = await trx
        .insertInto('translations')
        .values(files.map((file) => ({ order_id: order.id, file_id: file.id })))
        .returning('id')
        .execute();
      await trx
        .insertInto('order_events')
        .values({
          order_id: order.id,
          from_status: null,
          to_status: 'PENDING',
          actor_user_id: userId,
          actor: 'customer',
          note: 'Project submitted',
        })
        .execute();

      const facts = {
        orderId: order.id,
        orderNumber: order.order_number,
        serviceType: service,
        sourceLanguage: quote.source_language,
        targetLanguage: quote.target_language,
        totalDollars: fromCents(totalCents),
        pages: quote.total_pages,
        words: quote.total_words,
        filenames: files.map((file) => file.original_name),
        customer: { ...customer, company: customer.company || null },
        estimatedDelivery,
        locale: input.locale ?? 'en',
      };
      const common = {
        brandName: env.BRAND_NAME,
        supportEmail: settings.supportEmail,
        publicUrl: env.PUBLIC_URL,
        facts,
      };
      const outboxIds = [
        await mailer.enqueue(trx, {
          ...orderReceivedEmail({ ...common, draftToCheck: settings.draftApproval[service] }),
          dedupeKey: `order-received:${order.id}`,
          template: 'order-received',
          to: customer.email,
          replyTo: settings.supportEmail,
        }),
        await mailer.enqueue(trx, {
          ...newProjectEmail(common),
          dedupeKey: `new-project:${order.id}`,
          template: 'new-project',
          to: settings.supportEmail,
          replyTo: customer.email,
        }),
        verificationOutboxId,
      ].filter((id): id is string => id !== null);
      // The answer is read (and a new account's session issued) before the commit: once the order is committed the
      // customer is told so, even if the database goes away in between (an outage would otherwise answer 503 for a
      // committed order, and the retry 409). Issue 33, the database outage scenario.
      const newUserId = passwordHash ? userId : null;
      const owner = newUserId
        ? await trx.selectFrom('users').selectAll().where('id', '=', newUserId).executeTakeFirstOrThrow()
        : viewer;
      const answerOrder = await loadOrder(trx, storage, { id: order.id }, owner, payment);
      const session =
        newUserId && owner
          ? { user: toAuthUser(owner), tokens: await issueSession({ db: trx, keys, userId: owner.id }) }
          : undefined;
      return {
        outboxIds,
        translationIds: translations.map((row) => row.id),
        answer: session ? { order: answerOrder, session } : { order: answerOrder },
      };
    });
  } catch (error) {
    // Two submits raced past the check: the unique quote_id index stopped the second one.
    if (isUniqueViolation(error) && !(error instanceof AppError)) {
      const existing = await db
        .selectFrom('orders')
        .select(['id', 'user_id'])
        .where('quote_id', '=', input.quoteId)
        .executeTakeFirst();
      if (existing) throw existingOrderConflict(existing, viewer, settings.supportEmail);
    }
    throw error;
  }

  for (const id of result.outboxIds) await mailer.dispatch(id);
  for (const id of result.translationIds) {
    // The order is committed: a failed send must not fail the request. The translation sweep re-sends it.
    await dispatchTranslation(jobs, id).catch(() => false);
  }
  return result.answer;
};
