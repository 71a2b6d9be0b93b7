import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { findSoffice } from '@sello/analysis/render-page-count';
import type { TLanguage } from '@sello/shared/constants';
import { strToU8, zipSync } from 'fflate';
import { degrees, PDFDocument, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  encodeHeic,
  heifEncoder,
  jpegWithOrientation,
  quarterTurn,
} from '../../../packages/analysis/test/make-photo.ts';
import {
  assembleCertifiedPdf,
  chooseCertifications,
  type TCertifiedPdfInput,
  type TCertifiedTranslator,
  UnusableCertifiedTranslation,
} from '../src/services/certified/assemble-certified-pdf.ts';
import { sealLines, swornCertificationText } from '../src/services/certified/certification-wording.ts';

const run = promisify(execFile);

let folder = '';
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'sello-certified-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

let fileCount = 0;
const saved = async (pdf: Uint8Array): Promise<string> => {
  fileCount += 1;
  const file = path.join(folder, `certified-${fileCount}.pdf`);
  await writeFile(file, pdf);
  return file;
};

/** The text of page n (1-based) with pdftotext -layout, or of a region of it (points, from the top left). */
const pageText = async (
  file: string,
  page: number,
  region?: { x: number; y: number; width: number; height: number },
): Promise<string> => {
  const crop = region
    ? [
        '-x',
        `${Math.round(region.x)}`,
        '-y',
        `${Math.round(region.y)}`,
        '-W',
        `${region.width}`,
        '-H',
        `${region.height}`,
      ]
    : [];
  const { stdout } = await run('pdftotext', ['-layout', '-f', `${page}`, '-l', `${page}`, ...crop, file, '-']);
  return stdout;
};
/** The text with runs of whitespace (line breaks, layout columns) as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const pdfInfo = async (file: string) => {
  const { stdout } = await run('pdfinfo', [file]);
  return stdout;
};

/** A PDF with one line of text per page. */
const pdfWithPages = async (lines: string[]) => {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const line of lines) document.addPage([595, 842]).drawText(line, { x: 60, y: 700, size: 14, font });
  return document.save();
};

/** The smallest Word document with one paragraph. */
const docx = (text: string) =>
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });

/** A PDF whose trailer says it is encrypted (the standard security handler). */
const encryptedPdf = async () => {
  const document = await PDFDocument.create();
  document.addPage();
  document.context.trailerInfo.Encrypt = document.context.obj({
    Filter: 'Standard',
    V: 1,
    R: 2,
    O: PDFString.of('owner'),
    U: PDFString.of('user'),
    P: -4,
  });
  return document.save();
};

