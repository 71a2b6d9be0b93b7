import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Languages from 'lucide-react/icons/languages';
import { Link } from 'react-router';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { formatRateAmount, type TPricing, usePricing } from '@/lib/pricing';
import { servicesCatalogue } from '../messages/services/catalogue';
import { rateUnit, useTimeEstimates } from './rate-words';
import { SectionHeading } from './section-heading';

type TServiceKey = keyof TPricing;

export const SERVICE_ICONS: Record<TServiceKey, typeof Languages> = { professional: Languages, sworn: BadgeCheck };

export const RateSkeleton = ({ className = 'h-9 w-24' }: { className?: string }) => (
  <span aria-hidden="true" className={`inline-block animate-pulse rounded-md bg-slate-100 ${className}`} />
);

/** The two services with their live rates (default rates if the API cannot be reached). */
export const ServiceCards = ({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'none' }) => {
  const { pricing, isLoading } = usePricing();
  const times = useTimeEstimates();
  const { m, t, locale } = useMessages(servicesCatalogue);

  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      {headingLevel === 'h2' ? (
        <SectionHeading
          id="services-heading"
          eyebrow={m.services.eyebrow}
          title={m.services.title}
          lead={m.services.lead}
        />
      ) : (
        <h2 id="services-heading" className="sr-only">
          {m.services.eyebrow}
        </h2>
      )}
      <div className={`grid gap-6 md:grid-cols-2 ${headingLevel === 'h2' ? 'mt-14' : ''}`}>
        {(Object.keys(SERVICE_ICONS) as TServiceKey[]).map((key) => {
          const service = m.services[key];
          const rate = pricing?.[key];
          const time = times?.[key];
          const Icon = SERVICE_ICONS[key];
          return (
            <article
              key={key}
              className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition-shadow hover:shadow-md sm:p-8"
            >
              <div className="flex items-start justify-between gap-4">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <p className="text-right" aria-busy={isLoading || undefined}>
                  {rate ? (
                    <>
                      <span className="font-bold text-3xl text-slate-900 tracking-tight">
                        {formatRateAmount(rate.rate, locale)}
                      </span>
                      <span className="block text-slate-500 text-sm">{rateUnit(m, rate.rateType)}</span>
                    </>
                  ) : (
                    <>
                      <RateSkeleton />
                      <span className="sr-only">{m.services.loadingPrice}</span>
                    </>
                  )}
                </p>
              </div>
              <h3 className="mt-6 font-semibold text-slate-900 text-xl">{service.name}</h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{service.summary}</p>
              <ul className="mt-6 flex flex-col gap-2.5 text-slate-700 text-sm">
                {[service.point1, service.point2, service.point3].map((point) => (
                  <li key={point} className="flex gap-2.5">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                    {point}
                  </li>
                ))}
              </ul>
              <dl className="mt-6 grid gap-2 border-slate-100 border-t pt-5 text-sm">
                <div className="flex items-center gap-2.5">
                  <dt className="inline-flex items-center gap-2 text-slate-500">
                    <Languages aria-hidden="true" className="size-4" />
                    {m.services.languagesLabel}
                  </dt>
                  <dd className="font-medium text-slate-800">{service.languages}</dd>
                </div>
                {time ? (
                  <div className="flex items-center gap-2.5">
                    <dt className="inline-flex items-center gap-2 text-slate-500">
                      <Clock aria-hidden="true" className="size-4" />
                      {m.services.deliveryLabel}
                    </dt>
                    <dd className="font-medium text-slate-800">{time}</dd>
                  </div>
                ) : null}
              </dl>
              <Link
                to={localizedPath(locale, paths.upload)}
                aria-label={t(m.services.getQuoteFor, { service: service.name.toLocaleLowerCase(locale) })}
                className="mt-7 inline-flex w-fit items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-800"
              >
                {m.services.getQuote}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </article>
          );
        })}
      </div>
    </section>
  );
};
