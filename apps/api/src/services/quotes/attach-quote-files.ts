import { computePriceCents } from '@sello/shared/pricing';
import type { TQuote } from '@sello/shared/quote-schemas';
import type { TDb } from '../../db/database.ts';
import type { TStorage } from '../../storage/local-storage.ts';
import type { TDocumentAnalyzer } from '../analysis/document-analyzer.ts';
import { assertQuoteOpen, loadQuote } from './load-quote.ts';
import { resolveQuoteFiles } from './resolve-quote-files.ts';

type TAttachQuoteFilesOptions = {
  db: TDb;
  storage: TStorage;
  analyzer: TDocumentAnalyzer;
  quoteId: string;
  fileKeys: string[];
  replace: boolean;
};

/** Attaches uploaded files (e.g. to a manual estimate) and reprices the quote from them at the quote's own rates. */
export const attachQuoteFiles = async ({
  db,
  storage,
  analyzer,
  quoteId,
  fileKeys,
  replace,
}: TAttachQuoteFilesOptions): Promise<TQuote> => {
  const quote = await loadQuote(db, quoteId);
  assertQuoteOpen(quote);
  const keys = replace ? fileKeys : [...quote.files.map((file) => file.fileKey), ...fileKeys];
  const resolved = await resolveQuoteFiles({ db, storage, analyzer, fileKeys: keys, language: quote.sourceLanguage });
  const { pricing_snapshot: snapshot } = await db
    .selectFrom('quotes')
    .select('pricing_snapshot')
    .where('id', '=', quoteId)
    .executeTakeFirstOrThrow();
  const prices = computePriceCents(resolved.totals, snapshot);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('quote_files').where('quote_id', '=', quoteId).execute();
    await trx
      .insertInto('quote_files')
      .values(resolved.files.map((file, position) => ({ quote_id: quoteId, file_id: file.id, position })))
      .execute();
    await trx
      .updateTable('quotes')
      .set({
        manual_pages: null,
        manual_words: null,
        total_pages: resolved.totals.pages,
        total_words: resolved.totals.words,
        professional_cents: prices.professional,
        sworn_cents: prices.sworn,
        updated_at: new Date(),
      })
      .where('id', '=', quoteId)
      .execute();
  });
  return loadQuote(db, quoteId);
};
