// Zod compiles fast object parsers with `new Function` when it may, and finding out means trying: under our CSP
// (`script-src 'self'`, no 'unsafe-eval') the refused try is reported as a CSP violation on every page that builds a
// schema (Chrome's Issues panel; Lighthouse best practices). Jitless mode skips the probe; it must be on before the
// first `z.object()` is built, so this module is imported ahead of everything else.
// `z.config({ jitless: true })` would do the same but pulls zod's core and locale into the entry chunk (+4 KB gzip on
// every page); zod keeps its config on this global and adopts one that already exists (zod-without-eval.test.ts
// checks it still does).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
