import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFile } from '../src/analyze-file.ts';
import { buildPageText } from '../src/pdf-page-text.ts';
import { makePdf } from './make-pdf.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sello-pdf-words-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Words of a one-page PDF (Helvetica 12 pt as /F1 unless the content sets otherwise), through the analyzer. */
const wordsOf = async (name: string, content: string): Promise<number> => {
  const filePath = path.join(tmp, `${name}.pdf`);
  writeFileSync(filePath, makePdf([content]));
  const result = await analyzeFile({ filePath, filename: `${name}.pdf` });
  expect(result.method).toBe('text');
  expect(result.perPage?.reduce((a, b) => a + b, 0)).toBe(result.wordCount);
  return result.wordCount;
};

/** A text object drawn at `degrees` from the horizontal. */
const rotated = (degrees: number, x: number, y: number, text: string): string => {
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians).toFixed(4), Math.sin(radians).toFixed(4)];
  return `BT /F1 10 Tf ${cos} ${sin} ${-Number(sin)} ${cos} ${x} ${y} Tm (${text}) Tj ET`;
};

// Each expected figure is what poppler's `pdftotext -layout FILE - | wc -w` gives for the same PDF.
describe('PDF words built by position (as poppler)', () => {
  it('counts text drawn twice with a small offset (fake bold) once', async () => {
    const bold = '(Hello world, this is bold) Tj ET';
    const content = `BT /F1 12 Tf 72 700 Td ${bold} BT /F1 12 Tf 72.4 700.2 Td ${bold} BT /F1 12 Tf 72 680 Td (plain text here) Tj ET`;
    expect(await wordsOf('fake-bold', content)).toBe(8); // content order with spaces: 13
  });

  it('counts a glyph drawn twice at the same place once', async () => {
    expect(await wordsOf('glyph-bold', 'BT /F1 12 Tf 72 700 Td [(H) 1000 (H) -950 (e) 600 (e) -950 (l)] TJ ET')).toBe(
      3,
    );
  });

  it('does not count text outside the page', async () => {
    const content =
      'BT /F1 12 Tf 72 700 Td (inside words here) Tj ET BT /F1 12 Tf 700 700 Td (right outside) Tj ET ' +
      'BT /F1 12 Tf 72 -30 Td (below the page) Tj ET BT /F1 12 Tf -200 600 Td (left) Tj ET';
    expect(await wordsOf('off-page', content)).toBe(3);
  });

  it('glues fragments drawn out of order back onto the word they touch', async () => {
    // The asterisk of 'Deces*' is drawn last, right after the word (as in issue7454.pdf); the other stands apart.
    const content =
      'BT /F1 12 Tf 72 700 Td (Deces) Tj 0 -20 Td (Invalidite PTIA) Tj ET BT /F1 12 Tf 72 400 Td (other text) Tj ET ' +
      'BT /F1 12 Tf 104.016 700 Td (*) Tj 0 -20 Td 82.7 0 Td (*) Tj ET';
    expect(await wordsOf('out-of-order', content)).toBe(6); // content order: 7
  });

  it('splits table cells that touch corner to corner on tight rows', async () => {
    // "1234" starts where "Total" ends, one (10 pt) row lower: two cells, not "Total1234".
    const content =
      'BT /F1 12 Tf 72 700 Td (Total) Tj ET BT /F1 12 Tf 98.7 690 Td (1234) Tj ET BT /F1 12 Tf 125.4 680 Td (Due) Tj ET';
    expect(await wordsOf('cells', content)).toBe(3); // content order: 1
  });

  it('joins a letter-spaced heading into one word', async () => {
    expect(
      await wordsOf('spaced', 'BT /F1 14 Tf 3 Tc 72 700 Td (HEADING) Tj 0 Tc 0 -20 Td (normal words here) Tj ET'),
    ).toBe(
      4, // pdf.js: "H E A D I N G normal words here", 10
    );
  });

  it('cuts diagonal labels where their baseline moves, as poppler does', async () => {
    expect(await wordsOf('diagonal-45', rotated(45, 100, 300, 'Bearing 123 45'))).toBe(7); // "Be ar in g 12 3 45"
    expect(await wordsOf('diagonal-60', rotated(60, 300, 300, 'North east corner'))).toBe(7); // "No rth ea st co rne r"
    expect(await wordsOf('vertical', rotated(90, 300, 300, 'Rotated label text'))).toBe(3);
  });

  it('keeps lines in content order, one per text line', () => {
    const item = (str: string, x: number, y: number, width: number) => ({
      str,
      transform: [10, 0, 0, 10, x, y],
      width,
    });
    const text = buildPageText([
      item('First line of', 72, 700, 60),
      item('Second line', 72, 688, 55),
      item('the column', 134, 700, 50),
    ]);
    expect(text).toBe('First line of the column\nSecond line');
  });
});
