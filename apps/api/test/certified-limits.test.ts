import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  assembleCertifiedPdf,
  CERTIFIED_PDF_LIMITS,
  type TCertifiedPdfInput,
  UnusableCertifiedTranslation,
  wrapText,
} from '../src/services/certified/assemble-certified-pdf.ts';
import {
  assembleCertifiedPdfBounded,
  CERTIFIED_ASSEMBLY_LIMITS,
} from '../src/services/certified/assemble-certified-pdf-bounded.ts';

const pdfWithPages = async (count: number) => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < count; index += 1) {
    document.addPage().drawText(`Page ${index + 1}`, { x: 50, y: 700, size: 14, font });
  }
  return document.save();
};

/** A one-page PDF whose content stream is `unpacked` bytes of spaces, deflated (a few kilobytes on disk). */
const pdfUnpackingTo = async (unpacked: number) => {
  const document = await PDFDocument.create();
  const page = document.addPage();
  const stream = document.context.flateStream(new Uint8Array(unpacked).fill(0x20));
  page.node.set(document.context.obj('Contents'), document.context.register(stream));
  return document.save();
};

const input = async (overrides: Partial<TCertifiedPdfInput> = {}): Promise<TCertifiedPdfInput> => ({
  translation: { bytes: await pdfWithPages(2), contentType: 'application/pdf' },
  sources: [{ bytes: await pdfWithPages(1), contentType: 'application/pdf', name: 'birth-certificate.pdf' }],
  documentName: 'birth-certificate.pdf',
  orderNumber: 'TRS-20261126-AB12CD',
  sourceLanguage: 'english',
  targetLanguage: 'spanish',
  certifications: ['sworn_spain'],
  translator: {
    name: 'Lucía Jurado Martín',
    sworn: {
      jurisdiction: 'spain',
      language: 'english',
      number: '1234',
      issuingAuthority: 'Ministerio de Asuntos Exteriores',
      formOfAddress: null,
    },
    signature: null,
    seal: null,
  },
  agency: { name: 'Sello Traducciones S.L.', address: 'Calle Mayor 10\n28013 Madrid' },
  place: 'Madrid',
  issuedAt: new Date('2026-11-26T10:00:00Z'),
  verification: { code: '7KQ2M9XD4TPA', url: 'https://sello.example/verify/7KQ2-M9XD-4TPA' },
  requireSignatureImage: false,
  ...overrides,
});

const limits = (overrides: Partial<typeof CERTIFIED_PDF_LIMITS>) => ({ ...CERTIFIED_PDF_LIMITS, ...overrides });

describe('wrapText', () => {
  it('measures each character once, however long the text (linear)', () => {
    const measured: string[] = [];
    // Every character is 5 points wide at size 1.
    const font = {
      widthOfTextAtSize: (text: string, size: number) => {
        measured.push(text);
        return [...text].length * 5 * size;
      },
    };
    const text = 'lorem ipsum dolor sit amet '.repeat(2000);
    const lines = wrapText(`${text}\n${'x'.repeat(45)}`, font, 2, 200);
    expect(new Set(measured).size).toBe(measured.length);
    expect(measured.length).toBeLessThanOrEqual(20);
    // 200 points at 10 points a character: 20 characters a line; the long word is cut.
    expect(lines.slice(0, 3)).toEqual(['lorem ipsum dolor', 'sit amet lorem ipsum', 'dolor sit amet lorem']);
    expect(lines.slice(-3)).toEqual(['x'.repeat(20), 'x'.repeat(20), 'x'.repeat(5)]);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(20);
  });
});

