import { inflateSync, constants as zlibConstants } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { decodeText, detectTextEncoding } from '@sello/analysis/decode-text';
import { detectFileType } from '@sello/analysis/detect-file-type';
import { renderImagePreview } from '@sello/analysis/prepare-photo';
import { renderToPdf } from '@sello/analysis/render-page-count';
import { formatVerificationCode, type TCertification } from '@sello/shared/certified-document-schemas';
import type { TLanguage } from '@sello/shared/constants';
import {
  degrees,
  PageSizes,
  PDFArray,
  PDFDocument,
  type PDFEmbeddedPage,
  type PDFFont,
  type PDFImage,
  PDFName,
  type PDFPage,
  PDFRawStream,
  type RGB,
  rgb,
  type PDFDocument as TPdfDocument,
} from 'pdf-lib';
import { encode as encodeQr } from 'uqr';
import { AppError } from '../../errors/app-error.ts';
import { loadPdfFonts } from '../../lib/pdf-fonts.ts';
import { toPrintableText } from '../planner/to-printable-text.ts';
import {
  footerLines,
  formatCertificationDate,
  sealLines,
  sourceCopyStamp,
  swornCertificationText,
  type TSwornCredentialWording,
  uscisCredential,
  uscisStatement,
} from './certification-wording.ts';

export type TCertifiedImage = { bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' };

export type TCertifiedTranslator = {
  /** Display name, as signed. */
  name: string;
  /** The credential that covers the pair (findSwornCredential in services/staff-profiles/staff-credentials.ts). */
  sworn: TSwornCredentialWording;
  signature: TCertifiedImage | null;
  seal: TCertifiedImage | null;
};

export type TCertifiedPdfInput = {
  /** The approved task version: PDF or DOCX (DOC also works). */
  translation: { bytes: Uint8Array; contentType: string };
  /** The task's source file, or every source of the order (a whole-order task). */
  sources: Array<{ bytes: Uint8Array; contentType: string; name: string }>;
  /** e.g. "birth-certificate.pdf" (footers, certification). */
  documentName: string;
  orderNumber: string;
  sourceLanguage: TLanguage;
  targetLanguage: TLanguage;
  /** From chooseCertifications. */
  certifications: TCertification[];
  translator: TCertifiedTranslator;
  agency: { name: string; address: string };
  /** "Madrid": the place in "En Madrid, a 26 de noviembre de 2026". */
  place: string;
  issuedAt: Date;
  /** code: 12 characters; url: https://…/verify/XXXX-XXXX-XXXX. */
  verification: { code: string; url: string };
  /** false only when the document will be signed digitally: then a missing signature image is allowed. */
  requireSignatureImage?: boolean;
  /** CERTIFIED_PDF_LIMITS unless given (tests lower them). */
  limits?: TCertifiedPdfLimits;
};

export type TCertifiedPdfLimits = {
  /** Pages of the result: translation, certifications and source copies. */
  maxPages: number;
  /** A text source's size. */
  maxTextBytes: number;
  /** What one PDF's page contents unpack to (copying its pages unpacks them: a 1 MB file may hold gigabytes). */
  maxUnpackedBytes: number;
};

/** Checked before the work: what one certified translation may hold, so that making it stays bounded. */
export const CERTIFIED_PDF_LIMITS: TCertifiedPdfLimits = {
  maxPages: 300,
  maxTextBytes: 200_000,
  maxUnpackedBytes: 64_000_000,
};

/** The translation (or the translator's images) cannot make a certified translation: the message says why, for staff. */
export class UnusableCertifiedTranslation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableCertifiedTranslation';
  }
}

/** Counts `pages` more pages of the result, refusing (before copying them) a result longer than the limit. */
const reservePages = (context: TContext, name: string, pages: number) => {
  context.pages += pages;
  if (context.pages > context.limits.maxPages) {
    throw new UnusableCertifiedTranslation(
      `${name} is too large to reproduce in the certified translation (it would have ${context.pages} pages; at ` +
        `most ${context.limits.maxPages}).`,
    );
  }
};

/**
 * The bytes the pages' content streams unpack to, as embedPages will unpack them, counted up to `limit` (then it
 * returns more than `limit` without unpacking further). Flate is inflated with a bounded output; the other filters
 * (rare in content streams) are counted at their largest expansion (RunLength: 64 times).
 */
