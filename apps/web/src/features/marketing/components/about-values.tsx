import Eye from 'lucide-react/icons/eye';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Target from 'lucide-react/icons/target';
import { SectionHeading } from './section-heading';

const VALUES = [
  {
    icon: Target,
    title: 'Accuracy first',
    text: 'Names, dates and numbers are checked with care: in official documents, small details matter most.',
  },
  {
    icon: Eye,
    title: 'Transparent prices',
    text: 'Published rates per word and per page, and an estimate computed from your files before you commit.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacy by default',
    text: 'Files travel encrypted over HTTPS and are stored privately, accessible only to our team.',
  },
  {
    icon: HeartHandshake,
    title: 'People, not tickets',
    text: 'Real people answer your messages. We aim to reply within one business day.',
  },
] as const;

export const AboutValues = () => (
  <section aria-labelledby="values-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
    <SectionHeading
      id="values-heading"
      eyebrow="Our values"
      title="What we care about"
      lead="Four principles guide every order we handle."
    />
    <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {VALUES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-5 font-semibold text-lg text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600 leading-relaxed">{text}</p>
        </li>
      ))}
    </ul>
  </section>
);
