import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { AppError } from '../../errors/app-error.ts';

/** What every page of a draft the customer checks says, so a draft can never pass for the translation. */
export const DRAFT_MARK = 'DRAFT — not valid as a translation';

export const DRAFT_NOT_READABLE =
  'The translation could not be read as a PDF, so no draft could be made from it. Please upload it again as a PDF or DOCX.';

const MARK_COLOR = rgb(0.7, 0.08, 0.08);

/**
 * The translation as a draft: the mark as a banner at the top and bottom of every page and once across it, drawn over
 * the content so it cannot be hidden behind it. Page boxes may start anywhere and pages may be rotated: the mark is
 * placed in the visible (crop) box, upright as the page is shown.
 */
export const stampDraft = async (pdf: Uint8Array): Promise<Uint8Array> => {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch {
    throw new AppError('BAD_REQUEST', DRAFT_NOT_READABLE);
  }
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  for (const page of document.getPages()) {
    const box = page.getCropBox();
    const rotation = ((page.getRotation().angle % 360) + 360) % 360;
    const sideways = rotation === 90 || rotation === 270;
    // The page as the reader sees it: width and height swap on a quarter turn.
    const shownWidth = sideways ? box.height : box.width;
    const shownHeight = sideways ? box.width : box.height;
    const bannerSize = Math.max(8, Math.min(14, shownWidth / 40));
    const acrossSize = Math.max(16, Math.min(48, shownWidth / 14));

    // A point (x, y) on the shown page, in the page's own coordinates, and the text angle that reads upright there.
    const toPage = (x: number, y: number): { x: number; y: number } => {
      if (rotation === 90) return { x: box.x + box.width - y, y: box.y + x };
      if (rotation === 180) return { x: box.x + box.width - x, y: box.y + box.height - y };
      if (rotation === 270) return { x: box.x + y, y: box.y + box.height - x };
      return { x: box.x + x, y: box.y + y };
    };
    const draw = (x: number, y: number, size: number, angle: number, opacity: number) => {
      const at = toPage(x, y);
      page.drawText(DRAFT_MARK, {
        ...at,
        size,
        font,
        color: MARK_COLOR,
        opacity,
        rotate: degrees(angle + rotation),
      });
    };

    const bannerWidth = font.widthOfTextAtSize(DRAFT_MARK, bannerSize);
    const bannerX = (shownWidth - bannerWidth) / 2;
    draw(bannerX, shownHeight - bannerSize * 1.8, bannerSize, 0, 1);
    draw(bannerX, bannerSize * 0.9, bannerSize, 0, 1);

    // Across the middle, along the diagonal, centred.
    const angle = (Math.atan2(shownHeight, shownWidth) * 180) / Math.PI;
    const acrossWidth = font.widthOfTextAtSize(DRAFT_MARK, acrossSize);
    const radians = (angle * Math.PI) / 180;
    const startX = shownWidth / 2 - (Math.cos(radians) * acrossWidth) / 2 + (Math.sin(radians) * acrossSize) / 3;
    const startY = shownHeight / 2 - (Math.sin(radians) * acrossWidth) / 2 - (Math.cos(radians) * acrossSize) / 3;
    draw(startX, startY, acrossSize, angle, 0.25);
  }
  return document.save();
};
