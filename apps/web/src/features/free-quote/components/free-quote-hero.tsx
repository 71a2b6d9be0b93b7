import ArrowDown from 'lucide-react/icons/arrow-down';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Clock from 'lucide-react/icons/clock';
import Lock from 'lucide-react/icons/lock';
import UserCheck from 'lucide-react/icons/user-check';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { freeQuoteCatalogue } from '../messages/catalogue';
import { isSpain } from './destination-country';
import { scrollToLeadForm } from './scroll-to-lead-form';

const TRUST_POINTS = [
  { icon: UserCheck, label: 'trustTranslators' },
  { icon: Clock, label: 'trustReply' },
  { icon: Lock, label: 'trustEncrypted' },
] as const;

export const FreeQuoteHero = ({ destinationCountry }: { destinationCountry?: string | undefined }) => {
  const { hero } = useMessages(freeQuoteCatalogue).m;
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="-top-40 -z-10 absolute right-0 h-[32rem] w-[32rem] rounded-full bg-brand-200/50 blur-3xl"
      />
      <div className="mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-20 lg:px-8">
        <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 font-medium text-brand-700 text-sm shadow-sm ring-1 ring-brand-200">
          {hero.badge}
        </p>
        <h1 className="mt-6 text-balance font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl">
          {hero.title}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-slate-600 leading-relaxed">{hero.lead}</p>
        {isSpain(destinationCountry) ? (
          <div className="mx-auto mt-6 flex max-w-2xl gap-3 rounded-2xl border border-brand-200 bg-white p-5 text-left shadow-sm">
            <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p className="text-slate-700 leading-relaxed">
              <T message={hero.spain} components={{ 0: <strong className="font-semibold text-slate-900" /> }} />
            </p>
          </div>
        ) : null}
        {/* Phones get the floating Get a quote button instead. */}
        <div className="mt-8 hidden justify-center md:flex">
          <Button size="lg" onClick={scrollToLeadForm}>
            {hero.getQuote}
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <ul className="mt-10 flex flex-col items-center gap-3 text-slate-700 text-sm sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6">
          {TRUST_POINTS.map(({ icon: Icon, label }) => (
            <li key={label} className="inline-flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-brand-600" />
              {hero[label]}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
