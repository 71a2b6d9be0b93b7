import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalysisPool, type TAnalyzeRequest } from '../src/analysis-pool.ts';
import { analyzeFile } from '../src/analyze-file.ts';
import { ocrEngineFor } from '../src/ocr.ts';
import { corpusEntry, corpusPath } from './corpus-files.ts';
import { zipBomb } from './make-hostile-files.ts';
import { makePdf, textLines } from './make-pdf.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-pool-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const write = (name: string, bytes: Uint8Array | string): TAnalyzeRequest => {
  const filePath = path.join(tmp, name);
  writeFileSync(filePath, bytes);
  return { filePath, filename: name, size: typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length };
};
const corpus = (file: string): TAnalyzeRequest => ({
  filePath: corpusPath(file),
  filename: file,
  size: readFileSync(corpusPath(file)).length,
});

describe('analysis pool', () => {
  it('reads the synthetic test PDF', async () => {
    const pool = createAnalysisPool({ size: 1 });
    try {
      expect(await pool.analyze(write('small.pdf', makePdf([textLines(4)])))).toMatchObject({ pages: 1, wordCount: 8 });
    } finally {
      await pool.close();
    }
  });

  it('analyses files in parallel workers, with the same results as in-process', async () => {
    const pool = createAnalysisPool({ size: 2 });
    try {
      const files = ['tracemonkey.pdf', '60329.docx', 'Word6_sections2.doc', 'sample-french-1.txt'];
      const results = await Promise.all(files.map((file) => pool.analyze(corpus(file))));
      const inProcess = await Promise.all(
        files.map((file) => analyzeFile({ filePath: corpusPath(file), filename: file })),
      );
      expect(results).toEqual(inProcess);
      expect(results.map((result) => result.pages)).toEqual(files.map((file) => corpusEntry(file).pages));
      expect(results.map((result) => result.method)).toEqual(['text', 'word-metadata', 'word-metadata', 'text']);
    } finally {
      await pool.close();
    }
  });

  it('never rejects: broken, empty, garbage files and zip bombs get a size estimate with a warning', async () => {
    const pool = createAnalysisPool({ size: 2, timeoutMs: 20_000 });
    try {
      const [broken, truncated, empty, garbage, honestBomb, lyingBomb] = await Promise.all([
        pool.analyze(corpus('bug1020226.pdf')),
        pool.analyze(corpus('truncated62886.docx')),
        pool.analyze(write('empty.pdf', '')),
        pool.analyze(
          write(
            'garbage.pdf',
            new Uint8Array(20_000).map((_, i) => (i * 7919 + 13) % 256),
          ),
        ),
        pool.analyze(write('bomb.docx', zipBomb(60))),
        pool.analyze(write('lying-bomb.docx', zipBomb(60, 1000))),
      ]);
      // Each warning names why (none hit the time limit: that would say 'took too long').
      for (const result of [broken, truncated, empty, garbage, honestBomb, lyingBomb]) {
        expect(result.method).toBe('estimate');
        expect(result.pages).toBeGreaterThanOrEqual(1);
        expect(result.warnings).toHaveLength(1);
        expect(result.warnings[0]).toMatch(/estimated from file size$/);
      }
      expect(broken.warnings[0]).toBe('Could not read this PDF (corrupt or truncated) — estimated from file size');
      expect(truncated.warnings[0]).toMatch(/Could not read this Word document/);
      expect(empty.warnings[0]).toMatch(/empty/);
      expect(garbage.warnings[0]).toMatch(/Could not recognise/);
      expect(honestBomb.warnings[0]).toMatch(/too large/);
      expect(lyingBomb.warnings[0]).toMatch(/too large/);

      // The pool keeps working afterwards.
      expect(await pool.analyze(corpus('uchardet-fr-utf-8.txt'))).toMatchObject({ wordCount: 147, method: 'text' });
    } finally {
      await pool.close();
    }
  });

  // The pool's time limits run on the test's clock (fake timers in this thread; the workers keep the real one): time
  // runs out exactly where each test says, never because the machine is busy, and never too late because it is fast.
  afterEach(() => {
    vi.useRealTimers();
  });
  const useTestClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

  it('terminates a worker that takes too long, then keeps working', async () => {
    useTestClock();
    const pool = createAnalysisPool({ size: 1, timeoutMs: 300 });
    try {
      // A worker that is ready and idle: the slow file is sent to it (and its time starts) as it is handed over.
      expect(await pool.analyze(corpus('uchardet-fr-utf-8.txt'))).toMatchObject({ wordCount: 147 });
      const pending = pool.analyze(write('slow.pdf', makePdf([textLines(200_000)])));
      vi.advanceTimersByTime(300);
      const slow = await pending;
      expect(slow.method).toBe('estimate');
      expect(slow.warnings[0]).toMatch(/took too long — estimated from file size/);
      expect(await pool.analyze(corpus('57312.docx'))).toMatchObject({ wordCount: 55 });
    } finally {
      await pool.close();
    }
  });

  it('ends a worker left idle for idleMs, so what a burst grew in it goes back to the system; the next file starts one', async () => {
    useTestClock();
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const pool = createAnalysisPool({ size: 1, idleMs: 1_000 });
    try {
      expect(await pool.analyze(corpus('uchardet-fr-utf-8.txt'))).toMatchObject({ wordCount: 147 });
      vi.advanceTimersByTime(999);
      expect(terminate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(terminate).toHaveBeenCalledTimes(1);
      expect(await pool.analyze(corpus('57312.docx'))).toMatchObject({ wordCount: 55 });
    } finally {
      await pool.close();
      terminate.mockRestore();
    }
  });

  // The OCR step is a tesseract process here, which the pool is told about (after the step's extra time).
  it.runIf(ocrEngineFor('eng') === 'tesseract')(
    'gives slow steps (OCR pages) extra time (slowStepMs), but never more than maxSlowMs in all',
    async () => {
      useTestClock();
      // linn.pdf: one scanned page. Once its OCR has started, 10 s pass: past the 2.5 s limit for the rest, within
      // the 30 s a slow step gets.
      const tenSecondsOnceOcrRuns = (_group: unknown, running: boolean) => {
        if (running) vi.advanceTimersByTime(10_000);
      };
      const analyzeScan = async (limits: { timeoutMs: number; maxSlowMs?: number }) => {
        const pool = createAnalysisPool({
          size: 1,
          slowStepMs: 30_000,
          onChildProcess: tenSecondsOnceOcrRuns,
          ...limits,
        });
        try {
          return await pool.analyze(corpus('linn.pdf'));
        } finally {
          await pool.close();
        }
      };
      const scan = await analyzeScan({ timeoutMs: 2_500 });
      expect(scan).toMatchObject({ pages: 1, method: 'ocr' });
      expect(scan.wordCount).toBeGreaterThan(500);
      // With at most 1 s for the file in all, the same 10 s end it.
      const capped = await analyzeScan({ timeoutMs: 500, maxSlowMs: 1_000 });
      expect(capped.method).toBe('estimate');
      expect(capped.warnings[0]).toMatch(/took too long/);
    },
  );

  it('replaces a worker that runs out of memory', async () => {
    const pool = createAnalysisPool({ size: 1, maxMemoryMb: 32, timeoutMs: 30_000 });
    try {
      // 200,000 pdf.js text items do not fit in a 32 MB heap.
      const heavy = await pool.analyze(write('heavy.pdf', makePdf([textLines(200_000)])));
      expect(heavy.method).toBe('estimate');
      expect(heavy.warnings[0]).toBe('Analysing this PDF needed too much memory — estimated from file size');
      expect(await pool.analyze(corpus('uchardet-es-utf-8.txt'))).toMatchObject({ wordCount: 63 });
    } finally {
      await pool.close();
    }
  });

  it('answers with an estimate once closed', async () => {
    const pool = createAnalysisPool({ size: 1 });
    await pool.close();
    const result = await pool.analyze(corpus('canvas.pdf'));
    expect(result.method).toBe('estimate');
    expect(result.warnings[0]).toMatch(/shutting down/);
  });
});
