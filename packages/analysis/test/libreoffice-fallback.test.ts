import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysisError } from '../src/analysis-error.ts';
import { analyzeOle } from '../src/analyze-doc.ts';
import { analyzeFile } from '../src/analyze-file.ts';
import { countPdfPages } from '../src/analyze-pdf.ts';
import { findSoffice, renderToPdf } from '../src/render-page-count.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'sello-lo-fallback-'));
const WORDS = ['Le', 'rapport', 'annuel', 'présente', 'les', 'résultats', 'de', 'la', 'société', "l'année"];
/** A long French report: 200 paragraphs of 30 words (6,000 words), the same on every run. */
const reportText = Array.from({ length: 200 }, (_, paragraph) =>
  Array.from({ length: 30 }, (_, word) => WORDS[(paragraph * 7 + word * 3) % WORDS.length]).join(' '),
).join('\n\n');

let original: Uint8Array;
let damaged: string;

// LibreOffice writes a Word 97 file as Word would; cutting its last 100 bytes (a transfer that stopped short) makes
// the compound-file reader give up, while LibreOffice, like antiword, still reads every word.
beforeAll(() => {
  const soffice = findSoffice();
  if (!soffice) throw new Error('LibreOffice (soffice) is needed for this test; .ci/run installs it');
  writeFileSync(path.join(folder, 'report.txt'), reportText);
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=file://${path.join(folder, 'profile')}`,
      '--headless',
      '--convert-to',
      'doc:MS Word 97',
      '--outdir',
      folder,
      path.join(folder, 'report.txt'),
    ],
    { stdio: 'ignore', timeout: 60_000 },
  );
  original = new Uint8Array(readFileSync(path.join(folder, 'report.doc')));
  damaged = path.join(folder, 'rapport-annuel.doc');
  writeFileSync(damaged, original.subarray(0, original.length - 100));
}, 70_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('a Word 97 file our reader refuses but LibreOffice reads', () => {
  it('is refused by our own reader as damaged', async () => {
    const bytes = new Uint8Array(readFileSync(damaged));
    const refusal = await analyzeOle(bytes, bytes.length).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AnalysisError);
    expect((refusal as AnalysisError).code).toBe('CORRUPT');
  });

  it('is counted from LibreOffice: every word, the pages of its layout, not a size estimate', async () => {
    const result = await analyzeFile({ filePath: damaged, filename: 'rapport-annuel.doc' });
    expect(result.method).toBe('libreoffice');
    expect(result.wordCount).toBe(6000);
    const rendered = await renderToPdf(original, '.doc');
    if (!rendered || 'error' in rendered) throw new Error('LibreOffice could not render the intact file');
    expect(result.pages).toBe(await countPdfPages(rendered.pdf));
    expect(result.pages).toBeGreaterThan(5);
    expect(result.perPage?.reduce((sum, words) => sum + words, 0)).toBe(6000);
    expect(result.warnings.join()).toMatch(/LibreOffice opened it/);
  }, 60_000);

  it('keeps the reader’s own error when LibreOffice cannot open the file either', async () => {
    const garbage = path.join(folder, 'garbage.doc');
    writeFileSync(garbage, Buffer.concat([Buffer.from(original.subarray(0, 512)), Buffer.alloc(2048, 0x41)]));
    await expect(analyzeFile({ filePath: garbage, filename: 'garbage.doc' })).rejects.toMatchObject({
      code: 'CORRUPT',
    });
  }, 60_000);
});
