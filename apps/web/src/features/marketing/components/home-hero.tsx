import { formatUsd } from '@sello/shared/pricing';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FileText from 'lucide-react/icons/file-text';
import Lock from 'lucide-react/icons/lock';
import Route from 'lucide-react/icons/route';
import UserCheck from 'lucide-react/icons/user-check';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { formatRateAmount, usePricing } from '@/lib/pricing';
import { heroCatalogue } from '../messages/hero/catalogue';

const EXAMPLE_PAGES = 2;

/** An illustrative estimate card, priced with the live sworn rate. */
const ExampleEstimate = () => {
  const { pricing } = usePricing();
  const { m, t, locale } = useMessages(heroCatalogue);
  const example = m.hero.example;
  const sworn = pricing?.sworn;
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div
        aria-hidden="true"
        className="-inset-2 sm:-inset-4 absolute rotate-1 rounded-3xl bg-brand-100/70 sm:rotate-2"
      />
      <div className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-slate-900/10 shadow-xl">
        <div className="flex items-center justify-between">
          <p className="font-semibold text-slate-900 text-sm">{example.heading}</p>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 font-medium text-emerald-800 text-xs ring-1 ring-emerald-200 ring-inset">
            {example.ready}
          </span>
        </div>
        <div className="mt-5 flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3">
          <span className="flex size-10 items-center justify-center rounded-lg bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
            <FileText aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900 text-sm">{example.fileName}</p>
            <p className="text-slate-500 text-xs">{t(example.pages, { count: EXAMPLE_PAGES })}</p>
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
          <dt className="text-slate-500">{example.languages}</dt>
          <dd className="text-right font-medium text-slate-900">{example.pair}</dd>
          <dt className="text-slate-500">{example.service}</dt>
          <dd className="text-right font-medium text-slate-900">{example.sworn}</dd>
          <dt className="text-slate-500">{example.rate}</dt>
          <dd className="text-right font-medium text-slate-900">
            {sworn ? (
              t(example.ratePerPage, { amount: formatRateAmount(sworn.rate, locale) })
            ) : (
              <span className="inline-block h-4 w-20 animate-pulse rounded bg-slate-100" />
            )}
          </dd>
        </dl>
        <div className="mt-5 flex items-end justify-between border-slate-100 border-t pt-4">
          <p className="text-slate-500 text-sm">{example.total}</p>
          <p className="font-bold text-3xl text-slate-900 tracking-tight">
            {sworn ? (
              formatUsd(sworn.rate * EXAMPLE_PAGES, { locale })
            ) : (
              <span className="inline-block h-8 w-24 animate-pulse rounded bg-slate-100" />
            )}
          </p>
        </div>
      </div>
      <figcaption className="relative mt-6 text-center text-slate-500 text-xs">{example.caption}</figcaption>
    </figure>
  );
};

const TRUST_POINTS = [
  { icon: UserCheck, label: 'trustTranslators' },
  { icon: Lock, label: 'trustEncrypted' },
  { icon: Route, label: 'trustTracking' },
] as const;

export const HomeHero = () => {
  const { m, locale } = useMessages(heroCatalogue);
  const to = (path: string) => localizedPath(locale, path);
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="-top-40 -z-10 absolute right-0 h-[32rem] w-[32rem] rounded-full bg-brand-200/50 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 font-medium text-brand-700 text-sm shadow-sm ring-1 ring-brand-200">
            {m.hero.languages}
          </p>
          <h1 className="mt-6 text-balance font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl">
            <T message={m.hero.title} components={{ 0: <span className="text-brand-600" /> }} />
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-lg text-slate-600 leading-relaxed">{m.hero.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <ButtonLink to={to(paths.upload)} size="lg" className="w-full sm:w-auto">
              {m.hero.getStarted}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            <ButtonLink to={to(paths.pricing)} size="lg" variant="outline" className="w-full sm:w-auto">
              {m.hero.seePricing}
            </ButtonLink>
          </div>
          <Link
            to={to(paths.documentKitsWizard)}
            className="group mt-5 inline-flex items-center gap-2 rounded font-medium text-brand-700 text-sm hover:text-brand-800"
          >
            <ClipboardList aria-hidden="true" className="size-4" />
            <span className="underline decoration-brand-300 underline-offset-4 group-hover:decoration-brand-600">
              {m.hero.noDocumentsYet}
            </span>
            <ArrowRight aria-hidden="true" className="size-3.5 transition-transform group-hover:translate-x-0.5" />
          </Link>
          <ul className="mt-10 flex flex-col gap-3 text-slate-700 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            {TRUST_POINTS.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                {m.hero[label]}
              </li>
            ))}
          </ul>
        </div>
        <ExampleEstimate />
      </div>
    </section>
  );
};
