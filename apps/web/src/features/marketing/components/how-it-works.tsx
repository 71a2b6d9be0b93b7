import BadgeCheck from 'lucide-react/icons/badge-check';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import CreditCard from 'lucide-react/icons/credit-card';
import Languages from 'lucide-react/icons/languages';
import Receipt from 'lucide-react/icons/receipt';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';
import { SectionHeading } from './section-heading';

const COPY = {
  eyebrow: 'How it works',
  title: 'From upload to translation in six steps',
  lead: 'No account needed to get a quote. Sign up only if you want to see all your orders in one place.',
  uploadWithLimits: (maxFiles: number, maxUploadMb: number) =>
    `PDF, Word, text files or photos: up to ${maxFiles} files of ${maxUploadMb} MB each.`,
  uploadWithoutLimits: 'PDF, Word, text files or photos of your documents.',
  extras: 'Rush delivery, notarization and posted hard copies can be added to the official quote.',
  otherPairsBefore: 'Need another language pair? Ask us through the',
  otherPairsLink: 'contact form',
} as const;

/** The flow as it really goes (issue 32): estimate, review, official quote, approve and pay, translation, delivery. */
const STEPS = [
  { icon: CloudUpload, title: 'Upload your documents', text: null },
  {
    icon: Receipt,
    title: 'Get an instant estimate',
    text: 'We count the words and pages in your files and show your price right away. The estimate is free and non-binding.',
  },
  {
    icon: ClipboardCheck,
    title: 'We review your documents',
    text: 'Send us your project with your details, with no payment. Within 24 hours our team checks the documents and confirms the count.',
  },
  {
    icon: BadgeCheck,
    title: 'Receive your official quote',
    text: 'We email you the final price and delivery date, with any extras you asked for.',
  },
  {
    icon: CreditCard,
    title: 'Approve and pay',
    text: 'Approve the quote and pay on your order page. Nothing is charged before you approve.',
  },
  {
    icon: Languages,
    title: 'Translation and delivery',
    text: 'A professional translator works on your documents; for a sworn translation, you check a draft before we certify it. We email you when it is ready to download.',
  },
] as const;

export const HowItWorks = () => {
  const { data: config } = usePublicConfig();
  const limits = config?.limits;
  const uploadText = limits ? COPY.uploadWithLimits(limits.maxFiles, limits.maxUploadMb) : COPY.uploadWithoutLimits;

  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
      <SectionHeading id="how-heading" eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <ol className="mt-14 grid gap-8 md:grid-cols-2 lg:grid-cols-3 lg:gap-x-8 lg:gap-y-12">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative flex flex-col items-start">
            <span className="relative flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-6" />
              <span className="-top-2 -right-2 absolute flex size-6 items-center justify-center rounded-full bg-brand-600 font-bold text-white text-xs">
                {index + 1}
              </span>
            </span>
            <h3 className="mt-5 font-semibold text-lg text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600 leading-relaxed">{text ?? uploadText}</p>
          </li>
        ))}
      </ol>
      <div className="mx-auto mt-12 max-w-3xl rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 text-center text-slate-700">
        <p>{COPY.extras}</p>
        <p className="mt-1">
          {COPY.otherPairsBefore}{' '}
          <Link
            to={paths.contact}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {COPY.otherPairsLink}
          </Link>
          .
        </p>
      </div>
    </section>
  );
};
