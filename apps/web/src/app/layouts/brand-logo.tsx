import { Link } from 'react-router';
import { localizedPath, paths } from '@/config/paths';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { useBrandName } from '@/lib/public-config';

/** The seal mark: the brand's initial on the accent colour (matches favicon.svg). */
export const BrandMark = ({ className = 'size-9' }: { className?: string }) => (
  <span
    aria-hidden="true"
    className={`${className} inline-flex shrink-0 items-center justify-center rounded-[10px] bg-brand-600 font-bold font-serif text-white text-xl shadow-sm ring-1 ring-brand-700/20 ring-inset`}
  >
    S
  </span>
);

/** Logo and brand name linking home. */
export const BrandLogo = ({ tone = 'dark' }: { tone?: 'dark' | 'light' }) => {
  const brandName = useBrandName();
  const locale = useLocale();
  const messages = useMessages(layoutCatalogue).m.layout;
  return (
    <Link
      to={localizedPath(locale, paths.home)}
      className="inline-flex items-center gap-2.5 rounded-lg"
      aria-label={`${brandName} — ${messages.brandHome}`}
    >
      <BrandMark />
      <span className={`font-semibold text-xl tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>
        {brandName}
      </span>
    </Link>
  );
};
