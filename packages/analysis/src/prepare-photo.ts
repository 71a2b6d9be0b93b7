import { createRequire } from 'node:module';
import type { Canvas, Image } from '@napi-rs/canvas';
import { AnalysisError } from './analysis-error.ts';
import { detectFileType, type TDetectedType } from './detect-file-type.ts';
import { imageSize, MAX_IMAGE_PIXELS } from './image-size.ts';

/** A grayscale image, one byte a pixel, rows top to bottom. */
export type TGrayImage = { width: number; height: number; data: Uint8Array };

/** Image formats read as photos or scans. */
export const IMAGE_TYPES = new Set<TDetectedType>(['png', 'jpeg', 'heif', 'webp']);

/** OCR reads photos at most this long on their long side (a 12 Mpx phone photo of an A4 page is ~350 dpi there)… */
export const OCR_MAX_SIDE = 3500;
/** …and small images are enlarged (at most twice) to this long side, so small print has enough pixels. */
const OCR_MIN_SIDE = 1500;

/** Skew is looked for within ±15°, and corrected from 0.5° on (tesseract copes with less). */
const MAX_SKEW_DEGREES = 15;
const MIN_SKEW_DEGREES = 0.5;

type TCanvasModule = typeof import('@napi-rs/canvas');
const canvasModule = (): Promise<TCanvasModule> => import('@napi-rs/canvas');

/** The subset of libheif-js (emscripten build of libheif, HEVC by libde265) used here; it has no typings. */
type THeifImage = {
  get_width: () => number;
  get_height: () => number;
  display: (
    target: { data: Uint8ClampedArray; width: number; height: number },
    done: (result: { data: Uint8ClampedArray } | null) => void,
  ) => void;
  free: () => void;
};
type TLibheif = {
  HeifDecoder: new () => { decode: (bytes: Uint8Array) => THeifImage[]; decoder: { delete: () => void } };
};

let libheif: TLibheif | undefined;
/** libheif-js with its WASM inlined (nothing read from disk or fetched); loaded on the first HEIF image (~80 ms). */
const loadLibheif = (): TLibheif => {
  libheif ??= createRequire(import.meta.url)('libheif-js/wasm-bundle') as TLibheif;
  return libheif;
};

/**
 * A HEIF/HEIC image decoded by libheif (which applies the file's `irot`/`imir`/`clap` transforms, as iPhones store
 * rotation there), as RGBA on a canvas. The primary image only (Live Photos and bursts: the still).
 */
const decodeHeif = async (bytes: Uint8Array, canvas: TCanvasModule): Promise<Canvas> => {
  const decoder = new (loadLibheif().HeifDecoder)();
  let images: THeifImage[] = [];
  try {
    images = decoder.decode(bytes);
    const image = images[0];
    if (!image) throw new AnalysisError('CORRUPT', 'Unreadable HEIF image: no image in it');
    const width = image.get_width();
    const height = image.get_height();
    if (!(width > 0 && height > 0)) throw new AnalysisError('CORRUPT', 'Unreadable HEIF image: no size');
    if (width * height > MAX_IMAGE_PIXELS) {
      throw new AnalysisError('TOO_LARGE', `Image of ${width}×${height} pixels is too large to read`);
    }
    const rgba = await new Promise<Uint8ClampedArray>((resolve, reject) => {
      image.display({ data: new Uint8ClampedArray(width * height * 4), width, height }, (result) =>
        result ? resolve(result.data) : reject(new AnalysisError('CORRUPT', 'Unreadable HEIF image: decoding failed')),
      );
    });
    const target = canvas.createCanvas(width, height);
    target.getContext('2d').putImageData(new canvas.ImageData(rgba, width, height), 0, 0);
    return target;
  } finally {
    for (const image of images) image.free();
    decoder.decoder.delete();
  }
};

