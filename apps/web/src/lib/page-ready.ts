import { createContext, useContext } from 'react';

/**
 * `<html data-ready>`: the page is interactive. Set once the first render has committed (app/provider.tsx) and
 * every deferred section rendered on the page (app/lazy-page.tsx `deferredSection`) has loaded and committed too,
 * since a prerendered section stays inert HTML until then. End-to-end tests wait for it after a full page load
 * (e2e/support/test.ts).
 */
const waiting = new Set<object>();
let firstRenderCommitted = false;
let hydrating = false;

const update = () => {
  if (firstRenderCommitted && waiting.size === 0) {
    hydrating = false;
    document.documentElement.dataset.ready = 'true';
  }
};

/**
 * True in the prerender and while a prerendered page hydrates, its deferred sections included (until data-ready).
 * State kept in the browser (lib/use-hydrated.ts, lib/cached-resource.ts) starts as the prerender rendered it then,
 * and switches in a transition after mounting: React renders a transition in slices between the browser's own work,
 * where a store read through useSyncExternalStore would re-render synchronously, in one long task on a phone.
 */
export const isHydrating = () => typeof window === 'undefined' || hydrating;

/**
 * A section that hydrates after the rest of the page (app/lazy-page.tsx, `whenVisible`) provides its own flag: its
 * components must render what the prerender rendered even though the page itself has long been ready.
 */
export const SectionHydration = createContext<{ hydrating: boolean } | null>(null);

/** `isHydrating` for components: also true inside a section that is hydrating late. */
export const useIsHydrating = () => {
  const section = useContext(SectionHydration);
  return (section?.hydrating ?? false) || isHydrating();
};

export const pageReady = {
  /** main.tsx, before it hydrates a prerendered page. */
  hydrationStarted() {
    hydrating = true;
  },
  firstRenderCommitted() {
    firstRenderCommitted = true;
    update();
  },
  waitFor(section: object) {
    waiting.add(section);
  },
  sectionCommitted(section: object) {
    waiting.delete(section);
    update();
  },
};
