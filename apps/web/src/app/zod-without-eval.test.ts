import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it('puts zod in jitless mode, so it never probes `new Function` (a CSP violation)', async () => {
    vi.resetModules();
    const scope = globalThis as { __zod_globalConfig?: object };
    const previous = scope.__zod_globalConfig;
    delete scope.__zod_globalConfig;
    try {
      await import('./zod-without-eval');
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      const probe = vi.spyOn(globalThis, 'Function');
      z.object({ a: z.string() }).parse({ a: 'x' });
      expect(probe).not.toHaveBeenCalled();
    } finally {
      scope.__zod_globalConfig = previous;
    }
  });
});
