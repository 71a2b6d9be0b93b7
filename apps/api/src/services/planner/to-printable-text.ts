/**
 * The characters the plan PDF's font has glyphs for: the latin subset of Inter shipped by @fontsource/inter 5.3.0
 * (read from the .woff files' character maps). Anything else would print as an empty box.
 */
const FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2002, 0x2002],
  [0x2009, 0x2009],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

/** Symbols the font lacks, spelled with ones it has. */
const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->',
  '\u2190': '<-',
  '\u2194': '<->',
  '\u21d2': '=>',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '\u2014',
  '\u2027': '\u00b7',
  '\u2043': '-',
  '\u25cf': '\u2022',
  '\u25aa': '\u2022',
  '\u25e6': '\u2022',
  '\u2023': '\u2022',
  '\u2713': '[x]',
  '\u2714': '[x]',
  '\u2717': '[ ]',
  '\u2610': '[ ]',
  '\u2611': '[x]',
  '\u26a0': '!',
  '\u2116': 'No.',
  // Letters with a stroke have no decomposition.
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0126': 'H',
  '\u0127': 'h',
  '\u00ad': '',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
  '\t': ' ',
};

const isPrintable = (codePoint: number): boolean =>
  FONT_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

const COMBINING_MARKS = /\p{M}/gu;

const printableChar = (char: string): string => {
  if (char === '\n') return char;
  const replacement = REPLACEMENTS[char];
  if (replacement !== undefined) return replacement;
  const codePoint = char.codePointAt(0) ?? 0;
  if (isPrintable(codePoint)) return char;
  if (/\s/u.test(char)) return ' ';
  // Letters with accents the font lacks (ő, ł, ş…) keep their base letter; compatibility forms (ﬁ, ², ½) their
  // plain spelling.
  const decomposed = char.normalize('NFKD').replace(COMBINING_MARKS, '');
  if (decomposed !== '' && Array.from(decomposed).every((part) => isPrintable(part.codePointAt(0) ?? 0))) {
    return decomposed;
  }
  return /\p{Cc}|\p{Cf}/u.test(char) ? '' : '?';
};

/** The text with every character the PDF font cannot draw replaced by a readable equivalent (the one place that does it). */
export const toPrintableText = (text: string): string =>
  Array.from(text.normalize('NFC').replace(/\r\n?/g, '\n')).map(printableChar).join('');
