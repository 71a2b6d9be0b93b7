import { AnalysisError } from './analysis-error.ts';

/** Text of a Word 6/95/97-2003 document, by story, with field codes hidden and Word's control marks turned into spaces. */
export type TDocText = {
  main: string;
  footnotes: string;
  headers: string;
  annotations: string;
  endnotes: string;
  textboxes: string;
  headerTextboxes: string;
};

type TStreams = { wordDocument: Uint8Array; table: (name: '0Table' | '1Table') => Uint8Array | null };

const WORD6_MIN_NFIB = 101;
const WORD97_MIN_NFIB = 106;
const FLAG_COMPLEX = 0x0004;
const FLAG_ENCRYPTED = 0x0100;
const FLAG_TABLE1 = 0x0200;
const FLAG_EXTENDED_CHARACTERS = 0x1000; // Word 6/95: text stored as UTF-16 (Far East editions)
const FLAG_OBFUSCATED = 0x8000;
const CLX_INDEX = 33; // fcClx is the 34th fc/lcb pair in both the Word 6 and the Word 97 FIB
const COMPRESSED = 0x40000000;
const FAR_EAST_IDENT = 0xa699;

const corrupt = (why: string): AnalysisError => new AnalysisError('CORRUPT', `Unreadable Word document: ${why}`);

