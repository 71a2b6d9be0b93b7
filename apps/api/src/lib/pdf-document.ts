import PDFDocument from 'pdfkit';
import { registerPdfFonts, type TPdfFont } from './pdf-fonts.ts';

export type TPdfDocument = PDFKit.PDFDocument;

/** US customers: US Letter, 0.75 in margins. */
const PAGE_SIZE = 'LETTER';
const MARGIN = 54;

/** The colours every PDF the API typesets shares; a document adds its own accents. */
export const PDF_COLORS = {
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  panel: '#f3f4f6',
  accent: '#1d4ed8',
} as const;

export type TRenderPdfOptions = {
  /** Title, author, subject… (already printable: see `toPrintableText`). */
  info: PDFKit.DocumentInfo;
  /** A taller bottom margin leaves room for a footer. */
  bottomMargin?: number;
  /** Keeps every page open until the end, for footers that need the page count. */
  bufferPages?: boolean;
};

/**
 * Typesets one PDF the way every document of the API is set up (US Letter, 0.75 in margins, the Inter fonts
 * registered, English): `draw` writes the pages; resolves to the file's bytes.
 */
export const renderPdf = (
  { info, bottomMargin = MARGIN, bufferPages = false }: TRenderPdfOptions,
  draw: (doc: TPdfDocument) => void,
): Promise<Buffer> =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: PAGE_SIZE,
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: bottomMargin },
      bufferPages,
      autoFirstPage: true,
      displayTitle: true,
      lang: 'en-US',
      info,
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      registerPdfFonts(doc);
      draw(doc);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });

/** The text column of the document's pages and the basics each document's writer builds on. */
export const pdfLayout = (doc: TPdfDocument) => {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureSpace = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const setFont = (font: TPdfFont, size: number, color: string = PDF_COLORS.text) =>
    doc.font(font).fontSize(size).fillColor(color);
  return { doc, left, width, bottom, ensureSpace, setFont };
};