/**
 * Decodes an image with its orientation applied: HEIF by libheif (irot/imir), PNG/JPEG/WebP by @napi-rs/canvas
 * (Skia), which applies a JPEG's EXIF Orientation (all 8 values; tested). The pixel count in the header is checked
 * first (decompression bombs): undecodable → CORRUPT, too many pixels → TOO_LARGE.
 */
export const decodeImage = async (
  bytes: Uint8Array,
  type: TDetectedType = detectFileType(bytes),
): Promise<{ source: Image | Canvas; width: number; height: number }> => {
  if (!IMAGE_TYPES.has(type)) throw new AnalysisError('UNSUPPORTED', 'Not an image (PNG, JPEG, HEIC or WebP)');
  const size = imageSize(bytes, type);
  if (!size) throw new AnalysisError('CORRUPT', 'Unreadable image: no size in its header');
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new AnalysisError('TOO_LARGE', `Image of ${size.width}×${size.height} pixels is too large to read`);
  }
  const canvas = await canvasModule();
  try {
    if (type === 'heif') {
      const source = await decodeHeif(bytes, canvas);
      return { source, width: source.width, height: source.height };
    }
    const source = await canvas.loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!(source.width > 0 && source.height > 0)) throw new Error('no pixels');
    return { source, width: source.width, height: source.height };
  } catch (error) {
    if (error instanceof AnalysisError) throw error;
    throw new AnalysisError('CORRUPT', `Unreadable image: ${(error as Error | undefined)?.message ?? String(error)}`);
  }
};

/** Gray values (ITU-R BT.601 weights) of an RGBA buffer. */
export const rgbaToGray = (rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): TGrayImage => {
  const data = new Uint8Array(width * height);
  for (let from = 0, to = 0; to < data.length; from += 4, to += 1) {
    data[to] = ((rgba[from] ?? 0) * 77 + (rgba[from + 1] ?? 0) * 150 + (rgba[from + 2] ?? 0) * 29) >> 8;
  }
  return { width, height, data };
};

/**
 * Draws `source` scaled to width × height, turned by `degrees` (clockwise) about its centre, on white, and returns
 * the gray pixels. A turned image gets the canvas of its bounding box, so no corner of the page is cut off.
 */
const drawGray = async (source: Image | Canvas, width: number, height: number, degrees = 0): Promise<TGrayImage> => {
  const { createCanvas } = await canvasModule();
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const outWidth = Math.max(1, Math.round(width * cos + height * sin));
  const outHeight = Math.max(1, Math.round(width * sin + height * cos));
  const canvas = createCanvas(outWidth, outHeight);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, outWidth, outHeight);
  context.imageSmoothingQuality = 'high';
  context.translate(outWidth / 2, outHeight / 2);
  context.rotate(radians);
  context.drawImage(source, -width / 2, -height / 2, width, height);
  return rgbaToGray(context.getImageData(0, 0, outWidth, outHeight).data, outWidth, outHeight);
};

/** A gray image shrunk by a whole factor (box average): the quick copy the skew is measured on. */
const shrink = (image: TGrayImage, factor: number): TGrayImage => {
  if (factor <= 1) return image;
  const width = Math.max(1, Math.floor(image.width / factor));
  const height = Math.max(1, Math.floor(image.height / factor));
  const sums = new Uint32Array(width);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy += 1) {
      const row = (y * factor + dy) * image.width;
      for (let x = 0; x < width; x += 1) {
        let sum = 0;
        const start = row + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += image.data[start + dx] ?? 0;
        sums[x] = (sums[x] ?? 0) + sum;
      }
    }
    for (let x = 0; x < width; x += 1) data[y * width + x] = Math.round((sums[x] ?? 0) / area);
  }
  return { width, height, data };
};

