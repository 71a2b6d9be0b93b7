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
export const lazyPage = <TModule,>(load: () => Promise<TModule>, name: keyof TModule): TLazyPage => {
  let Loaded: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Loaded = module[name] as ComponentType;
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