const unpackedContentBytes = (pdf: TPdfDocument, limit: number): number => {
  let total = 0;
  const streams = pdf.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    if (contents instanceof PDFArray) return contents.asArray().map((item) => pdf.context.lookup(item));
    return contents ? [contents] : [];
  });
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const filter = stream.dict.lookup(PDFName.of('Filter'));
    const filters = (filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : []).map(String);
    let size = stream.contents.byteLength;
    let bytes: Uint8Array | null = stream.contents;
    for (const name of filters) {
      if (name !== '/FlateDecode' || bytes === null) {
        size *= 64;
        bytes = null;
        continue;
      }
      try {
        bytes = inflateSync(bytes, { maxOutputLength: limit - total + 1, finishFlush: zlibConstants.Z_SYNC_FLUSH });
        size = bytes.byteLength;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return limit + 1;
        // Damaged data: pdf-lib stops where it breaks too.
        break;
      }
    }
    total += size;
    if (total > limit) return total;
  }
  return total;
};

/** A PDF about to be copied: its pages counted (reservePages) and what they unpack to bounded. */
const reservePdf = (context: TContext, name: string, pdf: TPdfDocument) => {
  reservePages(context, name, pdf.getPageCount());
  const { maxUnpackedBytes } = context.limits;
  if (unpackedContentBytes(pdf, maxUnpackedBytes) > maxUnpackedBytes) {
    throw new UnusableCertifiedTranslation(
      `${name} is too large to reproduce in the certified translation (its pages unpack to more than ` +
        `${megabytes(maxUnpackedBytes)}).`,
    );
  }
};

export const LIBREOFFICE_UNAVAILABLE =
  'LibreOffice is not available to convert the Word document: the certified translation will be generated once it is.';

/** Spain → the Spanish sworn translation, France → the French one; into English, also the USCIS certification. */
export const chooseCertifications = (input: {
  jurisdiction: 'spain' | 'france';
  targetLanguage: TLanguage;
}): TCertification[] => [
  input.jurisdiction === 'spain' ? 'sworn_spain' : 'sworn_france',
  ...(input.targetLanguage === 'english' ? (['uscis'] as const) : []),
];

// Layout, in points. Every page keeps a band at the bottom for the footer, the seal and the signature; the content
// (an existing page, scaled) is drawn above it so nothing overlaps.
const BAND_HEIGHT = 104;
const SIDE_MARGIN = 36;
const FOOTER_SIZE = 7;
const FOOTER_LEADING = 9;
const FOOTER_MAX_LINES = 4;
const ROW_BOTTOM = 48;
const ROW_HEIGHT = 50;
const SIGNATURE_BOX = { width: 110, height: 46 };
const SEAL_HEIGHT = 46;
const SEAL_MAX_WIDTH = 200;
const GAP = 10;
/** Margins of the pages Sello typesets (certifications, text sources). */
const TEXT_MARGIN = 56;

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const SEAL_INK = rgb(0.1, 0.2, 0.55);
const STAMP_INK = rgb(0.62, 0.1, 0.1);

type TFonts = { regular: PDFFont; italic: PDFFont; semibold: PDFFont; bold: PDFFont };
type TArea = { x: number; y: number; width: number; height: number };
/** One page of the result before numbering: what to draw above the band, and whether it is a copy of the source. */
type TContentPage = { sourceCopy: boolean; draw: (page: PDFPage, area: TArea) => void };
/** A piece of a typeset page: its height, and how to draw it with its top at `top`. */
type TBlock = {
  height: number;
  spacer?: boolean;
  draw: (page: PDFPage, x: number, top: number, width: number) => void;
};

type TContext = {
  document: TPdfDocument;
  fonts: TFonts;
  pageSize: [number, number];
  seal: PDFImage | null;
  signature: PDFImage | null;
  sealText: [string, string, string];
  warnings: string[];
  limits: TCertifiedPdfLimits;
  /** Pages of the result so far, checked against limits.maxPages before each part is copied. */
  pages: number;
};

const printable = (text: string): string => toPrintableText(text);

const megabytes = (bytes: number) =>
  bytes < 1_000_000 ? `${Math.ceil(bytes / 1000)} KB` : `${(bytes / 1_000_000).toFixed(bytes < 10_000_000 ? 1 : 0)} MB`;

type TMeasuredFont = Pick<PDFFont, 'widthOfTextAtSize'>;

/** Width at size 1 of each character a font has measured (shaping a string with fontkit costs ~0.1 ms a character). */
const characterWidths = new WeakMap<TMeasuredFont, Map<string, number>>();

