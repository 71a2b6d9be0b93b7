import BadgeCheck from 'lucide-react/icons/badge-check';
import Calculator from 'lucide-react/icons/calculator';
import MessageCircle from 'lucide-react/icons/message-circle';
import Route from 'lucide-react/icons/route';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserCheck from 'lucide-react/icons/user-check';
import { usePublicConfig } from '@/lib/public-config';
import { SectionHeading } from './section-heading';

const REASONS = [
  {
    icon: Calculator,
    title: 'Instant, transparent estimate',
    text: 'We count the words and pages in your files, scans included, and show your price straight away. No emails back and forth.',
  },
  {
    icon: UserCheck,
    title: 'Translated by people',
    text: 'Professional translators work on every order, and our team checks each translation before it is delivered to you.',
  },
  {
    icon: ShieldCheck,
    title: 'Private and secure',
    text: 'Your files travel encrypted over HTTPS and are stored privately, accessible only to our team.',
  },
  {
    icon: Route,
    title: 'Track every step',
    text: 'Follow your order online, with the date of every status change, from the moment you place it to delivery.',
  },
  {
    icon: BadgeCheck,
    title: 'Sworn translations for Spain',
    text: 'English ↔ Spanish sworn translations for visas, residency, university and other official procedures.',
  },
  {
    icon: MessageCircle,
    title: 'Help from real people',
    text: 'Questions about a document or an order? Write to us: we aim to reply within one business day.',
  },
] as const;

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The privacy promise with the retention periods in force (admin settings); without them, no numbers. */
const privacyText = (retention: { unconvertedHours: number; deliveredDays: number } | undefined): string =>
  retention
    ? `Your files travel encrypted over HTTPS and are stored privately. Uploads without an order are deleted after ${unit(retention.unconvertedHours, 'hour')}; order files ${unit(retention.deliveredDays, 'day')} after delivery.`
    : REASONS[2].text;

export const WhyChooseUs = () => {
  const retention = usePublicConfig().data?.retention;
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="why-heading"
          eyebrow="Why choose us"
          title="Translation you can rely on"
          lead="Important documents deserve care, clear prices and a team you can reach."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-lg text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{index === 2 ? privacyText(retention) : text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
