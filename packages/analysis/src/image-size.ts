import type { TDetectedType } from './detect-file-type.ts';

/** Larger images are refused before they are decoded (100 Mpx: an A3 page at 600 dpi is 70 Mpx). */
export const MAX_IMAGE_PIXELS = 100_000_000;

export type TImageSize = { width: number; height: number };

const valid = (size: TImageSize): TImageSize | null =>
  size.width > 0 && size.height > 0 && Number.isFinite(size.width) && Number.isFinite(size.height) ? size : null;

/** Width and height from a PNG's IHDR. */
const pngSize = (bytes: Uint8Array, view: DataView): TImageSize | null =>
  bytes.length < 24 ? null : valid({ width: view.getUint32(16), height: view.getUint32(20) });

/** Width and height from a JPEG's SOF marker (before any EXIF rotation). */
const jpegSize = (bytes: Uint8Array, view: DataView): TImageSize | null => {
  let offset = 2;
  while (offset + 9 < bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return valid({ width: view.getUint16(offset + 7), height: view.getUint16(offset + 5) });
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
};

/** Canvas size of a WebP: the VP8X header (extended format), else the VP8L (lossless) or VP8 (lossy) frame header. */
const webpSize = (bytes: Uint8Array, view: DataView): TImageSize | null => {
  if (bytes.length < 30) return null;
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const data = 20;
  const u24 = (at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16);
  if (chunk === 'VP8X') return valid({ width: 1 + u24(data + 4), height: 1 + u24(data + 7) });
  if (chunk === 'VP8L') {
    if (bytes[data] !== 0x2f) return null;
    const bits = view.getUint32(data + 1, true);
    return valid({ width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 });
  }
  if (chunk === 'VP8 ') {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) return null;
    return valid({ width: view.getUint16(data + 6, true) & 0x3fff, height: view.getUint16(data + 8, true) & 0x3fff });
  }
  return null;
};

type TBox = { type: string; start: number; end: number };

/** The ISO-BMFF boxes between `from` and `to` (a box that runs past its parent ends the list). */
const boxes = (bytes: Uint8Array, view: DataView, from: number, to: number): TBox[] => {
  const found: TBox[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) break;
    found.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at + header, end: at + size });
    at += size;
  }
  return found;
};

/**
 * Size of a HEIF image from its `meta` box: the `ispe` (image spatial extent) property of the primary item (`pitm`,
 * through `ipma`), else the largest `ispe` (a grid's, whose tiles are smaller). Before `irot` rotation, which does not
 * change the pixel count.
 */
const heifSize = (bytes: Uint8Array, view: DataView): TImageSize | null => {
  const meta = boxes(bytes, view, 0, bytes.length).find((box) => box.type === 'meta');
  if (!meta) return null;
  const children = boxes(bytes, view, meta.start + 4, meta.end); // `meta` is a full box: version and flags first
  const pitm = children.find((box) => box.type === 'pitm');
  const iprp = children.find((box) => box.type === 'iprp');
  if (!iprp) return null;
  const properties = boxes(bytes, view, iprp.start, iprp.end);
  const ipco = properties.find((box) => box.type === 'ipco');
  if (!ipco) return null;
  const sizes: Array<TImageSize | null> = boxes(bytes, view, ipco.start, ipco.end).map((box) =>
    box.type === 'ispe' && box.end - box.start >= 12
      ? { width: view.getUint32(box.start + 4), height: view.getUint32(box.start + 8) }
      : null,
  );
  let primarySize: TImageSize | null = null;
  const ipma = properties.find((box) => box.type === 'ipma');
  if (pitm && ipma && pitm.end - pitm.start >= 6) {
    const primary = bytes[pitm.start] === 0 ? view.getUint16(pitm.start + 4) : view.getUint32(pitm.start + 4);
    const version = bytes[ipma.start] ?? 0;
    const wideIndexes = ((bytes[ipma.start + 3] ?? 0) & 1) === 1;
    let at = ipma.start + 8;
    const entries = ipma.end - ipma.start >= 8 ? view.getUint32(ipma.start + 4) : 0;
    for (let entry = 0; entry < entries && at < ipma.end; entry += 1) {
      const item = version < 1 ? view.getUint16(at) : view.getUint32(at);
      at += version < 1 ? 2 : 4;
      const count = bytes[at] ?? 0;
      at += 1;
      for (let n = 0; n < count && at < ipma.end; n += 1) {
        const index = wideIndexes ? view.getUint16(at) & 0x7fff : (bytes[at] ?? 0) & 0x7f;
        at += wideIndexes ? 2 : 1;
        const size = sizes[index - 1];
        if (item === primary && size) primarySize = size;
      }
    }
  }
  if (primarySize) return valid(primarySize);
  const largest = sizes
    .filter((size): size is TImageSize => size !== null)
    .sort((a, b) => b.width * b.height - a.width * a.height)[0];
  return largest ? valid(largest) : null;
};

/**
 * Width and height from an image's header, before decoding (the decompression-bomb guard): PNG IHDR, JPEG SOF, HEIF
 * `ispe`, WebP VP8X/VP8L/VP8; null when the header is damaged or missing.
 */
export const imageSize = (bytes: Uint8Array, type: TDetectedType): TImageSize | null => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  try {
    switch (type) {
      case 'png':
        return pngSize(bytes, view);
      case 'jpeg':
        return jpegSize(bytes, view);
      case 'webp':
        return webpSize(bytes, view);
      case 'heif':
        return heifSize(bytes, view);
      default:
        return null;
    }
  } catch {
    return null; // a box or chunk cut short (RangeError)
  }
};
