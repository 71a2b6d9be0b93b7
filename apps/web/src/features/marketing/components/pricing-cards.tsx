import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { sharedWordsCatalogue } from '@/lib/i18n/shared-words';
import { formatRateAmount, type TPricing, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';
import { pricingCatalogue } from '../messages/pricing/catalogue';
import { rateUnit, useTimeEstimates } from './rate-words';

type TServiceKey = keyof TPricing;

// Shown only when the prices could not be read: its code (the alert, the retry button) loads then, not with the page.
const PricingFallback = lazy(() =>
  import('./pricing-fallback').then((module) => ({ default: module.PricingFallback })),
);

const FEATURED: Record<TServiceKey, boolean> = { professional: false, sworn: true };

/** The two price cards with loading and fallback states. */
export const PricingCards = () => {
  const { pricing, isLoading, isFallback, isRefreshing, refresh } = usePricing();
  const { data: config } = usePublicConfig();
  const times = useTimeEstimates();
  const { m, t, locale } = useMessages(pricingCatalogue);
  const serviceNames = useMessages(sharedWordsCatalogue).m.services;
  const minimumCharge = config?.pricing.minimumCharge ?? 0;

  // Until the prices arrive (and in the prerendered page, which never carries prices: admins change them) the cards
  // render in full with a placeholder of the price's size, so nothing moves when the prices come in.
  const loading = isLoading || !pricing;

  return (
    <div className="flex flex-col gap-8">
      {isFallback ? (
        <Suspense fallback={null}>
          <PricingFallback refreshing={isRefreshing} onRetry={() => void refresh()} />
        </Suspense>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {(Object.keys(FEATURED) as TServiceKey[]).map((key) => {
          const featured = FEATURED[key];
          const plan = m.pricing[key];
          const name = serviceNames[key];
          const rate = pricing?.[key];
          const time = times?.[key];
          return (
            <article
              key={key}
              aria-labelledby={`plan-${key}`}
              className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm sm:p-10 ${
                featured ? 'ring-2 ring-brand-500' : 'ring-1 ring-slate-200'
              }`}
            >
              {featured ? (
                <p className="-top-3.5 absolute left-8 rounded-full bg-brand-600 px-3 py-1 font-semibold text-white text-xs sm:left-10">
                  {m.pricing.forOfficialUse}
                </p>
              ) : null}
              <h2 id={`plan-${key}`} className="font-semibold text-slate-900 text-xl">
                {name}
              </h2>
              <p className="mt-2 text-slate-600 leading-relaxed md:min-h-20">{plan.description}</p>
              {rate && !loading ? (
                <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
                  <span className="font-bold text-5xl text-slate-900 tracking-tight">
                    {formatRateAmount(rate.rate, locale)}
                  </span>
                  <span className="whitespace-nowrap font-medium text-lg text-slate-500">
                    {rateUnit(m, rate.rateType)}
                  </span>
                </p>
              ) : (
                <p className="mt-8 flex flex-wrap items-baseline gap-x-2">
                  <span aria-hidden="true" className="font-bold text-5xl tracking-tight">
                    <span className="inline-block h-[0.8em] w-[3.2em] animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
                  </span>
                  <span className="sr-only">{m.rates.loading}</span>
                </p>
              )}
              <p
                className={`mt-3 inline-flex items-center gap-2 text-slate-600 text-sm ${time ? '' : 'invisible'}`}
                aria-hidden={time ? undefined : true}
              >
                <Clock aria-hidden="true" className="size-4 text-brand-600" />
                {t(m.pricing.typicalDelivery, { time: time ?? '…' })}
              </p>
              <ul className="mt-8 flex flex-1 flex-col gap-3 border-slate-100 border-t pt-8 text-slate-700">
                {[plan.feature1, plan.feature2, plan.feature3, plan.feature4].map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink
                to={localizedPath(locale, paths.upload)}
                size="lg"
                variant={featured ? 'primary' : 'secondary'}
                fullWidth
                className="mt-10"
                aria-label={t(m.pricing.startTranslationFor, { service: name })}
              >
                {m.pricing.startTranslation}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            </article>
          );
        })}
      </div>

      <p className="min-h-5 text-center text-slate-500 text-sm">
        {minimumCharge > 0 ? t(m.pricing.minimumCharge, { amount: formatRateAmount(minimumCharge, locale) }) : null}
      </p>
    </div>
  );
};
