import ArrowRight from 'lucide-react/icons/arrow-right';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import Languages from 'lucide-react/icons/languages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatRateAmount, formatRateUnit, type TPricing, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { SectionHeading } from './section-heading';

type TServiceKey = keyof TPricing;

export const SERVICES: Record<
  TServiceKey,
  { name: string; summary: string; languages: string; points: string[]; icon: typeof Languages }
> = {
  professional: {
    name: 'Professional translation',
    summary: 'Accurate, natural translations for business, academic and personal documents.',
    languages: 'English ↔ Spanish, English ↔ French',
    points: ['Contracts, reports, websites and letters', 'Academic records and CVs', 'Priced by the word'],
    icon: Languages,
  },
  sworn: {
    name: 'Sworn translation',
    summary: 'Signed and sealed by a sworn translator, for official procedures in Spain.',
    languages: 'English ↔ Spanish',
    points: [
      'Birth, marriage and criminal record certificates',
      'Visa, residency and university applications',
      'Priced by the page',
    ],
    icon: BadgeCheck,
  },
};

export const RateSkeleton = ({ className = 'h-9 w-24' }: { className?: string }) => (
  <span aria-hidden="true" className={`inline-block animate-pulse rounded-md bg-slate-100 ${className}`} />
);

/** The two services with their live rates (default rates if the API cannot be reached). */
export const ServiceCards = ({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'none' }) => {
  const { pricing, isLoading } = usePricing();
  const { data: config } = usePublicConfig();

  return (
    <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      {headingLevel === 'h2' ? (
        <SectionHeading
          id="services-heading"
          eyebrow="Our services"
          title="Two services, one simple process"
          lead="Choose the translation your document needs. Prices are the same for every language pair we offer."
        />
      ) : (
        <h2 id="services-heading" className="sr-only">
          Our services
        </h2>
      )}
      <div className={`grid gap-6 md:grid-cols-2 ${headingLevel === 'h2' ? 'mt-14' : ''}`}>
        {(Object.keys(SERVICES) as TServiceKey[]).map((key) => {
          const service = SERVICES[key];
          const rate = pricing?.[key];
          const time = config?.timeEstimates[key];
          const Icon = service.icon;
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
                        {formatRateAmount(rate.rate)}
                      </span>
                      <span className="block text-slate-500 text-sm">{formatRateUnit(rate.rateType)}</span>
                    </>
                  ) : (
                    <>
                      <RateSkeleton />
                      <span className="sr-only">Loading price</span>
                    </>
                  )}
                </p>
              </div>
              <h3 className="mt-6 font-semibold text-slate-900 text-xl">{service.name}</h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{service.summary}</p>
              <ul className="mt-6 flex flex-col gap-2.5 text-slate-700 text-sm">
                {service.points.map((point) => (
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
                    Languages:
                  </dt>
                  <dd className="font-medium text-slate-800">{service.languages}</dd>
                </div>
                {time ? (
                  <div className="flex items-center gap-2.5">
                    <dt className="inline-flex items-center gap-2 text-slate-500">
                      <Clock aria-hidden="true" className="size-4" />
                      Typical delivery:
                    </dt>
                    <dd className="font-medium text-slate-800">{time}</dd>
                  </div>
                ) : null}
              </dl>
              <Link
                to={paths.upload}
                className="mt-7 inline-flex w-fit items-center gap-1.5 rounded font-semibold text-brand-700 hover:text-brand-800"
              >
                Get a quote<span className="sr-only"> for {service.name.toLowerCase()}</span>
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </article>
          );
        })}
      </div>
    </section>
  );
};
