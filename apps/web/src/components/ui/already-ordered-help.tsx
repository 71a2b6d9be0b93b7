import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';

/**
 * What to do when a quote already became an order this visitor cannot open: a quote's address is shared and
 * bookmarked, so it may have been ordered by someone else. The order's own link is only in its confirmation email.
 */
export const AlreadyOrderedHelp = () => {
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <>
      <p>
        If you placed this order, open it from the confirmation email we sent you, or sign in to the account you ordered
        with.
      </p>
      <p className="mt-2">
        If you did not place it, someone else may have used this quote&apos;s link. Please write to{' '}
        {supportEmail ? (
          <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline underline-offset-4">
            {supportEmail}
          </a>
        ) : (
          <Link to={paths.contact} className="font-medium text-brand-700 underline underline-offset-4">
            our support team
          </Link>
        )}{' '}
        with this page&apos;s address and we will sort it out with you.
      </p>
    </>
  );
};
