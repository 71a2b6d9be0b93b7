import { SaxesParser, type SaxesTagNS } from 'saxes';
import { AnalysisError } from './analysis-error.ts';
import { countWords } from './count-words.ts';

/** What `word/document.xml` tells about length: visible words and the page breaks Word wrote. */
export type TDocxText = {
  wordCount: number;
  paragraphs: number;
  /** Explicit breaks: `w:br w:type="page"`, `w:pageBreakBefore`, section breaks that start a new page. */
  hardPageBreaks: number;
  /** `w:lastRenderedPageBreak` markers (where Word's own layout broke pages when it last saved). */
  renderedPageBreaks: number;
};

const W = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);
const MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

const attribute = (tag: SaxesTagNS, local: string): string | undefined => {
  for (const attr of Object.values(tag.attributes)) if (attr.local === local && W.has(attr.uri)) return attr.value;
  return undefined;
};
const isOff = (value: string | undefined): boolean => value === 'false' || value === '0' || value === 'off';

const decodeXml = (bytes: Uint8Array): string => {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes); // drops a UTF-8 BOM
};

/**
 * Visible text of `word/document.xml`, by the corpus rule: each `w:p` is the concatenation of its `w:t` text, with
 * `w:tab`, `w:br`, `w:cr` as a space and `w:noBreakHyphen` as '-'; a paragraph nested in another (text box) is its
 * own paragraph; `mc:Fallback` branches are skipped (text boxes would count twice); `w:delText` and `w:instrText`
 * are not text. Words are counted per paragraph (paragraphs are joined by newlines in the reference).
 */
export const extractDocxText = (xml: Uint8Array): TDocxText => {
  const parser = new SaxesParser({ xmlns: true });
  const open: string[][] = []; // text parts of the paragraphs being read, innermost last
  let skipDepth = 0;
  let textDepth = 0;
  let pPrDepth = 0;
  let sectionBreak: boolean | null = null; // inside a paragraph's w:sectPr: does that section end with a new page?
  const result: TDocxText = { wordCount: 0, paragraphs: 0, hardPageBreaks: 0, renderedPageBreaks: 0 };
  const append = (text: string): void => {
    open[open.length - 1]?.push(text);
  };

  parser.on('opentag', (tag) => {
    if (skipDepth > 0) {
      skipDepth += 1;
      return;
    }
    if (tag.uri === MC) {
      if (tag.local === 'Fallback') skipDepth = 1;
      return;
    }
    if (!W.has(tag.uri)) return;
    switch (tag.local) {
      case 'p':
        open.push([]);
        break;
      case 't':
        textDepth += 1;
        break;
      case 'tab':
      case 'cr':
        append(' ');
        break;
      case 'br':
        append(' ');
        if (attribute(tag, 'type') === 'page') result.hardPageBreaks += 1;
        break;
      case 'noBreakHyphen':
        append('-');
        break;
      case 'lastRenderedPageBreak':
        result.renderedPageBreaks += 1;
        break;
      case 'pageBreakBefore':
        if (!isOff(attribute(tag, 'val'))) result.hardPageBreaks += 1;
        break;
      case 'pPr':
        pPrDepth += 1;
        break;
      case 'sectPr': // a section break when inside a paragraph's properties; the body's last w:sectPr is not
        if (pPrDepth > 0) sectionBreak = true;
        break;
      case 'type':
        if (sectionBreak !== null && attribute(tag, 'val') === 'continuous') sectionBreak = false;
        break;
    }
  });
  parser.on('text', (text) => {
    if (skipDepth === 0 && textDepth > 0) append(text);
  });
  parser.on('closetag', (tag) => {
    if (skipDepth > 0) {
      skipDepth -= 1;
      return;
    }
    if (!W.has(tag.uri)) return;
    if (tag.local === 't') textDepth = Math.max(0, textDepth - 1);
    else if (tag.local === 'pPr') pPrDepth = Math.max(0, pPrDepth - 1);
    else if (tag.local === 'sectPr') {
      if (sectionBreak) result.hardPageBreaks += 1;
      sectionBreak = null;
    } else if (tag.local === 'p') {
      const parts = open.pop();
      if (parts) {
        result.paragraphs += 1;
        result.wordCount += countWords(parts.join(''));
      }
    }
  });
  try {
    parser.write(decodeXml(xml)).close();
  } catch (error) {
    throw new AnalysisError('CORRUPT', `word/document.xml is not well-formed XML: ${(error as Error).message}`);
  }
  return result;
};