/** The width of `text` as the sum of its characters' widths, each character measured once per font. */
const textWidth = (text: string, font: TMeasuredFont, size: number): number => {
  let widths = characterWidths.get(font);
  if (!widths) {
    widths = new Map();
    characterWidths.set(font, widths);
  }
  let width = 0;
  for (const character of text) {
    let characterWidth = widths.get(character);
    if (characterWidth === undefined) {
      characterWidth = font.widthOfTextAtSize(character, 1);
      widths.set(character, characterWidth);
    }
    width += characterWidth;
  }
  return width * size;
};

/**
 * Lines of at most `width` points; words longer than a line are cut. Newlines start new lines. Linear in the text:
 * widths are added up character by character (a text source may hold a megabyte of words).
 */
export const wrapText = (text: string, font: TMeasuredFont, size: number, width: number): string[] => {
  const lines: string[] = [];
  const spaceWidth = textWidth(' ', font, size);
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/ +/)) {
      const wordWidth = textWidth(word, font, size);
      const candidateWidth = line ? lineWidth + spaceWidth + wordWidth : wordWidth;
      if (candidateWidth <= width) {
        line = line ? `${line} ${word}` : word;
        lineWidth = candidateWidth;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      lineWidth = wordWidth;
      if (wordWidth <= width) continue;
      // A word longer than a line is cut character by character.
      line = '';
      lineWidth = 0;
      for (const character of word) {
        const characterWidth = textWidth(character, font, size);
        if (line && lineWidth + characterWidth > width) {
          lines.push(line);
          line = '';
          lineWidth = 0;
        }
        line += character;
        lineWidth += characterWidth;
      }
    }
    lines.push(line);
  }
  return lines;
};

/** The largest size from `max` down to `min` at which the text fits on one line of `width`. */
const fittingSize = (text: string, font: PDFFont, max: number, min: number, width: number): number => {
  const natural = font.widthOfTextAtSize(printable(text), max);
  return natural <= width ? max : Math.max(min, (max * width) / natural);
};

const fitInto = (image: PDFImage, box: { width: number; height: number }) => {
  const scale = Math.min(box.width / image.width, box.height / image.height);
  return { width: image.width * scale, height: image.height * scale };
};

/** The seal drawn as a stamp: a double-ruled rounded rectangle around exactly its three lines. */
const sealGeometry = (context: TContext, maxWidth: number, height: number) => {
  const { fonts, sealText } = context;
  const sizes = [8, 6.5, 6.5];
  const padding = 10;
  const widest = Math.max(
    ...sealText.map((line, index) =>
      (index === 0 ? fonts.semibold : fonts.regular).widthOfTextAtSize(printable(line), sizes[index] ?? 6.5),
    ),
  );
  const scale = Math.min(1, (maxWidth - 2 * padding) / widest, height / 46);
  return {
    width: Math.min(maxWidth, widest * scale + 2 * padding),
    sizes: sizes.map((size) => size * scale),
  };
};

const roundedRectPath = (width: number, height: number, radius: number) =>
  `M ${radius},0 H ${width - radius} A ${radius} ${radius} 0 0 1 ${width},${radius} V ${height - radius} ` +
  `A ${radius} ${radius} 0 0 1 ${width - radius},${height} H ${radius} A ${radius} ${radius} 0 0 1 0,${height - radius} ` +
  `V ${radius} A ${radius} ${radius} 0 0 1 ${radius},0 Z`;

/** Width taken by the seal drawn at (right edge, bottom); it is drawn right-aligned at `right`. */
const drawSeal = (
  page: PDFPage,
  context: TContext,
  right: number,
  bottom: number,
  height: number,
  maxWidth: number,
) => {
  const { fonts, sealText, seal } = context;
  const geometry = sealGeometry(context, maxWidth, height);
  if (seal) {
    // The translator's own seal image; its three lines stay in the PDF as invisible text under it (searchable).
    const size = fitInto(seal, { width: maxWidth, height });
    const x = right - size.width;
    const lineHeight = height / 3;
    sealText.forEach((line, index) => {
      const font = index === 0 ? fonts.semibold : fonts.regular;
      const textSize = Math.min(geometry.sizes[index] ?? 6, fittingSize(line, font, 8, 3, size.width));
      page.drawText(printable(line), {
        x,
        y: bottom + height - lineHeight * (index + 1) + 2,
        size: textSize,
        font,
        opacity: 0,
      });
    });
    page.drawImage(seal, { x, y: bottom + (height - size.height) / 2, ...size });
    return size.width;
  }
  const x = right - geometry.width;
  page.drawSvgPath(roundedRectPath(geometry.width, height, 7), {
    x,
    y: bottom + height,
    borderColor: SEAL_INK,
    borderWidth: 1.3,
  });
  page.drawSvgPath(roundedRectPath(geometry.width - 6, height - 6, 5), {
    x: x + 3,
    y: bottom + height - 3,
    borderColor: SEAL_INK,
    borderWidth: 0.5,
  });
  const lineGap = height / 3.6;
  sealText.forEach((line, index) => {
    const font = index === 0 ? fonts.semibold : fonts.regular;
    const size = geometry.sizes[index] ?? 6.5;
    const text = printable(line);
    const width = font.widthOfTextAtSize(text, size);
    page.drawText(text, {
      x: x + (geometry.width - width) / 2,
      y: bottom + height - lineGap * (index + 1) - size / 3 + 2,
      size,
      font,
      color: SEAL_INK,
    });
  });
  return geometry.width;
};

