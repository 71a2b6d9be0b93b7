import { QUOTE_ALREADY_ORDERED } from '@sello/shared/order-schemas';
import { computePriceCents } from '@sello/shared/pricing';
import type { TQuote } from '@sello/shared/quote-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TDocumentAnalyzer } from '../analysis/document-analyzer.ts';
import { claimQuoteFiles } from './claim-quote-files.ts';
import { loadQuote } from './load-quote.ts';
import { assertQuoteOpen, QUOTE_NOT_FOUND, visibleOrderId } from './quote-rules.ts';
import { resolveQuoteFiles } from './resolve-quote-files.ts';

type TAttachQuoteFilesOptions = {
  db: TDb;
  storage: TStorage;
  analyzer: TDocumentAnalyzer;
  quoteId: string;
  fileKeys: string[];
  replace: boolean;
  viewer: TUserRow | null;
};

/**
 * Attaches uploaded files (e.g. to a manual estimate) and reprices the quote from them at the quote's own rates.
 * Analysis runs first, outside any transaction; the write then locks the quote and the files and checks again that
 * the quote is still open (an order may have been submitted meanwhile) and that no other quote holds the files.
 */
export const attachQuoteFiles = async ({
  db,
  storage,
  analyzer,
  quoteId,
  fileKeys,
  replace,
  viewer,
}: TAttachQuoteFilesOptions): Promise<TQuote> => {
  const quote = await loadQuote(db, quoteId, viewer);
  assertQuoteOpen(quote);
  const keys = replace ? fileKeys : [...quote.files.map((file) => file.fileKey), ...fileKeys];
  const resolved = await resolveQuoteFiles({
    db,
    storage,
    analyzer,
    fileKeys: keys,
    language: quote.sourceLanguage,
    quoteId,
    viewer,
  });
  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('quotes')
      .select(['pricing_snapshot', 'status', 'expires_at'])
      .where('id', '=', quoteId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND, { reason: 'quote-not-found' });
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'user_id'])
      .where('quote_id', '=', quoteId)
      .executeTakeFirst();
    if (locked.status === 'ACCEPTED' || order) {
      throw new AppError('CONFLICT', 'This quote has already been accepted.', {
        reason: QUOTE_ALREADY_ORDERED,
        orderId: order ? visibleOrderId(order, viewer) : null,
      });
    }
    if (locked.expires_at.getTime() < Date.now()) {
      throw new AppError('CONFLICT', 'This quote has expired. Please create a new quote.', { reason: 'quote-expired' });
    }
    const fileIds = resolved.files.map((file) => file.id);
    await claimQuoteFiles(trx, quoteId, fileIds);
    const prices = computePriceCents(resolved.totals, locked.pricing_snapshot);
    await trx.deleteFrom('quote_files').where('quote_id', '=', quoteId).execute();
    await trx
      .insertInto('quote_files')
      .values(fileIds.map((fileId, position) => ({ quote_id: quoteId, file_id: fileId, position })))
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
  return loadQuote(db, quoteId, viewer);
};
