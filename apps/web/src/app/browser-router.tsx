import { createContext, type ReactNode, useContext, useLayoutEffect, useRef, useState, useTransition } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router';

const NavigationPendingContext = createContext(false);

/** True while the next page is loading (its chunk, say); the current page stays on screen meanwhile. */
export const useNavigationPending = () => useContext(NavigationPendingContext);

/**
 * React Router's declarative BrowserRouter, plus what the pages used from the data router: a pending flag for the
 * loading bar (navigations render in a transition, so the old page stays until the new one can show) and scrolling
 * to the top on a new page (back and forward keep the browser's own scroll restoration).
 * The data router (createBrowserRouter) would cost about 17 KB gzip more on every page (budget: 100 KB,
 * docs/decisions.md).
 */
export const AppBrowserRouter = ({ children }: { children: ReactNode }) => {
  const historyRef = useRef<ReturnType<typeof createBrowserHistory>>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();

  useLayoutEffect(
    () =>
      history.listen((update) => {
        startTransition(() => setState({ action: update.action, location: update.location }));
      }),
    [history],
  );

  // A new page starts at the top (or at its #anchor); POP is back/forward, where the browser restores the position.
  const { action, location } = state;
  const previousKey = useRef(location.key);
  useLayoutEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    if (action === 'POP') return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [action, location]);

  return (
    <NavigationPendingContext value={pending}>
      <Router location={location} navigationType={action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext>
  );
};
