import { unlocalizedPath } from '@sello/shared/i18n/locales';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { lazy, memo, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { localizedPath, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-store';
import { useLocale, useMessages } from '@/lib/i18n/i18n';
import { layoutCatalogue } from '@/lib/i18n/messages/catalogue';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';

// The sign-in form (its validation code and the query cache its requests use) loads only when a visitor opens it.
const AuthModal = lazy(async () => {
  const [{ AuthModal: Modal }, { withQueryClient }] = await Promise.all([
    import('@/features/auth/components/auth-modal'),
    import('@/lib/query-client'),
  ]);
  return { default: withQueryClient(Modal) };
});

// A signed-in visitor's links and sign-out: most visitors never have a session, and the prerendered HTML never shows
// them, so their code (and the sign-out request's) loads only once a session is restored.
const SignedInAccount = lazy(() =>
  import('./signed-in-account').then((module) => ({ default: module.SignedInAccount })),
);

type TAuthMode = 'signin' | 'signup';

const NAV_ITEMS = [
  { label: 'home', to: paths.home, end: true },
  { label: 'about', to: paths.about },
  { label: 'pricing', to: paths.pricing },
  { label: 'services', to: paths.features, alsoActiveOn: [paths.services] },
  { label: 'trackOrder', to: paths.orderTracking },
  { label: 'contact', to: paths.contact },
] as const;

/** Pages that hide the navigation and sign-in buttons (a focused funnel): /free-quote and /free-quote/. The footer shrinks there too. */
export const isFocusedPage = (pathname: string) => /^\/free-quote\/?$/.test(unlocalizedPath(pathname));

const isActive = (item: (typeof NAV_ITEMS)[number], pathname: string) => {
  const normalized = unlocalizedPath(pathname).replace(/\/+$/, '') || '/';
  if ('end' in item && item.end) return normalized === item.to;
  const targets: readonly string[] = 'alsoActiveOn' in item ? [item.to, ...item.alsoActiveOn] : [item.to];
  return targets.some((target) => normalized === target || normalized.startsWith(`${target}/`));
};

// The navigation, language and account sit in the header row from 1280 px; below, they are in the menu. Spanish and
// French need that width (the French links alone take 644 px): at 768 or 1024 px a row of them scrolled sideways.
const DESKTOP_UP = '(min-width: 80rem)';

/**
 * Sign-in buttons, or the signed-in user's links. The only part of the header that reads the session, so restoring
 * it after hydration (app/provider.tsx) re-renders these few elements, not the navigation.
 */
const HeaderAccount = ({
  mobile,
  pathname,
  onOpenAuth,
  onNavigate,
}: {
  mobile: boolean;
  pathname: string;
  onOpenAuth: (mode: TAuthMode) => void;
  onNavigate: () => void;
}) => {
  const auth = useAuth();
  const messages = useMessages(layoutCatalogue).m.layout;
  const user = auth.status === 'authenticated' ? auth.user : null;

  if (!user) {
    // While the saved session is read (and in prerendered HTML) the sign-in buttons keep their place, hidden, so
    // the navigation does not move when they appear.
    const restoring = auth.status === 'loading';
    return (
      <div
        className={`${mobile ? 'grid grid-cols-2 gap-3' : 'flex items-center gap-2'} ${restoring ? 'invisible' : ''}`}
        aria-hidden={restoring ? true : undefined}
      >
        <Button variant={mobile ? 'outline' : 'ghost'} size={mobile ? 'md' : 'sm'} onClick={() => onOpenAuth('signin')}>
          {messages.logIn}
        </Button>
        <Button size={mobile ? 'md' : 'sm'} onClick={() => onOpenAuth('signup')}>
          {messages.signUp}
        </Button>
      </div>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInAccount user={user} mobile={mobile} pathname={pathname} onNavigate={onNavigate} />
    </Suspense>
  );
};

const SiteHeaderContent = () => {
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [authModal, setAuthModal] = useState<{ open: boolean; mode: TAuthMode; mounted: boolean }>({
    open: false,
    mode: 'signin',
    mounted: false,
  });
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const menuId = useId();
  const focused = isFocusedPage(pathname);
  const locale = useLocale();
  const messages = useMessages(layoutCatalogue).m;

  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // Navigation closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are the triggers
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname, search]);

  // Escape closes it and returns focus to the toggle; so do a tap outside the header and growing past the breakpoint.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !headerRef.current?.contains(event.target)) setMenuOpen(false);
    };
    const media = window.matchMedia(DESKTOP_UP);
    const onMedia = () => {
      if (media.matches) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    media.addEventListener('change', onMedia);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      media.removeEventListener('change', onMedia);
    };
  }, [menuOpen]);

  const openAuth = (mode: TAuthMode) => {
    setMenuOpen(false);
    setAuthModal({ open: true, mode, mounted: true });
  };

  const navLinkClass = (active: boolean, mobile: boolean) =>
    mobile
      ? `block rounded-lg px-3 py-3 font-medium text-base ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-50'}`
      : `relative whitespace-nowrap rounded-md px-3 py-2 font-medium text-sm transition-colors ${
          active
            ? 'text-brand-700 after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-brand-600'
            : 'text-slate-700 hover:text-brand-700'
        }`;

  const renderNav = (mobile: boolean) => (
    <ul className={mobile ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {NAV_ITEMS.map((item) => {
        const active = isActive(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={localizedPath(locale, item.to)}
              aria-current={active ? 'page' : undefined}
              className={navLinkClass(active, mobile)}
              onClick={closeMenu}
            >
              {messages.nav[item.label]}
            </Link>
          </li>
        );
      })}
    </ul>
  );

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-slate-200/80 border-b bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/80"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />

        {focused ? null : (
          <>
            <nav aria-label={messages.layout.mainNavigation} className="hidden xl:block">
              {renderNav(false)}
            </nav>
            {/* The rest of the row is a container: the account area shows the greeting and the sign-out label only
                where it has the room (English, not the longer Spanish and French links). justify-end-safe: should
                it ever overflow, it does so to the right, where a test sees it, not over the language menu. */}
            <div className="@container hidden min-w-0 flex-1 xl:block">
              <div className="flex items-center justify-end-safe gap-4">
                <LanguageSwitcher tone="light" hideLabel className="shrink-0" />
                <HeaderAccount mobile={false} pathname={pathname} onOpenAuth={openAuth} onNavigate={closeMenu} />
              </div>
            </div>

            <button
              ref={menuButtonRef}
              type="button"
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 xl:hidden"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? messages.layout.closeMenu : messages.layout.openMenu}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
            </button>
          </>
        )}
      </div>

      {focused ? null : (
        <div
          id={menuId}
          hidden={!menuOpen}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-slate-200 border-b bg-white shadow-lg xl:hidden"
        >
          <nav aria-label={messages.layout.mainNavigation} className="px-4 pt-3 pb-4 sm:px-6">
            {renderNav(true)}
          </nav>
          <div className="border-slate-100 border-t px-4 py-4 sm:px-6">
            <HeaderAccount mobile pathname={pathname} onOpenAuth={openAuth} onNavigate={closeMenu} />
          </div>
          <div className="border-slate-100 border-t px-4 py-4 sm:px-6">
            <LanguageSwitcher tone="light" />
          </div>
        </div>
      )}
      {menuOpen ? (
        <div aria-hidden="true" className="-z-10 absolute inset-x-0 top-full h-dvh bg-slate-900/30 xl:hidden" />
      ) : null}

      {authModal.mounted ? (
        <Suspense fallback={null}>
          <AuthModal
            open={authModal.open}
            mode={authModal.mode}
            onClose={() => setAuthModal((state) => ({ ...state, open: false }))}
            onModeChange={(mode) => setAuthModal((state) => ({ ...state, mode }))}
          />
        </Suspense>
      ) : null}
    </header>
  );
};

/** Memoised: the layout re-renders when the public configuration arrives; the brand logo reads it itself. */
export const SiteHeader = memo(SiteHeaderContent);
