const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? '');

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters (glyph codes, field marks) are removed
const CONTROLS = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/g;

/**
 * Plain text to HTML paragraphs for the translation job. `lines`: every line is a paragraph (Word paragraphs, PDF
 * text lines). `auto`: when the text separates paragraphs with blank lines (OCR output, most text files), the lines
 * of a paragraph are joined with a space (they were only wrapped); otherwise every line is a paragraph.
 */
export const textToHtml = (text: string, paragraphsAre: 'lines' | 'auto' = 'auto'): string => {
  const lines = text
    .replace(CONTROLS, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim());
  const hasBlankLines =
    paragraphsAre === 'auto' && lines.some((line, index) => line === '' && index > 0 && index < lines.length - 1);
  const paragraphs: string[] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (line === '') {
      if (current.length > 0) paragraphs.push(current.join(' '));
      current = [];
    } else if (hasBlankLines) current.push(line);
    else paragraphs.push(line);
  }
  if (current.length > 0) paragraphs.push(current.join(' '));
  return paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
};

/** One `<section>` per page (PDF), so the translation keeps the page structure. */
export const pagesToHtml = (pages: Array<{ text: string; ocr: boolean }>): string =>
  pages
    .map(({ text, ocr }, index) => {
      const body = textToHtml(text, ocr ? 'auto' : 'lines');
      return `<section data-page="${index + 1}">\n${body}\n</section>`;
    })
    .join('\n');
