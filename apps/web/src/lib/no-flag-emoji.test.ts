import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = [join(import.meta.dirname, '..'), join(import.meta.dirname, '../../../../packages/shared/src')];
const REGIONAL_INDICATOR = /\p{Regional_Indicator}/u;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('languages are named, never flagged', () => {
  // A flag stands for a country, not a language (a US flag for English), and shows as empty boxes or letter pairs
  // on some systems: languages are shown by name or code.
  it('no source file of the web app or the shared contract holds a flag emoji', () => {
    const withFlags = ROOTS.flatMap(sourceFiles)
      .filter((file) => REGIONAL_INDICATOR.test(readFileSync(file, 'utf8')))
      .map((file) => relative(join(import.meta.dirname, '../../../..'), file));
    expect(withFlags).toEqual([]);
  });
});
