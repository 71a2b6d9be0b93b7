import { localeOfPath } from '@sello/shared/i18n/locales';
import {
  type ComponentType,
  memo,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { loadCatalogues } from '@/lib/i18n/i18n';
import { isHydrating, pageReady, SectionHydration } from '@/lib/page-ready';

type TLazy<TProps extends object> = ComponentType<TProps> & {
  /** Starts loading the module (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

export type TLazyPage = TLazy<Record<string, never>>;

/**
 * A page loaded on demand, like React.lazy, except that once its module has loaded it renders synchronously.
 * That is what hydration needs: main.tsx preloads the pages of the current address before hydrating the
 * prerendered HTML, and the server build preloads every page before rendering, so neither ever suspends.
 */
export const lazyPage = <TModule,>(load: () => Promise<TModule>, name: keyof TModule): TLazyPage =>
  lazyComponent(async () => (await load())[name] as ComponentType<Record<string, never>>);

/**
 * A page that reads or sends server data through TanStack Query: its module and the query cache
 * (lib/query-client.tsx) load together, and the page renders inside the cache's provider.
 */
export const queryPage = <TModule,>(load: () => Promise<TModule>, name: keyof TModule): TLazyPage =>
  lazyComponent(async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), import('@/lib/query-client')]);
    return withQueryClient(module[name] as ComponentType<Record<string, never>>);
  });

const deferredSections: { preload: () => Promise<void> }[] = [];

/**
 * A part of a page that is not needed for its first paint — a form with its validation (zod, react-hook-form), or
 * content below the fold — loaded in its own chunk, which starts downloading as soon as the page's module is
 * evaluated. On a prerendered page the section's HTML is shown from the first response and stays as it is (a
 * dehydrated Suspense boundary) until its code arrives, then hydrates; rendered in the browser, the section appears
 * when loaded. `<html data-ready>` waits for it (lib/page-ready.ts). `queries`: the section sends or reads server
 * data, so TanStack Query's cache loads and is provided with it.
 *
 * `whenVisible`, for content below the fold: on a prerendered page the section also waits to hydrate until it comes
 * within a screen of the viewport, or is touched or focused, and the page does not wait for it (data-ready). Its
 * code still loads at once, so a tap hydrates it on the spot (React hydrates a section synchronously before
 * handing it a click). On a phone that takes most of the home page's hydration (about 270 of its 420 elements) out of
 * the first seconds, when the visitor can only see the first screen.
 */
export const deferredSection = <TModule, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName,
  { queries = false, whenVisible = false }: { queries?: boolean; whenVisible?: boolean } = {},
): TModule[TName] => {
  type TProps = Record<string, unknown>;
  type TSectionProps = TProps & { onCommit: () => void };
  const Section = lazyComponent<TSectionProps>(async () => {
    const [module, queryClient] = await Promise.all([load(), queries ? import('@/lib/query-client') : null]);
    // The catalogues the section's modules declare (its own words) in the page's language, so that it renders without
    // suspending once loaded: a section hydrating on a tap must handle that tap (the prerender loads them all).
    if (typeof window !== 'undefined') await loadCatalogues(localeOfPath(window.location.pathname));
    const Component = module[name] as ComponentType<TProps>;
    const Loaded = queryClient ? queryClient.withQueryClient(Component) : Component;
    const Committed = ({ onCommit, ...props }: TSectionProps) => {
      useLayoutEffect(onCommit, [onCommit]);
      return <Loaded {...props} />;
    };
    return Committed;
  });
  deferredSections.push(Section);
  // Not awaited: the download overlaps the page's hydration; a failure shows in the error boundary when rendered.
  if (typeof window !== 'undefined') Section.preload().catch(() => {});

  // memo: a re-render of the page (its title follows the settings' brand name, which arrive after hydration) must
  // not reach a section still waiting for its code. React would count that as an update to the dehydrated boundary
  // and replace the prerendered HTML with the (empty) fallback: the page would jump.
  const Deferred = memo((props: TProps) => {
    const instance = useRef({ committed: false });
    const anchor = useRef<HTMLDivElement>(null);
    const [gate] = useState(() =>
      whenVisible && typeof window !== 'undefined' && isHydrating() ? createGate() : null,
    );
    useEffect(() => {
      const token = instance.current;
      if (!token.committed && !gate) pageReady.waitFor(token);
      return () => pageReady.sectionCommitted(token);
    }, [gate]);
    useEffect(() => (gate && anchor.current ? openWhenNear(anchor.current, gate) : undefined), [gate]);
    const onCommit = useCallback(() => {
      instance.current.committed = true;
      if (gate) gate.section.hydrating = false;
      pageReady.sectionCommitted(instance.current);
    }, [gate]);
    const section = (
      <Suspense fallback={null}>
        <Gate gate={gate}>
          <Section {...props} onCommit={onCommit} />
        </Gate>
      </Suspense>
    );
    // The wrapper gives the observer a box to watch: the section's own HTML belongs to React only once hydrated.
    return whenVisible ? <div ref={anchor}>{section}</div> : section;
  });
  return Deferred as TModule[TName];
};

type TGate = { open: boolean; opened: Promise<void>; openNow: () => void; section: { hydrating: boolean } };

const createGate = (): TGate => {
  let resolve = () => {};
  const gate: TGate = {
    open: false,
    opened: new Promise<void>((done) => {
      resolve = done;
    }),
    openNow: () => {
      gate.open = true;
      resolve();
    },
    section: { hydrating: true },
  };
  return gate;
};

/**
 * Suspends until the gate opens: the Suspense boundary above keeps the prerendered HTML meanwhile. The flag, not
 * only the promise, is read so that a click's synchronous hydration renders through an open gate at once.
 */
const Gate = ({ gate, children }: { gate: TGate | null; children: ReactNode }) => {
  if (!gate) return children;
  if (!gate.open) use(gate.opened);
  return <SectionHydration value={gate.section}>{children}</SectionHydration>;
};

const openWhenNear = (element: HTMLElement, gate: TGate) => {
  // Nothing prerendered inside: React rendered the page afresh (hydration failed), so there is no HTML to show.
  if (!element.firstChild) {
    gate.openNow();
    return;
  }
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
    rootMargin: '100% 0px',
  });
  // On the window, in the capture phase: React's own listener on the root would see the event on a section it cannot
  // hydrate yet, and stop it before it reached the section.
  const onInput = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) open();
  };
  const stop = () => {
    observer.disconnect();
    window.removeEventListener('pointerdown', onInput, true);
    window.removeEventListener('focusin', onInput, true);
  };
  const open = () => {
    stop();
    gate.openNow();
  };
  observer.observe(element);
  window.addEventListener('pointerdown', onInput, true);
  window.addEventListener('focusin', onInput, true);
  return stop;
};

/** Loads every deferred section (the prerender renders them into the HTML). */
export const preloadDeferredSections = () => Promise.all(deferredSections.map((Section) => Section.preload()));

const lazyComponent = <TProps extends object>(load: () => Promise<ComponentType<TProps>>): TLazy<TProps> => {
  let Loaded: ComponentType<TProps> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // Let a later visit try again (a dropped connection), and let the error boundary show this one.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = (props: TProps) => {
    if (Loaded) return <Loaded {...props} />;
    use(preload());
    return null;
  };
  return Object.assign(Lazy, { preload });
};
