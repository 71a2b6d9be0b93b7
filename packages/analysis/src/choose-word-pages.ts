/** Words on an average page when a Word file's page count has to be estimated (same convention as TXT). */
export const LAYOUT_WORDS_PER_PAGE = 250;
/** Above this many words per stored page, the stored page count cannot be right. */
const MAX_WORDS_PER_PAGE = 900;

export type TWordPages = { pages: number; method: 'word-metadata' | 'layout' | 'text'; warnings: string[] };

export type TChooseWordPagesOptions = {
  /** Word's own page count (docProps/app.xml `<Pages>` or the OLE summary's page count), if any. */
  storedPages: number | null;
  /** Word's own word count, saved with `storedPages`. */
  storedWords: number | null;
  /** Words we counted in the text. */
  textWords: number;
  hardPageBreaks?: number;
  renderedPageBreaks?: number;
};

/**
 * The corpus rule: trust the stored page count unless it is missing or stale. Stale means text words / stored pages
 * > 900, or (text words > 20 and stored words < 0.5 × text words). Otherwise estimate from the text (countWordPages
 * renders the document instead where LibreOffice is installed):
 * the largest of ceil(words / 250), explicit page breaks + 1 and Word's last rendered page breaks + 1.
 */
export const chooseWordPages = ({
  storedPages,
  storedWords,
  textWords,
  hardPageBreaks = 0,
  renderedPageBreaks = 0,
}: TChooseWordPagesOptions): TWordPages => {
  const stale =
    storedPages === null ||
    storedPages < 1 ||
    textWords / storedPages > MAX_WORDS_PER_PAGE ||
    (textWords > 20 && storedWords !== null && storedWords < 0.5 * textWords);
  if (!stale) return { pages: storedPages, method: 'word-metadata', warnings: [] };
  const pages = Math.max(1, Math.ceil(textWords / LAYOUT_WORDS_PER_PAGE), hardPageBreaks + 1, renderedPageBreaks + 1);
  const why = storedPages === null ? 'has no stored page count' : 'stores an out-of-date page count';
  return {
    pages,
    method: 'layout',
    warnings: [`The document ${why}; pages estimated from its length — we will confirm`],
  };
};