describe('the limits of one certified translation (checked before the work)', () => {
  it('a text source larger than the limit is refused with its size', async () => {
    const text = new TextEncoder().encode('lorem ipsum dolor sit amet '.repeat(200));
    const attempt = assembleCertifiedPdf(
      await input({
        sources: [{ bytes: text, contentType: 'text/plain', name: 'statement.txt' }],
        limits: limits({ maxTextBytes: 4000 }),
      }),
    );
    await expect(attempt).rejects.toThrow(UnusableCertifiedTranslation);
    await expect(attempt).rejects.toThrow(
      'statement.txt is too large to reproduce in the certified translation (6 KB of text; at most 4 KB).',
    );
  });

  it('a result with more pages than the limit is refused before its pages are copied', async () => {
    // 2 translation pages + 1 certification page fit; the 3-page source would make 6.
    const tooMany = assembleCertifiedPdf(
      await input({
        sources: [{ bytes: await pdfWithPages(3), contentType: 'application/pdf', name: 'passport.pdf' }],
        limits: limits({ maxPages: 5 }),
      }),
    );
    await expect(tooMany).rejects.toThrow(UnusableCertifiedTranslation);
    await expect(tooMany).rejects.toThrow(
      'passport.pdf is too large to reproduce in the certified translation (it would have 6 pages; at most 5).',
    );
    const longTranslation = assembleCertifiedPdf(
      await input({
        translation: { bytes: await pdfWithPages(4), contentType: 'application/pdf' },
        limits: limits({ maxPages: 3 }),
      }),
    );
    await expect(longTranslation).rejects.toThrow(
      'The translation of birth-certificate.pdf is too large to reproduce in the certified translation (it would ' +
        'have 4 pages; at most 3).',
    );
    // At the limit it is made.
    const atLimit = await assembleCertifiedPdf(await input({ limits: limits({ maxPages: 4 }) }));
    expect(atLimit.pageCount).toBe(4);
  });

  it('a PDF whose pages unpack to more than the limit (a small file holding a huge stream) is refused', async () => {
    const bomb = await pdfUnpackingTo(3_000_000);
    expect(bomb.byteLength).toBeLessThan(100_000);
    const asSource = assembleCertifiedPdfBounded(
      await input({
        sources: [{ bytes: bomb, contentType: 'application/pdf', name: 'scan.pdf' }],
        limits: limits({ maxUnpackedBytes: 2_000_000 }),
      }),
    );
    await expect(asSource).rejects.toThrow(UnusableCertifiedTranslation);
    await expect(asSource).rejects.toThrow(
      'scan.pdf is too large to reproduce in the certified translation (its pages unpack to more than 2.0 MB).',
    );
    const asTranslation = assembleCertifiedPdf(
      await input({
        translation: { bytes: bomb, contentType: 'application/pdf' },
        limits: limits({ maxUnpackedBytes: 2_000_000 }),
      }),
    );
    await expect(asTranslation).rejects.toThrow(
      'The translation of birth-certificate.pdf is too large to reproduce in the certified translation (its pages ' +
        'unpack to more than 2.0 MB).',
    );
    // Under the limit the same page is copied.
    const made = await assembleCertifiedPdf(
      await input({
        sources: [{ bytes: bomb, contentType: 'application/pdf', name: 'scan.pdf' }],
        limits: limits({ maxUnpackedBytes: 4_000_000 }),
      }),
    );
    expect(made.pageCount).toBe(4);
  });
});

describe('assembleCertifiedPdfBounded (a worker thread with a time and a memory limit)', () => {
  it('makes the same PDF as assembleCertifiedPdf, and leaves the caller’s bytes usable', async () => {
    const direct = await assembleCertifiedPdf(await input());
    const request = await input();
    const translationBefore = request.translation.bytes.byteLength;
    const bounded = await assembleCertifiedPdfBounded(request, CERTIFIED_ASSEMBLY_LIMITS);
    expect(bounded.pageCount).toBe(direct.pageCount);
    expect(bounded.warnings).toEqual(direct.warnings);
    expect(Buffer.from(bounded.pdf).equals(Buffer.from(direct.pdf))).toBe(true);
    expect(request.translation.bytes.byteLength).toBe(translationBefore);
  });

  it('passes the reasons staff must act on through, as themselves', async () => {
    const attempt = assembleCertifiedPdfBounded(
      await input({ translation: { bytes: new TextEncoder().encode('not a PDF'), contentType: 'application/pdf' } }),
    );
    await expect(attempt).rejects.toThrow(UnusableCertifiedTranslation);
    await expect(attempt).rejects.toThrow('The translation is neither a PDF nor a Word document');
  });

  it('a worker past its time limit is ended: the document took too long', async () => {
    // No worker can even load its modules in a millisecond.
    const attempt = assembleCertifiedPdfBounded(await input(), { timeoutMs: 1, maxMemoryMb: 1024 });
    await expect(attempt).rejects.toThrow(UnusableCertifiedTranslation);
    await expect(attempt).rejects.toThrow(
      'birth-certificate.pdf could not be reproduced in the certified translation: making it took too long',
    );
  });

  it('a worker past its memory limit is ended: the document needed too much memory', { timeout: 120_000 }, async () => {
    // 200,000 objects, each parsed into several JavaScript objects, do not fit in a 32 MB heap.
    const objects = [
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 612 792]>> endobj',
    ];
    for (let index = 4; index < 200_000; index += 1) objects.push(`${index} 0 obj <</N ${index}>> endobj`);
    const heavy = new TextEncoder().encode(
      `%PDF-1.7\n${objects.join('\n')}\ntrailer <</Size 200000 /Root 1 0 R>>\n%%EOF\n`,
    );
    const attempt = assembleCertifiedPdfBounded(
      await input({ translation: { bytes: heavy, contentType: 'application/pdf' } }),
      { timeoutMs: 600_000, maxMemoryMb: 32 },
    );
    await expect(attempt).rejects.toThrow(UnusableCertifiedTranslation);
    await expect(attempt).rejects.toThrow(
      'birth-certificate.pdf could not be reproduced in the certified translation: making it needed too much memory',
    );
  });
});
