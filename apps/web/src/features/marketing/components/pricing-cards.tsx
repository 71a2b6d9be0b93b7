import type { TPublicConfiguration } from '@sello/shared/config-schemas';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import Clock from 'lucide-react/icons/clock';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatRateAmount, formatRateUnit, type TPricing, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';

type TServiceKey = keyof TPricing;

const PLANS: Record<TServiceKey, { name: string; description: string; features: string[]; featured: boolean }> = {
  professional: {
    name: 'Professional translation',
    description: 'For business, academic and personal documents that need an accurate, natural translation.',
    features: [
      'English ↔ Spanish and English ↔ French',
      'Translated by a professional translator',
      'Words counted automatically from your files',
      'Digital delivery and online order tracking',
    ],
    featured: false,
  },
  sworn: {
    name: 'Sworn translation',
    description: 'For official procedures in Spain: signed and sealed by a sworn translator.',
    features: [
      'English ↔ Spanish',
      'Signature and seal of a sworn translator',
      'Pages counted automatically, scans included',
      'Digital delivery and online order tracking',
    ],
    featured: true,
  },
};

type TExtras = TPublicConfiguration['extras'];

const EXTRAS_COPY = {
  heading: 'Extras you can add',
  lead: 'Ask for any of these when you order, and they are added to your official quote at these prices, before you approve it.',
  otherPairsBefore: 'Need another language pair? Ask us through the',
  otherPairsLink: 'contact form',
} as const;

const businessDays = (days: number) => `${days} business ${days === 1 ? 'day' : 'days'}`;

/**
 * The extras staff may add to an official quote, each with today's price from the settings. The names are fixed, so
 * they render before the settings arrive (and in the prerendered page); the prices fill in without moving anything.
 */
const extraRows = (extras: TExtras | undefined) => [
  {
    name: 'Rush delivery',
    price: extras ? `+${extras.rush.surchargePercent}%` : null,
    note: extras
      ? `of the translation price, delivered in ${businessDays(extras.rush.deliveryBusinessDays)}`
      : 'of the translation price, delivered sooner',
  },
  {
    name: 'Notarization',
    price: extras ? `${formatRateAmount(extras.notarization.pricePerOrder)} per order` : null,
    note: "a notary's seal on the translator's certification",
  },
  {
    name: 'Posted hard copy',
    price: extras
      ? `${formatRateAmount(extras.hardCopy.pricePerCopy)} per copy + ${formatRateAmount(extras.hardCopy.shipping)} shipping`
      : null,
    note: 'of a sworn translation, sent by post',
  },
];

/** "No surprises": what can be added to the price, named with its price. */
const PricingExtras = ({ extras }: { extras: TExtras | undefined }) => (
  <section aria-labelledby="pricing-extras-heading" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
    <h2 id="pricing-extras-heading" className="font-semibold text-lg text-slate-900">
      {EXTRAS_COPY.heading}
    </h2>
    <p className="mt-1 text-slate-600 text-sm leading-relaxed">{EXTRAS_COPY.lead}</p>
    <ul className="mt-5 grid gap-4 sm:grid-cols-3">
      {extraRows(extras).map((row) => (
        <li key={row.name} className="flex flex-col rounded-2xl bg-slate-50 p-4">
          <span className="font-medium text-slate-900">{row.name}</span>
          {row.price ? (
            <span className="mt-1 font-semibold text-brand-700">{row.price}</span>
          ) : (
            <span
              aria-hidden="true"
              className="mt-1 inline-block h-6 w-24 animate-pulse rounded bg-slate-200 motion-reduce:animate-none"
            />
          )}
          <span className="mt-1 text-slate-500 text-xs">{row.note}</span>
        </li>
      ))}
    </ul>
    <p className="mt-5 text-slate-600 text-sm">
      {EXTRAS_COPY.otherPairsBefore}{' '}
      <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {EXTRAS_COPY.otherPairsLink}
      </Link>
      .
    </p>
  </section>
);

/** The two price cards with loading and fallback states, and the extras. */
export const PricingCards = () => {
  const { pricing, isLoading, isFallback, isRefreshing, refresh } = usePricing();
  const { data: config } = usePublicConfig();
  const minimumCharge = config?.pricing.minimumCharge ?? 0;

  // Until the prices arrive (and in the prerendered page, which never carries prices: admins change them) the cards
  // render in full with a placeholder of the price's size, so nothing moves when the prices come in.
  const loading = isLoading || !pricing;

  return (
    <div className="flex flex-col gap-8">
      {isFallback ? (
        <Alert
          tone="warning"
          title="Showing our standard prices"
          action={
            <Button
              variant="outline"
              size="sm"
              loading={isRefreshing}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              onClick={() => void refresh()}
            >
              Try again
            </Button>
          }
        >
          We couldn&apos;t load the latest prices just now. Your quote is always calculated with current prices.
        </Alert>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2 lg:gap-8">
        {(Object.keys(PLANS) as TServiceKey[]).map((key) => {
          const plan = PLANS[key];
          const rate = pricing?.[key];
          const time = config?.timeEstimates[key];
          return (
            <article
              key={key}
              aria-labelledby={`plan-${key}`}
              className={`relative flex flex-col rounded-3xl bg-white p-8 shadow-sm sm:p-10 ${
                plan.featured ? 'ring-2 ring-brand-500' : 'ring-1 ring-slate-200'
              }`}
            >
              {plan.featured ? (
                <p className="-top-3.5 absolute left-8 rounded-full bg-brand-600 px-3 py-1 font-semibold text-white text-xs sm:left-10">
                  For official use
                </p>
              ) : null}
              <h2 id={`plan-${key}`} className="font-semibold text-slate-900 text-xl">
                {plan.name}
              </h2>
              <p className="mt-2 text-slate-600 leading-relaxed md:min-h-20">{plan.description}</p>
              {rate && !loading ? (
                <p className="mt-8 flex items-baseline gap-2">
                  <span className="font-bold text-5xl text-slate-900 tracking-tight">
                    {formatRateAmount(rate.rate)}
                  </span>
                  <span className="font-medium text-lg text-slate-500">{formatRateUnit(rate.rateType)}</span>
                </p>
              ) : (
                <p className="mt-8 flex items-baseline gap-2">
                  <span aria-hidden="true" className="font-bold text-5xl tracking-tight">
                    <span className="inline-block h-[0.8em] w-[3.2em] animate-pulse rounded-lg bg-slate-100 motion-reduce:animate-none" />
                  </span>
                  <span className="sr-only">Loading the price…</span>
                </p>
              )}
              <p
                className={`mt-3 inline-flex items-center gap-2 text-slate-600 text-sm ${time ? '' : 'invisible'}`}
                aria-hidden={time ? undefined : true}
              >
                <Clock aria-hidden="true" className="size-4 text-brand-600" />
                Typical delivery: {time ?? '…'}
              </p>
              <ul className="mt-8 flex flex-1 flex-col gap-3 border-slate-100 border-t pt-8 text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <ButtonLink
                to={paths.upload}
                size="lg"
                variant={plan.featured ? 'primary' : 'secondary'}
                fullWidth
                className="mt-10"
                aria-label={`Start translation: ${plan.name}`}
              >
                Start translation
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
            </article>
          );
        })}
      </div>

      <p className="min-h-5 text-center text-slate-500 text-sm">
        {minimumCharge > 0 ? `A minimum charge of ${formatRateAmount(minimumCharge)} applies per order.` : null}
      </p>

      <PricingExtras extras={config?.extras} />
    </div>
  );
};
