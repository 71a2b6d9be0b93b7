/** What the bytes say a file is, whatever its name. `zip` and `ole` are containers checked further by the readers. */
export type TDetectedType = 'pdf' | 'zip' | 'ole' | 'png' | 'jpeg' | 'heif' | 'webp' | 'text';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0): boolean =>
  signature.every((byte, i) => bytes[at + i] === byte);

const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const OLE_HEADER = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEADER = [0xff, 0xd8, 0xff];
const ZIP_HEADERS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
/**
 * HEIF brands of HEVC-coded images (still images, sequences) and the generic HEIF brands: libheif-js decodes HEVC
 * only, so a file whose brands say AV1 (AVIF) is not taken as HEIF.
 */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AV1_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** An ISO-BMFF file starting with an `ftyp` box whose brands say HEIF with HEVC (HEIC, the iPhone default). */
const isHeif = (bytes: Uint8Array): boolean => {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0);
  if (boxSize < 16 || boxSize > 4096) return false;
  const major = ascii(bytes, 8, 12);
  const brands = [major];
  for (let at = 16; at + 4 <= Math.min(boxSize, bytes.length); at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((brand) => HEVC_BRANDS.has(brand))) return true;
  return GENERIC_HEIF_BRANDS.has(major) && !brands.some((brand) => AV1_BRANDS.has(brand));
};

/** `RIFF` size `WEBP`. */
const isWebp = (bytes: Uint8Array): boolean =>
  bytes.length >= 16 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP';

/** Like pdf.js and poppler, accept a PDF header preceded by up to 1 KB of junk. */
const PDF_HEADER_WINDOW = 1024;

export const detectFileType = (bytes: Uint8Array): TDetectedType => {
  if (startsWith(bytes, OLE_HEADER)) return 'ole';
  if (ZIP_HEADERS.some((signature) => startsWith(bytes, signature))) return 'zip';
  if (startsWith(bytes, PNG_HEADER)) return 'png';
  if (startsWith(bytes, JPEG_HEADER)) return 'jpeg';
  if (isHeif(bytes)) return 'heif';
  if (isWebp(bytes)) return 'webp';
  const window = Math.min(bytes.length, PDF_HEADER_WINDOW) - PDF_HEADER.length;
  for (let at = 0; at <= window; at += 1) {
    if (bytes[at] === 0x25 && startsWith(bytes, PDF_HEADER, at)) return 'pdf';
  }
  return 'text';
};
