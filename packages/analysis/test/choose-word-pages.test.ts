import { describe, expect, it } from 'vitest';
import { chooseWordPages } from '../src/choose-word-pages.ts';

describe('chooseWordPages (stored page count unless missing or stale)', () => {
  it('trusts a plausible stored count', () => {
    expect(chooseWordPages({ storedPages: 3, storedWords: 701, textWords: 677 })).toEqual({
      pages: 3,
      method: 'word-metadata',
      warnings: [],
    });
  });

  it('rejects more than 900 words a page', () => {
    const result = chooseWordPages({ storedPages: 1, storedWords: 42922, textWords: 38644 });
    expect(result).toMatchObject({ pages: 155, method: 'layout' });
    expect(result.warnings).toHaveLength(1);
  });

  it('rejects a stored word count below half the text (saved before most of the text was written)', () => {
    expect(chooseWordPages({ storedPages: 1, storedWords: 5, textWords: 259 })).toMatchObject({ method: 'layout' });
    expect(chooseWordPages({ storedPages: 1, storedWords: 0, textWords: 20 })).toMatchObject({
      method: 'word-metadata',
    });
  });

  it('estimates from length and explicit page breaks when there is no stored count', () => {
    expect(chooseWordPages({ storedPages: null, storedWords: null, textWords: 0 }).pages).toBe(1);
    expect(chooseWordPages({ storedPages: null, storedWords: null, textWords: 501 }).pages).toBe(3);
    expect(chooseWordPages({ storedPages: null, storedWords: null, textWords: 40, hardPageBreaks: 4 }).pages).toBe(5);
  });
});
