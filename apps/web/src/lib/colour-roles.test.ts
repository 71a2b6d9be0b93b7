import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx|ts|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const filesMatching = (pattern: RegExp) =>
  sourceFiles(SRC)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => relative(SRC, file));

// One colour per role: the brand red is the brand's (and a selected choice's); errors and destructive actions have
// their own colour (`danger-*`, always beside an icon); focus has a neutral ring (`focus`) that shows on any
// background, so a focused field never looks like a field in error.
describe('colour roles', () => {
  it('no focus style uses the brand colour', () => {
    expect(filesMatching(/focus[\w-]*:(?:outline|ring|border)-brand-|outline:[^;]*--color-brand/)).toEqual([]);
  });

  it('errors and destructive actions use the danger colour, not a raw red', () => {
    expect(filesMatching(/\b(?:text|bg|border|ring|outline|accent|fill|stroke|decoration)-red-\d/)).toEqual([]);
  });
});
