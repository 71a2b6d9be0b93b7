import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAnalysisPool } from '../src/analysis-pool.ts';
import { analyzeFile } from '../src/analyze-file.ts';
import { countWords } from '../src/count-words.ts';
import { closeOcr } from '../src/ocr.ts';
import { textToHtml } from '../src/text-to-html.ts';
import { corpusPath } from './corpus-files.ts';
import { jpegPage, makePdf, textImage, textLines } from './make-pdf.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-html-'));
afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await closeOcr();
});

const htmlOf = async (filePath: string, language?: string) => {
  const result = await analyzeFile({ filePath, filename: path.basename(filePath), language, html: true });
  return { ...result, html: result.html ?? '' };
};
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replaceAll('&amp;', '&');

describe('text extracted to HTML (for the translation job)', () => {
  it('is left out unless asked for', async () => {
    const result = await analyzeFile({ filePath: corpusPath('canvas.pdf'), filename: 'canvas.pdf' });
    expect(result.html).toBeUndefined();
  });

  it('DOCX keeps headings, lists and tables, without pictures', async () => {
    const headings = await htmlOf(corpusPath('category-level.docx'));
    expect(headings.html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(headings.html).toMatch(/<(ul|ol)><li>/);
    const tables = await htmlOf(corpusPath('IllustrativeCases.docx'));
    expect(tables.html).toMatch(/<table><tr><td>/);
    expect(tables.html).not.toMatch(/<img|data:image/);
    // The same visible text as the count (footnotes and the like may add a little).
    expect(countWords(textOf(tables.html))).toBeGreaterThanOrEqual(tables.wordCount);
    expect(countWords(textOf(tables.html))).toBeLessThanOrEqual(tables.wordCount * 1.05);
  });

  it('PDF: one section a page, a paragraph a line, text escaped', async () => {
    const filePath = path.join(tmp, 'two-pages.pdf');
    writeFileSync(filePath, makePdf([textLines(4), 'BT /F1 12 Tf 72 720 Td (Fees < 5 & no tax) Tj ET']));
    const result = await htmlOf(filePath);
    expect(result.html).toBe(
      [
        '<section data-page="1">',
        '<p>word word</p>\n<p>word word</p>\n<p>word word</p>\n<p>word word</p>',
        '</section>',
        '<section data-page="2">',
        '<p>Fees &lt; 5 &amp; no tax</p>',
        '</section>',
      ].join('\n'),
    );
  });

  it('PDF: a scanned page comes from OCR', async () => {
    const scan = await textImage(['Certificate of birth issued', 'by the civil registry office'], 'jpeg');
    const filePath = path.join(tmp, 'mixed.pdf');
    writeFileSync(filePath, makePdf([textLines(2), jpegPage(scan)]));
    const result = await htmlOf(filePath);
    expect(result.method).toBe('mixed');
    const [, scanned = ''] = result.html.split('<section data-page="2">');
    expect(scanned).toMatch(/Certificate of birth/);
    expect(scanned).toMatch(/registry office/);
  });

  it('DOC, TXT and images become paragraphs', async () => {
    const doc = await htmlOf(corpusPath('64132.doc'));
    expect(doc.html.startsWith('<p>')).toBe(true);
    expect(countWords(textOf(doc.html))).toBe(doc.wordCount);

    const txtPath = path.join(tmp, 'letter.txt');
    writeFileSync(txtPath, 'Dear <Sir>,\nthis line was\nwrapped.\n\nYours & truly\n');
    expect((await htmlOf(txtPath)).html).toBe(
      '<p>Dear &lt;Sir&gt;, this line was wrapped.</p>\n<p>Yours &amp; truly</p>',
    );

    const pngPath = path.join(tmp, 'scan.png');
    writeFileSync(pngPath, await textImage(['The quick brown fox jumps'], 'png'));
    expect((await htmlOf(pngPath)).html).toMatch(/<p>The quick brown fox jumps<\/p>/);
  });

  it('every line a paragraph when the text has no blank lines; control characters removed', () => {
    expect(textToHtml('one\ntwo\u0007\n')).toBe('<p>one</p>\n<p>two</p>');
    expect(textToHtml('a\n\nb\nc', 'lines')).toBe('<p>a</p>\n<p>b</p>\n<p>c</p>');
  });

  it('comes through the pool; a file that falls back to an estimate has none', async () => {
    const pool = createAnalysisPool({ size: 1 });
    try {
      const good = await pool.analyze({ filePath: corpusPath('57312.docx'), filename: 'a.docx', size: 1, html: true });
      expect(good.html).toMatch(/^<p>/);
      const broken = await pool.analyze({
        filePath: corpusPath('bug1020226.pdf'),
        filename: 'b.pdf',
        size: 1000,
        html: true,
      });
      expect(broken.method).toBe('estimate');
      expect(broken.html).toBeUndefined();
    } finally {
      await pool.close();
    }
  });
});
