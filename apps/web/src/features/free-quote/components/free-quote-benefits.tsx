import BadgeCheck from 'lucide-react/icons/badge-check';
import Calculator from 'lucide-react/icons/calculator';
import Route from 'lucide-react/icons/route';
import UserCheck from 'lucide-react/icons/user-check';

const BENEFITS = [
  {
    icon: Calculator,
    title: 'A clear price up front',
    text: 'Sworn translations are priced per page, professional translations per word. You know the price before you order.',
  },
  {
    icon: BadgeCheck,
    title: 'Sworn translations for Spain',
    text: 'Signed and sealed by a sworn translator, for visas, residency, university and other official procedures.',
  },
  {
    icon: UserCheck,
    title: 'Translated by people',
    text: 'Professional translators work on every order, and our team checks each translation before delivery.',
  },
  {
    icon: Route,
    title: 'Track your order online',
    text: 'Once you order, follow every status change online until your translation is ready to download.',
  },
] as const;

export const FreeQuoteBenefits = () => (
  <section aria-labelledby="benefits-heading" className="bg-slate-50">
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="benefits-heading" className="text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          Why ask us for a quote
        </h2>
        <p className="mt-4 text-pretty text-lg text-slate-600 leading-relaxed">
          English, Spanish and French translations of certificates, records and business documents.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-5 font-semibold text-lg text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600 leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
