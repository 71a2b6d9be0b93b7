import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Inter (SIL OFL) from @fontsource/inter: embedded and subset by pdfkit, so every PDF the API typesets (visa plans,
 * receipts, credit notes) looks the same everywhere. Text drawn with it goes through `toPrintableText` first.
 */
const FONT_FILES = {
  regular: 'inter-latin-400-normal.woff',
  italic: 'inter-latin-400-italic.woff',
  semibold: 'inter-latin-600-normal.woff',
  bold: 'inter-latin-700-normal.woff',
} as const;
export type TPdfFont = keyof typeof FONT_FILES;

let fontData: Record<TPdfFont, Buffer> | null = null;

/** The font files, read once per process. */
export const loadPdfFonts = (): Record<TPdfFont, Buffer> => {
  if (fontData) return fontData;
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(`@fontsource/inter/files/${file}`));
  fontData = {
    regular: read(FONT_FILES.regular),
    italic: read(FONT_FILES.italic),
    semibold: read(FONT_FILES.semibold),
    bold: read(FONT_FILES.bold),
  };
  return fontData;
};

/** Registers every font under its name ('regular', 'semibold'…) on a pdfkit document. */
export const registerPdfFonts = (doc: PDFKit.PDFDocument): void => {
  for (const [name, data] of Object.entries(loadPdfFonts())) doc.registerFont(name, data);
};
