/**
 * `<html data-ready>`: the page is interactive. Set once the first render has committed (app/provider.tsx) and
 * every deferred section rendered on the page (app/lazy-page.tsx `deferredSection`) has loaded and committed too,
 * since a prerendered section stays inert HTML until then. End-to-end tests wait for it after a full page load
 * (e2e/support/test.ts).
 */
const waiting = new Set<object>();
let firstRenderCommitted = false;

const update = () => {
  if (firstRenderCommitted && waiting.size === 0) document.documentElement.dataset.ready = 'true';
};

export const pageReady = {
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
