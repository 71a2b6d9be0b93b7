import { describe, expect, it } from 'vitest';
import { analyzeFile, type TFileAnalysis } from '../src/analyze-file.ts';
import { corpusPath, loadManifest, type TCorpusEntry, within } from './corpus-files.ts';

type TRow = { entry: TCorpusEntry; result: TFileAnalysis | null; error: string | null };

const share = (rows: TRow[], test: (row: TRow & { result: TFileAnalysis }) => boolean): [number, number] => {
  const counted = rows.filter((row): row is TRow & { result: TFileAnalysis } => row.result !== null);
  return [counted.filter(test).length, rows.length];
};

/**
 * Runs every corpus file and prints how close the counts are to the references. The bars asserted here are the
 * accuracy measured when this was written (a regression guard), not the product's targets.
 */
describe('corpus report', () => {
  it('matches the reference counts', async () => {
    const rows: TRow[] = [];
    for (const entry of loadManifest()) {
      try {
        rows.push({
          entry,
          result: await analyzeFile({ filePath: corpusPath(entry.file), filename: entry.file }),
          error: null,
        });
      } catch (error) {
        rows.push({ entry, result: null, error: (error as Error).message });
      }
    }
    const readable = (type: TCorpusEntry['type']) =>
      rows.filter((row) => row.entry.type === type && !row.entry.broken && row.entry.words.reference !== null);
    const textPdfs = readable('pdf').filter((row) => !row.entry.image_only);
    const wordsWithin3 = (row: TRow & { result: TFileAnalysis }) =>
      within(row.result.wordCount, row.entry.words.reference ?? Number.NaN, 0.03);
    const pagesEqual = (row: TRow & { result: TFileAnalysis }) => row.result.pages === row.entry.pages;
    const highConfidence = (type: TCorpusEntry['type']) =>
      readable(type).filter((row) => row.entry.pages_confidence === 'high');

    const report = {
      // Files that open without a password (scans included: their reference is 0 words, not null).
      pdfPagesExact: share(readable('pdf'), pagesEqual),
      pdfWordsWithin3: share(textPdfs, wordsWithin3),
      pdfScansEstimated: share(
        rows.filter((row) => row.entry.image_only && !row.entry.encrypted),
        (row) => row.result.method === 'estimate',
      ),
      docxWordsWithin3: share(readable('docx'), wordsWithin3),
      docxPagesEqualHighConfidence: share(highConfidence('docx'), pagesEqual),
      docxPagesEqualAll: share(readable('docx'), pagesEqual),
      docWordsWithin3: share(readable('doc'), wordsWithin3),
      docPagesEqualHighConfidence: share(highConfidence('doc'), pagesEqual),
      docPagesEqualAll: share(readable('doc'), pagesEqual),
      txtWordsExact: share(readable('txt'), (row) => row.result.wordCount === row.entry.words.reference),
      unreadable: rows.filter((row) => row.error).map((row) => row.entry.file),
    };
    const misses = rows
      .filter((row) => row.result && row.entry.words.reference && !row.entry.image_only)
      .filter((row) => !within(row.result?.wordCount ?? 0, row.entry.words.reference ?? 0, 0.03))
      .map((row) => `${row.entry.file}: ${row.result?.wordCount} vs ${row.entry.words.reference}`);
    console.info('corpus report', JSON.stringify({ ...report, wordMisses: misses }, null, 2));

    expect(report.pdfPagesExact[0]).toBe(report.pdfPagesExact[1]);
    expect(report.pdfWordsWithin3[0]).toBeGreaterThanOrEqual(21);
    expect(report.pdfScansEstimated[0]).toBe(report.pdfScansEstimated[1]);
    expect(report.docxWordsWithin3[0]).toBe(report.docxWordsWithin3[1]);
    expect(report.docxPagesEqualHighConfidence[0]).toBe(report.docxPagesEqualHighConfidence[1]);
    expect(report.docWordsWithin3[0]).toBeGreaterThanOrEqual(9);
    expect(report.docPagesEqualHighConfidence[0]).toBe(report.docPagesEqualHighConfidence[1]);
    expect(report.txtWordsExact[0]).toBe(report.txtWordsExact[1]);
    expect(report.unreadable.sort()).toEqual(['bug1020226.pdf', 'truncated62886.docx']);
  });
});
