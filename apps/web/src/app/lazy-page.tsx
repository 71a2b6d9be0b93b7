import { type ComponentType, use } from 'react';

export type TLazyPage = ComponentType & {
  /** Starts loading the page's module (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * A page loaded on demand, like React.lazy, except that once its module has loaded it renders synchronously.
 * That is what hydration needs: main.tsx preloads the pages of the current address before hydrating the
 * prerendered HTML, and the server build preloads every page before rendering, so neither ever suspends.
 */
export const lazyPage = <TModule,>(load: () => Promise<TModule>, name: keyof TModule): TLazyPage =>
  lazyComponent(async () => (await load())[name] as ComponentType);

/**
 * A page that reads or sends server data through TanStack Query: its module and the query cache
 * (lib/query-client.tsx) load together, and the page renders inside the cache's provider.
 */
export const queryPage = <TModule,>(load: () => Promise<TModule>, name: keyof TModule): TLazyPage =>
  lazyComponent(async () => {
    const [module, { withQueryClient }] = await Promise.all([load(), import('@/lib/query-client')]);
    return withQueryClient(module[name] as ComponentType);
  });

const lazyComponent = (load: () => Promise<ComponentType>): TLazyPage => {
  let Loaded: ComponentType | null = null;
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
  const Page = () => {
    if (Loaded) return <Loaded />;
    use(preload());
    return null;
  };
  return Object.assign(Page, { preload });
};