const drawSignature = (page: PDFPage, context: TContext, x: number, bottom: number, box: typeof SIGNATURE_BOX) => {
  if (!context.signature) return;
  const size = fitInto(context.signature, box);
  page.drawImage(context.signature, {
    x: x + (box.width - size.width) / 2,
    y: bottom + (box.height - size.height) / 2,
    ...size,
  });
};

/** The QR code of the verification URL, its modules drawn as rectangles, with the code printed under it. */
const drawQr = (
  page: PDFPage,
  context: TContext,
  url: string,
  code: string,
  x: number,
  bottom: number,
  side: number,
) => {
  const qr = encodeQr(url, { ecc: 'M', border: 0 });
  const codeSize = 8;
  const qrSide = side - codeSize - 4;
  const module = qrSide / qr.size;
  const top = bottom + side;
  qr.data.forEach((row, rowIndex) => {
    let start = -1;
    for (let column = 0; column <= row.length; column += 1) {
      const dark = column < row.length && row[column];
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        page.drawRectangle({
          x: x + start * module,
          y: top - (rowIndex + 1) * module,
          width: (column - start) * module,
          height: module,
          color: rgb(0, 0, 0),
        });
        start = -1;
      }
    }
  });
  const printed = formatVerificationCode(code);
  const width = context.fonts.semibold.widthOfTextAtSize(printed, codeSize);
  page.drawText(printed, {
    x: x + (qrSide - width) / 2,
    y: bottom,
    size: codeSize,
    font: context.fonts.semibold,
    color: INK,
  });
};

/** The band of every page: the seal and the signature, the source copy's dated stamp, and the footer lines. */
const drawBand = (page: PDFPage, context: TContext, footer: string[], stamp: string | null) => {
  const [width] = context.pageSize;
  const { fonts } = context;
  page.drawLine({
    start: { x: SIDE_MARGIN, y: BAND_HEIGHT - 3 },
    end: { x: width - SIDE_MARGIN, y: BAND_HEIGHT - 3 },
    thickness: 0.4,
    color: MUTED,
  });
  const sealWidth = drawSeal(page, context, width - SIDE_MARGIN, ROW_BOTTOM, SEAL_HEIGHT, SEAL_MAX_WIDTH);
  const signatureX = width - SIDE_MARGIN - sealWidth - GAP - SIGNATURE_BOX.width;
  drawSignature(page, context, signatureX, ROW_BOTTOM, SIGNATURE_BOX);
  if (stamp) {
    const available = signatureX - GAP - SIDE_MARGIN;
    const size = fittingSize(stamp, fonts.bold, 9, 6, available - 12);
    const lines = wrapText(stamp, fonts.bold, size, available - 12);
    const boxHeight = lines.length * (size + 3) + 9;
    const boxWidth = Math.min(
      available,
      Math.max(...lines.map((line) => fonts.bold.widthOfTextAtSize(line, size))) + 12,
    );
    const boxBottom = ROW_BOTTOM + (ROW_HEIGHT - boxHeight) / 2;
    page.drawRectangle({
      x: SIDE_MARGIN,
      y: boxBottom,
      width: boxWidth,
      height: boxHeight,
      borderColor: STAMP_INK,
      borderWidth: 1,
    });
    lines.forEach((line, index) => {
      page.drawText(line, {
        x: SIDE_MARGIN + 6,
        y: boxBottom + boxHeight - 5 - (index + 1) * (size + 3) + 3,
        size,
        font: fonts.bold,
        color: STAMP_INK,
      });
    });
  }
  const lineWidth = width - 2 * SIDE_MARGIN;
  let lines = footer.flatMap((line) => wrapText(line, fonts.regular, FOOTER_SIZE, lineWidth));
  if (lines.length > FOOTER_MAX_LINES) {
    lines = lines.slice(0, FOOTER_MAX_LINES);
    lines[FOOTER_MAX_LINES - 1] = `${lines[FOOTER_MAX_LINES - 1]?.slice(0, -1)}…`;
  }
  const firstBaseline = 10 + (lines.length - 1) * FOOTER_LEADING;
  lines.forEach((line, index) => {
    page.drawText(line, {
      x: SIDE_MARGIN,
      y: firstBaseline - index * FOOTER_LEADING,
      size: FOOTER_SIZE,
      font: fonts.regular,
      color: MUTED,
    });
  });
};

