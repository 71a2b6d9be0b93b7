import Lock from 'lucide-react/icons/lock';
import Mail from 'lucide-react/icons/mail';
import { memo } from 'react';
import { Link } from 'react-router';
import { localizedPath, paths } from '@/config/paths';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useBrandName, usePublicConfig } from '@/lib/public-config';
import { useHydrated } from '@/lib/use-hydrated';
import { BrandMark } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';

const LINK_GROUPS = [
  {
    title: 'servicesTitle',
    links: [
      { label: 'professionalTranslation', to: paths.features },
      { label: 'swornTranslation', to: paths.features },
      { label: 'pricing', to: paths.pricing },
      { label: 'getQuote', to: paths.upload },
    ],
  },
  {
    title: 'companyTitle',
    links: [
      { label: 'aboutUs', to: paths.about },
      { label: 'trackYourOrder', to: paths.orderTracking },
      { label: 'planner', to: paths.documentKitsWizard },
      { label: 'contact', to: paths.contact },
    ],
  },
] as const;

const linkClass = 'rounded text-slate-300 text-sm transition-colors hover:text-white';

const CookieChoicesButton = ({ label }: { label: string }) => (
  <button
    type="button"
    className="w-fit rounded text-slate-400 underline-offset-4 hover:text-white hover:underline"
    onClick={() => void import('@/lib/meta-pixel').then((pixel) => pixel.setPixelConsent(null))}
  >
    {label}
  </button>
);

/** `minimal` (focused landing pages): one line with the brand, contact and cookie choices, no link lists. */
const SiteFooterContent = ({ pixelConfigured, minimal = false }: { pixelConfigured: boolean; minimal?: boolean }) => {
  const brandName = useBrandName();
  const locale = useLocale();
  const messages = useMessages(layoutCatalogue).m.footer;
  const to = (path: string) => localizedPath(locale, path);
  const cookieChoicesButton = <CookieChoicesButton label={messages.cookieChoices} />;
  const { data: config } = usePublicConfig();
  const supportEmail = config?.supportEmail;
  // The year of the day the page is shown, which the prerendered HTML (built on another day) cannot know.
  const hydrated = useHydrated();
  const year = hydrated ? `${new Date().getFullYear()} ` : '';

  if (minimal) {
    return (
      <footer className="bg-slate-950 text-slate-400 text-xs [--color-focus:var(--color-white)]">
        {/* Bottom room on phones for the landing page's floating button. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-8 pb-24 sm:flex-row md:pb-8 sm:flex-wrap sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year}
            {brandName}. {messages.rightsReserved}
          </p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
            {supportEmail ? (
              <a
                href={`mailto:${supportEmail}`}
                className="break-all rounded text-slate-300 transition-colors hover:text-white"
              >
                {supportEmail}
              </a>
            ) : null}
            <Link to={to(paths.contact)} className="rounded text-slate-300 transition-colors hover:text-white">
              {messages.contact}
            </Link>
            <LanguageSwitcher tone="dark" />
            {pixelConfigured ? cookieChoicesButton : null}
          </div>
        </div>
      </footer>
    );
  }

  return (
    <footer className="bg-slate-950 text-slate-300 [--color-focus:var(--color-white)]">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
          <div className="col-span-2 flex flex-col gap-4 lg:col-span-1">
            <Link to={to(paths.home)} className="inline-flex w-fit items-center gap-2.5 rounded-lg">
              <BrandMark />
              <span className="font-semibold text-white text-xl tracking-tight">{brandName}</span>
            </Link>
            <p className="max-w-xs text-slate-400 text-sm leading-relaxed">{messages.tagline}</p>
            <p className="inline-flex items-center gap-2 text-slate-400 text-xs">
              <Lock aria-hidden="true" className="size-3.5 text-brand-300" />
              {messages.encrypted}
            </p>
          </div>

          {LINK_GROUPS.map((group) => (
            <nav key={group.title} aria-label={messages[group.title]}>
              <h2 className="font-semibold text-sm text-white">{messages[group.title]}</h2>
              <ul className="mt-4 flex flex-col gap-3">
                {group.links.map((link) => (
                  <li key={link.label}>
                    <Link to={to(link.to)} className={linkClass}>
                      {messages[link.label]}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}

          <section aria-labelledby="footer-contact-heading" className="col-span-2 lg:col-span-1">
            <h2 id="footer-contact-heading" className="font-semibold text-sm text-white">
              {messages.contactUs}
            </h2>
            <div className="mt-4 flex flex-col gap-3 text-sm">
              {supportEmail ? (
                <a
                  href={`mailto:${supportEmail}`}
                  className="inline-flex w-fit items-center gap-2 break-all rounded text-white hover:text-brand-200"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-brand-300" />
                  {supportEmail}
                </a>
              ) : null}
              <p className="text-slate-400 leading-relaxed">{messages.replyTime}</p>
              <Link
                to={to(paths.contact)}
                className="inline-flex w-fit font-semibold text-brand-200 underline-offset-4 hover:text-white hover:underline"
              >
                {messages.sendMessage}
              </Link>
            </div>
          </section>
        </div>

        <div className="mt-12 flex flex-col gap-3 border-slate-800 border-t pt-6 text-slate-400 text-xs sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year}
            {brandName}. {messages.rightsReserved}
          </p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
            <LanguageSwitcher tone="dark" />
            {pixelConfigured ? cookieChoicesButton : null}
          </div>
        </div>
      </div>
    </footer>
  );
};

/** Memoised: the layout re-renders when the public configuration arrives, and the footer reads what it needs itself. */
export const SiteFooter = memo(SiteFooterContent);
