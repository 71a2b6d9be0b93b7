import type { TServiceType } from '@sello/shared/constants';
import { isSwornAvailable } from '@sello/shared/pricing';
import type { TQuote } from '@sello/shared/quote-schemas';
import type { TDb } from '../../db/database.ts';
import type { TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { loadQuote } from './load-quote.ts';
import { assertQuoteOpen, swornUnavailableMessage } from './quote-rules.ts';

export const selectQuoteService = async ({
  db,
  quoteId,
  service,
  viewer,
}: {
  db: TDb;
  quoteId: string;
  service: TServiceType;
  viewer: TUserRow | null;
}): Promise<TQuote> => {
  const quote = await loadQuote(db, quoteId, viewer);
  assertQuoteOpen(quote);
  if (service === 'sworn' && !isSwornAvailable(quote.sourceLanguage, quote.targetLanguage)) {
    throw new AppError('BAD_REQUEST', swornUnavailableMessage(quote.sourceLanguage, quote.targetLanguage), {
      reason: 'sworn-unavailable',
    });
  }
  await db
    .updateTable('quotes')
    .set({ selected_service: service, status: 'SERVICE_SELECTED', updated_at: new Date() })
    .where('id', '=', quoteId)
    .where('status', '!=', 'ACCEPTED')
    .execute();
  return loadQuote(db, quoteId, viewer);
};
