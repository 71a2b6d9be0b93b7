import { AnalysisBusyError } from '@sello/analysis/analysis-pool';
import type { TAnalysis } from '@sello/shared/analysis-schemas';
import { LANGUAGES, type TLanguage } from '@sello/shared/constants';
import { assertCanReach } from '../../auth/assert-can-reach.ts';
import type { TDb } from '../../db/database.ts';
import type { TStoredAnalysis, TUserRow } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { TStorage } from '../../storage/storage.ts';
import { confirmUploads } from '../uploads/confirm-uploads.ts';
import type { TDocumentAnalyzer } from './document-analyzer.ts';

type TAnalyzeStoredFileOptions = {
  db: TDb;
  storage: TStorage;
  analyzer: TDocumentAnalyzer;
  fileKey: string;
  language?: TLanguage | undefined;
  /** A file uploaded by a signed-in customer is theirs (and staff's) only. */
  viewer: TUserRow | null;
  /** When OCR must stop (a quote's files share one budget); by default OCR_BUDGET_MS from now. */
  ocrDeadline?: number | undefined;
};

/** Time OCR may take for one file, or for all files of a quote together; beyond it words are estimated. */
export const OCR_BUDGET_MS = 60_000;

/** Seconds a client is told to wait (Retry-After) when the analyser is busy. */
const BUSY_RETRY_AFTER_SECONDS = 60;

/**
 * Counts an uploaded file once and keeps the result on the file; later calls return the stored analysis. When too
 * many files are already waiting for the analyser, answers 503 at once rather than queueing.
 */
export const analyzeStoredFile = async ({
  db,
  storage,
  analyzer,
  fileKey,
  language,
  viewer,
  ocrDeadline = Date.now() + OCR_BUDGET_MS,
}: TAnalyzeStoredFileOptions): Promise<TAnalysis> => {
  const findFile = () => db.selectFrom('files').selectAll().where('file_key', '=', fileKey).executeTakeFirst();
  let file = await findFile();
  if (file?.kind !== 'SOURCE' || file.status === 'deleted')
    throw new AppError('NOT_FOUND', 'File not found', { reason: 'file-not-found' });
  assertCanReach(
    { user_id: file.uploaded_by, owner_deleted_at: file.owner_deleted_at },
    viewer,
    'File not found',
    'file-not-found',
  );
  if (file.status === 'pending') {
    await confirmUploads({ db, storage, fileKeys: [fileKey] });
    file = (await findFile()) ?? file;
  }
  if (file.status !== 'uploaded')
    throw new AppError('CONFLICT', 'The file has not been uploaded yet.', { reason: 'file-not-uploaded' });

  let analysis = file.analysis;
  if (!analysis) {
    const { original_name: filename, size } = file;
    const result = await storage
      .withLocalCopy(fileKey, (filePath) =>
        analyzer.analyze({
          filePath,
          filename,
          size: size ?? file.declared_size,
          language: language && LANGUAGES[language].code,
          ocrDeadline,
          refuseWhenBusy: true,
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof AnalysisBusyError)) throw error;
        throw new AppError(
          'UNAVAILABLE',
          'The document analyser is busy. Please try again in a minute.',
          { reason: 'analyser-busy' },
          {
            retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
          },
        );
      });
    const stored: TStoredAnalysis = { ...result, estimated: result.method === 'estimate' };
    await db
      .updateTable('files')
      .set({ analysis: JSON.stringify(stored) })
      .where('id', '=', file.id)
      .execute();
    analysis = stored;
  }
  return {
    fileKey,
    filename: file.original_name,
    pages: analysis.pages,
    wordCount: analysis.wordCount,
    size: file.size ?? file.declared_size,
    contentType: file.content_type,
    method: analysis.method,
    estimated: analysis.estimated,
    perPage: analysis.perPage,
    ocrConfidence: analysis.ocrConfidence ?? null,
    warnings: analysis.warnings,
  };
};
