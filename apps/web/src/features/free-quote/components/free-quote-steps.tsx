import ClipboardPen from 'lucide-react/icons/clipboard-pen';
import Download from 'lucide-react/icons/download';
import Mail from 'lucide-react/icons/mail';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { useMessages } from '@/lib/i18n/i18n';
import { freeQuoteCatalogue } from '../messages/catalogue';

const STEPS = [
  { icon: ClipboardPen, title: 'tellTitle', text: 'tellText' },
  { icon: Mail, title: 'emailTitle', text: 'emailText' },
  { icon: ShoppingCart, title: 'orderTitle', text: 'orderText' },
  { icon: Download, title: 'receiveTitle', text: 'receiveText' },
] as const;

export const FreeQuoteSteps = () => {
  const { steps } = useMessages(freeQuoteCatalogue).m;
  return (
    <section aria-labelledby="steps-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">{steps.eyebrow}</p>
        <h2
          id="steps-heading"
          className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl"
        >
          {steps.title}
        </h2>
      </div>
      <ol className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex flex-col items-start lg:items-center lg:text-center">
            <span className="relative flex size-14 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-6" />
              <span className="-top-2 -right-2 absolute flex size-6 items-center justify-center rounded-full bg-brand-600 font-bold text-white text-xs">
                {index + 1}
              </span>
            </span>
            <h3 className="mt-5 font-semibold text-lg text-slate-900">{steps[title]}</h3>
            <p className="mt-2 text-slate-600 leading-relaxed">{steps[text]}</p>
          </li>
        ))}
      </ol>
    </section>
  );
};
