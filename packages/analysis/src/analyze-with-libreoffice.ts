import { AnalysisError } from './analysis-error.ts';
import type { TFileAnalysis } from './analyze-file.ts';
import { analyzePdf } from './analyze-pdf.ts';
import { renderToPdf } from './render-page-count.ts';

/**
 * Reads a Word file with our own reader and, when that reader finds it damaged (`CORRUPT`: a truncated container, a
 * broken piece table, a bad ZIP), lets LibreOffice try: it is lenient where Word and antiword are, and a quarter of
 * the price is at stake when such a file falls back to a size estimate. The sandboxed rendering (see renderToPdf)
 * gives the pages and, from its text layer, the words, per page (method 'libreoffice'). When LibreOffice is missing
 * or cannot open the file either, the reader's own error stands (and the pool estimates from the size).
 */
export const readWordFile = async (
  bytes: Uint8Array,
  extension: '.docx' | '.doc',
  ownReader: () => Promise<TFileAnalysis>,
  { html = false }: { html?: boolean } = {},
): Promise<TFileAnalysis> => {
  try {
    return await ownReader();
  } catch (error) {
    if (!(error instanceof AnalysisError) || error.code !== 'CORRUPT') throw error;
    const rendered = await renderToPdf(bytes, extension);
    if (!rendered || 'error' in rendered) throw error;
    let layout: TFileAnalysis;
    try {
      layout = await analyzePdf(rendered.pdf, rendered.pdf.length, { html, textOnly: true });
    } catch {
      throw error;
    }
    if (layout.method === 'estimate') throw error;
    return {
      ...layout,
      method: 'libreoffice',
      warnings: [
        'Our reader found this Word file damaged; LibreOffice opened it and the counts come from its layout — we will confirm',
      ],
    };
  }
};
