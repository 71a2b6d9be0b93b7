/** What the first bytes of a file say it is; the extension and the browser's claim are not trusted. */
export type TDetectedKind = 'pdf' | 'ole' | 'zip' | 'jpeg' | 'png' | 'heif' | 'webp' | 'text' | 'unknown';

/** ISO-BMFF brands of HEIF still images (HEVC-coded, as iPhones write them, or the generic image brands). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const ascii = (head: Buffer, from: number, to: number) => head.subarray(from, to).toString('latin1');

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((byte, index) => head[index] === byte);

export const detectContentKind = (head: Buffer): TDetectedKind => {
  if (head.length === 0) return 'unknown';
  // %PDF- may follow a little junk; PDF readers accept it within the first 1 KB.
  if (head.subarray(0, 1024).includes('%PDF-')) return 'pdf';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heif';
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return 'text';
  // Plain text: no NUL bytes and few control characters in the sample.
  let control = 0;
  for (const byte of head) {
    if (byte === 0) return 'unknown';
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) control += 1;
  }
  return control / head.length < 0.02 ? 'text' : 'unknown';
};

/** Which detected kinds an extension may hold (a .doc saved as RTF or DOCX is common, so Word accepts both). */
export const KINDS_BY_EXTENSION: Record<string, TDetectedKind[]> = {
  '.pdf': ['pdf'],
  '.doc': ['ole', 'zip'],
  '.docx': ['zip', 'ole'],
  '.txt': ['text'],
  '.jpg': ['jpeg'],
  '.jpeg': ['jpeg'],
  '.png': ['png'],
  '.heic': ['heif'],
  '.heif': ['heif'],
  '.webp': ['webp'],
};

export const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.txt': 'text/plain',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.webp': 'image/webp',
};

export const DESCRIPTION_BY_EXTENSION: Record<string, string> = {
  '.pdf': 'a PDF document',
  '.doc': 'a Word document',
  '.docx': 'a Word document',
  '.txt': 'a plain-text file',
  '.jpg': 'a JPEG image',
  '.jpeg': 'a JPEG image',
  '.png': 'a PNG image',
  '.heic': 'a HEIC photo',
  '.heif': 'a HEIF photo',
  '.webp': 'a WebP image',
};
