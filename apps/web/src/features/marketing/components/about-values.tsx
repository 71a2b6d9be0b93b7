import Eye from 'lucide-react/icons/eye';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Target from 'lucide-react/icons/target';
import { useMessages } from '@/lib/i18n/i18n';
import { aboutCatalogue } from '../messages/about/catalogue';
import { SectionHeading } from './section-heading';

const VALUES = [
  { icon: Target, title: 'accuracyTitle', text: 'accuracyText' },
  { icon: Eye, title: 'pricesTitle', text: 'pricesText' },
  { icon: ShieldCheck, title: 'privacyTitle', text: 'privacyText' },
  { icon: HeartHandshake, title: 'peopleTitle', text: 'peopleText' },
] as const;

export const AboutValues = () => {
  const { m } = useMessages(aboutCatalogue);
  return (
    <section aria-labelledby="values-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading
        id="values-heading"
        eyebrow={m.about.valuesEyebrow}
        title={m.about.valuesTitle}
        lead={m.about.valuesLead}
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {VALUES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-5 font-semibold text-lg text-slate-900">{m.about[title]}</h3>
            <p className="mt-2 text-slate-600 leading-relaxed">{m.about[text]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
