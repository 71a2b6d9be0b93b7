import { formatUsd } from '@sello/shared/pricing';
import FileSearch from 'lucide-react/icons/file-search';
import FileText from 'lucide-react/icons/file-text';
import Stamp from 'lucide-react/icons/stamp';
import { useMessages } from '@/lib/i18n/i18n';
import { formatRateAmount, usePricing } from '@/lib/pricing';
import { explainerCatalogue } from '../messages/explainer/catalogue';
import { SectionHeading } from './section-heading';

const EXAMPLE_WORDS = 600;
const EXAMPLE_PAGES = 2;

/** How a price is worked out, with examples at the current rates. */
export const PriceExplainer = () => {
  const { pricing } = usePricing();
  const { m, t, locale } = useMessages(explainerCatalogue);
  if (!pricing) return null;
  const e = m.explainer;
  const usd = (dollars: number) => formatUsd(dollars, { locale });
  const { professional, sworn } = pricing;

  const items = [
    {
      icon: FileText,
      title: e.professionalTitle,
      text: t(e.professionalText, {
        words: EXAMPLE_WORDS,
        rate: formatRateAmount(professional.rate, locale),
        total: usd(EXAMPLE_WORDS * professional.rate),
      }),
    },
    {
      icon: Stamp,
      title: e.swornTitle,
      text: t(e.swornText, {
        pages: EXAMPLE_PAGES,
        rate: formatRateAmount(sworn.rate, locale),
        total: usd(EXAMPLE_PAGES * sworn.rate),
      }),
    },
    {
      icon: FileSearch,
      title: e.countedTitle,
      text: e.countedText,
    },
  ];

  return (
    <section aria-labelledby="explainer-heading" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
        <SectionHeading id="explainer-heading" eyebrow={e.eyebrow} title={e.title} lead={e.lead} />
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
