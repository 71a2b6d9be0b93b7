import BadgeCheck from 'lucide-react/icons/badge-check';
import ListChecks from 'lucide-react/icons/list-checks';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Disclosure } from '@/components/ui/disclosure';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatRateAmount, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { uploadCatalogue } from '../messages/catalogue';

const Panel = ({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) => (
  <div className="rounded-2xl border border-slate-200 bg-white px-5 shadow-sm">
    <Disclosure
      headingLevel={2}
      title={
        <span className="flex items-center gap-3 text-base">
          {icon}
          {title}
        </span>
      }
    >
      <div className="text-sm">{children}</div>
    </Disclosure>
  </div>
);

/** Today's rates, so the price on the next page is no surprise. */
export const RatesCard = () => {
  const { m, t, locale } = useMessages(uploadCatalogue);
  const { pricing } = usePricing();
  const { data: config } = usePublicConfig();
  const minimum = config?.pricing.minimumCharge ?? 0;
  if (!pricing) return null;
  const unit = { per_word: m.rates.perWord, per_page: m.rates.perPage };
  const rows = [
    { key: 'professional', name: m.rates.professional, rate: pricing.professional, note: m.rates.professionalNote },
    { key: 'sworn', name: m.rates.sworn, rate: pricing.sworn, note: m.rates.swornNote },
  ];
  return (
    <section aria-labelledby="rates-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="rates-heading" className="flex items-center gap-3 font-semibold text-base text-slate-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-brand-600" />
        {m.rates.heading}
      </h2>
      <dl className="mt-4 flex flex-col gap-3">
        {rows.map((row) => (
          <div key={row.key} className="flex items-baseline justify-between gap-3">
            <dt className="text-sm">
              <span className="font-medium text-slate-900">{row.name}</span>
              <span className="block text-slate-500 text-xs">{row.note}</span>
            </dt>
            <dd className="text-right text-sm">
              <span className="whitespace-nowrap font-semibold text-lg text-slate-900">
                {formatRateAmount(row.rate.rate, locale)}
              </span>{' '}
              <span className="text-slate-500">{unit[row.rate.rateType]}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 border-slate-100 border-t pt-3 text-slate-500 text-xs leading-relaxed">
        {minimum > 0 ? t(m.rates.minimum, { amount: formatRateAmount(minimum, locale) }) : m.rates.free}
      </p>
    </section>
  );
};

/** The flow as it really goes (issue 32), in order. */
const NEXT_STEPS = ['estimate', 'send', 'review', 'approve', 'translate', 'deliver'] as const;

/** The collapsible side panels of the upload page: how files are protected, and what happens next. */
export const UploadInfoPanels = () => {
  const { m, t, locale } = useMessages(uploadCatalogue);
  const { m: words, t: format } = useMessages(sharedWordsCatalogue);
  const { data: config } = usePublicConfig();
  const hours = config?.retention.unconvertedHours;
  const days = config?.retention.deliveredDays;
  const times = config?.deliveryBusinessDays;
  const panel = m.infoPanels;
  const businessDays = (time: { minBusinessDays: number; maxBusinessDays: number }) =>
    time.minBusinessDays === time.maxBusinessDays
      ? format(words.units.businessDay, { count: time.maxBusinessDays })
      : format(words.units.businessDays, { min: time.minBusinessDays, max: time.maxBusinessDays });
  return (
    <div className="flex flex-col gap-4">
      <RatesCard />
      <Panel icon={<ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />} title={panel.protectTitle}>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>{panel.encrypted}</li>
          <li>{panel.private}</li>
          <li>{panel.checked}</li>
          <li>{hours !== undefined ? t(panel.deletedAfterHours, { hours }) : panel.deletedAutomatically}</li>
          <li>{days !== undefined ? t(panel.keptForDays, { days }) : panel.keptForAWhile}</li>
        </ul>
      </Panel>
      <Panel icon={<ListChecks aria-hidden="true" className="size-5 text-brand-600" />} title={panel.nextStepsTitle}>
        <ol aria-label={panel.nextStepsTitle} className="flex list-decimal flex-col gap-2 pl-5">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{panel.nextSteps[step]}</li>
          ))}
        </ol>
        <p className="mt-3">{panel.extras}</p>
        <p className="mt-2">
          <T
            message={panel.otherPairs}
            components={{
              0: (
                <Link
                  to={localizedPath(locale, paths.contact)}
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                />
              ),
            }}
          />
        </p>
        {times ? (
          <p className="mt-3 text-slate-500">
            {t(panel.typicalDelivery, {
              professional: businessDays(times.professional),
              sworn: businessDays(times.sworn),
            })}
          </p>
        ) : null}
      </Panel>
    </div>
  );
};