/**
 * Sauvola's local threshold: T = m·(1 + k·(s/R − 1)), m and s the mean and standard deviation of the window around
 * a pixel, from running column sums (one pass, O(width) memory, any window size at the same cost). Each pixel becomes
 * 128 + gain·(value − T), clamped: ink well below its threshold is black, paper white — flat areas (paper, a dark
 * table, a shadow) white whatever the light — while the few pixels near the threshold keep a gray edge. On the
 * blurred or downscaled photos of the tests a hard 0/255 cut (gain ∞) cost tesseract words and confidence; gain 2.5
 * read them best (see README).
 */
export const sauvola = (
  image: TGrayImage,
  { window = sauvolaWindow(image), k = 0.2, range = 128, gain = SAUVOLA_GAIN } = {},
): TGrayImage => {
  const { width, height, data: gray } = image;
  const out = new Uint8Array(width * height);
  const radius = Math.max(1, Math.floor(window / 2));
  // Sums over at most 2·radius + 1 rows of values ≤ 255 (squares ≤ 65025): they fit in 32 bits.
  const columnSum = new Int32Array(width);
  const columnSquares = new Int32Array(width);
  const addRow = (y: number, sign: number) => {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const value = gray[row + x] as number;
      columnSum[x] = (columnSum[x] as number) + sign * value;
      columnSquares[x] = (columnSquares[x] as number) + sign * value * value;
    }
  };
  for (let y = 0; y < Math.min(radius, height); y += 1) addRow(y, 1);
  const factor = k / range;
  const base = 1 - k;
  for (let y = 0; y < height; y += 1) {
    if (y + radius < height) addRow(y + radius, 1);
    if (y - radius - 1 >= 0) addRow(y - radius - 1, -1);
    const rows = Math.min(height - 1, y + radius) - Math.max(0, y - radius) + 1;
    let sum = 0;
    let squares = 0;
    let columns = 0;
    for (let x = 0; x < Math.min(radius, width); x += 1) {
      sum += columnSum[x] as number;
      squares += columnSquares[x] as number;
      columns += 1;
    }
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const entering = x + radius;
      if (entering < width) {
        sum += columnSum[entering] as number;
        squares += columnSquares[entering] as number;
        columns += 1;
      }
      const leaving = x - radius - 1;
      if (leaving >= 0) {
        sum -= columnSum[leaving] as number;
        squares -= columnSquares[leaving] as number;
        columns -= 1;
      }
      const count = rows * columns;
      const mean = sum / count;
      const variance = squares / count - mean * mean;
      const threshold = mean * (base + factor * Math.sqrt(variance > 0 ? variance : 0));
      const value = 128 + ((gray[row + x] as number) - threshold) * gain;
      out[row + x] = value <= 0 ? 0 : value >= 255 ? 255 : value;
    }
  }
  return { width, height, data: out };
};

/** How steeply values around the local threshold go to black and white (∞ would be a hard binarisation). */
const SAUVOLA_GAIN = 2.5;

/** Sauvola's window: about a line of text high (1/70 of the long side, 15–75 px, odd). */
const sauvolaWindow = ({ width, height }: { width: number; height: number }): number =>
  Math.min(75, Math.max(15, Math.round(Math.max(width, height) / 70))) | 1;

/**
 * The skew of the text, in degrees clockwise (lines running down to the right are positive), within ±15°: on a copy
 * shrunk to ~1000 px and binarised, the angle whose projection profile (ink counted along rows at that angle) has the
 * largest variance — text lines then fall each into few rows. Coarse steps of 0.5°, then 0.1° around the best.
 * 0 when there is too little ink to tell.
 */
