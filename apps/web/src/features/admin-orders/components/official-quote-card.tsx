import type { TAdminOrder } from '@sello/shared/admin-order-schemas';
import type { TOfficialQuote } from '@sello/shared/official-quote-schemas';
import { formatUsd } from '@sello/shared/pricing';
import { Card } from '@/components/ui/card';
import { Disclosure } from '@/components/ui/disclosure';
import { formatDateTime, formatLongDate } from '@/lib/order-format';

/** A `YYYY-MM-DD` day as `December 4, 2026`, read at noon UTC so no time zone moves it to the day before. */
const formatDay = (day: string) => formatLongDate(`${day}T12:00:00.000Z`);

/** What staff call the live quote's state. */
export const officialQuoteStatusLabel = (quote: TOfficialQuote): string => {
  if (quote.status === 'APPROVED') return 'Approved';
  if (quote.status === 'SUPERSEDED') return 'Superseded';
  return quote.expired ? 'Expired' : 'Sent';
};

const STATUS_CLASSES: Record<string, string> = {
  Approved: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  Sent: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  Expired: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  Superseded: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const StatusPill = ({ quote }: { quote: TOfficialQuote }) => {
  const label = officialQuoteStatusLabel(quote);
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${STATUS_CLASSES[label]}`}
    >
      {label}
    </span>
  );
};

const signed = (amount: number) =>
  amount > 0 ? `+${formatUsd(amount)}` : amount < 0 ? `−${formatUsd(-amount)}` : formatUsd(0);

const QuoteLines = ({ quote, caption }: { quote: TOfficialQuote; caption: string }) => (
  <table className="w-full text-sm">
    <caption className="sr-only">{caption}</caption>
    <thead className="sr-only">
      <tr>
        <th scope="col">Item</th>
        <th scope="col">Amount</th>
      </tr>
    </thead>
    <tbody>
      {quote.lines.map((line) => (
        <tr key={`${line.code}-${line.description}`}>
          <td className="py-1 pr-3 text-slate-700">{line.description}</td>
          <td className="py-1 text-right text-slate-900 tabular-nums">{formatUsd(line.amount)}</td>
        </tr>
      ))}
    </tbody>
    <tfoot>
      <tr className="border-slate-200 border-t font-semibold text-slate-900">
        <th scope="row" className="pt-2 pr-3 text-left">
          Total
        </th>
        <td className="pt-2 text-right tabular-nums">{formatUsd(quote.total)}</td>
      </tr>
    </tfoot>
  </table>
);

const QuoteDetails = ({ quote }: { quote: TOfficialQuote }) => {
  const changed = quote.files.filter((file) => file.reason);
  return (
    <div className="flex flex-col gap-4">
      <QuoteLines quote={quote} caption={`Official quote v${quote.version}`} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Difference from the estimate</dt>
          <dd className="mt-1 text-slate-900">
            {signed(quote.difference)} (estimate {formatUsd(quote.estimatedTotal)})
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Delivery date</dt>
          <dd className="mt-1 text-slate-900">{formatDay(quote.deliveryDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Valid until</dt>
          <dd className="mt-1 text-slate-900">{formatDateTime(quote.validUntil)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 text-xs uppercase tracking-wide">Sent</dt>
          <dd className="mt-1 text-slate-900">{formatDateTime(quote.createdAt)}</dd>
        </div>
        {quote.approvedAt ? (
          <div>
            <dt className="text-slate-500 text-xs uppercase tracking-wide">Approved</dt>
            <dd className="mt-1 text-slate-900">{formatDateTime(quote.approvedAt)}</dd>
          </div>
        ) : null}
        {quote.note ? (
          <div className="sm:col-span-2">
            <dt className="text-slate-500 text-xs uppercase tracking-wide">Note</dt>
            <dd className="mt-1 whitespace-pre-line text-slate-900">{quote.note}</dd>
          </div>
        ) : null}
      </dl>
      {changed.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium text-slate-900">Corrected counts</p>
          <ul className="mt-1 flex flex-col gap-1 text-slate-700">
            {changed.map((file) => (
              <li key={file.fileKey}>
                <span className="break-all">{file.filename}</span>: {file.pages} pages, {file.wordCount} words (estimate{' '}
                {file.estimatedPages ?? '–'} pages, {file.estimatedWordCount ?? '–'} words) — {file.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
};

/** The live official quote (sent, approved or expired) and the versions it replaced. */
export const OfficialQuoteCard = ({ order }: { order: TAdminOrder }) => {
  const quote = order.officialQuote;
  const history = order.officialQuotes.filter((item) => item.officialQuoteId !== quote?.officialQuoteId);
  return (
    <Card
      id="official-quote-heading"
      title={quote ? `Official Quote v${quote.version}` : 'Official Quote'}
      action={quote ? <StatusPill quote={quote} /> : null}
    >
      {quote ? (
        <QuoteDetails quote={quote} />
      ) : (
        <p className="text-slate-600 text-sm">No official quote has been sent for this order yet.</p>
      )}
      {history.length > 0 ? (
        <Disclosure
          title={`Earlier versions (${history.length})`}
          headingLevel={3}
          className="mt-4 border-slate-200 border-t"
        >
          <ol className="flex flex-col gap-6">
            {history.map((item) => (
              <li key={item.officialQuoteId} className="flex flex-col gap-2">
                <p className="flex items-center gap-2 font-medium text-slate-900 text-sm">
                  Version {item.version} <StatusPill quote={item} />
                </p>
                <QuoteDetails quote={item} />
              </li>
            ))}
          </ol>
        </Disclosure>
      ) : null}
    </Card>
  );
};
