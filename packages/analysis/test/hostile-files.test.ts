import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool, type TAnalyzeRequest } from '../src/analysis-pool.ts';
import { corpusPath } from './corpus-files.ts';
import { lyingPageCountPdf, manyPagesPdf } from './make-hostile-files.ts';
import { makePdf, textLines } from './make-pdf.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-hostile-'));
const pool = createAnalysisPool({ size: 2 });
afterAll(async () => {
  await pool.close();
  rmSync(tmp, { recursive: true, force: true });
});

const write = (name: string, bytes: Uint8Array | string): TAnalyzeRequest => {
  const filePath = path.join(tmp, name);
  writeFileSync(filePath, bytes);
  return { filePath, filename: name, size: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length };
};

describe('hostile and broken files', () => {
  it('a PDF claiming a billion pages is counted by its real pages, quickly, and the pool stays healthy', async () => {
    const result = await pool.analyze(write('billion.pdf', lyingPageCountPdf(1_000_000_000)));
    // The page tree really holds one page: that is what gets counted, not the claimed /Count. (Walking a billion
    // pages would have hit the pool's time limit: method 'estimate', not 'text'.)
    expect(result).toMatchObject({ pages: 1, wordCount: 8, method: 'text' });

    const healthy = await pool.analyze(write('after.pdf', makePdf([textLines(10)])));
    expect(healthy).toMatchObject({ pages: 1, wordCount: 20, method: 'text' });
  });

  it('a PDF with 100,000 real pages gets its exact page count and words from its first 500 pages, in time', async () => {
    // Reading all of them ran into the pool's time limit, and the size estimate priced it as 158 pages.
    const result = await pool.analyze(write('long.pdf', manyPagesPdf(100_000)));
    expect(result).toMatchObject({ pages: 100_000, wordCount: 800_000, method: 'estimate', perPage: null });
    expect(result.warnings).toEqual([
      'Only the first 500 of 100000 pages were read; the words of the others are estimated at 8 a page — we will confirm',
    ]);
  });

  it('a truncated PDF and a malformed DOCX fall back to a size estimate with a warning', async () => {
    const original = readFileSync(corpusPath('canvas.pdf'));
    const truncated = await pool.analyze(write('truncated.pdf', original.subarray(0, Math.floor(original.length / 3))));
    expect(truncated).toMatchObject({ pages: 1, wordCount: 250, method: 'estimate' });
    expect(truncated.warnings).toEqual(['Could not read this PDF (corrupt or truncated) — estimated from file size']);

    const malformed = await pool.analyze(
      write('malformed.docx', Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2000, 7)])),
    );
    expect(malformed.method).toBe('estimate');
    expect(malformed.warnings.length).toBeGreaterThan(0);
  });
});
