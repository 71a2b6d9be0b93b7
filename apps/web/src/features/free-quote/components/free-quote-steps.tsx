import ClipboardPen from 'lucide-react/icons/clipboard-pen';
import Download from 'lucide-react/icons/download';
import Mail from 'lucide-react/icons/mail';
import ShoppingCart from 'lucide-react/icons/shopping-cart';

const STEPS = [
  {
    icon: ClipboardPen,
    title: 'Tell us what you need',
    text: 'Fill in the short form below: your documents, the number of pages and the language.',
  },
  {
    icon: Mail,
    title: 'Get your quote by email',
    text: 'Our team reviews your request and emails you a free, non-binding quote. We aim to reply within one business day.',
  },
  {
    icon: ShoppingCart,
    title: 'Upload and order',
    text: 'Happy with the price? Upload your documents, choose professional or sworn translation and place your order.',
  },
  {
    icon: Download,
    title: 'Receive your translation',
    text: 'We email you when your translation is ready, and you download it from your order page.',
  },
] as const;

export const FreeQuoteSteps = () => (
  <section aria-labelledby="steps-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
    <div className="mx-auto max-w-2xl text-center">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider">How it works</p>
      <h2 id="steps-heading" className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        Your quote in four steps
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
          <h3 className="mt-5 font-semibold text-lg text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600 leading-relaxed">{text}</p>
        </li>
      ))}
    </ol>
  </section>
);
