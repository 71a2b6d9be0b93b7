import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from '../src/analysis-pool.ts';
import { analyzeFile, type TFileAnalysis } from '../src/analyze-file.ts';
import { detectFileType } from '../src/detect-file-type.ts';
import { imageSize } from '../src/image-size.ts';
import { closeOcr, readTsv } from '../src/ocr.ts';
import { decodeImage, estimateSkew, preparePhoto, renderImagePreview, rgbaToGray } from '../src/prepare-photo.ts';
import {
  encodeHeic,
  heifEncoder,
  jpegWithOrientation,
  PAGE_WORDS,
  photograph,
  quarterTurn,
  renderPage,
} from './make-photo.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-photos-'));
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await closeOcr();
});

const analyzeBytes = (name: string, bytes: Uint8Array): Promise<TFileAnalysis> => {
  const filePath = path.join(tmp, name);
  writeFileSync(filePath, bytes);
  return analyzeFile({ filePath, filename: name, html: true });
};

/** A readable photo: one page, read by OCR, the known words within 5 %, confident. */
const expectReadable = (result: TFileAnalysis) => {
  expect(result).toMatchObject({ pages: 1, method: 'ocr' });
  expect(result.wordCount).toBeGreaterThanOrEqual(Math.floor(PAGE_WORDS * 0.95));
  expect(result.wordCount).toBeLessThanOrEqual(Math.ceil(PAGE_WORDS * 1.05));
  expect(result.perPage).toEqual([result.wordCount]);
  expect(result.ocrConfidence).toHaveLength(1);
  expect(result.ocrConfidence?.[0]).toBeGreaterThanOrEqual(75);
  expect(result.warnings).toEqual(['Words read by OCR; scanned text can be miscounted — we will confirm']);
  expect(result.html).toContain('civil registry');
};

// In CI (.ci/run installs libheif-examples) the HEIC test must run; elsewhere it needs heif-enc.
const canEncodeHeic = heifEncoder() !== null || process.env.CI === 'true';

describe('phone photos', () => {
  let page: Awaited<ReturnType<typeof renderPage>>;
  beforeAll(async () => {
    page = await renderPage();
  });

  it.runIf(canEncodeHeic)('reads a HEIC photo (the iPhone default): 1 page, the words, a high confidence', async () => {
    const heic = await encodeHeic(await photograph(page, { degrees: 2, shadow: 0.4 }));
    expect(detectFileType(heic)).toBe('heif');
    expect(imageSize(heic, 'heif')).toEqual({ width: 1855, height: 2400 });
    expectReadable(await analyzeBytes('IMG_0001.HEIC', heic));
  });

  it('reads a JPEG stored sideways that only its EXIF Orientation (6) makes upright', async () => {
    const sideways = await quarterTurn(await photograph(page, { shadow: 0.3 }));
    expect(sideways.width).toBeGreaterThan(sideways.height); // the pixels lie on their side
    const jpeg = await jpegWithOrientation(sideways, 6);
    expectReadable(await analyzeBytes('IMG_0002.JPG', jpeg));
    // The other way round (EXIF 8) too.
    const other = await jpegWithOrientation(await quarterTurn(await photograph(page), true), 8);
    expectReadable(await analyzeBytes('IMG_0003.JPG', other));
  });

  it('deskews a photo taken at a slant (6°) under uneven light', async () => {
    const photo = await photograph(page, { degrees: 6, shadow: 0.6 });
    const jpeg = await photo.encode('jpeg', 85);
    const { source, width, height } = await decodeImage(jpeg);
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(source, 0, 0);
    const gray = rgbaToGray(canvas.getContext('2d').getImageData(0, 0, width, height).data, width, height);
    expect(Math.abs(estimateSkew(gray) - 6)).toBeLessThanOrEqual(0.3);
    expectReadable(await analyzeBytes('slanted.jpg', jpeg));
  });

  it('reads a WebP photo', async () => {
    const webp = await (await photograph(page, { degrees: -3, shadow: 0.3 })).encode('webp', 85);
    expect(detectFileType(webp)).toBe('webp');
    expect(imageSize(webp, 'webp')).toEqual({ width: 1855, height: 2400 });
    expectReadable(await analyzeBytes('photo.webp', webp));
  });

  it('reads a blurred, small photo with a low confidence (the API flags it), still one page', async () => {
    const blurry = await (await photograph(page, { blur: 2, longSide: 900, shadow: 0.3 })).encode('jpeg', 80);
    const result = await analyzeBytes('blurry.jpg', blurry);
    expect(result.pages).toBe(1);
    expect(result.ocrConfidence).toHaveLength(1);
    expect(result.ocrConfidence?.[0]).toBeLessThan(60);
    if (result.method !== 'ocr') expect(result).toMatchObject({ method: 'estimate', wordCount: 250 });
  });

  it('counts photos uploaded together each as its own one-page file; a broken photo is one page estimated', async () => {
    const pool = createAnalysisPool({ size: 2 });
    try {
      const photos = await Promise.all(
        [0, 2, -2].map(async (degrees, i) => {
          const filePath = path.join(tmp, `page-${i}.jpg`);
          writeFileSync(filePath, await (await photograph(page, { degrees })).encode('jpeg', 85));
          return { filePath, filename: `page-${i}.jpg`, size: 1 };
        }),
      );
      const broken = path.join(tmp, 'broken.heic');
      writeFileSync(
        broken,
        Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(3e6)]),
      );
      const results = await Promise.all([
        ...photos.map((photo) => pool.analyze(photo)),
        pool.analyze({ filePath: broken, filename: 'IMG_9.HEIC', size: 3e6 }),
      ]);
      for (const result of results.slice(0, 3)) {
        expect(result).toMatchObject({ pages: 1, method: 'ocr', perPage: [result.wordCount] });
        expect(result.ocrConfidence?.[0]).toBeGreaterThanOrEqual(75);
      }
      expect(results[3]).toMatchObject({ pages: 1, wordCount: 250, method: 'estimate', ocrConfidence: null });
    } finally {
      await pool.close();
    }
  });

  it('prepares a photo for OCR: upright, long side at most 3500 px, gray PGM', async () => {
    const big = await photograph(page, { longSide: 4032 });
    const prepared = await preparePhoto(await big.encode('jpeg', 85));
    expect(Math.max(prepared.width, prepared.height)).toBe(3500);
    expect(prepared.height).toBeGreaterThan(prepared.width);
    expect(Buffer.from(prepared.pgm.subarray(0, 2)).toString()).toBe('P5');
  });

  it('renders a preview JPEG for a browser, orientation applied', async () => {
    const sideways = await jpegWithOrientation(await quarterTurn(await photograph(page)), 6);
    const preview = await renderImagePreview(sideways, 800);
    expect(detectFileType(preview)).toBe('jpeg');
    expect(imageSize(preview, 'jpeg')).toEqual({ width: 618, height: 800 });
  });
});

