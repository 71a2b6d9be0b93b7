import { Link } from 'react-router';
import { formsCatalogue } from '@/components/forms/messages/catalogue';
import { localizedPath, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n/i18n';
import { T } from '@/lib/i18n/rich-message';
import { usePublicConfig } from '@/lib/public-config';

/**
 * What to do when a quote already became an order this visitor cannot open: a quote's address is shared and
 * bookmarked, so it may have been ordered by someone else. The order's own link is only in its confirmation email.
 */
export const AlreadyOrderedHelp = () => {
  const supportEmail = usePublicConfig().data?.supportEmail;
  const { m, locale } = useMessages(formsCatalogue);
  const linkClass = 'font-medium text-brand-700 underline underline-offset-4';
  return (
    <>
      <p>{m.alreadyOrdered.yours}</p>
      <p className="mt-2">
        {supportEmail ? (
          <T
            message={m.alreadyOrdered.notYoursEmail}
            components={{
              0: (
                <a href={`mailto:${supportEmail}`} className={linkClass}>
                  {supportEmail}
                </a>
              ),
            }}
          />
        ) : (
          <T
            message={m.alreadyOrdered.notYoursContact}
            components={{ 0: <Link to={localizedPath(locale, paths.contact)} className={linkClass} /> }}
          />
        )}
      </p>
    </>
  );
};
