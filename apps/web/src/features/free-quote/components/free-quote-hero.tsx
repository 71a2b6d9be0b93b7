import ArrowDown from 'lucide-react/icons/arrow-down';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Clock from 'lucide-react/icons/clock';
import Lock from 'lucide-react/icons/lock';
import UserCheck from 'lucide-react/icons/user-check';
import { Button } from '@/components/ui/button';
import { isSpain } from './destination-country';
import { scrollToLeadForm } from './scroll-to-lead-form';

const TRUST_POINTS = [
  { icon: UserCheck, label: 'Human translators' },
  { icon: Clock, label: 'We aim to reply within one business day' },
  { icon: Lock, label: 'Encrypted in transit (HTTPS)' },
] as const;

export const FreeQuoteHero = ({ destinationCountry }: { destinationCountry?: string | undefined }) => (
  <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
    <div
      aria-hidden="true"
      className="-top-40 -z-10 absolute right-0 h-[32rem] w-[32rem] rounded-full bg-brand-200/50 blur-3xl"
    />
    <div className="mx-auto max-w-4xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20 sm:pb-20 lg:px-8">
      <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 font-medium text-brand-700 text-sm shadow-sm ring-1 ring-brand-200">
        Free and non-binding
      </p>
      <h1 className="mt-6 text-balance font-bold text-4xl text-slate-900 tracking-tight sm:text-5xl lg:text-6xl">
        Free translation quote
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-slate-600 leading-relaxed">
        Tell us about your documents and we will email you a price for their professional or sworn translation. No
        account and no commitment needed.
      </p>
      {isSpain(destinationCountry) ? (
        <div className="mx-auto mt-6 flex max-w-2xl gap-3 rounded-2xl border border-brand-200 bg-white p-5 text-left shadow-sm">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <p className="text-slate-700 leading-relaxed">
            <strong className="font-semibold text-slate-900">Documents for Spain?</strong> Spanish authorities usually
            ask for a sworn translation (traducción jurada): signed and sealed by a sworn translator appointed by
            Spain&apos;s Ministry of Foreign Affairs (MAEC). We provide sworn English ↔ Spanish translations for visas,
            residency, university and other official procedures.
          </p>
        </div>
      ) : null}
      {/* Phones get the floating Get a quote button instead. */}
      <div className="mt-8 hidden justify-center md:flex">
        <Button size="lg" onClick={scrollToLeadForm}>
          Get my free quote
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <ul className="mt-10 flex flex-col items-center gap-3 text-slate-700 text-sm sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6">
        {TRUST_POINTS.map(({ icon: Icon, label }) => (
          <li key={label} className="inline-flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4 text-brand-600" />
            {label}
          </li>
        ))}
      </ul>
    </div>
  </section>
);
