/**
 * A page's text from pdf.js text items, built by position the way poppler's TextOutputDev (`pdftotext -layout`)
 * builds words and lines, so that word counts agree with poppler's:
 *
 * 1. Items are cut at whitespace into pieces; a piece's extent along its baseline is estimated from the item's
 *    width (pdf.js gives no glyph positions; spaces and narrow glyphs count half). Text drawn at an angle (diagonal
 *    or slightly tilted) is cut further wherever the baseline has moved more than 0.5 pt, as poppler does glyph by
 *    glyph.
 * 2. A piece continues the word of the piece drawn just before it (content order) when it starts on the same
 *    baseline (within 0.5 pt), in the same direction and size, between 0.2 em before and 0.1 em after that word's
 *    end, and is not drawn over its last glyph (poppler's `minDupBreakOverlap`, `minWordBreakSpace`).
 * 3. Duplicated words (same text within 0.1 em along and 0.2 em across the baseline: fake bold, drop shadows) are
 *    dropped (`dupMaxPriDelta`, `dupMaxSecDelta`).
 * 4. Words are gathered into lines by position (baselines within half the font size, gaps under 1.5 em, the
 *    left-most word first), whatever order they were drawn in. Inside a line, two words are joined without a space
 *    when the gap between them is under 0.03 em (`maxCharSpacing`) — or, on a line of single letters (letter-spaced
 *    headings), under 1.3 × the narrowest gap, at most 0.4 em.
 *
 * Lines are returned in content order (the order of their first word), so columns stay in reading order; lines
 * that continue one another on the same baseline are put on one text line.
 */

/** The pdf.js text item fields the builder reads. */
export type TPageTextItem = { str: string; transform: number[]; width: number; height?: number };

type TWord = {
  text: string;
  /** Characters (poppler's word length: a line of 1-character words is letter-spaced). */
  length: number;
  /** 0: left to right, 1: top to bottom, 2: right to left, 3: bottom to top (poppler's `rot`). */
  rot: number;
  size: number;
  /** Position of the baseline across the text direction (grows towards the next line). */
  base: number;
  /** Start and end along the text direction. */
  min: number;
  max: number;
  /** Start of the last character along the text direction (to recognise a glyph drawn over itself). */
  lastStart: number;
  order: number;
};

/** Primary (reading) direction and the direction of the next line, in PDF user space (y up), by rot. */
const AXES = [
  { ux: 1, uy: 0 },
  { ux: 0, uy: -1 },
  { ux: -1, uy: 0 },
  { ux: 0, uy: 1 },
];

const MIN_WORD_BREAK_SPACE = 0.1;
const MIN_DUP_BREAK_OVERLAP = 0.2;
const MAX_BASE_SHIFT = 0.5; // points
const DUP_MAX_PRI_DELTA = 0.1;
const DUP_MAX_SEC_DELTA = 0.2;
const MAX_INTRA_LINE_DELTA = 0.5;
const MAX_WORD_SPACING = 1.5;
const MIN_CHAR_SPACING = -0.5;
const MAX_CHAR_SPACING = 0.03;
const MAX_WIDE_CHAR_SPACING_MUL = 1.3;
const MAX_WIDE_CHAR_SPACING = 0.4;
const POOL_STEP = 4; // points: poppler's base buckets

const WHITESPACE = /\s+/u;

/** Glyphs counted as half a glyph wide, and as 1.4 (pdf.js gives an item's width, not its glyphs'). */
const NARROW = new Set(Array.from(" .,:;'!|iIjlft()[]\u00a0"));
const WIDE = new Set(Array.from('mwMW@'));

/** Estimated start of each glyph of `str` (and its end at index str.length), in rough glyph-width units. */
const glyphOffsets = (str: string): Float64Array => {
  const offsets = new Float64Array(str.length + 1);
  for (let i = 0; i < str.length; i += 1) {
    const char = str[i] as string;
    const narrow = str.charCodeAt(i) <= 0x20 || NARROW.has(char);
    offsets[i + 1] = (offsets[i] ?? 0) + (narrow ? 0.5 : WIDE.has(char) ? 1.4 : 1);
  }
  return offsets;
};

/** Poppler's rotation of a text matrix (device space has y down: m = [a, -b, c, -d]). */
const rotationOf = (a: number, b: number, c: number, d: number): number => {
  if (Math.abs(a * d) > Math.abs(b * c)) return a > 0 || d > 0 ? 0 : 2;
  return c > 0 ? 1 : 3;
};