/** An existing page scaled into the area, upright as it is shown (its crop box, its rotation). */
const embeddedContent = (embedded: PDFEmbeddedPage, rotation: number, sourceCopy: boolean): TContentPage => ({
  sourceCopy,
  draw: (page, area) => {
    const sideways = rotation === 90 || rotation === 270;
    const shownWidth = sideways ? embedded.height : embedded.width;
    const shownHeight = sideways ? embedded.width : embedded.height;
    const inset = sourceCopy ? 16 : 0;
    const scale = Math.min((area.width - 2 * inset) / shownWidth, (area.height - 2 * inset) / shownHeight);
    const [width, height] = [shownWidth * scale, shownHeight * scale];
    const x = area.x + (area.width - width) / 2;
    const y = area.y + (area.height - height) / 2;
    // /Rotate turns the page clockwise when shown; pdf-lib's angles turn counter-clockwise about (x, y).
    const origin =
      rotation === 90
        ? { x, y: y + height }
        : rotation === 180
          ? { x: x + width, y: y + height }
          : rotation === 270
            ? { x: x + width, y }
            : { x, y };
    page.drawPage(embedded, { ...origin, xScale: scale, yScale: scale, rotate: degrees(-rotation) });
    // A hairline around a copy of the original shows where its page ends on white paper.
    if (sourceCopy)
      page.drawRectangle({ x, y, width, height, borderColor: MUTED, borderWidth: 0.4, borderOpacity: 0.6 });
  },
});

const embedPdfPages = async (context: TContext, pdf: TPdfDocument, sourceCopy: boolean): Promise<TContentPage[]> => {
  const pages = pdf.getPages();
  for (const page of pages) {
    // pdf-lib embeds only pages with content; a blank page may have none.
    if (!page.node.Contents()) page.node.addContentStream(pdf.context.register(pdf.context.contentStream([])));
  }
  const boxes = pages.map((page) => {
    const box = page.getCropBox();
    return { left: box.x, bottom: box.y, right: box.x + box.width, top: box.y + box.height };
  });
  const embedded = await context.document.embedPages(pages, boxes);
  return embedded.map((page, index) => {
    const angle = pages[index]?.getRotation().angle ?? 0;
    return embeddedContent(page, (((Math.round(angle / 90) * 90) % 360) + 360) % 360, sourceCopy);
  });
};

/** Blocks laid out top to bottom on as many typeset pages as they need. */
const flowPages = (context: TContext, blocks: TBlock[], sourceCopy: boolean): TContentPage[] => {
  const [width, height] = context.pageSize;
  const top = height - TEXT_MARGIN;
  const bottom = BAND_HEIGHT + 20;
  const pages: TBlock[][] = [[]];
  let used = 0;
  for (const block of blocks) {
    const current = pages.at(-1) ?? [];
    if (used + block.height > top - bottom && current.length > 0) {
      if (block.spacer) continue;
      pages.push([block]);
      used = block.height;
      continue;
    }
    current.push(block);
    used += block.height;
  }
  return pages.map((pageBlocks) => ({
    sourceCopy,
    draw: (page) => {
      let cursor = top;
      for (const block of pageBlocks) {
        block.draw(page, TEXT_MARGIN, cursor, width - 2 * TEXT_MARGIN);
        cursor -= block.height;
      }
    },
  }));
};

const spacer = (height: number): TBlock => ({ height, spacer: true, draw: () => {} });

