import BadgeCheck from 'lucide-react/icons/badge-check';
import Calculator from 'lucide-react/icons/calculator';
import Route from 'lucide-react/icons/route';
import UserCheck from 'lucide-react/icons/user-check';
import { useMessages } from '@/lib/i18n/i18n';
import { freeQuoteCatalogue } from '../messages/catalogue';

const BENEFITS = [
  { icon: Calculator, title: 'priceTitle', text: 'priceText' },
  { icon: BadgeCheck, title: 'swornTitle', text: 'swornText' },
  { icon: UserCheck, title: 'peopleTitle', text: 'peopleText' },
  { icon: Route, title: 'trackTitle', text: 'trackText' },
] as const;

export const FreeQuoteBenefits = () => {
  const { benefits } = useMessages(freeQuoteCatalogue).m;
  return (
    <section aria-labelledby="benefits-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="benefits-heading"
            className="text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
          >
            {benefits.title}
          </h2>
          <p className="mt-4 text-pretty text-lg text-slate-600 leading-relaxed">{benefits.lead}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-lg text-slate-900">{benefits[title]}</h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{benefits[text]}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
