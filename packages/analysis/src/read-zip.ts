import { Inflate } from 'fflate';
import { AnalysisError } from './analysis-error.ts';

/** One file inside a ZIP package, from its central directory. */
export type TZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
};

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 100_000;
/** Compressed bytes handed to the inflater at a time; bounds how far output can overshoot the limit. */
const INFLATE_SLICE = 16 * 1024;

const corrupt = (why: string): AnalysisError => new AnalysisError('CORRUPT', `Damaged ZIP package: ${why}`);

const view = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const readU64 = (dv: DataView, at: number): number => {
  const value = dv.getBigUint64(at, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw corrupt('size out of range');
  return Number(value);
};

const findEndOfCentralDirectory = (dv: DataView): number => {
  const last = dv.byteLength - 22;
  const first = Math.max(0, last - MAX_COMMENT);
  for (let at = last; at >= first; at -= 1) if (dv.getUint32(at, true) === EOCD) return at;
  throw corrupt('no central directory (truncated?)');
};

/** Reads the central directory. Throws CORRUPT for anything that does not add up. */
export const listZipEntries = (zip: Uint8Array): Map<string, TZipEntry> => {
  const dv = view(zip);
  if (dv.byteLength < 22) throw corrupt('too short');
  const eocd = findEndOfCentralDirectory(dv);
  let count = dv.getUint16(eocd + 10, true);
  let directorySize = dv.getUint32(eocd + 12, true);
  let directoryOffset = dv.getUint32(eocd + 16, true);
  if (
    (count === 0xffff || directoryOffset === 0xffffffff) &&
    eocd >= 20 &&
    dv.getUint32(eocd - 20, true) === ZIP64_LOCATOR
  ) {
    const zip64 = readU64(dv, eocd - 12);
    if (zip64 + 56 > dv.byteLength || dv.getUint32(zip64, true) !== ZIP64_EOCD) throw corrupt('bad ZIP64 record');
    count = readU64(dv, zip64 + 32);
    directorySize = readU64(dv, zip64 + 40);
    directoryOffset = readU64(dv, zip64 + 48);
  }
  if (count > MAX_ENTRIES) throw new AnalysisError('TOO_LARGE', 'ZIP package has too many entries');
  if (directoryOffset + directorySize > dv.byteLength) throw corrupt('central directory out of range');

  const entries = new Map<string, TZipEntry>();
  const decoder = new TextDecoder('utf-8');
  let at = directoryOffset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > dv.byteLength || dv.getUint32(at, true) !== CENTRAL) throw corrupt('bad central directory entry');
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    if (at + 46 + nameLength + extraLength > dv.byteLength) throw corrupt('entry out of range');
    const entry: TZipEntry = {
      name: decoder.decode(zip.subarray(at + 46, at + 46 + nameLength)),
      flags: dv.getUint16(at + 8, true),
      method: dv.getUint16(at + 10, true),
      compressedSize: dv.getUint32(at + 20, true),
      size: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
    };
    applyZip64Extra(dv, at + 46 + nameLength, extraLength, entry);
    entries.set(entry.name, entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** ZIP64 extended information (header 0x0001) replaces the 32-bit fields that are 0xFFFFFFFF, in this order. */
const applyZip64Extra = (dv: DataView, start: number, length: number, entry: TZipEntry): void => {
  let at = start;
  while (at + 4 <= start + length) {
    const id = dv.getUint16(at, true);
    const size = dv.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const take = (): number => {
        if (field + 8 > at + 4 + size) throw corrupt('short ZIP64 field');
        const value = readU64(dv, field);
        field += 8;
        return value;
      };
      if (entry.size === 0xffffffff) entry.size = take();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = take();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = take();
      return;
    }
    at += 4 + size;
  }
};

/**
 * Inflates one entry, refusing entries whose declared size exceeds `maxBytes` and stopping as soon as the real
 * output passes it (a zip bomb can lie about its sizes). Throws TOO_LARGE or CORRUPT.
 */
export const readZipEntry = (zip: Uint8Array, entry: TZipEntry, maxBytes: number): Uint8Array => {
  if (entry.size > maxBytes) throw new AnalysisError('TOO_LARGE', `ZIP entry ${entry.name} is too large to analyse`);
  if (entry.flags & 0x0001) throw new AnalysisError('CORRUPT', `ZIP entry ${entry.name} is encrypted`);
  const dv = view(zip);
  const local = entry.localHeaderOffset;
  if (local + 30 > dv.byteLength || dv.getUint32(local, true) !== LOCAL) throw corrupt('bad local header');
  const dataStart = local + 30 + dv.getUint16(local + 26, true) + dv.getUint16(local + 28, true);
  const dataEnd = dataStart + entry.compressedSize;
  if (dataEnd > dv.byteLength) throw corrupt('entry data out of range (truncated?)');
  const data = zip.subarray(dataStart, dataEnd);
  if (entry.method === 0) {
    if (entry.compressedSize > maxBytes) throw new AnalysisError('TOO_LARGE', `ZIP entry ${entry.name} is too large`);
    return data;
  }
  if (entry.method !== 8)
    throw new AnalysisError('UNSUPPORTED', `ZIP compression method ${entry.method} is not supported`);

  const chunks: Uint8Array[] = [];
  let total = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    total += chunk.length;
    if (total <= maxBytes) chunks.push(chunk);
    if (final) ended = true;
  });
  try {
    for (let at = 0; at < data.length && total <= maxBytes && !ended; at += INFLATE_SLICE) {
      inflater.push(data.subarray(at, at + INFLATE_SLICE), at + INFLATE_SLICE >= data.length);
    }
  } catch (error) {
    throw new AnalysisError('CORRUPT', `ZIP entry ${entry.name} cannot be inflated: ${(error as Error).message}`);
  }
  if (total > maxBytes) throw new AnalysisError('TOO_LARGE', `ZIP entry ${entry.name} expands past the safety limit`);
  if (!ended && data.length > 0) throw corrupt(`entry ${entry.name} ends early`);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
};