/** Cuts an item into pieces at whitespace (and, for tilted text, where the baseline moves) as words. */
const piecesOf = (item: TPageTextItem, order: number, out: TWord[]): void => {
  const { str } = item;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b);
  if (!(size > 0) || !Number.isFinite(e) || !Number.isFinite(f)) return;
  const rot = rotationOf(a, b, c, d);
  const { ux, uy } = AXES[rot] ?? { ux: 1, uy: 0 };
  // The next line lies 90° clockwise of the reading direction.
  const nx = uy;
  const ny = -ux;
  const advanceLength = Math.hypot(a, b);
  // Unit advance direction of the glyphs (pdf.js widths are along it).
  const dx = advanceLength > 0 ? a / advanceLength : ux;
  const dy = advanceLength > 0 ? b / advanceLength : uy;
  const along = dx * ux + dy * uy;
  const across = dx * nx + dy * ny;
  const tilted = Math.abs(across) > 1e-9;
  // Glyph offsets estimated from rough relative widths (spaces and narrow glyphs count half, wide ones more).
  const offsets = glyphOffsets(str);
  const unit = (offsets[str.length] ?? 0) > 0 ? Math.abs(item.width) / (offsets[str.length] ?? 1) : 0;
  const at = (i: number): number => (offsets[i] ?? 0) * unit;
  const p0 = e * ux + f * uy;
  const s0 = e * nx + f * ny;
  let index = 0;
  for (const part of str.split(WHITESPACE)) {
    const start = str.indexOf(part, index);
    index = start + part.length;
    if (part === '') continue;
    if (!tilted) {
      const min = p0 + at(start) * along;
      const max = p0 + at(index) * along;
      out.push({
        text: part,
        length: part.length,
        rot,
        size,
        base: s0,
        min: Math.min(min, max),
        max: Math.max(min, max),
        lastStart: along >= 0 ? p0 + at(index - 1) * along : min,
        order,
      });
      continue;
    }
    // Tilted or diagonal text: a new word wherever the baseline has moved more than 0.5 pt (poppler, per glyph).
    let from = start;
    while (from < index) {
      const base = s0 + at(from) * across;
      let to = from + 1;
      while (to < index && Math.abs(s0 + at(to) * across - base) <= MAX_BASE_SHIFT) to += 1;
      const min = p0 + at(from) * along;
      const max = p0 + at(to) * along;
      out.push({
        text: str.slice(from, to),
        length: to - from,
        rot,
        size,
        base,
        min: Math.min(min, max),
        max: Math.max(min, max),
        lastStart: p0 + at(to - 1) * along,
        order,
      });
      from = to;
    }
  }
};

/** Joins pieces drawn one after the other into one word where poppler's addChar would not start a new word. */
const joinDrawnRuns = (pieces: TWord[]): TWord[] => {
  const words: TWord[] = [];
  let current: TWord | null = null;
  for (const piece of pieces) {
    if (
      current &&
      current.order !== piece.order &&
      current.rot === piece.rot &&
      Math.abs(current.size - piece.size) <= 1e-6 * current.size &&
      Math.abs(piece.base - current.base) <= MAX_BASE_SHIFT
    ) {
      const space = piece.min - current.max;
      const overlap = Math.abs(piece.min - current.lastStart) < DUP_MAX_PRI_DELTA * current.size;
      if (!overlap && space >= -MIN_DUP_BREAK_OVERLAP * current.size && space <= MIN_WORD_BREAK_SPACE * current.size) {
        current.text += piece.text;
        current.length += piece.length;
        current.max = Math.max(current.max, piece.max);
        current.lastStart = piece.lastStart;
        current.order = piece.order;
        continue;
      }
    }
    current = { ...piece };
    words.push(current);
  }
  return words;
};

/** Drops words that repeat another word at (nearly) the same place: fake bold, drop shadows, double layers. */
const dropDuplicates = (words: TWord[]): TWord[] => {
  const seen = new Map<string, TWord[]>();
  const kept: TWord[] = [];
  for (const word of words) {
    const same = seen.get(word.text);
    const pri = DUP_MAX_PRI_DELTA * word.size;
    const sec = DUP_MAX_SEC_DELTA * word.size;
    if (
      same?.some(
        (other) =>
          other.rot === word.rot &&
          Math.abs(other.min - word.min) < pri &&
          Math.abs(other.max - word.max) < pri &&
          Math.abs(other.base - word.base) < sec,
      )
    ) {
      continue;
    }
    if (same) same.push(word);
    else seen.set(word.text, [word]);
    kept.push(word);
  }
  return kept;
};

type TLine = { words: TWord[]; text: string; order: number };

