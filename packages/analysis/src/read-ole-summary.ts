/** Fields of the OLE `\x05SummaryInformation` property set that the analysis uses. */
export type TOleSummary = { codePage: number | null; pages: number | null; words: number | null };

const PID_CODEPAGE = 1;
const PID_PAGECOUNT = 14;
const PID_WORDCOUNT = 15;
const VT_I2 = 2;
const VT_I4 = 3;

const EMPTY: TOleSummary = { codePage: null, pages: null, words: null };

/** Reads the code page, page count and word count; returns nulls for anything missing or malformed. */
export const readOleSummary = (stream: Uint8Array | null): TOleSummary => {
  if (!stream || stream.length < 48) return EMPTY;
  const dv = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  if (dv.getUint16(0, true) !== 0xfffe) return EMPTY;
  const section = dv.getUint32(44, true);
  if (section + 8 > dv.byteLength) return EMPTY;
  const count = Math.min(dv.getUint32(section + 4, true), 1000);
  const summary: TOleSummary = { ...EMPTY };
  for (let i = 0; i < count; i += 1) {
    const entry = section + 8 + i * 8;
    if (entry + 8 > dv.byteLength) break;
    const id = dv.getUint32(entry, true);
    const at = section + dv.getUint32(entry + 4, true);
    if (at + 8 > dv.byteLength) continue;
    const type = dv.getUint32(at, true);
    const value = type === VT_I4 ? dv.getInt32(at + 4, true) : type === VT_I2 ? dv.getInt16(at + 4, true) : null;
    if (value === null) continue;
    if (id === PID_CODEPAGE) summary.codePage = value & 0xffff;
    else if (id === PID_PAGECOUNT) summary.pages = value;
    else if (id === PID_WORDCOUNT) summary.words = value;
  }
  return summary;
};

const LABELS: Record<number, string> = {
  866: 'ibm866',
  874: 'windows-874',
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  1200: 'utf-16le',
  1201: 'utf-16be',
  10000: 'macintosh',
  20866: 'koi8-r',
  21866: 'koi8-u',
  65001: 'utf-8',
};

/** A TextDecoder label for a Windows code page; windows-1252 when unknown or unsupported. */
export const codePageLabel = (codePage: number | null): string => {
  if (codePage === null) return 'windows-1252';
  const label =
    LABELS[codePage] ??
    (codePage >= 1250 && codePage <= 1258 ? `windows-${codePage}` : null) ??
    (codePage >= 28591 && codePage <= 28606 ? `iso-8859-${codePage - 28590}` : null);
  if (!label) return 'windows-1252';
  try {
    new TextDecoder(label);
    return label;
  } catch {
    return 'windows-1252';
  }
};
