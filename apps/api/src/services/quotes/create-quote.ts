import { computePriceCents } from '@sello/shared/pricing';
import type { TCreateQuoteRequest, TQuote } from '@sello/shared/quote-schemas';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { TPricingSnapshot, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TDocumentAnalyzer } from '../analysis/document-analyzer.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { claimQuoteFiles } from './claim-quote-files.ts';
import { loadQuote } from './load-quote.ts';
import { resolveQuoteFiles, wordsForManualEstimate } from './resolve-quote-files.ts';

export const PLAN_NOT_FOUND_FOR_QUOTE = 'That plan was not found: make the plan again or get a quote without it.';

/** The plan a quote is made from, when the viewer may reach it (as its PDF: a signed-in visitor's plan is theirs). */
const reachablePlanId = async (db: TDb, planId: string, viewer: TUserRow | null): Promise<string> => {
  const plan = await db
    .selectFrom('plans')
    .select(['id', 'user_id', 'owner_deleted_at'])
    .where('id', '=', planId)
    .executeTakeFirst();
  try {
    if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND_FOR_QUOTE, { reason: 'plan-not-found' });
    assertCanReach(plan, viewer, PLAN_NOT_FOUND_FOR_QUOTE);
  } catch {
    throw new AppError('BAD_REQUEST', PLAN_NOT_FOUND_FOR_QUOTE, { reason: 'plan-not-found' });
  }
  return plan.id;
};

type TCreateQuoteOptions = {
  db: TDb;
  storage: TStorage;
  analyzer: TDocumentAnalyzer;
  input: TCreateQuoteRequest;
  viewer: TUserRow | null;
  readSettings: TSettingsReader;
};

/** Prices a set of uploaded files (or a manual estimate) with the current settings, frozen on the quote. */
export const createQuote = async ({
  db,
  storage,
  analyzer,
  input,
  viewer,
  readSettings,
}: TCreateQuoteOptions): Promise<TQuote> => {
  const planId = input.planId ? await reachablePlanId(db, input.planId, viewer) : null;
  const settings = await readSettings(db);
  const snapshot: TPricingSnapshot = { ...settings.pricing, timeEstimates: settings.timeEstimates };
  const resolved = input.files
    ? await resolveQuoteFiles({
        db,
        storage,
        analyzer,
        fileKeys: input.files.map((file) => file.fileKey),
        language: input.sourceLanguage,
        quoteId: null,
        viewer,
      })
    : null;
  const manual = input.manualEstimate ?? null;
  const totals = resolved
    ? resolved.totals
    : { pages: manual?.pages ?? 1, words: wordsForManualEstimate(manual?.pages ?? 1, manual?.words) };
  const prices = computePriceCents(totals, settings.pricing);

  // The answer is read inside the transaction, like an order's (create-order.ts): a database that goes away after
  // the commit cannot answer 503 for a quote that now holds the customer's files (issue 33, database outage).
  return db.transaction().execute(async (trx) => {
    const quote = await trx
      .insertInto('quotes')
      .values({
        source_language: input.sourceLanguage,
        target_language: input.targetLanguage,
        session_id: input.sessionId ?? null,
        user_id: viewer?.id ?? null,
        manual_pages: manual?.pages ?? null,
        manual_words: manual ? (manual.words ?? null) : null,
        total_pages: totals.pages,
        total_words: totals.words,
        professional_cents: prices.professional,
        sworn_cents: prices.sworn,
        pricing_snapshot: JSON.stringify(snapshot),
        selected_service: null,
        plan_id: planId,
        expires_at: new Date(Date.now() + settings.quoteValidityDays * 24 * 60 * 60 * 1000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (resolved?.files.length) {
      await claimQuoteFiles(
        trx,
        quote.id,
        resolved.files.map((file) => file.id),
      );
      await trx
        .insertInto('quote_files')
        .values(resolved.files.map((file, position) => ({ quote_id: quote.id, file_id: file.id, position })))
        .execute();
    }
    return loadQuote(trx, quote.id, viewer);
  });
};
