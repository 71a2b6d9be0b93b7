import { WORDS_PER_PAGE } from '@sello/shared/file-types';
import { AnalysisError } from './analysis-error.ts';
import type { TFileAnalysis } from './analyze-file.ts';
import { countWords } from './count-words.ts';
import { decodeText, detectTextEncoding } from './decode-text.ts';
import { textToHtml } from './text-to-html.ts';

/** Plain text: words of the decoded text; pages = ceil(words / 250), at least 1 (a convention, not layout). */
export const analyzeText = (bytes: Uint8Array, { html = false }: { html?: boolean } = {}): TFileAnalysis => {
  const encoding = detectTextEncoding(bytes);
  if (!encoding) throw new AnalysisError('UNSUPPORTED', 'Unrecognised file content (not a document, image or text)');
  const text = decodeText(bytes, encoding);
  const wordCount = countWords(text);
  const pages = Math.max(1, Math.ceil(wordCount / WORDS_PER_PAGE));
  const warnings = wordCount === 0 ? ['No words found in this text file'] : [];
  return {
    pages,
    wordCount,
    method: 'text',
    perPage: null,
    ocrConfidence: null,
    warnings,
    ...(html ? { html: textToHtml(text) } : {}),
  };
};
