import type { TAdminQuote } from '@sello/shared/admin-quote-schemas';
import { SERVICE_NAMES, SERVICE_TYPES } from '@sello/shared/constants';
import { formatUsd } from '@sello/shared/pricing';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { QuoteStatusBadge } from '@/components/ui/quote-status-badge';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/order-format';
import { formatRateUnit } from '@/lib/pricing';
import { LanguagePairLabel } from './language-pair-label';

const count = new Intl.NumberFormat('en-US');

const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** `12.3 KB`: file sizes in the details are always in kilobytes, one decimal. */
export const formatKilobytes = (bytes: number): string => `${oneDecimal.format(bytes / 1024)} KB`;

const rateAmount = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** `$0.07 per word`, `$40.00 per page`, `$0.075 per word`: the rate the quote froze, in dollars and cents. */
export const formatQuotedRate = ({
  rate,
  rateType,
}: Pick<TAdminQuote['pricing']['sworn'], 'rate' | 'rateType'>): string =>
  `${rateAmount.format(rate)} ${formatRateUnit(rateType)}`;

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="font-medium text-slate-600 text-xs uppercase tracking-wide">{label}</dt>
    <dd className="mt-1 break-words text-slate-900 text-sm">{children}</dd>
  </div>
);

const PricingCard = ({ quote, service }: { quote: TAdminQuote; service: (typeof SERVICE_TYPES)[number] }) => {
  const selected = quote.selectedService === service;
  const offer = quote.pricing[service];
  return (
    <div
      className={`rounded-xl border p-4 ${selected ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-200 bg-white'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 className="font-semibold text-slate-900 text-sm">{SERVICE_NAMES[service]}</h4>
        {selected ? (
          <span className="rounded-md bg-brand-700 px-2 py-0.5 font-bold text-white text-xs tracking-wide">
            SELECTED
          </span>
        ) : null}
      </div>
      <p className="mt-2 font-semibold text-2xl text-slate-900 tabular-nums">{formatUsd(offer.price)}</p>
      <p className="mt-1 text-slate-600 text-xs">
        {service === 'professional'
          ? `${count.format(quote.totalWords)} words`
          : `${count.format(quote.totalPages)} pages`}
      </p>
      <dl className="mt-3 grid gap-1 border-slate-200 border-t pt-3 text-xs">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">Rate</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatQuotedRate(offer)}</dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">Delivery</dt>
          <dd className="font-medium text-slate-900">{offer.timeEstimate}</dd>
        </div>
      </dl>
    </div>
  );
};

/** Everything about one quote: ids, languages, dates, files with sizes and totals, both prices. */
export const QuoteDetailsModal = ({ quote, onClose }: { quote: TAdminQuote | null; onClose: () => void }) => {
  if (!quote) return null;
  const totalSize = quote.files.reduce((sum, file) => sum + file.size, 0);
  return (
    <Modal open onClose={onClose} title="Quote Details" widthClassName="max-w-2xl">
      <div className="flex flex-col gap-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Quote ID">
            <span className="font-mono">{quote.quoteId}</span>
          </Detail>
          <Detail label="Session ID">
            {quote.sessionId ? <span className="font-mono">{quote.sessionId}</span> : 'None'}
          </Detail>
          <Detail label="Status">
            <QuoteStatusBadge status={quote.status} />
          </Detail>
          <Detail label="Order">
            {quote.orderId ? (
              <Link
                to={paths.adminOrder(quote.orderId)}
                className="font-mono text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {quote.orderId}
              </Link>
            ) : (
              'None'
            )}
          </Detail>
          <Detail label="Visa plan">
            {quote.planId ? (
              <>
                From the visa planner: plan <span className="font-mono">{quote.planId}</span>
              </>
            ) : (
              'None'
            )}
          </Detail>
          <Detail label="Languages">
            <LanguagePairLabel source={quote.sourceLanguage} target={quote.targetLanguage} />
          </Detail>
          <Detail label="Created">{formatDateTime(quote.createdAt)}</Detail>
          <Detail label="Updated">{formatDateTime(quote.updatedAt)}</Detail>
          <Detail label="Expires">{formatDateTime(new Date(quote.expiresAt * 1000).toISOString())}</Detail>
          <Detail label="Selected service">
            {quote.selectedService ? SERVICE_NAMES[quote.selectedService] : 'None'}
          </Detail>
        </dl>

        <section aria-labelledby="quote-files-title">
          <h3 id="quote-files-title" className="font-semibold text-slate-900">
            Files
          </h3>
          {quote.files.length === 0 ? (
            <p className="mt-2 text-slate-600 text-sm">No files: the customer entered a manual estimate.</p>
          ) : (
            <div className="mt-2 overflow-x-auto rounded-xl border border-slate-200">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <thead className="bg-slate-50 text-left text-slate-700 text-xs uppercase tracking-wide">
                  <tr>
                    <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                      File
                    </th>
                    <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
                      Type
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
                      Size
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
                      Pages
                    </th>
                    <th scope="col" className="px-2 py-2 text-right font-semibold sm:px-3">
                      Words
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {quote.files.map((file, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the same file name may appear twice; order is fixed
                    <tr key={index}>
                      <td
                        className="max-w-28 truncate px-2 py-2 text-slate-900 sm:max-w-64 sm:px-3"
                        title={file.filename}
                      >
                        {file.filename}
                      </td>
                      <td
                        className="max-w-24 truncate px-2 py-2 font-mono text-slate-700 text-xs sm:max-w-40 sm:px-3"
                        title={file.contentType}
                      >
                        {file.contentType}
                      </td>
                      <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums sm:px-3">
                        {formatKilobytes(file.size)}
                      </td>
                      <td className="px-2 py-2 text-right tabular-nums sm:px-3">{count.format(file.pages)}</td>
                      <td className="px-2 py-2 text-right tabular-nums sm:px-3">{count.format(file.wordCount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="bg-slate-50 font-semibold text-slate-900">
                  <tr>
                    <th scope="row" colSpan={2} className="px-2 py-2 text-left sm:px-3">
                      Total ({quote.files.length} {quote.files.length === 1 ? 'file' : 'files'})
                    </th>
                    <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums sm:px-3">
                      {formatKilobytes(totalSize)}
                    </td>
                    <td className="px-2 py-2 text-right tabular-nums sm:px-3">{count.format(quote.totalPages)}</td>
                    <td className="px-2 py-2 text-right tabular-nums sm:px-3">{count.format(quote.totalWords)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="quote-pricing-title">
          <h3 id="quote-pricing-title" className="font-semibold text-slate-900">
            Pricing
          </h3>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {SERVICE_TYPES.map((service) => (
              <PricingCard key={service} quote={quote} service={service} />
            ))}
          </div>
        </section>
      </div>
    </Modal>
  );
};
