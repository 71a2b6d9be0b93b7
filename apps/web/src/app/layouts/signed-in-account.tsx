import type { TAuthUser } from '@sello/shared/auth-schemas';
import LogOut from 'lucide-react/icons/log-out';
import UserRound from 'lucide-react/icons/user-round';
import { Button, ButtonLink } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';

/** The header's account area for a signed-in visitor (loaded by site-header.tsx only once a session exists). */
export const SignedInAccount = ({
  user,
  mobile,
  pathname,
  onNavigate,
}: {
  user: TAuthUser;
  mobile: boolean;
  pathname: string;
  onNavigate: () => void;
}) => {
  const { m, locale } = useMessages(layoutCatalogue);
  const messages = m.layout;
  const signOut = useSignOut();
  // The customer's pages stay in the page's language; the back office is English.
  const dashboardPath = user.isAdmin || user.staffRole ? paths.admin : localizedPath(locale, paths.dashboard);
  const accountPath = localizedPath(locale, paths.account);
  const displayName = user.firstName.trim() || user.email;

  return (
    <div className={mobile ? 'flex flex-col gap-3' : 'flex min-w-0 items-center gap-3'}>
      {/* On the desktop row, the greeting and the sign-out label only where the header's container (site-header.tsx)
          has the room for them: 34rem and 31rem hold them in every language. */}
      <p
        className={
          mobile
            ? 'px-3 text-slate-600 text-sm'
            : 'hidden min-w-0 max-w-56 truncate text-slate-600 text-sm @min-[34rem]:block'
        }
        title={mobile ? undefined : `${messages.welcome} ${displayName}`}
      >
        {messages.welcome} <span className="font-semibold text-slate-900">{displayName}</span>
      </p>
      <ButtonLink to={dashboardPath} variant="outline" size={mobile ? 'md' : 'sm'} onClick={onNavigate}>
        {messages.dashboard}
      </ButtonLink>
      <ButtonLink
        to={accountPath}
        variant="ghost"
        size={mobile ? 'md' : 'sm'}
        icon={<UserRound aria-hidden="true" className="size-4" />}
        aria-current={pathname === accountPath ? 'page' : undefined}
        title={mobile ? undefined : messages.account}
        onClick={onNavigate}
      >
        {/* An icon on the desktop row, where the room goes to the greeting; the name stays for screen readers. */}
        <span className={mobile ? undefined : 'sr-only'}>{messages.account}</span>
      </ButtonLink>
      <Button
        variant="ghost"
        size={mobile ? 'md' : 'sm'}
        icon={<LogOut aria-hidden="true" className="size-4" />}
        loading={signOut.isPending}
        title={mobile ? undefined : messages.signOut}
        onClick={() => {
          onNavigate();
          signOut.mutate();
        }}
      >
        <span className={mobile ? undefined : '@max-[31rem]:sr-only'}>{messages.signOut}</span>
      </Button>
    </div>
  );
};