/** Poppler's line building (TextBlock::coalesce) and space decision (TextLine::coalesce), for one rotation. */
const buildLines = (words: TWord[]): TLine[] => {
  const sorted = [...words].sort((x, y) => x.base - y.base || x.min - y.min);
  const taken = new Uint8Array(sorted.length);
  const lines: TLine[] = [];
  let first = 0;
  const lowerBound = (base: number): number => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((sorted[mid]?.base ?? 0) < base) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (;;) {
    while (first < sorted.length && taken[first]) first += 1;
    if (first >= sorted.length) break;
    // The left-most word in the first four base buckets (so a line does not start at a superscript).
    const firstBucket = Math.floor((sorted[first]?.base ?? 0) / POOL_STEP);
    let start = first;
    for (let i = first + 1; i < sorted.length; i += 1) {
      const word = sorted[i] as TWord;
      if (Math.floor(word.base / POOL_STEP) >= firstBucket + 4) break;
      if (!taken[i] && word.min < (sorted[start] as TWord).min) start = i;
    }
    const startWord = sorted[start] as TWord;
    taken[start] = 1;
    const line: TWord[] = [startWord];
    const { size } = startWord;
    const minBase = startWord.base - MAX_INTRA_LINE_DELTA * size;
    const maxBase = startWord.base + MAX_INTRA_LINE_DELTA * size;
    // The words in the line's base range, left-most first: the first remaining one of each base bucket is the
    // left-most word of that bucket in poppler's pool.
    const window: number[] = [];
    for (let i = lowerBound(minBase); i < sorted.length && (sorted[i] as TWord).base <= maxBase; i += 1) {
      if (!taken[i]) window.push(i);
    }
    window.sort((x, y) => (sorted[x] as TWord).min - (sorted[y] as TWord).min);
    let head = 0;
    let last = startWord;
    for (;;) {
      while (head < window.length && taken[window[head] as number]) head += 1;
      const seen = new Set<number>();
      let pick = -1;
      for (let k = head; k < window.length && pick < 0; k += 1) {
        const i = window[k] as number;
        const word = sorted[i] as TWord;
        const bucket = Math.floor(word.base / POOL_STEP);
        if (taken[i] || seen.has(bucket)) continue;
        seen.add(bucket);
        const delta = word.min - last.max;
        // A bucket's left-most word overlapping the line ends it; later ones lie further right.
        if (delta < MIN_CHAR_SPACING * size) break;
        if (delta < MAX_WORD_SPACING * size) pick = i;
      }
      if (pick < 0) break;
      taken[pick] = 1;
      last = sorted[pick] as TWord;
      line.push(last);
    }
    lines.push(lineText(line));
  }
  return lines;
};

/** The text of a line: a space where the gap reaches the line's space threshold, else the words joined. */
const lineText = (words: TWord[]): TLine => {
  const [head, second] = words;
  let space = MAX_CHAR_SPACING * (head?.size ?? 0);
  if (head && second && head.length === 1 && second.length === 1) {
    let minSpace = second.min - head.max;
    for (let i = 2; i < words.length && minSpace > 0; i += 1) {
      const word = words[i] as TWord;
      if (word.length > 1) minSpace = 0;
      minSpace = Math.min(minSpace, word.min - (words[i - 1] as TWord).max);
    }
    if (minSpace > 0) space = Math.min(MAX_WIDE_CHAR_SPACING_MUL * minSpace, MAX_WIDE_CHAR_SPACING * head.size);
  }
  let text = '';
  let order = Number.POSITIVE_INFINITY;
  words.forEach((word, i) => {
    const previous = words[i - 1];
    if (previous && word.min - previous.max >= space) text += ' ';
    text += word.text;
    order = Math.min(order, word.order);
  });
  return { words, text, order };
};

/**
 * The page's text, one line per text line, from its pdf.js text items (see the file comment). Empty and
 * whitespace-only items carry no word; items in fonts without a Unicode mapping keep their glyph codes.
 */
export const buildPageText = (items: readonly TPageTextItem[]): string => {
  const pieces: TWord[] = [];
  items.forEach((item, order) => {
    if (item.str.trim() !== '') piecesOf(item, order, pieces);
  });
  const words = dropDuplicates(joinDrawnRuns(pieces));
  const byRot: TWord[][] = [[], [], [], []];
  for (const word of words) byRot[word.rot]?.push(word);
  const lines = byRot.flatMap(buildLines).sort((x, y) => x.order - y.order);
  // Lines that continue one another on the same baseline (table cells, a column's line after a gap) share a text line.
  let text = '';
  let previous: TLine | null = null;
  for (const line of lines) {
    if (previous) {
      const last = previous.words[previous.words.length - 1] as TWord;
      const head = line.words[0] as TWord;
      const sameRow =
        head.rot === last.rot &&
        Math.abs(head.base - last.base) <= MAX_INTRA_LINE_DELTA * last.size &&
        head.min >= last.max;
      text += sameRow ? ' ' : '\n';
    }
    text += line.text;
    previous = line;
  }
  return text;
};
