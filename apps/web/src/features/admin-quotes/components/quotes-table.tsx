import type { TAdminQuote } from '@sello/shared/admin-quote-schemas';
import { formatUsd } from '@sello/shared/pricing';
import Eye from 'lucide-react/icons/eye';
import { Button } from '@/components/ui/button';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge';
import { formatShortDate, shortId } from '@/lib/order-format';
import { LanguagePairLabel } from './language-pair-label';

const count = new Intl.NumberFormat('en-US');

/** The column is headed 'Selected', so the service's first word is enough. */
const SERVICE_SHORT_LABELS = { professional: 'Professional', sworn: 'Sworn' } as const;

const headClass = 'whitespace-nowrap px-3 py-3 text-left font-semibold text-slate-700 text-xs uppercase tracking-wide';
/** The View column stays in sight while the rest of a wide table scrolls under it. */
const stickyClass = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgb(15_23_42_/_0.2)]';
const cellClass = 'whitespace-nowrap px-3 py-3 align-middle text-slate-700 text-sm';

/** One page of quotes; 'View' opens the details. Scrolls sideways on narrow screens. */
export const QuotesTable = ({ quotes, onView }: { quotes: TAdminQuote[]; onView: (quote: TAdminQuote) => void }) => (
  <section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    tabIndex={0}
    aria-label="Quotes table"
    className="relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-brand-600 focus-visible:-outline-offset-3"
  >
    <table className="min-w-full divide-y divide-slate-200">
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={headClass}>
            ID
          </th>
          <th scope="col" className={headClass}>
            Status
          </th>
          <th scope="col" className={headClass}>
            Languages
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Files
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Pages / Words
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Professional
          </th>
          <th scope="col" className={`${headClass} text-right`}>
            Sworn
          </th>
          <th scope="col" className={headClass}>
            Selected
          </th>
          <th scope="col" className={headClass}>
            Created
          </th>
          <th scope="col" className={`${headClass} ${stickyClass} bg-slate-50`}>
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 bg-white">
        {quotes.map((quote) => (
          <tr key={quote.quoteId}>
            <td className={`${cellClass} font-medium font-mono text-slate-900`} title={quote.quoteId}>
              {shortId(quote.quoteId)}
            </td>
            <td className={cellClass}>
              <QuoteStatusBadge status={quote.status} />
            </td>
            <td className={cellClass}>
              <LanguagePairLabel source={quote.sourceLanguage} target={quote.targetLanguage} short />
            </td>
            <td className={`${cellClass} text-right tabular-nums`}>{quote.files.length}</td>
            <td className={`${cellClass} text-right tabular-nums`}>
              {count.format(quote.totalPages)} / {count.format(quote.totalWords)}
            </td>
            <td className={`${cellClass} text-right tabular-nums`}>{formatUsd(quote.pricing.professional)}</td>
            <td className={`${cellClass} text-right tabular-nums`}>{formatUsd(quote.pricing.sworn)}</td>
            <td className={cellClass}>
              {quote.selectedService ? (
                SERVICE_SHORT_LABELS[quote.selectedService]
              ) : (
                <span className="text-slate-600">None</span>
              )}
            </td>
            <td className={cellClass}>{formatShortDate(quote.createdAt)}</td>
            <td className={`${cellClass} ${stickyClass} bg-white text-right`}>
              <Button
                variant="ghost"
                size="sm"
                icon={<Eye aria-hidden="true" className="size-4" />}
                aria-label={`View quote ${quote.quoteId.slice(0, 8)}`}
                onClick={() => onView(quote)}
              >
                View
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  </section>
);
