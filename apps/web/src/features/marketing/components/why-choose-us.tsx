import BadgeCheck from 'lucide-react/icons/badge-check';
import Calculator from 'lucide-react/icons/calculator';
import MessageCircle from 'lucide-react/icons/message-circle';
import Route from 'lucide-react/icons/route';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserCheck from 'lucide-react/icons/user-check';
import { useMessages } from '@/lib/i18n/i18n';
import { usePublicConfig } from '@/lib/public-config';
import { whyCatalogue } from '../messages/why/catalogue';
import { SectionHeading } from './section-heading';

const REASONS = [
  { icon: Calculator, title: 'estimateTitle', text: 'estimateText' },
  { icon: UserCheck, title: 'peopleTitle', text: 'peopleText' },
  { icon: ShieldCheck, title: 'privateTitle', text: 'privateText' },
  { icon: Route, title: 'trackTitle', text: 'trackText' },
  { icon: BadgeCheck, title: 'swornTitle', text: 'swornText' },
  { icon: MessageCircle, title: 'helpTitle', text: 'helpText' },
] as const;

export const WhyChooseUs = () => {
  const retention = usePublicConfig().data?.retention;
  const { m, t } = useMessages(whyCatalogue);
  // The privacy promise with the retention periods in force (admin settings); without them, no numbers.
  const textOf = (key: (typeof REASONS)[number]['text']) =>
    key === 'privateText' && retention
      ? t(m.why.privateTextWithRetention, { hours: retention.unconvertedHours, days: retention.deliveredDays })
      : m.why[key];
  return (
    <section aria-labelledby="why-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="why-heading" eyebrow={m.why.eyebrow} title={m.why.title} lead={m.why.lead} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200/80 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold text-lg text-slate-900">{m.why[title]}</h3>
              <p className="mt-2 text-slate-600 leading-relaxed">{textOf(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
