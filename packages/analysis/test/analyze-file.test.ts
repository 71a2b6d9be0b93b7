import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/analysis-error.ts';
import { analyzeFile } from '../src/analyze-file.ts';
import { closeOcr } from '../src/ocr.ts';
import { corpusEntry, corpusPath } from './corpus-files.ts';
import { inlineImage, jpegPage, makePdf, textImage, textLines } from './make-pdf.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-analysis-'));
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await closeOcr();
});

const analyzeCorpus = (file: string) => analyzeFile({ filePath: corpusPath(file), filename: file });
const analyzeBytes = (name: string, bytes: Uint8Array | string) => {
  const filePath = path.join(tmp, name);
  writeFileSync(filePath, bytes);
  return analyzeFile({ filePath, filename: name });
};

// Per-file expectations for the shared corpus live in corpus-report.test.ts, which analyses each corpus file once.
describe('PDF', () => {
  it('reads the scanned pages of a mixed PDF by OCR (method mixed)', async () => {
    const scan = await textImage(['Certificate of birth issued', 'by the civil registry office'], 'jpeg');
    const result = await analyzeBytes('mixed.pdf', makePdf([textLines(10), jpegPage(scan), textLines(4)]));
    expect(result).toMatchObject({ pages: 3, method: 'mixed' });
    expect(result.perPage?.[0]).toBe(20);
    expect(result.perPage?.[2]).toBe(8);
    expect(result.perPage?.[1]).toBeGreaterThanOrEqual(8);
    expect(result.perPage?.[1]).toBeLessThanOrEqual(12);
    // Legibility of the page read by OCR; null for the pages with a text layer.
    expect(result.ocrConfidence).toEqual([null, expect.any(Number), null]);
    expect(result.ocrConfidence?.[1]).toBeGreaterThanOrEqual(75);
    expect(result.warnings).toEqual(['1 of 3 pages read by OCR; scanned text can be miscounted — we will confirm']);
  });

  it('estimates the words of a PDF where neither text layer nor OCR finds a word (blank scans, drawings)', async () => {
    const scans = await analyzeBytes('scans.pdf', makePdf([inlineImage(), '', inlineImage()]));
    expect(scans).toMatchObject({ pages: 3, wordCount: 500, method: 'estimate', perPage: null });
    expect(scans.warnings.join()).toMatch(/no text that OCR could read/);
    const drawn = await analyzeBytes('drawn.pdf', makePdf(['0 0 m 100 100 l S', '']));
    expect(drawn).toMatchObject({ pages: 2, wordCount: 500, method: 'estimate' });
  });

  it('estimates a PDF that needs a password', async () => {
    const result = await analyzeCorpus('password.pdf');
    expect(result.method).toBe('estimate');
    expect(result.warnings.join()).toMatch(/password-protected/);
  });

  it('throws a CORRUPT AnalysisError for a broken PDF', async () => {
    await expect(analyzeCorpus('bug1020226.pdf')).rejects.toMatchObject({ name: 'AnalysisError', code: 'CORRUPT' });
  });

  it('detects the format from the content, not the name', async () => {
    const filePath = path.join(tmp, 'really-a-pdf.docx');
    copyFileSync(corpusPath('canvas.pdf'), filePath);
    const result = await analyzeFile({ filePath, filename: 'really-a-pdf.docx' });
    expect(result).toMatchObject({ pages: 2, wordCount: 579, method: 'text', ocrConfidence: null });
  });
});

describe('DOCX', () => {
  it('estimates a password-encrypted DOCX (an OLE container)', async () => {
    const result = await analyzeCorpus('bug53475-password-is-pass.docx');
    expect(result.method).toBe('estimate');
    expect(result.warnings.join()).toMatch(/password-protected/);
  });

  it('throws CORRUPT for a truncated package', async () => {
    await expect(analyzeCorpus('truncated62886.docx')).rejects.toMatchObject({ code: 'CORRUPT' });
  });
});

describe('DOC', () => {
  it('estimates an encrypted DOC', async () => {
    const result = await analyzeCorpus('password_password_cryptoapi.doc');
    expect(result.method).toBe('estimate');
    expect(result.warnings.join()).toMatch(/password-protected/);
  });
});

