/**
 * Counts words the way the corpus reference does (`LC_ALL=C.UTF-8 wc -w`, GNU coreutils 9.1, glibc 2.36):
 * a word is a maximal run of printable, non-space characters.
 *
 * - Separators: ASCII whitespace, the printable Unicode spaces glibc's `iswspace` knows (U+1680, U+2000–U+2006,
 *   U+2008–U+200A, U+205F, U+3000) and the no-break spaces wc adds (U+00A0, U+2007, U+202F, U+2060).
 * - Non-printable characters (C0/C1 controls other than whitespace, unassigned code points, U+2028/U+2029,
 *   lone surrogates) neither start nor end a word: wc skips them, so they are removed before counting.
 * - Zero-width space (U+200B) and BOM (U+FEFF) are printable: they count as word characters.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const TRANSPARENT = /[\0-\x08\x0e-\x1f\x7f-\x9f\u2028\u2029\p{Cn}\p{Cs}]/gu;
const TRANSPARENT_EXCEPT_CONTROLS = /[\u2028\u2029\p{Cn}\p{Cs}]/gu;
const WORD = /[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u202f\u205f\u2060\u3000]+/g;

type TCountOptions = {
  /**
   * Count control characters as word characters. For PDF text: pdf.js passes a font's raw glyph codes through when
   * the font has no Unicode mapping, so a control character there is a visible glyph, not a control.
   */
  controlsAreGlyphs?: boolean;
};

export const countWords = (text: string, { controlsAreGlyphs = false }: TCountOptions = {}): number => {
  const visible = text.replace(controlsAreGlyphs ? TRANSPARENT_EXCEPT_CONTROLS : TRANSPARENT, '');
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(visible) !== null) count += 1;
  return count;
};

/** Share of the non-space characters that are control characters (high for text from fonts without Unicode). */
export const controlShare = (text: string): number => {
  let characters = 0;
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code >= 0x09 && code <= 0x0d) || SPACES.has(code)) continue;
    characters += 1;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) controls += 1;
  }
  return characters === 0 ? 0 : controls / characters;
};

const SPACES = new Set([
  0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x202f,
  0x205f, 0x2060, 0x3000,
]);
