/** What the bytes say a file is, whatever its name. `zip` and `ole` are containers checked further by the readers. */
export type TDetectedType = 'pdf' | 'zip' | 'ole' | 'png' | 'jpeg' | 'text';

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
/** Like pdf.js and poppler, accept a PDF header preceded by up to 1 KB of junk. */
const PDF_HEADER_WINDOW = 1024;

export const detectFileType = (bytes: Uint8Array): TDetectedType => {
  if (startsWith(bytes, OLE_HEADER)) return 'ole';
  if (ZIP_HEADERS.some((signature) => startsWith(bytes, signature))) return 'zip';
  if (startsWith(bytes, PNG_HEADER)) return 'png';
  if (startsWith(bytes, JPEG_HEADER)) return 'jpeg';
  const window = Math.min(bytes.length, PDF_HEADER_WINDOW) - PDF_HEADER.length;
  for (let at = 0; at <= window; at += 1) {
    if (bytes[at] === 0x25 && startsWith(bytes, PDF_HEADER, at)) return 'pdf';
  }
  return 'text';
};