const paragraph = (
  context: TContext,
  text: string,
  options: { font?: PDFFont; size?: number; leading?: number; color?: RGB } = {},
): TBlock[] => {
  const font = options.font ?? context.fonts.regular;
  const size = options.size ?? 11;
  const leading = options.leading ?? size * 1.45;
  const width = context.pageSize[0] - 2 * TEXT_MARGIN;
  return wrapText(text, font, size, width).map((line) => ({
    height: leading,
    draw: (page, x, top) => page.drawText(line, { x, y: top - size, size, font, color: options.color ?? INK }),
  }));
};

/** Label and value side by side (the USCIS page's name, date, credential, agency). */
const labelled = (context: TContext, label: string, value: string): TBlock[] => {
  const { fonts } = context;
  const labelWidth = 90;
  const size = 10;
  const width = context.pageSize[0] - 2 * TEXT_MARGIN - labelWidth;
  const lines = value.split('\n').flatMap((line) => wrapText(line, fonts.regular, size, width));
  return lines.map((line, index) => ({
    height: size * 1.5,
    draw: (page, x, top) => {
      if (index === 0) page.drawText(printable(label), { x, y: top - size, size, font: fonts.semibold, color: MUTED });
      page.drawText(line, { x: x + labelWidth, y: top - size, size, font: fonts.regular, color: INK });
    },
  }));
};

/** The signature (with the name under it), the seal, and the QR code with the verification code. */
const signatureBlock = (context: TContext, input: TCertifiedPdfInput): TBlock => {
  const height = 110;
  return {
    height,
    draw: (page, x, top, width) => {
      const { fonts } = context;
      const bottom = top - height;
      const box = { width: 170, height: 62 };
      drawSignature(page, context, x, bottom + 40, box);
      page.drawLine({
        start: { x, y: bottom + 36 },
        end: { x: x + box.width, y: bottom + 36 },
        thickness: 0.5,
        color: MUTED,
      });
      for (const [index, line] of wrapText(input.translator.name, fonts.regular, 9, box.width).slice(0, 2).entries()) {
        page.drawText(line, { x, y: bottom + 24 - index * 11, size: 9, font: fonts.regular, color: INK });
      }
      const qrSide = 96;
      drawQr(
        page,
        context,
        input.verification.url,
        input.verification.code,
        x + width - qrSide + 12,
        bottom + 8,
        qrSide,
      );
      drawSeal(page, context, x + width - qrSide - 4, bottom + 34, 56, Math.min(220, width - qrSide - box.width - 24));
    },
  };
};

const certificationPages = (context: TContext, input: TCertifiedPdfInput, translationPages: number): TContentPage[] => {
  const { fonts } = context;
  const title = (text: string) => [
    ...paragraph(context, text, { font: fonts.bold, size: 17, leading: 24 }),
    spacer(14),
  ];
  const pages: TContentPage[] = [];
  const wording = {
    name: input.translator.name,
    sworn: input.translator.sworn,
    sourceLanguage: input.sourceLanguage,
    targetLanguage: input.targetLanguage,
    place: input.place,
    issuedAt: input.issuedAt,
  };
  for (const certification of input.certifications) {
    if (certification === 'sworn_spain' || certification === 'sworn_france') {
      const text = swornCertificationText(wording);
      const blocks = [...title(text.title), ...paragraph(context, text.formula, { size: 11.5, leading: 17 })];
      if (text.literal) {
        blocks.push(
          spacer(18),
          ...paragraph(context, text.literal.title, { font: fonts.semibold, size: 9, color: MUTED }),
          spacer(4),
          ...paragraph(context, text.literal.text, { font: fonts.italic, size: 10.5, leading: 15 }),
        );
      }
      blocks.push(spacer(30), signatureBlock(context, input));
      pages.push(...flowPages(context, blocks, false));
    } else if (certification === 'uscis') {
      const statement = uscisStatement({ ...wording, documentName: input.documentName, translationPages });
      const blocks = [
        ...title('Certification of Translation'),
        ...paragraph(context, statement, { size: 11.5, leading: 17 }),
        spacer(18),
        ...labelled(context, 'Name', input.translator.name),
        ...labelled(
          context,
          'Date',
          formatCertificationDate(input.issuedAt, 'en', input.translator.sworn.jurisdiction),
        ),
        ...labelled(context, 'Credential', uscisCredential(input.translator.sworn)),
        ...labelled(context, 'Agency', `${input.agency.name}\n${input.agency.address}`),
        ...labelled(context, 'Order', input.orderNumber),
        spacer(16),
        ...paragraph(context, 'Signature', { font: fonts.semibold, size: 10, color: MUTED }),
        signatureBlock(context, input),
      ];
      pages.push(...flowPages(context, blocks, false));
    }
  }
  return pages;
};