const image = async (type: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Uint8Array> => {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.strokeStyle = '#1a237e';
  context.lineWidth = Math.max(2, height / 25);
  context.beginPath();
  context.moveTo(width * 0.05, height * 0.7);
  context.bezierCurveTo(width * 0.25, 0, width * 0.4, height, width * 0.6, height * 0.4);
  context.lineTo(width * 0.95, height * 0.6);
  context.stroke();
  const encoded =
    type === 'png'
      ? await canvas.encode('png')
      : type === 'webp'
        ? await canvas.encode('webp', 90)
        : await canvas.encode('jpeg', 90);
  return new Uint8Array(encoded);
};

let signaturePng: Uint8Array;
beforeAll(async () => {
  signaturePng = await image('png', 300, 100);
});

const spanishTranslator = (): TCertifiedTranslator => ({
  name: 'Ana García Ruiz',
  sworn: {
    jurisdiction: 'spain',
    language: 'english',
    number: '1234',
    issuingAuthority: 'the Spanish Ministry of Foreign Affairs',
    formOfAddress: null,
  },
  signature: { bytes: signaturePng, contentType: 'image/png' },
  seal: null,
});
const frenchTranslator = (): TCertifiedTranslator => ({
  name: 'Claire Dubois',
  sworn: {
    jurisdiction: 'france',
    language: 'english',
    number: '2019-456',
    issuingAuthority: "cour d'appel de Paris",
    formOfAddress: null,
  },
  signature: { bytes: signaturePng, contentType: 'image/png' },
  seal: null,
});

const ISSUED_AT = new Date('2026-11-26T10:00:00Z');

const inputFor = async (
  sourceLanguage: TLanguage,
  targetLanguage: TLanguage,
  overrides: Partial<TCertifiedPdfInput> = {},
): Promise<TCertifiedPdfInput> => {
  const translator = overrides.translator ?? spanishTranslator();
  return {
    translation: {
      bytes: await pdfWithPages(['Translated page one', 'Translated page two']),
      contentType: 'application/pdf',
    },
    sources: [
      {
        bytes: await pdfWithPages(['Original page one', 'Original page two', 'Original page three']),
        contentType: 'application/pdf',
        name: 'birth-certificate.pdf',
      },
    ],
    documentName: 'birth-certificate.pdf',
    orderNumber: 'TRS-20261126-AB12CD',
    sourceLanguage,
    targetLanguage,
    certifications: chooseCertifications({ jurisdiction: translator.sworn.jurisdiction, targetLanguage }),
    translator,
    agency: { name: 'Sello Traducciones S.L.', address: 'Calle Mayor 10, 3.º izquierda\n28013 Madrid\nSpain' },
    place: translator.sworn.jurisdiction === 'spain' ? 'Madrid' : 'Paris',
    issuedAt: ISSUED_AT,
    verification: { code: '7KQ2M9XD4TPA', url: 'https://sello.example/verify/7KQ2-M9XD-4TPA' },
    ...overrides,
  };
};

const FOOTER = (n: number, total: number, language: 'en' | 'es') =>
  language === 'es'
    ? `Traducción de birth-certificate.pdf — página ${n} de ${total} — pedido TRS-20261126-AB12CD`
    : `Translation of birth-certificate.pdf — page ${n} of ${total} — order TRS-20261126-AB12CD`;
const VERIFY_LINE = (language: 'en' | 'es') =>
  language === 'es'
    ? 'Verificación: https://sello.example/verify/7KQ2-M9XD-4TPA · código 7KQ2-M9XD-4TPA'
    : 'Verify: https://sello.example/verify/7KQ2-M9XD-4TPA · code 7KQ2-M9XD-4TPA';

/** The region of the band that holds the seal (right side, above the footer lines): pdftotext's top-left points. */
const sealRegion = (pageHeight: number, pageWidth: number) => ({
  x: pageWidth - 36 - 200,
  y: pageHeight - 48 - 46 - 1,
  width: 200,
  height: 48,
});
const A4 = { width: 595.28, height: 841.89 };
const LETTER = { width: 612, height: 792 };

/**
 * Every page: the footer, the verify line and exactly the seal's three lines in the seal. The footer is in English
 * on documents for US authorities (Letter), in Spanish on Spanish sworn translations (A4).
 */
const expectEveryPageBanded = async (file: string, pageCount: number, seal: string[], size: typeof A4) => {
  const language = size === LETTER ? 'en' : 'es';
  for (let page = 1; page <= pageCount; page += 1) {
    const text = await pageText(file, page);
    expect(text).toContain(FOOTER(page, pageCount, language));
    expect(text).toContain(VERIFY_LINE(language));
    const sealText = (await pageText(file, page, sealRegion(size.height, size.width)))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    expect(sealText).toEqual(seal);
  }
};

describe('chooseCertifications', () => {
  it('picks the jurisdiction’s sworn certification, plus USCIS into English', () => {
    expect(chooseCertifications({ jurisdiction: 'spain', targetLanguage: 'spanish' })).toEqual(['sworn_spain']);
    expect(chooseCertifications({ jurisdiction: 'spain', targetLanguage: 'english' })).toEqual([
      'sworn_spain',
      'uscis',
    ]);
    expect(chooseCertifications({ jurisdiction: 'france', targetLanguage: 'english' })).toEqual([
      'sworn_france',
      'uscis',
    ]);
    expect(chooseCertifications({ jurisdiction: 'france', targetLanguage: 'french' })).toEqual(['sworn_france']);
  });
});

describe('the wording in the translator’s form of address', () => {
  const wording = (jurisdiction: 'spain' | 'france', formOfAddress: 'masculine' | 'feminine' | null) =>
    swornCertificationText({
      name: 'Sam Martin',
      sworn: {
        jurisdiction,
        language: 'english',
        number: '7',
        issuingAuthority: "cour d'appel de Lyon",
        formOfAddress,
      },
      sourceLanguage: 'english',
      targetLanguage: 'french',
      place: 'Lyon',
      issuedAt: ISSUED_AT,
    });

  it('French: soussigné, traducteur assermenté (masculine); soussigné(e) when not said, as before', () => {
    expect(wording('france', 'masculine').formula).toMatch(/^Je soussigné Sam Martin, traducteur assermenté près/);
    expect(wording('france', null).formula).toMatch(/^Je soussigné\(e\) Sam Martin, traducteur assermenté près/);
    expect(sealLines('Sam Martin', { ...wordingCredential('france'), formOfAddress: 'masculine' })[1]).toBe(
      'Traducteur assermenté — anglais',
    );
  });

  it('the French translation of the Spanish formula agrees too: traductrice-interprète jurée … nommée', () => {
    expect(wording('spain', 'feminine').literal?.text).toMatch(
      /^Sam Martin, traductrice-interprète jurée d'anglais nommée par le ministère/,
    );
    expect(wording('spain', 'masculine').literal?.text).toMatch(
      /^Sam Martin, traducteur-interprète juré d'anglais nommé par/,
    );
    expect(wording('spain', null).literal?.text).toMatch(/^Sam Martin, traducteur-interprète juré d'anglais nommé par/);
    expect(wording('spain', 'feminine').formula).toMatch(
      /^Doña Sam Martin, Traductora-Intérprete Jurada de inglés nombrada por/,
    );
  });
});

const wordingCredential = (jurisdiction: 'spain' | 'france') => ({
  jurisdiction,
  language: 'english' as const,
  number: '7',
  issuingAuthority: "cour d'appel de Lyon",
  formOfAddress: null,
});

describe('the certified translation PDF', () => {
  it('en→es (Spanish sworn): translation, the Annex II certification, a dated and sealed copy of the source', async () => {
    const result = await assembleCertifiedPdf(await inputFor('english', 'spanish'));
    const file = await saved(result.pdf);
    // 2 translation pages + 1 certification + 3 source pages.
    expect(result.pageCount).toBe(6);
    expect(result.warnings).toEqual([]);
    const info = await pdfInfo(file);
    expect(info).toMatch(/Pages:\s+6/);
    expect(info).toMatch(/Page size:\s+595\.2\d? x 841\.8\d? pts \(A4\)/);
    expect(info).toContain('Title:           birth-certificate.pdf — certified translation');
    expect(info).toContain('Producer:        Sello Traducciones S.L.');
    expect(info).not.toMatch(/Author|Subject|Keywords/);

    expect(await pageText(file, 1)).toContain('Translated page one');
    expect(await pageText(file, 2)).toContain('Translated page two');
    const certification = flat(await pageText(file, 3));
    expect(certification).toContain('Certificación');
    expect(certification).toContain(
      'Don/Doña Ana García Ruiz, Traductor/a-Intérprete Jurado/a de inglés nombrado/a por el Ministerio de Asuntos ' +
        'Exteriores y de Cooperación, certifica que la que antecede es traducción fiel y completa al español de un ' +
        'documento redactado en inglés. En Madrid, a 26 de noviembre de 2026.',
    );
    expect(certification).toContain('7KQ2-M9XD-4TPA');
    // Into Spanish: no translation of the formula, no USCIS page.
    expect(certification).not.toContain('certifies');
    expect(certification).not.toContain('Certification of Translation');
    for (const [page, line] of [
      [4, 'Original page one'],
      [5, 'Original page two'],
      [6, 'Original page three'],
    ] as const) {
      const text = await pageText(file, page);
      expect(text).toContain(line);
      expect(text).toContain('Copia del original — 26 de noviembre de 2026');
    }
    for (const page of [1, 2, 3]) expect(await pageText(file, page)).not.toContain('Copia del original');
    await expectEveryPageBanded(
      file,
      6,
      ['Ana García Ruiz', 'Traductor/a-Intérprete Jurado/a de Inglés', 'N.º 1234'],
      A4,
    );
  });

  it('es→en (Spanish sworn): the formula with its English translation, then the USCIS certification, on Letter', async () => {
    const result = await assembleCertifiedPdf(await inputFor('spanish', 'english'));
    const file = await saved(result.pdf);
    expect(result.pageCount).toBe(2 + 2 + 3);
    expect(await pdfInfo(file)).toMatch(/Page size:\s+612 x 792 pts \(letter\)/);
    const sworn = flat(await pageText(file, 3));
    expect(sworn).toContain(
      'Don/Doña Ana García Ruiz, Traductor/a-Intérprete Jurado/a de inglés nombrado/a por el Ministerio de Asuntos ' +
        'Exteriores y de Cooperación, certifica que la que antecede es traducción fiel y completa al inglés de un ' +
        'documento redactado en español. En Madrid, a 26 de noviembre de 2026.',
    );
    expect(sworn).toContain(
      'Ana García Ruiz, Sworn Translator-Interpreter of English appointed by the Ministry of Foreign Affairs and ' +
        'Cooperation of Spain, certifies that the foregoing is a true and complete translation into English of a ' +
        'document written in Spanish. In Madrid, on November 26, 2026.',
    );
    const uscis = flat(await pageText(file, 4));
    expect(uscis).toContain('Certification of Translation');
    expect(uscis).toContain(
      'I, Ana García Ruiz, certify that I am competent to translate from Spanish into English, and that the ' +
        'attached translation of birth-certificate.pdf, 2 pages, is complete and accurate to the best of my ' +
        'knowledge and ability.',
    );
    expect(uscis).toContain('November 26, 2026');
    expect(uscis).toContain(
      'Sworn Translator-Interpreter of English, No. 1234, appointed by the Spanish Ministry of Foreign Affairs',
    );
    expect(uscis).toContain('Sello Traducciones S.L.');
    expect(uscis).toContain('Calle Mayor 10, 3.º izquierda 28013 Madrid Spain');
    expect(uscis).toContain('TRS-20261126-AB12CD');
    expect(uscis).toContain('7KQ2-M9XD-4TPA');
    // A Spanish sworn translation: the copy of the source is stamped in Spanish.
    expect(await pageText(file, 5)).toContain('Copia del original — 26 de noviembre de 2026');
    await expectEveryPageBanded(
      file,
      7,
      ['Ana García Ruiz', 'Traductor/a-Intérprete Jurado/a de Inglés', 'N.º 1234'],
      LETTER,
    );
  });

  it('fr→en (French sworn): the French certification with its English translation, the USCIS page, French seal', async () => {
    const result = await assembleCertifiedPdf(await inputFor('french', 'english', { translator: frenchTranslator() }));
    const file = await saved(result.pdf);
    expect(result.pageCount).toBe(7);
    const sworn = flat(await pageText(file, 3));
    expect(sworn).toContain(
      "Je soussigné(e) Claire Dubois, traducteur assermenté près la cour d'appel de Paris pour la langue anglaise, " +
        "certifie que la traduction qui précède, en langue anglaise, est conforme à l'original rédigé en langue " +
        'française. Fait à Paris, le 26 novembre 2026.',
    );
    expect(sworn).toContain('I, the undersigned, Claire Dubois, sworn translator before the cour');
    expect(sworn).not.toContain('Don/Doña');
    const uscis = flat(await pageText(file, 4));
    expect(uscis).toContain('I, Claire Dubois, certify that I am competent to translate from French into English');
    expect(await pageText(file, 5)).toContain("Copie de l'original — 26 novembre 2026");
    await expectEveryPageBanded(
      file,
      7,
      ['Claire Dubois', 'Traducteur assermenté — anglais', "cour d'appel de Paris — N° 2019-456"],
      LETTER,
    );
  });

  it('a Spanish sworn translator’s title as appointed: Doña … Traductora-Intérprete Jurada … nombrada, on the seal too', async () => {
    const translator = { ...spanishTranslator(), name: 'Lucía Jurado Martín' };
    translator.sworn = { ...translator.sworn, formOfAddress: 'feminine' };
    const file = await saved((await assembleCertifiedPdf(await inputFor('spanish', 'english', { translator }))).pdf);
    const sworn = flat(await pageText(file, 3));
    expect(sworn).toContain(
      'Doña Lucía Jurado Martín, Traductora-Intérprete Jurada de inglés nombrada por el Ministerio de Asuntos ' +
        'Exteriores y de Cooperación, certifica que la que antecede es traducción fiel y completa al inglés de un ' +
        'documento redactado en español. En Madrid, a 26 de noviembre de 2026.',
    );
    // English has one form: the literal translation and the USCIS page read as for anyone.
    expect(sworn).toContain('Lucía Jurado Martín, Sworn Translator-Interpreter of English appointed by the Ministry');
    expect(flat(await pageText(file, 4))).toContain(
      'Sworn Translator-Interpreter of English, No. 1234, appointed by the Spanish Ministry of Foreign Affairs',
    );
    expect(sworn).not.toMatch(/Don\/Doña|\/a\b/);
    await expectEveryPageBanded(
      file,
      7,
      ['Lucía Jurado Martín', 'Traductora-Intérprete Jurada de Inglés', 'N.º 1234'],
      LETTER,
    );

    translator.sworn = { ...translator.sworn, formOfAddress: 'masculine' };
    translator.name = 'Pablo Jurado Martín';
    const masculine = await saved(
      (await assembleCertifiedPdf(await inputFor('english', 'spanish', { translator }))).pdf,
    );
    expect(flat(await pageText(masculine, 3))).toContain(
      'Don Pablo Jurado Martín, Traductor-Intérprete Jurado de inglés nombrado por el Ministerio de Asuntos ' +
        'Exteriores y de Cooperación, certifica que la que antecede es traducción fiel y completa al español de un ' +
        'documento redactado en inglés. En Madrid, a 26 de noviembre de 2026.',
    );
    await expectEveryPageBanded(
      masculine,
      6,
      ['Pablo Jurado Martín', 'Traductor-Intérprete Jurado de Inglés', 'N.º 1234'],
      A4,
    );
  });

  it('a French sworn translator’s title as appointed: « Je soussignée …, traductrice assermentée », on the seal too', async () => {
    const translator = frenchTranslator();
    translator.sworn = { ...translator.sworn, formOfAddress: 'feminine' };
    const file = await saved((await assembleCertifiedPdf(await inputFor('french', 'english', { translator }))).pdf);
    const sworn = flat(await pageText(file, 3));
    expect(sworn).toContain(
      "Je soussignée Claire Dubois, traductrice assermentée près la cour d'appel de Paris pour la langue anglaise, " +
        "certifie que la traduction qui précède, en langue anglaise, est conforme à l'original rédigé en langue " +
        'française. Fait à Paris, le 26 novembre 2026.',
    );
    expect(sworn).toContain('I, the undersigned, Claire Dubois, sworn translator before the cour');
    expect(flat(await pageText(file, 4))).toContain(
      "Sworn Translator (traductrice assermentée) of English, No. 2019-456, appointed by cour d'appel de Paris",
    );
    await expectEveryPageBanded(
      file,
      7,
      ['Claire Dubois', 'Traductrice assermentée — anglais', "cour d'appel de Paris — N° 2019-456"],
      LETTER,
    );
  });

  it('image and text sources are reproduced; a broken one becomes a page saying so, with a warning', async () => {
    const result = await assembleCertifiedPdf(
      await inputFor('english', 'spanish', {
        sources: [
          { bytes: await image('jpeg', 800, 1100), contentType: 'image/jpeg', name: 'passport.jpg' },
          { bytes: await image('png', 1200, 600), contentType: 'image/png', name: 'stamp.png' },
          {
            bytes: new TextEncoder().encode('Línea uno del original\nSecond line with symbols Inter lacks: → 中文'),
            contentType: 'text/plain',
            name: 'notes.txt',
          },
          {
            bytes: new TextEncoder().encode('%PDF-1.7\nnot really a PDF'),
            contentType: 'application/pdf',
            name: 'scan.pdf',
          },
          { bytes: await encryptedPdf(), contentType: 'application/pdf', name: 'locked.pdf' },
          { bytes: await image('webp', 900, 600), contentType: 'image/webp', name: 'phone.webp' },
        ],
      }),
    );
    const file = await saved(result.pdf);
    expect(result.pageCount).toBe(2 + 1 + 6);
    expect(result.warnings).toEqual([
      'The source scan.pdf could not be reproduced in the certified translation: the PDF cannot be read.',
      'The source locked.pdf could not be reproduced in the certified translation: the PDF is encrypted.',
    ]);
    const { stdout } = await run('pdfimages', ['-list', '-f', '4', '-l', '5', file]);
    // The signature on the page's band, and the photo.
    expect(stdout.split('\n').filter((line) => /^\s+[45]\s/.test(line)).length).toBeGreaterThanOrEqual(4);
    const text = await pageText(file, 6);
    expect(text).toContain('Línea uno del original');
    expect(text).toContain('Second line with symbols Inter lacks: -> ??');
    expect(flat(await pageText(file, 7))).toContain(
      'The original document scan.pdf could not be reproduced on this page',
    );
    expect(flat(await pageText(file, 8))).toContain(
      'locked.pdf could not be reproduced on this page (the PDF is encrypted)',
    );
    const webp = await run('pdfimages', ['-list', '-f', '9', '-l', '9', file]);
    expect(webp.stdout.split('\n').filter((line) => /^\s+9\s/.test(line))).toHaveLength(2);
    for (const page of [4, 5, 6, 7, 8, 9]) {
      expect(await pageText(file, page)).toContain('Copia del original — 26 de noviembre de 2026');
    }
    await expectEveryPageBanded(
      file,
      9,
      ['Ana García Ruiz', 'Traductor/a-Intérprete Jurado/a de Inglés', 'N.º 1234'],
      A4,
    );
  });

  it.skipIf(!findSoffice())('converts a DOCX translation (and a DOCX source) with LibreOffice', async () => {
    const result = await assembleCertifiedPdf(
      await inputFor('english', 'spanish', {
        translation: {
          bytes: docx('Acta de nacimiento de Ana'),
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        sources: [
          {
            bytes: docx('Birth certificate of Ana'),
            contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            name: 'birth.docx',
          },
        ],
      }),
    );
    const file = await saved(result.pdf);
    expect(result.pageCount).toBe(3);
    expect(await pageText(file, 1)).toContain('Acta de nacimiento de Ana');
    expect(await pageText(file, 3)).toContain('Birth certificate of Ana');
  });

  it('without LibreOffice a Word translation is a passing fault (UNAVAILABLE: the job retries)', async () => {
    const input = await inputFor('english', 'spanish', {
      translation: { bytes: docx('Acta'), contentType: 'application/msword' },
    });
    // The API project shares one module graph per worker (isolate: false): the converter is replaced for fresh
    // copies of the modules loaded here, not for the ones other files already hold.
    vi.resetModules();
    vi.doMock('@sello/analysis/render-page-count', async (importOriginal) => ({
      ...(await importOriginal<typeof import('@sello/analysis/render-page-count')>()),
      renderToPdf: async () => null,
    }));
    try {
      const fresh = await import('../src/services/certified/assemble-certified-pdf.ts');
      const { AppError: FreshAppError } = await import('../src/errors/app-error.ts');
      const attempt = fresh.assembleCertifiedPdf(input);
      await expect(attempt).rejects.toThrow(FreshAppError);
      await expect(attempt).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      vi.doUnmock('@sello/analysis/render-page-count');
      vi.resetModules();
    }
  });

  it('a translation that is not a readable PDF or Word document is refused with the reason', async () => {
    const attempt = async (bytes: Uint8Array) =>
      assembleCertifiedPdf(
        await inputFor('english', 'spanish', { translation: { bytes, contentType: 'application/pdf' } }),
      );
    await expect(attempt(new TextEncoder().encode('%PDF-1.4\ngarbage'))).rejects.toThrow(UnusableCertifiedTranslation);
    await expect(attempt(new TextEncoder().encode('%PDF-1.4\ngarbage'))).rejects.toThrow(/could not be read/);
    await expect(attempt(new TextEncoder().encode('plain words'))).rejects.toThrow(/neither a PDF nor a Word document/);
  });

  it('a missing signature image is refused unless the document will be signed digitally', async () => {
    const translator = { ...spanishTranslator(), signature: null };
    await expect(assembleCertifiedPdf(await inputFor('english', 'spanish', { translator }))).rejects.toThrow(
      new UnusableCertifiedTranslation(
        'Ana García Ruiz has no signature image in their staff profile: add it, then regenerate.',
      ),
    );
    const digital = await assembleCertifiedPdf(
      await inputFor('english', 'spanish', { translator, requireSignatureImage: false }),
    );
    expect(digital.pageCount).toBe(6);
  });

  it('a seal image replaces the drawn seal, its three lines kept as text; characters Inter lacks do not break it', async () => {
    const translator: TCertifiedTranslator = {
      ...spanishTranslator(),
      name: 'Łukasz Nowak 王',
      seal: { bytes: await image('jpeg', 400, 160), contentType: 'image/jpeg' },
    };
    const result = await assembleCertifiedPdf(await inputFor('english', 'spanish', { translator }));
    const file = await saved(result.pdf);
    await expectEveryPageBanded(
      file,
      6,
      ['Lukasz Nowak ?', 'Traductor/a-Intérprete Jurado/a de Inglés', 'N.º 1234'],
      A4,
    );
    const { stdout } = await run('pdfimages', ['-list', '-f', '1', '-l', '1', file]);
    // The signature and the seal.
    expect(stdout.split('\n').filter((line) => /^\s+1\s/.test(line))).toHaveLength(2);
  });

  it('long document names and addresses wrap inside the page', async () => {
    const documentName = `${'certificado-de-empadronamiento-historico-'.repeat(4)}final.pdf`;
    const result = await assembleCertifiedPdf(
      await inputFor('spanish', 'english', {
        documentName,
        agency: { name: 'Sello Traducciones S.L.', address: `Avenida ${'de la Constitución '.repeat(12)}1, Madrid` },
      }),
    );
    const file = await saved(result.pdf);
    const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
    for (const match of stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g)) {
      const [xMin, yMin, xMax, yMax] = match.slice(1).map(Number) as [number, number, number, number];
      expect(xMin).toBeGreaterThanOrEqual(0);
      expect(yMin).toBeGreaterThanOrEqual(0);
      expect(xMax).toBeLessThanOrEqual(LETTER.width - 30);
      expect(yMax).toBeLessThanOrEqual(LETTER.height);
    }
    const unspaced = (text: string) => text.replace(/\s+/g, '');
    expect(unspaced(await pageText(file, 1))).toContain(unspaced(`Translation of ${documentName} — page 1 of 7`));
  });
});

/** Dark pixels of page n rendered in gray at 20 dpi: [x, y] fractions of the page (0,0 top left). */
const darkPixels = async (file: string, page: number): Promise<Array<[number, number]>> => {
  const prefix = path.join(folder, `render-${page}-${path.basename(file)}`);
  await run('pdftoppm', ['-r', '20', '-gray', '-f', `${page}`, '-l', `${page}`, '-singlefile', file, prefix]);
  const pgm = await readFile(`${prefix}.pgm`);
  const header = pgm.subarray(0, 40).toString('latin1').split(/\s+/);
  const [width, height] = [Number(header[1]), Number(header[2])];
  const data = pgm.subarray(pgm.length - width * height);
  const points: Array<[number, number]> = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) if ((data[y * width + x] ?? 255) < 60) points.push([x / width, y / height]);
  }
  return points;
};

