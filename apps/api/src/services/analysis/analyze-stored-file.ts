import { AnalysisBusyError } from '@sello/analysis/analysis-pool';
import type { TAnalysis } from '@sello/shared/analysis-schemas';
import { LANGUAGES, type TLanguage } from '@sello/shared/constants';
import { estimateFromSize, fileExtension } from '@sello/shared/file-types';
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
  /**
   * Answer within this many ms: a count still running then is answered with a provisional size estimate (not kept)
   * and goes on; its result is kept on the file when it ends. Unset: wait for the count (a quote's prices).
   */
  answerWithinMs?: number | undefined;
};

/**
 * How long a customer on the upload page waits for a file's count before getting a provisional estimate: under the
 * 30 s in which every answer must come (issue 33), with room for the upload checks before and the answer after. A
 * burst of scans behind two workers kept files waiting past 30 s.
 */
export const ANSWER_WITHIN_MS = 25_000;

export const PROVISIONAL_WARNING =
  'This document is taking long to read — estimated from file size for now; your quote will use the full count';

/** Counts running in this process, by file: a second request for the same file (the quote) waits for the same one. */
const counting = new Map<string, Promise<TStoredAnalysis>>();

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
  answerWithinMs,
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
    const { id, original_name: filename } = file;
    const size = file.size ?? file.declared_size;
    let count = counting.get(fileKey);
    if (!count) {
      count = countFile({ db, storage, analyzer, fileKey, id, filename, size, language, ocrDeadline }).finally(() =>
        counting.delete(fileKey),
      );
      // Whoever stops waiting first, the count still ends (and is kept) with nobody left to hear of a failure.
      count.catch(() => undefined);
      counting.set(fileKey, count);
    }
    analysis = answerWithinMs === undefined ? await count : await withinTime(count, answerWithinMs, filename, size);
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

type TCountFileOptions = Pick<TAnalyzeStoredFileOptions, 'db' | 'storage' | 'analyzer' | 'fileKey' | 'language'> & {
  id: string;
  filename: string;
  size: number;
  ocrDeadline: number;
};

/** Runs the analyser on the stored file and keeps its result on the file's row. */
const countFile = async ({
  db,
  storage,
  analyzer,
  fileKey,
  id,
  filename,
  size,
  language,
  ocrDeadline,
}: TCountFileOptions): Promise<TStoredAnalysis> => {
  const result = await storage
    .withLocalCopy(fileKey, (filePath) =>
      analyzer.analyze({
        filePath,
        filename,
        size,
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
    .where('id', '=', id)
    .execute();
  return stored;
};

/** The count if it ends within `ms`, else a provisional estimate from the file's size (the count goes on). */
const withinTime = async (
  count: Promise<TStoredAnalysis>,
  ms: number,
  filename: string,
  size: number,
): Promise<TStoredAnalysis> => {
  let timer: NodeJS.Timeout | undefined;
  const provisional = new Promise<TStoredAnalysis>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ...estimateFromSize(fileExtension(filename), size),
          method: 'estimate',
          estimated: true,
          perPage: null,
          ocrConfidence: null,
          warnings: [PROVISIONAL_WARNING],
        }),
      ms,
    );
  });
  try {
    return await Promise.race([count, provisional]);
  } finally {
    clearTimeout(timer);
  }
};
