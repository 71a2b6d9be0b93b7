import { isLocale, LOCALE_NAMES, LOCALES } from '@sello/shared/i18n/locales';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localizedPath } from '@/config/paths';
import { loadCatalogues, useLocale, useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { rememberLocale } from '@/lib/i18n/remember-locale';

/**
 * The language of the site, by name (never a flag): moves to the same page in the language chosen, once its
 * catalogue has loaded, and remembers the choice. `tone`: on the white header or the dark footer.
 */
export const LanguageSwitcher = ({
  tone,
  hideLabel = false,
  className = '',
}: {
  tone: 'light' | 'dark';
  /** The label for screen readers only (the desktop header's room): the select shows the language's name. */
  hideLabel?: boolean;
  className?: string;
}) => {
  const id = useId();
  const locale = useLocale();
  const messages = useMessages(layoutCatalogue).m;
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : tone === 'dark' ? 'text-slate-400' : 'text-slate-600'}>
        {messages.layout.language}
      </label>
      <select
        id={id}
        value={locale}
        className={
          tone === 'dark'
            ? 'rounded-md border border-slate-700 bg-slate-900 px-2 py-1.5 text-white'
            : 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-slate-800'
        }
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          rememberLocale(chosen);
          void loadCatalogues(chosen).then(() => navigate(`${localizedPath(chosen, pathname)}${search}${hash}`));
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
};
