import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { ctaCatalogue } from '../messages/cta/catalogue';

/** Closing band: start an order or ask a question. `title` replaces the usual heading. */
export const CallToAction = ({ title }: { title?: string }) => {
  const { m, locale } = useMessages(ctaCatalogue);
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-3xl bg-slate-900 px-6 py-14 text-center shadow-xl [--color-focus:var(--color-white)] sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="-top-32 -z-10 -translate-x-1/2 absolute left-1/2 size-[36rem] rounded-full bg-brand-500/30 blur-3xl"
        />
        <h2 id="cta-heading" className="text-balance font-bold text-3xl text-white tracking-tight sm:text-4xl">
          {title ?? m.cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-lg text-slate-300">{m.cta.lead}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={localizedPath(locale, paths.upload)}
            className="inline-flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-white px-6 font-semibold text-base text-slate-900 shadow-sm transition-colors hover:bg-brand-50 focus-visible:outline-white sm:w-auto"
          >
            {m.cta.getStarted}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link
            to={localizedPath(locale, paths.contact)}
            className="inline-flex h-12 w-full items-center justify-center rounded-lg px-6 font-semibold text-base text-white ring-1 ring-white/30 transition-colors hover:bg-white/10 focus-visible:outline-white sm:w-auto"
          >
            {m.cta.contactUs}
          </Link>
        </div>
      </div>
    </section>
  );
};
