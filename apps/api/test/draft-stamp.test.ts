import { spawn } from 'node:child_process';
import { degrees, PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DRAFT_MARK, DRAFT_NOT_READABLE, stampDraft } from '../src/services/drafts/stamp-draft.ts';

/** The text of one page, whitespace collapsed, as `pdftotext` reads it (poppler-utils). */
const pageText = (pdf: Uint8Array, page: number) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn('pdftotext', ['-enc', 'UTF-8', '-f', String(page), '-l', String(page), '-', '-']);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8').replace(/\s+/g, ' ').trim())
        : reject(new Error(`pdftotext exited ${code}: ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(pdf);
  });

/** A translation of three pages: a letter page, a landscape page and a page turned a quarter. */
const translation = async () => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const sizes: Array<[number, number]> = [
    [612, 792],
    [792, 612],
    [612, 792],
  ];
  sizes.forEach(([width, height], index) => {
    const page = document.addPage([width, height]);
    page.drawText(`Certificado de nacimiento, página ${index + 1}`, { x: 72, y: height / 2, size: 12, font });
    if (index === 2) page.setRotation(degrees(90));
  });
  return document.save();
};

describe('a draft of the translation', () => {
  it('says "DRAFT — not valid as a translation" on every page and keeps the translation', async () => {
    const draft = await stampDraft(await translation());
    const document = await PDFDocument.load(draft);
    expect(document.getPageCount()).toBe(3);
    for (const page of [1, 2, 3]) {
      const text = await pageText(draft, page);
      expect(text, `page ${page}`).toContain(`Certificado de nacimiento, página ${page}`);
      // The banner at the top and bottom and the mark across the page.
      expect(text.split(DRAFT_MARK).length - 1, `page ${page}: ${text}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('refuses a file that is not a PDF with a clear message', async () => {
    await expect(stampDraft(new TextEncoder().encode('PK\u0003\u0004 not a pdf'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: DRAFT_NOT_READABLE,
    });
  });
});
