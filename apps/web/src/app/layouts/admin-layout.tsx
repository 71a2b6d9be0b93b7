import { can, type TStaffPermission, type TStaffRole } from '@sello/shared/staff-roles';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import ChartColumn from 'lucide-react/icons/chart-column';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import Contact from 'lucide-react/icons/contact';
import FileText from 'lucide-react/icons/file-text';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import Package from 'lucide-react/icons/package';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserCog from 'lucide-react/icons/user-cog';
import UserRound from 'lucide-react/icons/user-round';
import Users from 'lucide-react/icons/users';
import UsersRound from 'lucide-react/icons/users-round';
import X from 'lucide-react/icons/x';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useBrandName } from '@/lib/public-config';

/**
 * The admin sections, in sidebar order, each with the permission it needs (`@sello/shared/staff-roles`; null: every
 * staff member). Dashboard is active only on /admin itself.
 */
type TAdminNavItem = {
  to: string;
  label: string;
  Icon: typeof Package;
  end: boolean;
  permission: TStaffPermission | null;
};

export const ADMIN_NAV_ITEMS: readonly TAdminNavItem[] = [
  { to: paths.admin, label: 'Dashboard', Icon: LayoutDashboard, end: true, permission: 'backOffice' },
  { to: paths.adminOrders, label: 'Orders', Icon: Package, end: false, permission: 'backOffice' },
  { to: paths.adminQuotes, label: 'Quotes', Icon: FileText, end: false, permission: 'backOffice' },
  { to: paths.adminCustomers, label: 'Customers', Icon: Users, end: false, permission: 'backOffice' },
  { to: paths.adminLeads, label: 'Leads', Icon: Contact, end: false, permission: 'backOffice' },
  {
    to: paths.adminTestimonials,
    label: 'Testimonials',
    Icon: MessageSquareQuote,
    end: false,
    permission: 'backOffice',
  },
  { to: paths.adminAnalytics, label: 'Analytics', Icon: ChartColumn, end: false, permission: 'backOffice' },
  { to: paths.adminWork, label: 'My work', Icon: ClipboardList, end: false, permission: null },
  { to: paths.adminStaff, label: 'Staff', Icon: UsersRound, end: true, permission: 'staff' },
  { to: paths.adminSettings, label: 'Settings', Icon: Settings, end: false, permission: 'settings' },
  { to: paths.adminMyProfile, label: 'My profile', Icon: UserRound, end: false, permission: null },
];

/** The sections `role` may open. */
export const adminNavItemsFor = (role: TStaffRole | null | undefined) =>
  ADMIN_NAV_ITEMS.filter((item) => item.permission === null || can(role, item.permission));

const linkClassName = ({ isActive }: { isActive: boolean }) =>
  [
    'flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-sm transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  ].join(' ');

/** `onNavigate` closes the small-screen menu at once (the next page may still be loading). */
const AdminNav = ({ role, onNavigate }: { role: TStaffRole | null; onNavigate?: () => void }) => (
  <nav aria-label="Admin" className="flex flex-col gap-1">
    {adminNavItemsFor(role).map(({ to, label, Icon, end }) => (
      <NavLink key={to} to={to} end={end} className={linkClassName} onClick={onNavigate}>
        {({ isActive }) => (
          <>
            <Icon aria-hidden="true" className={`size-5 shrink-0 ${isActive ? 'text-brand-700' : 'text-slate-500'}`} />
            {label}
          </>
        )}
      </NavLink>
    ))}
    <Link
      to={paths.home}
      onClick={onNavigate}
      className="mt-3 flex items-center gap-3 rounded-lg border-slate-200 border-t px-3 pt-4 pb-2.5 font-medium text-slate-700 text-sm hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <ArrowLeft aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      Back to Main Site
    </Link>
  </nav>
);

const Account = ({ email, onSignOut, signingOut }: { email: string; onSignOut: () => void; signingOut: boolean }) => (
  <div className="flex flex-col gap-3">
    <p className="text-slate-600 text-xs">
      Signed in as
      <span className="block truncate font-medium text-slate-900 text-sm" title={email}>
        {email}
      </span>
    </p>
    <ButtonLink to={paths.account} variant="ghost" size="sm" icon={<UserCog aria-hidden="true" className="size-4" />}>
      My account
    </ButtonLink>
    <Button
      variant="outline"
      size="sm"
      icon={<LogOut aria-hidden="true" className="size-4" />}
      loading={signingOut}
      onClick={onSignOut}
    >
      Sign Out
    </Button>
  </div>
);

const LARGE_UP = '(min-width: 64rem)';

/**
 * The admin shell: a sidebar with the sections, 'Back to Main Site', the admin's email and Sign Out.
 * Below the lg breakpoint the sidebar folds into a menu under a top bar (Escape or navigating closes it).
 */
export const AdminLayout = ({
  email,
  role,
  children,
}: {
  email: string;
  role: TStaffRole | null;
  children: ReactNode;
}) => {
  const brandName = useBrandName();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating is the trigger
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const media = window.matchMedia(LARGE_UP);
    const onMedia = () => {
      if (media.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    media.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      media.removeEventListener('change', onMedia);
    };
  }, [menuOpen]);

  // Leave first: once the session ends the admin area shows its sign-in page, and this layout is gone.
  const onSignOut = () => {
    navigate(paths.home);
    signOut.mutate();
  };

  const brand = (
    <Link
      to={paths.admin}
      className="inline-flex items-center gap-2 rounded-lg font-semibold text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <ShieldCheck aria-hidden="true" className="size-6 text-brand-600" />
      {brandName} Admin
    </Link>
  );

  return (
    <div className="min-h-dvh bg-slate-50 lg:flex">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:absolute focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      {/* Large screens: a sidebar the height of the page, its content pinned while the page scrolls. */}
      <aside className="hidden border-slate-200 border-r bg-white lg:block lg:w-64 lg:shrink-0">
        <div className="sticky top-0 flex h-dvh flex-col">
          <div className="flex h-16 items-center border-slate-200 border-b px-5">{brand}</div>
          <div className="flex-1 overflow-y-auto px-3 py-4">
            <AdminNav role={role} />
          </div>
          <div className="border-slate-200 border-t p-4">
            <Account email={email} onSignOut={onSignOut} signingOut={signOut.isPending} />
          </div>
        </div>
      </aside>

      {/* Small screens: a top bar with a menu button. */}
      <header className="sticky top-0 z-40 border-slate-200 border-b bg-white lg:hidden">
        <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6">
          {brand}
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
        <div
          id={menuId}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-slate-200 border-t bg-white px-4 pt-3 pb-4 shadow-lg sm:px-6"
        >
          <AdminNav role={role} onNavigate={() => setMenuOpen(false)} />
          <div className="mt-4 border-slate-200 border-t pt-4">
            <Account email={email} onSignOut={onSignOut} signingOut={signOut.isPending} />
          </div>
        </div>
      </header>

      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">{children}</div>
      </main>
    </div>
  );
};