describe('image headers (sizes before decoding)', () => {
  it('refuses a HEIF whose ispe declares too many pixels, and a damaged one, before decoding', async () => {
    // A minimal HEIF header: ftyp, then meta › iprp › ipco › ispe of 20000 × 20000, no image data.
    const box = (type: string, ...content: Buffer[]) => {
      const body = Buffer.concat(content);
      const header = Buffer.alloc(8);
      header.writeUInt32BE(8 + body.length);
      header.write(type, 4, 'latin1');
      return Buffer.concat([header, body]);
    };
    const ispe = Buffer.alloc(12);
    ispe.writeUInt32BE(20_000, 4);
    ispe.writeUInt32BE(20_000, 8);
    const heif = Buffer.concat([
      box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
      box('meta', Buffer.alloc(4), box('iprp', box('ipco', box('ispe', ispe)))),
    ]);
    expect(detectFileType(heif)).toBe('heif');
    expect(imageSize(heif, 'heif')).toEqual({ width: 20_000, height: 20_000 });
    await expect(analyzeBytes('bomb.heic', heif)).rejects.toMatchObject({ code: 'TOO_LARGE' });
    ispe.writeUInt32BE(2000, 4);
    ispe.writeUInt32BE(1500, 8);
    const empty = Buffer.concat([
      box('ftyp', Buffer.from('heic\0\0\0\0mif1heic', 'latin1')),
      box('meta', Buffer.alloc(4), box('iprp', box('ipco', box('ispe', ispe)))),
    ]);
    await expect(analyzeBytes('empty.heic', empty)).rejects.toMatchObject({ code: 'CORRUPT' });
  });

  it('reads WebP sizes from VP8X, VP8L and VP8 headers; a bomb is TOO_LARGE, garbage CORRUPT', async () => {
    const { createCanvas } = await import('@napi-rs/canvas');
    const canvas = createCanvas(321, 123);
    canvas.getContext('2d').fillRect(0, 0, 10, 10);
    const lossy = await canvas.encode('webp', 80);
    const lossless = await canvas.encode('webp', 100);
    for (const webp of [lossy, lossless]) expect(imageSize(webp, 'webp')).toEqual({ width: 321, height: 123 });
    const vp8x = Buffer.from(lossy);
    expect(vp8x.subarray(12, 16).toString('latin1')).toBe('VP8X');
    vp8x.writeUIntLE(29_999, 24, 3); // canvas 30000 × 30000
    vp8x.writeUIntLE(29_999, 27, 3);
    await expect(analyzeBytes('bomb.webp', vp8x)).rejects.toMatchObject({ code: 'TOO_LARGE' });
    const broken = Buffer.from(lossy);
    broken.fill(0x55, 40);
    await expect(analyzeBytes('broken.webp', broken)).rejects.toMatchObject({ code: 'CORRUPT' });
  });

  it('does not take an AVIF for a HEIC (libheif-js decodes HEVC only)', () => {
    const avif = Buffer.from('\0\0\0\x1cftypavif\0\0\0\0avifmif1miaf', 'latin1');
    expect(detectFileType(avif)).toBe('text');
    const generic = Buffer.from('\0\0\0\x18ftypmif1\0\0\0\0mif1heic', 'latin1');
    expect(detectFileType(generic)).toBe('heif');
  });
});

describe('OCR confidence from TSV', () => {
  it('rebuilds lines and paragraphs and averages the word confidences', () => {
    const row = (level: number, block: number, par: number, line: number, word: number, conf: number, text = '') =>
      [level, 1, block, par, line, word, 0, 0, 10, 10, conf, text].join('\t');
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      row(1, 0, 0, 0, 0, -1),
      row(5, 1, 1, 1, 1, 90, 'Hello'),
      row(5, 1, 1, 1, 2, 80, 'world'),
      row(5, 1, 1, 2, 1, 70, 'again'),
      row(5, 1, 2, 1, 1, 60, 'New'),
      row(5, 2, 1, 1, 1, 100, 'block'),
      row(5, 2, 1, 1, 2, 50, ' '),
    ].join('\n');
    expect(readTsv(tsv)).toEqual({ text: 'Hello world\nagain\n\nNew\n\nblock\n', confidence: 80 });
    expect(readTsv('')).toEqual({ text: '', confidence: 0 });
  });
});
