import BadgeCheck from 'lucide-react/icons/badge-check';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import CreditCard from 'lucide-react/icons/credit-card';
import Languages from 'lucide-react/icons/languages';
import Receipt from 'lucide-react/icons/receipt';
import { Link } from 'react-router';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { usePublicConfig } from '@/lib/public-config';
import { howCatalogue } from '../messages/how/catalogue';
import { SectionHeading } from './section-heading';

/** The flow as it really goes (issue 32): estimate, review, official quote, approve and pay, translation, delivery. */
const STEPS = [
  { icon: CloudUpload, title: 'uploadTitle', text: null },
  { icon: Receipt, title: 'estimateTitle', text: 'estimateText' },
  { icon: ClipboardCheck, title: 'reviewTitle', text: 'reviewText' },
  { icon: BadgeCheck, title: 'quoteTitle', text: 'quoteText' },
  { icon: CreditCard, title: 'payTitle', text: 'payText' },
  { icon: Languages, title: 'deliveryTitle', text: 'deliveryText' },
] as const;

export const HowItWorks = () => {
  const { data: config } = usePublicConfig();
  const { m, t, locale } = useMessages(howCatalogue);
  const limits = config?.limits;
  const uploadText = limits
    ? t(m.how.uploadWithLimits, { maxFiles: limits.maxFiles, maxUploadMb: limits.maxUploadMb })
    : m.how.uploadWithoutLimits;

  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="how-heading" eyebrow={m.how.eyebrow} title={m.how.title} lead={m.how.lead} />
      <ol className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative flex flex-col items-start">
            <span className="relative flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-6" />
              <span className="-top-2 -right-2 absolute flex size-6 items-center justify-center rounded-full bg-brand-600 font-bold text-white text-xs">
                {index + 1}
              </span>
            </span>
            <h3 className="mt-5 font-semibold text-lg text-slate-900">{m.how[title]}</h3>
            <p className="mt-2 text-slate-600 leading-relaxed">{text ? m.how[text] : uploadText}</p>
          </li>
        ))}
      </ol>
      <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 text-center text-slate-700">
        <p>{m.how.extras}</p>
        <p className="mt-1">
          <T
            message={m.how.otherPairs}
            components={{
              0: (
                <Link
                  to={localizedPath(locale, paths.contact)}
                  className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                />
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
};
