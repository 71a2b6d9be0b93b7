/** A minimal PDF (Helvetica as /F1) with one page per content stream, for tests. */
export const makePdf = (pageContents: string[]): string => {
  const pageIds = pageContents.map((_, i) => 4 + i * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageContents.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...pageContents.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    ]),
  ];
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

/** Page content: `lines` lines of "word word" (alternating between two rows to stay on the page). */
export const textLines = (lines: number): string =>
  `BT /F1 12 Tf 72 720 Td ${'(word word) Tj 0 -14 Td (word word) Tj 0 14 Td '.repeat(Math.ceil(lines / 2))}ET`;

/** Page content: a 2×2 grey inline image scaled over the page (a "scan"). */
export const inlineImage = (): string => 'q 500 0 0 700 50 50 cm BI /W 2 /H 2 /CS /G /BPC 8 ID abcd EI Q';
