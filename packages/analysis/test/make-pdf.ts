/**
 * A minimal PDF (Helvetica as /F1) with one page per content stream, for tests. `edit` may change or add objects
 * (1 catalog, 2 page tree, 3 font, then page and content pairs) before the cross-reference table is written.
 */
export const makePdf = (pageContents: string[], edit?: (objects: string[]) => string[]): string => {
  const pageIds = pageContents.map((_, i) => 4 + i * 2);
  const made = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageContents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pageContents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ];
  const objects = edit ? edit(made) : made;
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
};

/** Rows of 14 pt from the top of a letter page to the bottom margin. */
const ROWS = 48;

/**
 * Page content: `lines` lines of "word word", each on its own row. Past 48 lines they start again at the top, drawn
 * over the first ones (only the very large slow-file tests go that far; a reader drops such duplicates, as poppler).
 */
export const textLines = (lines: number): string => {
  const row = (i: number) =>
    i % ROWS === ROWS - 1 ? `(word word) Tj 0 ${14 * (ROWS - 1)} Td ` : '(word word) Tj 0 -14 Td ';
  return `BT /F1 12 Tf 72 720 Td ${Array.from({ length: lines }, (_, i) => row(i)).join('')}ET`;
};

/** Page content: a 2×2 grey inline image scaled over the page (a "scan"). */
export const inlineImage = (): string => 'q 500 0 0 700 50 50 cm BI /W 2 /H 2 /CS /G /BPC 8 ID abcd EI Q';

/** An image of black text lines on white (about 200 dpi for a 24 pt font), PNG or JPEG. */
export const textImage = async (lines: string[], format: 'png' | 'jpeg'): Promise<Uint8Array> => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(1400, 120 + 90 * lines.length);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000000';
  context.font = '56px sans-serif';
  lines.forEach((line, i) => {
    context.fillText(line, 60, 110 + 90 * i);
  });
  return format === 'png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg', 90);
};

/** Page content: a JPEG (from textImage) painted over the upper half of the page as an inline image (a "scan"). */
export const jpegPage = (jpeg: Uint8Array): string => {
  const width = (jpeg[0] === 0xff && readJpegSize(jpeg)) || [1, 1];
  const hex = Buffer.from(jpeg).toString('hex');
  const height = (500 * width[1]) / width[0];
  return `q 500 0 0 ${height} 50 ${740 - height} cm BI /W ${width[0]} /H ${width[1]} /CS /RGB /BPC 8 /F [/AHx /DCT] ID ${hex}> EI Q`;
};

/** Width and height from a JPEG's SOF marker. */
const readJpegSize = (jpeg: Uint8Array): [number, number] | null => {
  let offset = 2;
  while (offset + 9 < jpeg.length) {
    const marker = jpeg[offset + 1] ?? 0;
    const length = ((jpeg[offset + 2] ?? 0) << 8) | (jpeg[offset + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xc2) {
      const height = ((jpeg[offset + 5] ?? 0) << 8) | (jpeg[offset + 6] ?? 0);
      const width = ((jpeg[offset + 7] ?? 0) << 8) | (jpeg[offset + 8] ?? 0);
      return [width, height];
    }
    offset += 2 + length;
  }
  return null;
};
