import { formatUsd } from '@sello/shared/pricing';
import FileSearch from 'lucide-react/icons/file-search';
import FileText from 'lucide-react/icons/file-text';
import Stamp from 'lucide-react/icons/stamp';
import { formatRateAmount, usePricing } from '@/lib/pricing';
import { SectionHeading } from './section-heading';

const EXAMPLE_WORDS = 600;
const EXAMPLE_PAGES = 2;

/** How a price is worked out, with examples at the current rates. */
export const PriceExplainer = () => {
  const { pricing } = usePricing();
  if (!pricing) return null;
  const { professional, sworn } = pricing;

  const items = [
    {
      icon: FileText,
      title: 'Professional: by the word',
      text: `A ${EXAMPLE_WORDS}-word letter at ${formatRateAmount(professional.rate)} per word comes to ${formatUsd(EXAMPLE_WORDS * professional.rate)}.`,
    },
    {
      icon: Stamp,
      title: 'Sworn: by the page',
      text: `A ${EXAMPLE_PAGES}-page birth certificate at ${formatRateAmount(sworn.rate)} per page comes to ${formatUsd(EXAMPLE_PAGES * sworn.rate)}.`,
    },
    {
      icon: FileSearch,
      title: 'Counted from your files',
      text: 'We read the words and pages from the documents themselves (PDF, Word, text or photos, scans included) and show a free, non-binding estimate before you order.',
    },
  ];

  return (
    <section aria-labelledby="explainer-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading
          id="explainer-heading"
          eyebrow="How pricing works"
          title="No surprises"
          lead="Your price depends on the service you choose, the length of your documents and any extras you ask for, each named with its price above."
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {items.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
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
};