const u16 = (b: Uint8Array, at: number): number => {
  if (at + 2 > b.length) throw corrupt('header out of range');
  return (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
};
const u32 = (b: Uint8Array, at: number): number => {
  if (at + 4 > b.length) throw corrupt('header out of range');
  return ((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16) | ((b[at + 3] ?? 0) << 24)) >>> 0;
};

/** True when the FIB says the document is encrypted (or, Word 97+, XOR-obfuscated): it needs a password. */
export const isDocEncrypted = (wordDocument: Uint8Array): boolean => {
  const flags = u16(wordDocument, 0x0a);
  const word97 = u16(wordDocument, 0x02) >= WORD97_MIN_NFIB;
  return (flags & (word97 ? FLAG_ENCRYPTED | FLAG_OBFUSCATED : FLAG_ENCRYPTED)) !== 0;
};

const nulShare = (b: Uint8Array, start: number, end: number): number => {
  const range = b.subarray(start, Math.min(end, b.length, start + 65_536));
  if (range.length === 0) return 0;
  let nul = 0;
  for (const byte of range) if (byte === 0) nul += 1;
  return nul / range.length;
};

type TPiece = { cpStart: number; cpEnd: number; fc: number };

const readPieces = (clx: Uint8Array): TPiece[] => {
  let at = 0;
  while (at < clx.length && clx[at] === 1) at += 3 + u16(clx, at + 1);
  if (clx[at] !== 2) throw corrupt('no piece table');
  const lcb = u32(clx, at + 1);
  const plc = clx.subarray(at + 5, at + 5 + lcb);
  if (plc.length !== lcb || lcb < 4 || (lcb - 4) % 12 !== 0) throw corrupt('bad piece table');
  const count = (lcb - 4) / 12;
  const pieces: TPiece[] = [];
  for (let i = 0; i < count; i += 1) {
    const cpStart = u32(plc, i * 4);
    const cpEnd = u32(plc, (i + 1) * 4);
    if (cpEnd < cpStart) throw corrupt('bad piece table');
    pieces.push({ cpStart, cpEnd, fc: u32(plc, (count + 1) * 4 + i * 8 + 2) });
  }
  return pieces;
};

const slice = (b: Uint8Array, start: number, length: number): Uint8Array => {
  if (start < 0 || start + length > b.length) throw corrupt('text out of range');
  return b.subarray(start, start + length);
};

const MARKS: Record<number, string> = {
  13: '\n', // paragraph end
  11: '\n', // line break
  12: '\n', // page or section break
  14: '\n', // column break
  7: '\t', // table cell or row end
  30: '-', // non-breaking hyphen
  31: '', // optional hyphen (invisible unless the line breaks there)
  1: '', // picture anchor
  8: '', // drawn object anchor
  2: '', // footnote reference mark
  5: '', // annotation reference mark
};
// biome-ignore lint/suspicious/noControlCharactersInRegex: Word marks structure with control characters
const SPECIAL = /[\x01\x02\x05\x07\x08\x0b-\x0e\x13-\x15\x1e\x1f]/g;

/** Hides field instructions (between field begin 0x13 and separator 0x14), keeps field results, maps Word's marks. */
const cleanStory = (raw: string): string => {
  const out: string[] = [];
  const fields: boolean[] = []; // per open field: true while in its instruction part
  let hidden = 0;
  let from = 0;
  SPECIAL.lastIndex = 0;
  for (let match = SPECIAL.exec(raw); match !== null; match = SPECIAL.exec(raw)) {
    if (hidden === 0 && match.index > from) out.push(raw.slice(from, match.index));
    from = match.index + 1;
    const code = raw.charCodeAt(match.index);
    if (code === 0x13) {
      fields.push(true);
      hidden += 1;
    } else if (code === 0x14) {
      if (fields.length > 0 && fields[fields.length - 1]) {
        fields[fields.length - 1] = false;
        hidden -= 1;
      }
    } else if (code === 0x15) {
      if (fields.length > 0 && fields.pop()) hidden -= 1;
    } else if (hidden === 0) out.push(MARKS[code] ?? '');
  }
  if (hidden === 0) out.push(raw.slice(from));
  return out.join('');
};

const splitStories = (text: string, ccps: number[]): TDocText => {
  const stories: string[] = [];
  let at = 0;
  for (const ccp of ccps) {
    stories.push(cleanStory(text.slice(at, at + ccp)));
    at += ccp;
  }
  const [
    main = '',
    footnotes = '',
    headers = '',
    ,
    annotations = '',
    endnotes = '',
    textboxes = '',
    headerTextboxes = '',
  ] = stories;
  return { main, footnotes, headers, annotations, endnotes, textboxes, headerTextboxes };
};

/** `codePage` (from the OLE summary) decodes the 8-bit text of Word 6/95 files; Word 97+ text is cp1252 or UTF-16. */
export const extractDocText = ({ wordDocument, table }: TStreams, codePage: string): TDocText => {
  const nFib = u16(wordDocument, 0x02);
  if (nFib < WORD6_MIN_NFIB)
    throw new AnalysisError('UNSUPPORTED', 'Word for DOS / Word 2 documents are not supported');
  const flags = u16(wordDocument, 0x0a);
  if (nFib < WORD97_MIN_NFIB) {
    const ccps = [0x34, 0x38, 0x3c, 0x40, 0x44, 0x48, 0x4c, 0x50].map((at) => u32(wordDocument, at));
    const total = ccps.reduce((a, b) => a + b, 0);
    const fcMin = u32(wordDocument, 0x18);
    // Far East editions of Word 95 store the text as UTF-16 (flag fExtChar, their own magic number, NUL bytes).
    const unicode =
      (flags & FLAG_EXTENDED_CHARACTERS) !== 0 ||
      u16(wordDocument, 0) === FAR_EAST_IDENT ||
      nulShare(wordDocument, fcMin, u32(wordDocument, 0x1c)) > 0.2;
    const width = unicode ? 2 : 1;
    const decoder = new TextDecoder(unicode ? 'utf-16le' : codePage);
    let text: string;
    if (flags & FLAG_COMPLEX) {
      const fcClx = u32(wordDocument, 0x58 + CLX_INDEX * 8);
      const lcbClx = u32(wordDocument, 0x58 + CLX_INDEX * 8 + 4);
      const pieces = readPieces(slice(wordDocument, fcClx, lcbClx));
      text = pieces.map((p) => decoder.decode(slice(wordDocument, p.fc, (p.cpEnd - p.cpStart) * width))).join('');
    } else {
      text = decoder.decode(slice(wordDocument, fcMin, total * width));
    }
    return splitStories(text, ccps);
  }
  const csw = u16(wordDocument, 0x20);
  const lwAt = 0x22 + csw * 2 + 2;
  const cslw = u16(wordDocument, lwAt - 2);
  if (cslw < 11) throw corrupt('short FIB');
  const ccps = [3, 4, 5, 6, 7, 8, 9, 10].map((i) => u32(wordDocument, lwAt + i * 4));
  const blobAt = lwAt + cslw * 4 + 2;
  const fcClx = u32(wordDocument, blobAt + CLX_INDEX * 8);
  const lcbClx = u32(wordDocument, blobAt + CLX_INDEX * 8 + 4);
  const tableStream = table(flags & FLAG_TABLE1 ? '1Table' : '0Table');
  if (!tableStream) throw corrupt('no table stream');
  const pieces = readPieces(slice(tableStream, fcClx, lcbClx));
  const cp1252 = new TextDecoder('windows-1252');
  const utf16 = new TextDecoder('utf-16le');
  const text = pieces
    .map((p) => {
      const length = p.cpEnd - p.cpStart;
      if (p.fc & COMPRESSED) return cp1252.decode(slice(wordDocument, (p.fc & ~COMPRESSED) / 2, length));
      return utf16.decode(slice(wordDocument, p.fc, length * 2));
    })
    .join('');
  return splitStories(text, ccps);
};