export const estimateSkew = (image: TGrayImage): number => {
  const small = sauvola(shrink(image, Math.max(1, Math.ceil(Math.max(image.width, image.height) / 1000))), {
    gain: 255,
  });
  const xs: number[] = [];
  const ys: number[] = [];
  const { width, height, data } = small;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((data[y * width + x] ?? 255) < 128) {
        xs.push(x - width / 2);
        ys.push(y - height / 2);
      }
    }
  }
  // Nearly blank, or nearly all ink (a photo of something else): no text lines to line up.
  if (xs.length < 200 || xs.length > 0.5 * width * height) return 0;
  const span = Math.ceil(Math.hypot(width, height)) + 2;
  const bins = new Float64Array(span);
  const score = (degrees: number): number => {
    const radians = (degrees * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    bins.fill(0);
    const offset = span / 2;
    for (let i = 0; i < xs.length; i += 1) {
      const row = Math.floor((ys[i] ?? 0) * cos - (xs[i] ?? 0) * sin + offset);
      bins[row] = (bins[row] ?? 0) + 1;
    }
    let squares = 0;
    for (let i = 0; i < span; i += 1) squares += (bins[i] ?? 0) * (bins[i] ?? 0);
    return squares;
  };
  let best = 0;
  let bestScore = score(0);
  for (let degrees = -MAX_SKEW_DEGREES; degrees <= MAX_SKEW_DEGREES; degrees += 0.5) {
    const value = score(degrees);
    if (value > bestScore) [best, bestScore] = [degrees, value];
  }
  const coarse = best;
  for (let degrees = coarse - 0.4; degrees <= coarse + 0.4; degrees += 0.1) {
    const value = score(degrees);
    if (value > bestScore) [best, bestScore] = [degrees, value];
  }
  return Math.round(best * 10) / 10;
};

/** A grayscale PGM (P5): both OCR engines read it without decoding. */
export const toPgm = ({ width, height, data }: TGrayImage): Uint8Array => {
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pgm = new Uint8Array(header.length + data.length);
  pgm.set(header);
  pgm.set(data, header.length);
  return pgm;
};

/** What preparing a photo did, for tests and the bench. */
export type TPreparedPhoto = { pgm: Uint8Array; width: number; height: number; skewDegrees: number };

/**
 * Turns a photo or scanned image (PNG, JPEG, HEIC, WebP) into the grayscale PGM OCR reads: orientation applied
 * (EXIF, HEIF irot/imir), scaled so the long side is at most 3500 px (small images enlarged up to twice, to 1500 px),
 * deskewed when the text leans by 0.5°–15°, and put through Sauvola's local threshold (uneven phone lighting; see `sauvola`).
 */
export const preparePhoto = async (bytes: Uint8Array, type?: TDetectedType): Promise<TPreparedPhoto> => {
  const { source, width, height } = await decodeImage(bytes, type);
  const long = Math.max(width, height);
  const scale = long > OCR_MAX_SIDE ? OCR_MAX_SIDE / long : Math.min(2, Math.max(1, OCR_MIN_SIDE / long));
  const scaledWidth = Math.max(1, Math.round(width * scale));
  const scaledHeight = Math.max(1, Math.round(height * scale));
  let gray = await drawGray(source, scaledWidth, scaledHeight);
  const skew = estimateSkew(gray);
  if (Math.abs(skew) >= MIN_SKEW_DEGREES) gray = await drawGray(source, scaledWidth, scaledHeight, -skew);
  const prepared = sauvola(gray);
  return { pgm: toPgm(prepared), width: prepared.width, height: prepared.height, skewDegrees: skew };
};

/**
 * A JPEG of an uploaded image for a browser (staff's preview of a HEIC, which browsers mostly cannot show), with its
 * orientation applied and the long side at most `maxSide`. Throws AnalysisError (CORRUPT, TOO_LARGE, UNSUPPORTED).
 */
export const renderImagePreview = async (bytes: Uint8Array, maxSide = 1600, quality = 85): Promise<Uint8Array> => {
  const { source, width, height } = await decodeImage(bytes);
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const { createCanvas } = await canvasModule();
  const canvas = createCanvas(Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff'; // transparent PNG/WebP areas
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const jpeg = await canvas.encode('jpeg', quality);
  return new Uint8Array(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
};
