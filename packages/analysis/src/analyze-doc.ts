import CFB from 'cfb';
import { AnalysisError } from './analysis-error.ts';
import type { TFileAnalysis } from './analyze-file.ts';
import { countWordPages } from './count-word-pages.ts';
import { countWords } from './count-words.ts';
import { estimateWithoutText, passwordProtected } from './estimate-analysis.ts';
import { extractDocText, isDocEncrypted } from './extract-doc-text.ts';
import { codePageLabel, readOleSummary } from './read-ole-summary.ts';
import { textToHtml } from './text-to-html.ts';

const streamOf = (container: CFB.CFB$Container, name: string): Uint8Array | null => {
  const entry = CFB.find(container, name);
  if (!entry?.content) return null;
  return entry.content instanceof Uint8Array ? entry.content : Uint8Array.from(entry.content);
};

/**
 * An OLE compound file: a Word 6/95/97-2003 document, or a password-encrypted DOCX (which Office wraps in OLE).
 * Words: main text + footnotes + endnotes + text boxes (antiword's output, with table bars `|` as spaces);
 * headers, footers and comments are not counted. Pages: the OLE summary's page count by the staleness rule.
 */
export const analyzeOle = async (
  bytes: Uint8Array,
  size: number,
  { html = false }: { html?: boolean } = {},
): Promise<TFileAnalysis> => {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch (error) {
    throw new AnalysisError('CORRUPT', `Damaged OLE container: ${(error as Error).message}`);
  }
  if (streamOf(container, 'EncryptionInfo') && streamOf(container, 'EncryptedPackage')) {
    return passwordProtected('Word document', '.docx', size);
  }
  const wordDocument = streamOf(container, 'WordDocument');
  if (!wordDocument) throw new AnalysisError('UNSUPPORTED', 'This Office file is not a Word document');
  if (isDocEncrypted(wordDocument)) return passwordProtected('Word document', '.doc', size);

  const summary = readOleSummary(streamOf(container, '\u0005SummaryInformation'));
  const text = extractDocText(
    { wordDocument, table: (name) => streamOf(container, name) },
    codePageLabel(summary.codePage),
  );
  const visible = [text.main, text.footnotes, text.endnotes, text.textboxes].join('\n').replaceAll('|', ' ');
  const wordCount = countWords(visible);
  const pages = await countWordPages(
    { bytes, extension: '.doc' },
    { storedPages: summary.pages, storedWords: summary.words, textWords: wordCount },
  );
  if (wordCount === 0) return estimateWithoutText({ pages: pages.pages, subject: 'This Word document' });
  return {
    pages: pages.pages,
    wordCount,
    method: pages.method,
    perPage: null,
    ocrConfidence: null,
    warnings: pages.warnings,
    ...(html
      ? { html: textToHtml([text.main, text.textboxes, text.footnotes, text.endnotes].join('\n'), 'lines') }
      : {}),
  };
};
