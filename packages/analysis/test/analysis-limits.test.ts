import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalysisBusyError, createAnalysisPool, type TAnalyzeRequest } from '../src/analysis-pool.ts';
import { analyzeFile } from '../src/analyze-file.ts';
import { closeOcr } from '../src/ocr.ts';
import { jpegPage, makePdf, textImage, textLines } from './make-pdf.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-limits-'));
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await closeOcr();
});

const write = (name: string, bytes: Uint8Array | string): TAnalyzeRequest => {
  const filePath = path.join(tmp, name);
  writeFileSync(filePath, bytes);
  return { filePath, filename: name, size: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length };
};

/** Three scanned pages of eight words each and one page of text (8 words). */
const scannedPdf = async (): Promise<TAnalyzeRequest> => {
  const scan = await textImage(['Certificate of birth issued', 'by the civil registry office'], 'jpeg');
  return write('scans.pdf', makePdf([jpegPage(scan), jpegPage(scan), textLines(4), jpegPage(scan)]));
};

describe('the analysis queue is bounded', () => {
  it('refuses a customer request at once when the queue is full; other work still queues', async () => {
    const pool = createAnalysisPool({ size: 1, maxQueue: 1 });
    try {
      const file = write('notes.txt', 'a few words here');
      const running = pool.analyze({ ...file, refuseWhenBusy: true }); // taken by the worker
      const waiting = pool.analyze({ ...file, refuseWhenBusy: true }); // the one place in the queue
      await expect(pool.analyze({ ...file, refuseWhenBusy: true })).rejects.toThrow(AnalysisBusyError);
      const job = pool.analyze(file); // e.g. a paid order's text extraction: waits its turn
      for (const analysis of await Promise.all([running, waiting, job])) expect(analysis.wordCount).toBe(4);
      // Once the queue has drained, customer requests are accepted again.
      expect((await pool.analyze({ ...file, refuseWhenBusy: true })).wordCount).toBe(4);
    } finally {
      await pool.close();
    }
  });
});

describe('OCR is bounded', () => {
  it('reads at most maxOcrPages pages of a PDF; the others are estimated from them, with a warning', async () => {
    const file = await scannedPdf();
    const result = await analyzeFile({ ...file, maxOcrPages: 1 });
    expect(result.method).toBe('mixed');
    const [read, , text, unread] = result.perPage ?? [];
    expect(text).toBe(8);
    expect(read).toBeGreaterThan(5);
    expect(result.perPage).toEqual([read, read, 8, read]);
    expect(result.warnings).toEqual([
      '1 of 4 pages read by OCR; scanned text can be miscounted — we will confirm',
      `2 scanned pages were not read by OCR (at most 1 pages of a file are read); their words are estimated at ${unread} a page — we will confirm`,
    ]);
  });

  it('starts no OCR after the deadline: scanned pages and images are estimated at 250 words', async () => {
    const pdf = await analyzeFile({ ...(await scannedPdf()), ocrDeadline: Date.now() - 1 });
    expect(pdf).toMatchObject({
      pages: 4,
      wordCount: 758,
      method: 'estimate',
      perPage: [250, 250, 8, 250],
      ocrConfidence: null,
    });
    expect(pdf.warnings).toEqual([
      '3 scanned pages were not read by OCR (the time for reading scans ran out); their words are estimated at 250 a page — we will confirm',
    ]);
    const image = write('scan.png', await textImage(['Certificate of birth'], 'png'));
    expect(await analyzeFile({ ...image, ocrDeadline: Date.now() - 1 })).toEqual({
      pages: 1,
      wordCount: 250,
      method: 'estimate',
      perPage: null,
      ocrConfidence: null,
      warnings: [
        'This image was not read by OCR (the time for reading scans ran out); words estimated at 250 — we will confirm',
      ],
    });
  });

  it('passes the deadline through the pool to its workers', async () => {
    const pool = createAnalysisPool({ size: 1 });
    try {
      const image = write('scan2.png', await textImage(['Certificate of birth'], 'png'));
      const analysis = await pool.analyze({ ...image, ocrDeadline: Date.now() - 1 });
      expect(analysis).toMatchObject({ method: 'estimate', wordCount: 250 });
      expect(analysis.warnings[0]).toMatch(/time for reading scans ran out/);
    } finally {
      await pool.close();
    }
  });
});
