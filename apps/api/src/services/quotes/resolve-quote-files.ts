import type { TLanguage } from '@sello/shared/constants';
import { estimateFromSize, fileExtension, WORDS_PER_PAGE } from '@sello/shared/file-types';
import type { TDb } from '../../db/database.ts';
import type { TStoredAnalysis, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { analyzeStoredFile, OCR_BUDGET_MS } from '../analysis/analyze-stored-file.ts';
import type { TDocumentAnalyzer } from '../analysis/document-analyzer.ts';
import { confirmUploads } from '../uploads/confirm-uploads.ts';
import { QUOTE_FILE_NOT_FOUND } from './claim-quote-files.ts';

type TResolveOptions = {
  db: TDb;
  storage: TStorage;
  analyzer: TDocumentAnalyzer;
  fileKeys: string[];
  language: TLanguage;
  /** The quote the files are for (null while it is being created): files another quote holds are not found. */
  quoteId: string | null;
  /** Files uploaded by a signed-in customer can be priced only by that customer (or staff). */
  viewer: TUserRow | null;
};

/**
 * Looks up the files a quote will price and makes sure each has the server's own counts
 * (analysing any that the client did not ask about). Counts sent by a client are never used.
 * The caller re-checks and binds the files under row locks when it writes (claimQuoteFiles).
 */
export const resolveQuoteFiles = async ({
  db,
  storage,
  analyzer,
  fileKeys,
  language,
  quoteId,
  viewer,
}: TResolveOptions) => {
  const unique = [...new Set(fileKeys)];
  await confirmUploads({ db, storage, fileKeys: unique });
  const rows = await db
    .selectFrom('files')
    .select([
      'id',
      'file_key',
      'kind',
      'status',
      'order_id',
      'quote_id',
      'uploaded_by',
      'owner_deleted_at',
      'analysis',
      'original_name',
      'size',
      'declared_size',
    ])
    .where('file_key', 'in', unique)
    .execute();
  const byKey = new Map(rows.map((row) => [row.file_key, row]));
  const resolved: Array<{ id: string; analysis: TStoredAnalysis }> = [];
  const ocrDeadline = Date.now() + OCR_BUDGET_MS; // one OCR budget for all the quote's files
  for (const key of unique) {
    const row = byKey.get(key);
    const othersUpload =
      (row?.owner_deleted_at || (row?.uploaded_by && row.uploaded_by !== viewer?.id)) && !viewer?.is_admin;
    if (
      row?.kind !== 'SOURCE' ||
      row.status === 'deleted' ||
      (row.quote_id && row.quote_id !== quoteId) ||
      othersUpload
    ) {
      throw new AppError('NOT_FOUND', QUOTE_FILE_NOT_FOUND, { reason: 'file-not-found' });
    }
    if (row.status !== 'uploaded') {
      throw new AppError('BAD_REQUEST', `${row.original_name} has not finished uploading. Please try again.`);
    }
    if (row.order_id) throw new AppError('BAD_REQUEST', `${row.original_name} already belongs to an order.`);
    let analysis = row.analysis;
    if (!analysis) {
      const result = await analyzeStoredFile({
        db,
        storage,
        analyzer,
        fileKey: key,
        language,
        viewer,
        ocrDeadline,
      }).catch(() => null);
      analysis = result ?? {
        ...estimateFromSize(fileExtension(row.original_name), row.size ?? row.declared_size),
        method: 'estimate',
        estimated: true,
        perPage: null,
        ocrConfidence: null,
        warnings: ['Estimated from the file size'],
      };
    }
    resolved.push({ id: row.id, analysis });
  }
  const totals = resolved.reduce(
    (sum, file) => ({ pages: sum.pages + file.analysis.pages, words: sum.words + file.analysis.wordCount }),
    { pages: 0, words: 0 },
  );
  return { files: resolved, totals };
};

export const wordsForManualEstimate = (pages: number, words: number | undefined) => words ?? pages * WORDS_PER_PAGE;