const unreproducibleSource = (context: TContext, name: string, reason: string, orderNumber: string) => {
  context.warnings.push(`The source ${name} could not be reproduced in the certified translation: ${reason}.`);
  return flowPages(
    context,
    [
      ...paragraph(context, 'Copy of the original', { font: context.fonts.bold, size: 15, leading: 22 }),
      spacer(8),
      ...paragraph(
        context,
        `The original document ${name} could not be reproduced on this page (${reason}). It is kept with order ` +
          `${orderNumber}.`,
      ),
    ],
    true,
  );
};

const loadPdf = async (bytes: Uint8Array): Promise<TPdfDocument | string> => {
  try {
    // Loaded even when encrypted, to say so: its pages could not be copied faithfully.
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
    if (pdf.isEncrypted) return 'the PDF is encrypted';
    if (pdf.getPageCount() === 0) return 'the PDF has no pages';
    return pdf;
  } catch {
    return 'the PDF cannot be read';
  }
};

/** A Word document as PDF bytes, or why not; LibreOffice missing is a passing fault (the job retries). */
const wordToPdf = async (bytes: Uint8Array, extension: '.docx' | '.doc'): Promise<Uint8Array | string> => {
  const rendered = await renderToPdf(bytes, extension);
  if (rendered === null) throw new AppError('UNAVAILABLE', LIBREOFFICE_UNAVAILABLE);
  return 'pdf' in rendered ? rendered.pdf : `LibreOffice could not convert it (${rendered.error})`;
};

const sourceContent = async (
  context: TContext,
  source: TCertifiedPdfInput['sources'][number],
  orderNumber: string,
): Promise<TContentPage[]> => {
  const type = detectFileType(source.bytes);
  const failed = (reason: string) => unreproducibleSource(context, source.name, reason, orderNumber);
  if (type === 'pdf' || type === 'zip' || type === 'ole') {
    const pdfBytes = type === 'pdf' ? source.bytes : await wordToPdf(source.bytes, type === 'zip' ? '.docx' : '.doc');
    if (typeof pdfBytes === 'string') return failed(pdfBytes);
    const pdf = await loadPdf(pdfBytes);
    if (typeof pdf === 'string') return failed(pdf);
    reservePdf(context, source.name, pdf);
    try {
      return await embedPdfPages(context, pdf, true);
    } catch {
      return failed('its pages cannot be copied');
    }
  }
  if (type === 'png' || type === 'jpeg' || type === 'heif' || type === 'webp') {
    let image: PDFImage;
    try {
      // Decoded with its orientation applied (a phone photo's EXIF rotation), HEIC and WebP included.
      image = await context.document.embedJpg(await renderImagePreview(source.bytes, 2400, 88));
    } catch (error) {
      return failed(`the image cannot be read: ${(error as Error).message}`);
    }
    reservePages(context, source.name, 1);
    return [
      {
        sourceCopy: true,
        draw: (page, area) => {
          const margin = 24;
          const inner = { width: area.width - 2 * margin, height: area.height - 2 * margin };
          const size = fitInto(image, inner);
          page.drawImage(image, {
            x: area.x + (area.width - size.width) / 2,
            y: area.y + (area.height - size.height) / 2,
            ...size,
          });
        },
      },
    ];
  }
  const encoding = detectTextEncoding(source.bytes);
  if (encoding === null) return failed('its format is not one that can be reproduced');
  if (source.bytes.byteLength > context.limits.maxTextBytes) {
    throw new UnusableCertifiedTranslation(
      `${source.name} is too large to reproduce in the certified translation (${megabytes(source.bytes.byteLength)} ` +
        `of text; at most ${megabytes(context.limits.maxTextBytes)}).`,
    );
  }
  const text = decodeText(source.bytes, encoding).replace(/\r\n?/g, '\n');
  const blocks = paragraph(context, text, { size: 10, leading: 14 });
  const pages = flowPages(context, blocks.length ? blocks : [spacer(1)], true);
  reservePages(context, source.name, pages.length);
  return pages;
};