describe('existing pages keep how they are shown', () => {
  it('a rotated page stays upright, a cropped page shows only its crop box, a blank page stays blank', async () => {
    const document = await PDFDocument.create();
    // Shown (after /Rotate 90) as a landscape page with a black block in its top-left corner.
    const rotated = document.addPage([600, 800]);
    rotated.setRotation(degrees(90));
    // The shown top-left corner is the unrotated page's bottom-left.
    rotated.drawRectangle({ x: 0, y: 0, width: 150, height: 200 });
    // A page cropped to its upper half: the block outside the crop box must not appear.
    const cropped = document.addPage([600, 800]);
    cropped.setCropBox(0, 400, 600, 400);
    cropped.drawRectangle({ x: 0, y: 700, width: 150, height: 100 });
    cropped.drawRectangle({ x: 0, y: 0, width: 600, height: 300 });
    // A blank page (no content stream at all, as some scanners write them) is kept as a blank page.
    document.addPage([600, 800]);
    const result = await assembleCertifiedPdf(
      await inputFor('english', 'spanish', {
        translation: { bytes: await document.save(), contentType: 'application/pdf' },
      }),
    );
    const file = await saved(result.pdf);
    expect(result.pageCount).toBe(3 + 1 + 3);
    const contentBottom = 1 - 104 / A4.height;

    const rotatedDark = (await darkPixels(file, 1)).filter(([, y]) => y < contentBottom);
    expect(rotatedDark.length).toBeGreaterThan(0);
    // Landscape 800×600 scaled to the A4 width: the block (a quarter of the width, a third of the height) at the
    // top-left of the scaled page.
    for (const [x, y] of rotatedDark) {
      expect(x).toBeLessThan(0.3);
      expect(y).toBeLessThan(0.5);
    }

    const croppedDark = (await darkPixels(file, 2)).filter(([, y]) => y < contentBottom);
    expect(croppedDark.length).toBeGreaterThan(0);
    for (const [x, y] of croppedDark) {
      expect(x).toBeLessThan(0.3);
      expect(y).toBeLessThan(0.5);
    }
  });

  /** A portrait page with a black block in its top-left corner. */
  const markedPortrait = () => {
    const canvas = createCanvas(600, 800);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 600, 800);
    context.fillStyle = '#000000';
    context.fillRect(0, 0, 150, 200);
    return canvas;
  };
  const expectBlockTopLeft = async (file: string, page: number) => {
    const dark = (await darkPixels(file, page)).filter(([, y]) => y < 1 - 104 / A4.height);
    expect(dark.length).toBeGreaterThan(0);
    for (const [x, y] of dark) {
      expect(x).toBeLessThan(0.4);
      expect(y).toBeLessThan(0.5);
    }
  };

  it('a phone photo of the source is copied upright (its EXIF orientation applied)', async () => {
    // Stored sideways, as a camera held on its side writes it, with Orientation 6 to show it upright.
    const sideways = await jpegWithOrientation(await quarterTurn(markedPortrait()), 6);
    const result = await assembleCertifiedPdf(
      await inputFor('english', 'spanish', {
        sources: [{ bytes: sideways, contentType: 'image/jpeg', name: 'photo.jpg' }],
      }),
    );
    expect(result.pageCount).toBe(4);
    await expectBlockTopLeft(await saved(result.pdf), 4);
  });

  it.skipIf(!heifEncoder())('a HEIC photo of the source is decoded and copied', async () => {
    const heic = await encodeHeic(markedPortrait());
    const result = await assembleCertifiedPdf(
      await inputFor('english', 'spanish', {
        sources: [{ bytes: heic, contentType: 'image/heic', name: 'photo.heic' }],
      }),
    );
    expect(result.warnings).toEqual([]);
    await expectBlockTopLeft(await saved(result.pdf), 4);
  });
});
