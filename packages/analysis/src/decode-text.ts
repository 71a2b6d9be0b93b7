/** The encoding a plain-text file was read with. */
export type TTextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Share of the checked bytes that must be NUL at odd (or even) positions to take BOM-less text as UTF-16. */
const UTF16_NUL_SHARE = 0.3;
const SAMPLE_BYTES = 64 * 1024;

const nulShares = (bytes: Uint8Array): { even: number; odd: number } => {
  const length = Math.min(bytes.length, SAMPLE_BYTES) & ~1;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) even += 1;
    if (bytes[i + 1] === 0) odd += 1;
  }
  const pairs = Math.max(1, length / 2);
  return { even: even / pairs, odd: odd / pairs };
};

/** Share of control bytes (other than tab, newlines, form feed, escape) above which the data is not text. */
const MAX_CONTROL_SHARE = 0.01;

const controlShare = (bytes: Uint8Array): number => {
  const length = Math.min(bytes.length, SAMPLE_BYTES);
  let controls = 0;
  for (let i = 0; i < length; i += 1) {
    const byte = bytes[i] ?? 0;
    if (
      byte < 0x20 &&
      byte !== 0x09 &&
      byte !== 0x0a &&
      byte !== 0x0b &&
      byte !== 0x0c &&
      byte !== 0x0d &&
      byte !== 0x1b
    )
      controls += 1;
  }
  return controls / Math.max(1, length);
};

const isValidUtf8 = (bytes: Uint8Array): boolean => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/**
 * Detects the encoding: a BOM (UTF-8, UTF-16 LE/BE); BOM-less UTF-16 (Latin text has a NUL in every other byte);
 * valid UTF-8; else Windows-1252 (a superset of the printable ISO-8859-1 range). Returns null for binary data
 * (more than 1 % control bytes, NUL included, that are not UTF-16).
 */
export const detectTextEncoding = (bytes: Uint8Array): TTextEncoding | null => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const { even, odd } = nulShares(bytes);
  if (odd >= UTF16_NUL_SHARE && even < 0.05) return 'utf-16le';
  if (even >= UTF16_NUL_SHARE && odd < 0.05) return 'utf-16be';
  if (controlShare(bytes) > MAX_CONTROL_SHARE) return null;
  return isValidUtf8(bytes) ? 'utf-8' : 'windows-1252';
};

/** Decodes with the detected encoding (a BOM is dropped). */
export const decodeText = (bytes: Uint8Array, encoding: TTextEncoding): string =>
  new TextDecoder(encoding).decode(bytes);
