import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * A catalogue module: `…/messages/en.ts`, `es.ts`, `fr.ts` (features, lib/i18n, packages/shared), or
 * `…/messages/<group>/en.ts` for a feature whose pages each load only the groups they render (features/marketing).
 */
export const CATALOGUE_MODULE = /[\\/]messages[\\/](?:[a-z-]+[\\/])?(en|es|fr)\.ts$/;

type TNode = { type: string; start: number; end: number; value?: unknown; [key: string]: unknown };

const stringLiterals = (node: unknown, found: TNode[] = []): TNode[] => {
  if (Array.isArray(node)) {
    for (const child of node) stringLiterals(child, found);
  } else if (node && typeof node === 'object') {
    const candidate = node as TNode;
    if (candidate.type === 'Literal') {
      if (typeof candidate.value === 'string') found.push(candidate);
      return found;
    }
    for (const child of Object.values(candidate)) stringLiterals(child, found);
  }
  return found;
};

/**
 * Compiles the ICU messages of every catalogue module at build time with Lingui's own compiler (docs/decisions.md,
 * "Languages"): a message with arguments, plurals or tags becomes the compiled form @lingui/core formats, so the
 * browser ships the 2.5 KB runtime and not the parser. Plain text stays text. A malformed message fails the build, naming
 * its file. The web tests run this plugin too, so they format exactly what the browser formats.
 */
export const compileMessages = (): Plugin => ({
  name: 'sello-compile-messages',
  transform: {
    filter: { id: CATALOGUE_MODULE },
    handler(code, id) {
      // With arguments (`{`) or tags (`<0>`, shown by <T>): @lingui/core would warn at run time for a text left raw.
      const literals = stringLiterals(this.parse(code)).filter((node) => /[{<]/.test(node.value as string));
      if (literals.length === 0) return null;
      let out = code;
      for (const node of literals.sort((a, b) => b.start - a.start)) {
        let compiled: unknown;
        try {
          compiled = compileMessage(node.value as string);
        } catch (error) {
          this.error(`${id}: the message ${JSON.stringify(node.value)} is not valid ICU: ${(error as Error).message}`);
        }
        out = `${out.slice(0, node.start)}${JSON.stringify(compiled)}${out.slice(node.end)}`;
      }
      return { code: out, map: null };
    },
  },
});
