import type { TAdminQuote } from '@sello/shared/admin-quote-schemas';
import { SERVICE_NAMES } from '@sello/shared/constants';
import { formatUsd } from '@sello/shared/pricing';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge';
import { formatShortDate, languageInfo, shortId } from '@/lib/order-format';

const languageLabel = (code: string) => languageInfo(code).name;

export const RecentQuotes = ({ quotes }: { quotes: TAdminQuote[] }) => {
  if (quotes.length === 0) return <p className="px-5 py-8 text-center text-slate-600 text-sm">No quotes yet.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {quotes.map((quote) => (
        <li
          key={quote.quoteId}
          className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-semibold text-slate-900 text-sm" title={quote.quoteId}>
                {shortId(quote.quoteId)}
              </span>
              <QuoteStatusBadge status={quote.status} />
            </div>
            <p className="mt-1 text-slate-700 text-sm">
              {languageLabel(quote.sourceLanguage)} → {languageLabel(quote.targetLanguage)}
            </p>
            <p className="mt-0.5 text-slate-600 text-xs">
              {quote.files.length} {quote.files.length === 1 ? 'file' : 'files'} · Created{' '}
              {formatShortDate(quote.createdAt)}
            </p>
          </div>
          <p className="shrink-0 text-slate-700 text-sm sm:text-right">
            {quote.selectedService ? (
              <>
                <span className="block font-semibold text-slate-900 tabular-nums">
                  {formatUsd(quote.pricing[quote.selectedService].price)}
                </span>
                <span className="text-xs">{SERVICE_NAMES[quote.selectedService]}</span>
              </>
            ) : (
              <span className="text-xs">No service selected</span>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
};
