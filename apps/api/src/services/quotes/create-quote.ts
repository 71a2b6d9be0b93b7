import { computePriceCents } from '@sello/shared/pricing';
import type { TCreateQuoteRequest, TQuote } from '@sello/shared/quote-schemas';
import type { TDb } from '../../db/database.ts';
import type { TPricingSnapshot, TUserRow } from '../../db/schema.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TDocumentAnalyzer } from '../analysis/document-analyzer.ts';
import type { TSettingsReader } from '../settings/settings.ts';
import { claimQuoteFiles } from './claim-quote-files.ts';
import { loadQuote } from './load-quote.ts';
import { resolveQuoteFiles, wordsForManualEstimate } from './resolve-quote-files.ts';

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

  const quoteId = await db.transaction().execute(async (trx) => {
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
    return quote.id;
  });
  return loadQuote(db, quoteId, viewer);
};
