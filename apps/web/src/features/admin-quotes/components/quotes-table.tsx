import type { TAdminQuote } from '@sello/shared/admin-quote-schemas';
import { formatUsd } from '@sello/shared/pricing';
import Eye from 'lucide-react/icons/eye';
import { Button } from '@/components/ui/button';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge';
import { TableHead } from '@/components/ui/table-head';
import { formatShortDate, shortId } from '@/lib/order-format';
import { LanguagePairLabel } from './language-pair-label';

const count = new Intl.NumberFormat('en-US');

/** The column is headed 'Selected', so the service's first word is enough. */
const SERVICE_SHORT_LABELS = { professional: 'Professional', sworn: 'Sworn' } as const;

/** The View column stays in sight while the rest of a wide table scrolls under it. */
const stickyClass = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgb(15_23_42_/_0.2)]';
const cellClass = 'whitespace-nowrap px-3 py-3 align-middle text-slate-700 text-sm';

/** One page of quotes; 'View' opens the details. Scrolls sideways on narrow screens. */
export const QuotesTable = ({ quotes, onView }: { quotes: TAdminQuote[]; onView: (quote: TAdminQuote) => void }) => (
  <section
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    tabIndex={0}
    aria-label="Quotes table"
    className="relative overflow-x-auto focus-visible:outline-3 focus-visible:outline-focus focus-visible:-outline-offset-3"
  >
    <table className="min-w-full divide-y divide-slate-200">
      <TableHead
        cellClassName="whitespace-nowrap px-3 py-3"
        columns={[
          'ID',
          'Status',
          'Languages',
          { label: 'Files', align: 'right' },
          { label: 'Pages / Words', align: 'right' },
          { label: 'Professional', align: 'right' },
          { label: 'Sworn', align: 'right' },
          'Selected',
          'Created',
          { label: <span className="sr-only">Actions</span>, key: 'actions', className: `${stickyClass} bg-slate-50` },
        ]}
      />
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
            <td className={`${cellClass} text-right tabular-nums`}>{formatUsd(quote.pricing.professional.price)}</td>
            <td className={`${cellClass} text-right tabular-nums`}>{formatUsd(quote.pricing.sworn.price)}</td>
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
