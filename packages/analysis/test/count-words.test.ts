import { describe, expect, it } from 'vitest';
import { controlShare, countWords } from '../src/count-words.ts';

describe('countWords (LC_ALL=C.UTF-8 wc -w)', () => {
  it('counts maximal runs of non-space characters', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n\t ')).toBe(0);
    expect(countWords('one two\tthree\nfour\r\nfive\vsix\fseven')).toBe(7);
    expect(countWords('well-known word/word word—word – | •')).toBe(6);
  });

  it('treats no-break and other Unicode spaces as separators', () => {
    expect(countWords('a\u00a0b')).toBe(2);
    expect(countWords('Bonjour\u202f!')).toBe(2);
    expect(countWords('a\u2007b\u2060c\u2003d\u3000e\u1680f\u205fg')).toBe(7);
  });

  it('keeps zero-width space and BOM inside words, like wc', () => {
    expect(countWords('a\u200bb')).toBe(1);
    expect(countWords('\ufeffword')).toBe(1);
    expect(countWords('\u200b')).toBe(1);
  });

  it('skips non-printable characters: they neither start nor end a word', () => {
    expect(countWords('a\u0001b')).toBe(1);
    expect(countWords('\u0001 \u0002')).toBe(0);
    expect(countWords('a\u2028b')).toBe(1);
    expect(countWords('a\u0085b')).toBe(1);
  });

  it('can count control characters as glyphs (PDF fonts without Unicode)', () => {
    expect(countWords('\u0002\u0003 \u0004', { controlsAreGlyphs: true })).toBe(2);
    expect(controlShare('\u0002\u0003 ab')).toBe(0.5);
    expect(controlShare('   ')).toBe(0);
  });
});
