import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { findProgram } from '../src/find-program.ts';

/** A printed page of plain prose, 16 lines: the known text photos are made of. */
export const PAGE_LINES = [
  'This certificate confirms that the person named below',
  'was born in the city of Valencia on the fourth of May',
  'and that the birth was recorded in the civil registry',
  'of the district by the officer on duty at that time.',
  'The parents declared the name of the child before two',
  'witnesses, who signed the record together with them.',
  'A copy of this record may be issued to the person it',
  'concerns, to their parents, or to a lawyer acting for',
  'them, and it has the same value as the original entry.',
  'Any change to the record must be approved by a judge',
  'and noted in the margin of the entry with its date.',
  'This copy was issued at the request of the applicant',
  'for the purpose of a translation to be filed abroad,',
  'and it is valid for six months from the date below.',
  'Signed and sealed by the registrar of the district',
  'office, on the twelfth of March of the present year.',
];

/** Words of PAGE_LINES (all separated by single spaces). */
export const PAGE_WORDS = PAGE_LINES.join(' ').split(' ').length;

/** The page as printed: black text on white, 1700 × 2200 px (a letter page at 200 dpi), 40 px type. */
export const renderPage = async (lines = PAGE_LINES): Promise<Canvas> => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(1700, 2200);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = '40px serif';
  lines.forEach((line, i) => {
    context.fillText(line, 160, 260 + 62 * i);
  });
  return canvas;
};

type TPhotoOptions = {
  /** The page turned clockwise by this much (a photo taken at a slant). */
  degrees?: number;
  /** Light falling off from one corner to the opposite one (0–1: share of brightness lost). */
  shadow?: number;
  /** Gaussian blur radius in px (out of focus). */
  blur?: number;
  /** Long side of the photo in px. */
  longSide?: number;
};

/** A phone photo of `page`: on a gray desk, turned, lit unevenly, blurred, at the given size. */
export const photograph = async (
  page: Canvas,
  { degrees = 0, shadow = 0, blur = 0, longSide = 2400 }: TPhotoOptions = {},
): Promise<Canvas> => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const scale = longSide / (Math.max(page.width, page.height) * 1.15);
  const width = Math.round(page.width * scale * 1.15);
  const height = Math.round(page.height * scale * 1.15);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#6b6258';
  context.fillRect(0, 0, width, height);
  context.save();
  if (blur > 0) context.filter = `blur(${blur}px)`;
  context.translate(width / 2, height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(
    page,
    (-page.width * scale) / 2,
    (-page.height * scale) / 2,
    page.width * scale,
    page.height * scale,
  );
  context.restore();
  if (shadow > 0) {
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, '#ffffff');
    const level = Math.round(255 * (1 - shadow));
    gradient.addColorStop(1, `rgb(${level}, ${level}, ${level})`);
    context.globalCompositeOperation = 'multiply';
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
  }
  return canvas;
};

/** An APP1 Exif segment holding only an Orientation tag (big-endian TIFF). */
const exifOrientation = (orientation: number): Buffer => {
  const segment = Buffer.alloc(36);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(segment.length - 2, 2);
  segment.write('Exif\0\0', 4, 'latin1');
  segment.write('MM\0*', 10, 'latin1');
  segment.writeUInt32BE(8, 14); // first IFD right after the TIFF header
  segment.writeUInt16BE(1, 18); // one entry
  segment.writeUInt16BE(0x0112, 20); // Orientation
  segment.writeUInt16BE(3, 22); // SHORT
  segment.writeUInt32BE(1, 24);
  segment.writeUInt16BE(orientation, 28);
  segment.writeUInt32BE(0, 32); // no next IFD
  return segment;
};

/** A JPEG whose pixels are `image` as given, with an EXIF Orientation tag added after SOI. */
export const jpegWithOrientation = async (image: Canvas, orientation: number): Promise<Uint8Array> => {
  const jpeg = await image.encode('jpeg', 90);
  return Buffer.concat([jpeg.subarray(0, 2), exifOrientation(orientation), jpeg.subarray(2)]);
};

/** `image` turned by a quarter turn: counter-clockwise (as a camera held sideways stores it, EXIF 6), or clockwise. */
export const quarterTurn = async (image: Canvas, clockwise = false): Promise<Canvas> => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(image.height, image.width);
  const context = canvas.getContext('2d');
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate(((clockwise ? 1 : -1) * Math.PI) / 2);
  context.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas;
};

/** Debian's `heif-enc` (libheif-examples) with its x265 encoder; null when not installed. */
export const heifEncoder = (): string | null => findProgram('heif-enc');

/** A HEIC (HEVC in HEIF) of `image`, encoded by `heif-enc` from a lossless PNG. */
export const encodeHeic = async (image: Canvas, quality = 80): Promise<Uint8Array> => {
  const program = heifEncoder();
  if (!program) throw new Error('heif-enc is not installed (apt-get install libheif-examples)');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'sello-heic-'));
  try {
    const input = path.join(folder, 'photo.png');
    const output = path.join(folder, 'photo.heic');
    writeFileSync(input, await image.encode('png'));
    // x265's fastest preset: 4× quicker than the default and still a faithful photo.
    execFileSync(program, ['-q', String(quality), '-p', 'preset=ultrafast', input, '-o', output], {
      stdio: 'ignore',
      timeout: 60_000,
    });
    return readFileSync(output);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};
