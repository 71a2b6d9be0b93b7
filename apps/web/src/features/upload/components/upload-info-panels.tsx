import BadgeCheck from 'lucide-react/icons/badge-check';
import ListChecks from 'lucide-react/icons/list-checks';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Disclosure } from '@/components/ui/disclosure';
import { paths } from '@/config/paths';
import { formatRateAmount, formatRateUnit, usePricing } from '@/lib/pricing';
import { usePublicConfig } from '@/lib/public-config';

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
  const { pricing } = usePricing();
  const { data: config } = usePublicConfig();
  const minimum = config?.pricing.minimumCharge ?? 0;
  if (!pricing) return null;
  const rows = [
    { name: 'Professional', rate: pricing.professional, note: 'All language pairs' },
    { name: 'Sworn', rate: pricing.sworn, note: 'English ↔ Spanish' },
  ];
  return (
    <section aria-labelledby="rates-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="rates-heading" className="flex items-center gap-3 font-semibold text-base text-slate-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-brand-600" />
        Our rates
      </h2>
      <dl className="mt-4 flex flex-col gap-3">
        {rows.map((row) => (
          <div key={row.name} className="flex items-baseline justify-between gap-3">
            <dt className="text-sm">
              <span className="font-medium text-slate-900">{row.name}</span>
              <span className="block text-slate-500 text-xs">{row.note}</span>
            </dt>
            <dd className="text-right text-sm">
              <span className="font-semibold text-lg text-slate-900">{formatRateAmount(row.rate.rate)}</span>{' '}
              <span className="text-slate-500">{formatRateUnit(row.rate.rateType)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 border-slate-100 border-t pt-3 text-slate-500 text-xs leading-relaxed">
        Your quote is free and non-binding.
        {minimum > 0 ? ` A minimum charge of ${formatRateAmount(minimum)} applies per order.` : ''}
      </p>
    </section>
  );
};

const NEXT_STEPS_TITLE = 'What happens next';
/** The flow as it really goes (issue 32). */
const NEXT_STEPS = [
  'We count the pages and words in your files and show your estimate right away.',
  'You choose professional or sworn translation and send us your project. No payment is taken.',
  'Our team reviews your documents within 24 hours and emails you an official quote with the final price and delivery date.',
  'You approve the quote and pay. Nothing is charged before you approve.',
  'We translate your documents; for a sworn translation, you check a draft before we issue it.',
  'We email you when your translation is ready to download.',
] as const;
const EXTRAS_TEXT = 'Rush delivery, notarization and posted hard copies can be added to the official quote.';
const OTHER_PAIRS_TEXT = 'Need another language pair? Ask us through the';
const CONTACT_FORM_LINK = 'contact form';

/** The collapsible side panels of the upload page: how files are protected, and what happens next. */
export const UploadInfoPanels = () => {
  const { data: config } = usePublicConfig();
  const hours = config?.retention.unconvertedHours;
  const days = config?.retention.deliveredDays;
  const times = config?.timeEstimates;
  return (
    <div className="flex flex-col gap-4">
      <RatesCard />
      <Panel
        icon={<ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />}
        title="How we protect your files"
      >
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>Your files travel to us over an encrypted HTTPS connection.</li>
          <li>
            They are stored privately and can only be reached through signed links that expire, never through a public
            address.
          </li>
          <li>We check what each file really contains, not just its name, before we accept it.</li>
          {hours !== undefined ? (
            <li>
              If you don&apos;t place an order, your files are deleted automatically after {hours}{' '}
              {hours === 1 ? 'hour' : 'hours'}.
            </li>
          ) : (
            <li>If you don&apos;t place an order, your files are deleted automatically.</li>
          )}
          {days !== undefined ? (
            <li>
              Once your translation is delivered, your documents are kept for {days} {days === 1 ? 'day' : 'days'} so
              you can download the translations, then deleted. We email you 3 days before.
            </li>
          ) : (
            <li>Once your translation is delivered, your documents are kept for a limited time, then deleted.</li>
          )}
        </ul>
      </Panel>
      <Panel icon={<ListChecks aria-hidden="true" className="size-5 text-brand-600" />} title={NEXT_STEPS_TITLE}>
        <ol aria-label={NEXT_STEPS_TITLE} className="flex list-decimal flex-col gap-2 pl-5">
          {NEXT_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3">{EXTRAS_TEXT}</p>
        <p className="mt-2">
          {OTHER_PAIRS_TEXT}{' '}
          <Link
            to={paths.contact}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {CONTACT_FORM_LINK}
          </Link>
          .
        </p>
        {times ? (
          <p className="mt-3 text-slate-500">
            Typical delivery: professional {times.professional}, sworn {times.sworn}.
          </p>
        ) : null}
      </Panel>
    </div>
  );
};