describe('TXT', () => {
  it.each([
    'uchardet-es-iso-8859-1.txt',
    'uchardet-fr-iso-8859-1.txt', // U+00A0 before French punctuation
    'uchardet-fr-utf-8.txt',
    'sample-spanish.txt',
    'sample-french-1.txt', // Windows-1252
    'fake-text-utf-16-le.txt', // UTF-16LE without BOM
    'book-war-and-peace-1p.txt',
  ])('%s: exact words, pages = ceil(words / 250)', async (file) => {
    const entry = corpusEntry(file);
    const result = await analyzeCorpus(file);
    expect(result).toMatchObject({ wordCount: entry.words.reference, pages: entry.pages, method: 'text' });
  });

  it('reads UTF-8 and UTF-16 files with a BOM', async () => {
    const text = 'Grüße aus Köln — señor, ça va ?\u00a0Oui.';
    const utf16le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const utf16be = Buffer.from([0xfe, 0xff, ...Buffer.from(text, 'utf16le').swap16()]);
    for (const [name, bytes] of [
      ['bom-utf8.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
      ['bom-utf16le.txt', utf16le],
      ['bom-utf16be.txt', utf16be],
    ] as const) {
      expect(await analyzeBytes(name, bytes), name).toMatchObject({ wordCount: 9, pages: 1, method: 'text' });
    }
  });

  it('reads the same text in ISO-8859-1 and UTF-8 alike', async () => {
    const latin1 = await analyzeCorpus('uchardet-es-iso-8859-1.txt');
    const utf8 = await analyzeCorpus('uchardet-es-utf-8.txt');
    expect(latin1.wordCount).toBe(utf8.wordCount);
  });
});

describe('images and unusable files', () => {
  it.each(['png', 'jpeg'] as const)('reads the words of a %s image by OCR: 1 page', async (format) => {
    const image = await textImage(['The quick brown fox jumps over', 'the lazy dog near the river bank'], format);
    const result = await analyzeBytes(`scan.${format}`, image);
    expect(result).toMatchObject({ pages: 1, method: 'ocr' });
    expect(result.wordCount).toBeGreaterThanOrEqual(11);
    expect(result.wordCount).toBeLessThanOrEqual(15);
    expect(result.perPage).toEqual([result.wordCount]);
  });

  it('reads Spanish with the Spanish model when the language is es', async () => {
    const image = await textImage(['La señora Muñoz firmó el contrato', 'en la oficina de Cádiz'], 'png');
    const filePath = path.join(tmp, 'es.png');
    writeFileSync(filePath, image);
    const result = await analyzeFile({ filePath, filename: 'es.png', language: 'es' });
    expect(result).toMatchObject({ pages: 1, method: 'ocr' });
    expect(result.wordCount).toBeGreaterThanOrEqual(10);
    expect(result.wordCount).toBeLessThanOrEqual(14);
  });

  it('estimates an image in which OCR finds no words, and throws CORRUPT for a broken one', async () => {
    const blank = await textImage([], 'png');
    const result = await analyzeBytes('blank.png', blank);
    expect(result).toMatchObject({ pages: 1, wordCount: 250, method: 'estimate' });
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await expect(analyzeBytes('broken.png', png)).rejects.toMatchObject({ code: 'CORRUPT' });
    const corrupt = Buffer.from(await textImage(['Some words'], 'png'));
    corrupt.fill(0x55, 40);
    await expect(analyzeBytes('corrupt.png', corrupt)).rejects.toMatchObject({ code: 'CORRUPT' });
    const bomb = Buffer.from(await textImage([], 'png'));
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    await expect(analyzeBytes('bomb.png', bomb)).rejects.toMatchObject({ code: 'TOO_LARGE' });
  });

  it('throws EMPTY for a zero-byte file and UNSUPPORTED for binary garbage', async () => {
    await expect(analyzeBytes('empty.pdf', '')).rejects.toMatchObject({ code: 'EMPTY' });
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 256);
    const error = await analyzeBytes('garbage.doc', garbage).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AnalysisError);
    expect(error).toMatchObject({ code: 'UNSUPPORTED' });
  });

  it('throws CORRUPT for a truncated PDF it cannot open', async () => {
    const half = readFileSync(corpusPath('bug1020226.pdf')).subarray(0, 90);
    await expect(analyzeBytes('half.pdf', half)).rejects.toMatchObject({ code: 'CORRUPT' });
  });
});
