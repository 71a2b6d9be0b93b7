import { countPdfPages } from './analyze-pdf.ts';
import { chooseWordPages, type TChooseWordPagesOptions, type TWordPages } from './choose-word-pages.ts';
import { renderToPdf } from './render-page-count.ts';

/**
 * Pages of a Word document: the stored page count when it is plausible (see chooseWordPages); otherwise the page
 * count of a LibreOffice rendering (method 'text': measured from the content, like the words); where LibreOffice is
 * not installed or cannot render the file, the layout estimate, flagged.
 */
export const countWordPages = async (
  document: { bytes: Uint8Array; extension: '.docx' | '.doc' },
  options: TChooseWordPagesOptions,
): Promise<TWordPages> => {
  const chosen = chooseWordPages(options);
  if (chosen.method !== 'layout') return chosen;
  const rendered = await renderToPdf(document.bytes, document.extension);
  if (rendered === null) return chosen;
  if ('error' in rendered) {
    return { ...chosen, warnings: [...chosen.warnings, `Could not render the document: ${rendered.error}`] };
  }
  const pages = await countPdfPages(rendered.pdf);
  if (pages === null || pages < 1) {
    return {
      ...chosen,
      warnings: [...chosen.warnings, 'Could not render the document: LibreOffice wrote an unreadable PDF'],
    };
  }
  return { pages, method: 'text', warnings: [] };
};
