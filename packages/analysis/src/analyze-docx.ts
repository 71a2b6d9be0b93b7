import mammoth from 'mammoth';
import { AnalysisError } from './analysis-error.ts';
import type { TFileAnalysis } from './analyze-file.ts';
import { countWordPages } from './count-word-pages.ts';
import { estimateWithoutText } from './estimate-analysis.ts';
import { extractDocxText } from './extract-docx-text.ts';
import { listZipEntries, readZipEntry, type TZipEntry } from './read-zip.ts';

/** Largest part we inflate (document.xml of a 1,000-page document is well under this). */
export const MAX_PART_BYTES = 50 * 1024 * 1024;
const MAX_APP_XML_BYTES = 1024 * 1024;

const readNumber = (xml: string, element: string): number | null => {
  const match = new RegExp(`<(?:\\w+:)?${element}>\\s*(\\d+)\\s*</(?:\\w+:)?${element}>`).exec(xml);
  return match?.[1] ? Number(match[1]) : null;
};

/**
 * A DOCX (ZIP) package. Words: visible text of word/document.xml (see extractDocxText). Pages: Word's `<Pages>`
 * from docProps/app.xml unless missing or stale (see chooseWordPages).
 */
export const analyzeDocx = async (
  bytes: Uint8Array,
  { html = false }: { html?: boolean } = {},
): Promise<TFileAnalysis> => {
  const entries = listZipEntries(bytes);
  const document = entries.get('word/document.xml');
  if (!document) throw new AnalysisError('UNSUPPORTED', 'This ZIP file is not a Word document (no word/document.xml)');
  const text = extractDocxText(readZipEntry(bytes, document, MAX_PART_BYTES));

  const app = entries.get('docProps/app.xml');
  let storedPages: number | null = null;
  let storedWords: number | null = null;
  if (app) {
    try {
      const xml = new TextDecoder('utf-8').decode(readZipEntry(bytes, app, MAX_APP_XML_BYTES));
      storedPages = readNumber(xml, 'Pages');
      storedWords = readNumber(xml, 'Words');
    } catch {
      // A damaged app.xml only costs us Word's page count.
    }
  }
  const pages = await countWordPages(
    { bytes, extension: '.docx' },
    {
      storedPages,
      storedWords,
      textWords: text.wordCount,
      hardPageBreaks: text.hardPageBreaks,
      renderedPageBreaks: text.renderedPageBreaks,
    },
  );
  if (text.wordCount === 0) return estimateWithoutText({ pages: pages.pages, subject: 'This Word document' });
  return {
    pages: pages.pages,
    wordCount: text.wordCount,
    method: pages.method,
    perPage: null,
    ocrConfidence: null,
    warnings: pages.warnings,
    ...(html ? { html: await docxToHtml(bytes, entries) } : {}),
  };
};

/** All parts of a package mammoth may read, inflated, at most this much in all (zip bombs are refused first). */
const MAX_PACKAGE_BYTES = 200 * 1024 * 1024;

/**
 * The document as HTML with mammoth (headings, lists, tables, footnotes; pictures left out). mammoth inflates parts
 * without limits, so every part is first inflated here under the same limits as the counting.
 */
const docxToHtml = async (bytes: Uint8Array, entries: Map<string, TZipEntry>): Promise<string> => {
  let total = 0;
  for (const entry of entries.values()) {
    total += readZipEntry(bytes, entry, MAX_PART_BYTES).length;
    if (total > MAX_PACKAGE_BYTES) throw new AnalysisError('TOO_LARGE', 'The Word package inflates to over 200 MB');
  }
  const result = await mammoth.convertToHtml(
    { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
    { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
  );
  return result.value.replace(/<img\b[^>]*>/g, '');
};