const translationContent = async (context: TContext, input: TCertifiedPdfInput): Promise<TContentPage[]> => {
  const type = detectFileType(input.translation.bytes);
  if (type !== 'pdf' && type !== 'zip' && type !== 'ole') {
    throw new UnusableCertifiedTranslation(
      'The translation is neither a PDF nor a Word document: upload the approved translation as PDF or DOCX.',
    );
  }
  const pdfBytes =
    type === 'pdf'
      ? input.translation.bytes
      : await wordToPdf(input.translation.bytes, type === 'zip' ? '.docx' : '.doc');
  if (typeof pdfBytes === 'string') {
    throw new UnusableCertifiedTranslation(`The translation could not be converted to PDF: ${pdfBytes}.`);
  }
  const pdf = await loadPdf(pdfBytes);
  if (typeof pdf === 'string') {
    throw new UnusableCertifiedTranslation(
      `The translation could not be read: ${pdf}. Upload it again as PDF or DOCX.`,
    );
  }
  reservePdf(context, `The translation of ${input.documentName}`, pdf);
  try {
    return await embedPdfPages(context, pdf, false);
  } catch (error) {
    throw new UnusableCertifiedTranslation(
      `The translation's pages could not be copied (${(error as Error).message}). Upload it again as PDF or DOCX.`,
    );
  }
};

const embedProfileImage = async (document: TPdfDocument, image: TCertifiedImage | null, what: string, name: string) => {
  if (!image) return null;
  try {
    return image.contentType === 'image/png'
      ? await document.embedPng(image.bytes)
      : await document.embedJpg(image.bytes);
  } catch {
    throw new UnusableCertifiedTranslation(
      `The ${what} image in ${name}'s staff profile cannot be read: upload it again (PNG or JPEG), then regenerate.`,
    );
  }
};

/**
 * The certified translation as one PDF: the translation's pages, the certification page(s), then a copy of every
 * source, each page with the footer band (page n of N, the order, the verification URL and code), the translator's
 * seal and signature. Letter paper into English, A4 otherwise.
 */
export const assembleCertifiedPdf = async (
  input: TCertifiedPdfInput,
): Promise<{ pdf: Uint8Array; pageCount: number; warnings: string[] }> => {
  const { translator } = input;
  if ((input.requireSignatureImage ?? true) && !translator.signature) {
    throw new UnusableCertifiedTranslation(
      `${translator.name} has no signature image in their staff profile: add it, then regenerate.`,
    );
  }
  const document = await PDFDocument.create({ updateMetadata: false });
  document.registerFontkit(fontkit);
  const fontFiles = loadPdfFonts();
  const fonts: TFonts = {
    regular: await document.embedFont(fontFiles.regular, { subset: true }),
    italic: await document.embedFont(fontFiles.italic, { subset: true }),
    semibold: await document.embedFont(fontFiles.semibold, { subset: true }),
    bold: await document.embedFont(fontFiles.bold, { subset: true }),
  };
  const context: TContext = {
    document,
    fonts,
    pageSize: input.targetLanguage === 'english' ? PageSizes.Letter : PageSizes.A4,
    signature: await embedProfileImage(document, translator.signature, 'signature', translator.name),
    seal: await embedProfileImage(document, translator.seal, 'seal', translator.name),
    sealText: sealLines(translator.name, translator.sworn),
    warnings: [],
    limits: input.limits ?? CERTIFIED_PDF_LIMITS,
    pages: 0,
  };

  const translationPages = await translationContent(context, input);
  const certification = certificationPages(context, input, translationPages.length);
  reservePages(context, input.documentName, certification.length);
  const sourcePages: TContentPage[] = [];
  for (const source of input.sources) sourcePages.push(...(await sourceContent(context, source, input.orderNumber)));

  const all = [...translationPages, ...certification, ...sourcePages];
  const stamp = sourceCopyStamp(input.certifications, input.issuedAt, translator.sworn.jurisdiction);
  const code = formatVerificationCode(input.verification.code);
  const [width, height] = context.pageSize;
  all.forEach((content, index) => {
    const page = document.addPage([width, height]);
    content.draw(page, { x: 0, y: BAND_HEIGHT, width, height: height - BAND_HEIGHT });
    drawBand(
      page,
      context,
      footerLines(input.certifications, {
        documentName: input.documentName,
        page: index + 1,
        pages: all.length,
        orderNumber: input.orderNumber,
        url: input.verification.url,
        code,
      }),
      content.sourceCopy ? stamp : null,
    );
  });

  document.setTitle(printable(`${input.documentName} — certified translation`));
  document.setProducer(input.agency.name);
  document.setCreator(input.agency.name);
  document.setCreationDate(input.issuedAt);
  document.setModificationDate(input.issuedAt);
  const pdf = await document.save();
  return { pdf, pageCount: all.length, warnings: context.warnings };
};
