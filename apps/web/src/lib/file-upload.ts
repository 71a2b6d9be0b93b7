import type { TAnalysis } from '@sello/shared/analysis-schemas';
import type { TLanguage } from '@sello/shared/constants';
import { ACCEPTED_UPLOAD_EXTENSIONS } from '@sello/shared/constants';
import { estimateFromSize, fileExtension, isAcceptedFilename, TRANSLATED_EXTENSIONS } from '@sello/shared/file-types';
import type { TPresignResponse } from '@sello/shared/upload-schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, apiClient, errorMessage, NETWORK_MESSAGE } from './api-client';
import { useMessages } from './i18n/i18n';
import { fileUploadCatalogue } from './uploads/messages/catalogue';

/**
 * The upload pipeline: ask for presigned URLs → PUT each file (XMLHttpRequest, for real progress) →
 * optionally analyse it → report. Framework-free functions first, then `useFileUpload()` for React.
 * Files that already finished are never sent twice: running the pipeline again retries only the
 * files that failed.
 */

// ---------------------------------------------------------------------------------------------
// Limits and validation

export type TUploadLimits = { maxUploadMb: number; maxFiles: number };

/** The server's defaults (MAX_UPLOAD_MB, MAX_FILES); the public configuration has the real values. */
export const DEFAULT_UPLOAD_LIMITS: TUploadLimits = { maxUploadMb: 50, maxFiles: 20 };

/** The `accept` attribute for source documents: extensions plus the content types browsers report. */
export const UPLOAD_ACCEPT = [
  ...ACCEPTED_UPLOAD_EXTENSIONS,
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/jpeg',
  'image/png',
  'image/heic',
  'image/heif',
  'image/webp',
].join(',');

/** "PDF, DOC, DOCX, TXT, JPG, JPEG, PNG, HEIC, HEIF, WEBP". */
export const ACCEPTED_TYPES_LABEL = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) =>
  extension.slice(1).toUpperCase(),
).join(', ');

/** Name and size: a file chosen twice (from two drops, say) is recognised and ignored. */
export const fileIdentity = (file: Pick<File, 'name' | 'size'>): string => `${file.name}\u0000${file.size}`;

/** Translated documents delivered by staff: `.pdf .doc .docx .txt` (TRANSLATED_EXTENSIONS). */
export const TRANSLATED_ACCEPT = TRANSLATED_EXTENSIONS.join(',');
export const TRANSLATED_TYPES_LABEL = TRANSLATED_EXTENSIONS.map((extension) => extension.slice(1).toUpperCase()).join(
  ', ',
);

/** Where uploads go: customers' source documents (default), or an order's translated documents (admins only). */
/** What an upload is for: a quote's source, the back office's translation of an order, or a translator's version of their task. */
export type TUploadTarget =
  | { fileType: 'SOURCE' }
  | { fileType: 'TRANSLATED'; orderId: string }
  | { fileType: 'TRANSLATED'; taskId: string };

/** The presign request's fields naming what a translated upload belongs to. */
const translatedFor = (target: Extract<TUploadTarget, { fileType: 'TRANSLATED' }>) =>
  'taskId' in target ? { taskId: target.taskId } : { orderId: target.orderId };

/** Why the client refuses a file before uploading it; the page words it in its language (`useFileUpload`). */
export type TUploadRefusal =
  | { kind: 'wrong-type'; types: string }
  | { kind: 'empty' }
  | { kind: 'too-large'; maxMb: number }
  | { kind: 'too-many'; maxFiles: number };

/** Why the client refuses a file before uploading it, or null. The server checks the same (and the bytes). */
export const validateUploadFile = (
  file: Pick<File, 'name' | 'size'>,
  limits: TUploadLimits,
  target: TUploadTarget = { fileType: 'SOURCE' },
): TUploadRefusal | null => {
  if (target.fileType === 'TRANSLATED') {
    if (!(TRANSLATED_EXTENSIONS as readonly string[]).includes(fileExtension(file.name))) {
      return { kind: 'wrong-type', types: TRANSLATED_TYPES_LABEL };
    }
  } else if (!isAcceptedFilename(file.name)) {
    return { kind: 'wrong-type', types: ACCEPTED_TYPES_LABEL };
  }
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > limits.maxUploadMb * 1024 * 1024) return { kind: 'too-large', maxMb: limits.maxUploadMb };
  return null;
};

// ---------------------------------------------------------------------------------------------
// Entries

/**
 * idle → preparing → uploading (progress %) → analyzing → done, or error at any step.
 * `done` carries `analysis` when the pipeline analysed the file (null otherwise).
 */
export type TUploadPhase = 'idle' | 'preparing' | 'uploading' | 'analyzing' | 'done' | 'error';

export type TUploadEntry = {
  /** Local id, stable for React keys. */
  id: string;
  file: File;
  phase: TUploadPhase;
  /** 0–100, from the PUT's upload progress. */
  progress: number;
  fileKey: string | null;
  uploadUrl: string | null;
  /** Epoch seconds after which `uploadUrl` no longer accepts the file. */
  urlExpiresAt: number | null;
  /** True once the bytes are stored (a later analysis failure does not lose them). */
  uploaded: boolean;
  analysis: TAnalysis | null;
  error: string | null;
  /** What went wrong, as thrown (an ApiError with the server's code), for a page to word in its language. */
  failure: unknown;
};

let entrySequence = 0;

export const createUploadEntry = (file: File): TUploadEntry => {
  entrySequence += 1;
  return {
    id: `upload-${entrySequence}`,
    file,
    phase: 'idle',
    progress: 0,
    fileKey: null,
    uploadUrl: null,
    urlExpiresAt: null,
    uploaded: false,
    analysis: null,
    error: null,
    failure: null,
  };
};

export type TAddFilesResult = {
  entries: TUploadEntry[];
  added: TUploadEntry[];
  /** Same name and size as a file already chosen: ignored. */
  duplicates: File[];
  /** Refused before upload, and why. */
  rejected: Array<{ file: File; refusal: TUploadRefusal }>;
};

/** Adds files to a list: duplicates ignored, wrong types / sizes refused, at most `limits.maxFiles` in all. */
export const addUploadFiles = (
  current: readonly TUploadEntry[],
  files: Iterable<File>,
  limits: TUploadLimits,
  target: TUploadTarget = { fileType: 'SOURCE' },
): TAddFilesResult => {
  const seen = new Set(current.map((entry) => fileIdentity(entry.file)));
  const entries = [...current];
  const result: TAddFilesResult = { entries, added: [], duplicates: [], rejected: [] };
  for (const file of files) {
    const identity = fileIdentity(file);
    if (seen.has(identity)) {
      result.duplicates.push(file);
      continue;
    }
    const refusal = validateUploadFile(file, limits, target);
    if (refusal) {
      result.rejected.push({ file, refusal });
      continue;
    }
    if (entries.length >= limits.maxFiles) {
      result.rejected.push({ file, refusal: { kind: 'too-many', maxFiles: limits.maxFiles } });
      continue;
    }
    seen.add(identity);
    const entry = createUploadEntry(file);
    entries.push(entry);
    result.added.push(entry);
  }
  return result;
};

// ---------------------------------------------------------------------------------------------
// The calls

export type TPresignedUpload = TPresignResponse['uploads'][number];

/** `POST /api/uploads/presigned-url`: one signed URL per file, in the order sent; 400 with a readable message. */
export const requestUploadUrls = async (
  files: readonly File[],
  signal?: AbortSignal,
  target: TUploadTarget = { fileType: 'SOURCE' },
): Promise<TPresignedUpload[]> => {
  const response = await apiClient.post(
    '/uploads/presigned-url',
    {
      files: files.map((file) => ({ filename: file.name, contentType: file.type, size: file.size })),
      ...(target.fileType === 'TRANSLATED' ? { fileType: 'TRANSLATED', ...translatedFor(target) } : {}),
    },
    { schema: () => import('@sello/shared/upload-schemas').then((module) => module.ZPresignResponse), signal },
  );
  if (response.uploads.length !== files.length) {
    throw new ApiError('The server sent an unexpected answer.', 200, 'BAD_RESPONSE');
  }
  return response.uploads;
};

export const UPLOAD_FAILED_MESSAGE = 'The upload failed. Please try again.';

/**
 * PUTs the raw file to its presigned URL and resolves once the server says it is stored.
 * The one place that uses XMLHttpRequest rather than the API client: fetch reports no upload progress.
 * Rejects with ApiError (the server's message and code, or NETWORK), or with the signal's reason on abort.
 */
export const putFile = (
  uploadUrl: string,
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<{ size: number }> =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('PUT', uploadUrl);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      settle();
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      if (xhr.status >= 200 && xhr.status < 300 && record.success !== false) {
        onProgress?.(100);
        resolve({ size: typeof record.size === 'number' ? record.size : file.size });
        return;
      }
      const serverMessage = typeof record.error === 'string' && record.error ? record.error : null;
      const code = typeof record.code === 'string' ? record.code : 'UNKNOWN';
      reject(new ApiError(serverMessage ?? UPLOAD_FAILED_MESSAGE, xhr.status, code, body, serverMessage));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(NETWORK_MESSAGE, 0, 'NETWORK'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });

export const ESTIMATE_WARNING = 'Estimated from the file size; we will confirm the count.';

/** The size-based estimate used when analysis is unavailable: marked `estimated`, method 'estimate'. */
export const localEstimate = (file: Pick<File, 'name' | 'size' | 'type'>, fileKey: string): TAnalysis => {
  const { pages, wordCount } = estimateFromSize(fileExtension(file.name), file.size);
  return {
    fileKey,
    filename: file.name,
    pages,
    wordCount,
    size: file.size,
    contentType: file.type,
    method: 'estimate',
    estimated: true,
    perPage: null,
    ocrConfidence: null,
    warnings: [ESTIMATE_WARNING],
  };
};

/** `POST /api/analyze/document`; when the call itself fails, the local estimate (never throws, except on abort). */
export const analyzeUploadedFile = async (
  { file, fileKey, sourceLanguage }: { file: File; fileKey: string; sourceLanguage?: TLanguage | undefined },
  signal?: AbortSignal,
): Promise<TAnalysis> => {
  try {
    const response = await apiClient.post(
      '/analyze/document',
      { fileKey, filename: file.name, contentType: file.type, size: file.size, sourceLanguage },
      { schema: () => import('@sello/shared/analysis-schemas').then((module) => module.ZAnalyzeResponse), signal },
    );
    return response.analysis;
  } catch (error) {
    if (signal?.aborted) throw error;
    return localEstimate(file, fileKey);
  }
};

// ---------------------------------------------------------------------------------------------
// The pipeline

export type TPipelineOptions = {
  /** Analyse each file right after its upload (false: stop at 'done' once stored). */
  analyze: false | { sourceLanguage?: TLanguage | undefined };
  /** Files uploaded at the same time (default 3). */
  concurrency?: number;
  /** Called with every change to an entry. */
  onChange?: (id: string, patch: Partial<TUploadEntry>) => void;
  signal?: AbortSignal;
  /** Seconds, for tests; defaults to the clock. */
  now?: () => number;
  /** What the files are (default: source documents). */
  target?: TUploadTarget;
};

const URL_SAFETY_MARGIN_S = 60;

/**
 * Runs every entry that is not `done`: one presign call for the files without a usable URL, then
 * uploads `concurrency` at a time, each analysed as soon as it is stored. Resolves with all entries
 * (done ones untouched); failures are recorded on the entries, never thrown. Rejects only on abort.
 */
export const runUploadPipeline = async (
  entries: readonly TUploadEntry[],
  { analyze, concurrency = 3, onChange, signal, now = () => Date.now() / 1000, target }: TPipelineOptions,
): Promise<TUploadEntry[]> => {
  const state = new Map(entries.map((entry) => [entry.id, entry]));
  const patch = (id: string, change: Partial<TUploadEntry>) => {
    const current = state.get(id);
    if (!current) return;
    state.set(id, { ...current, ...change });
    onChange?.(id, change);
  };
  const read = (id: string) => state.get(id) as TUploadEntry;

  const work = entries.filter((entry) => entry.phase !== 'done').map((entry) => entry.id);
  if (work.length === 0) return [...state.values()];
  for (const id of work) patch(id, { phase: 'preparing', progress: 0, error: null, failure: null });

  // 1. URLs: reuse a still-valid one (the server keeps the file pending after a refused PUT).
  const needsUrl = (entry: TUploadEntry) =>
    !entry.uploaded && (!entry.uploadUrl || (entry.urlExpiresAt ?? 0) - URL_SAFETY_MARGIN_S <= now());
  const issueUrls = async (needUrl: string[]) => {
    try {
      const uploads = await requestUploadUrls(
        needUrl.map((id) => read(id).file),
        signal,
        target,
      );
      needUrl.forEach((id, index) => {
        const upload = uploads[index] as TPresignedUpload;
        patch(id, { fileKey: upload.fileKey, uploadUrl: upload.uploadUrl, urlExpiresAt: upload.expiresAt });
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      const message = errorMessage(error, UPLOAD_FAILED_MESSAGE);
      for (const id of needUrl) patch(id, { phase: 'error', error: message, failure: error });
    }
  };
  const needUrl = work.filter((id) => needsUrl(read(id)));
  if (needUrl.length > 0) await issueUrls(needUrl);

  // 2. Upload (and analyse) with a small pool of workers.
  const queue = work.filter((id) => read(id).phase !== 'error');
  const processOne = async (id: string) => {
    // A link lasts about one upload's time: one that lapsed while this file waited behind others is replaced.
    if (needsUrl(read(id))) {
      await issueUrls([id]);
      if (read(id).phase === 'error') return;
    }
    let entry = read(id);
    if (!entry.uploaded) {
      patch(id, { phase: 'uploading', progress: 0 });
      try {
        await putFile(entry.uploadUrl as string, entry.file, {
          signal,
          onProgress: (progress) => {
            if (read(id).progress !== progress) patch(id, { progress });
          },
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        patch(id, { phase: 'error', error: errorMessage(error, UPLOAD_FAILED_MESSAGE), failure: error, progress: 0 });
        return;
      }
      patch(id, { uploaded: true, progress: 100 });
    }
    entry = read(id);
    if (analyze) {
      patch(id, { phase: 'analyzing' });
      const analysis = await analyzeUploadedFile(
        { file: entry.file, fileKey: entry.fileKey as string, sourceLanguage: analyze.sourceLanguage },
        signal,
      );
      patch(id, { phase: 'done', analysis });
    } else {
      patch(id, { phase: 'done' });
    }
  };
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await processOne(id);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
  return entries.map((entry) => read(entry.id));
};

// ---------------------------------------------------------------------------------------------
// React

export type TUseFileUploadOptions = {
  /** Analyse each file after upload (default true). */
  analyze?: boolean;
  concurrency?: number;
  limits?: TUploadLimits;
  /** What the files are (default: source documents); translated documents accept fewer types. */
  target?: TUploadTarget;
};

/** Files added in the hook: each refusal also worded in the page's language. */
export type TAddedFiles = Omit<TAddFilesResult, 'rejected'> & {
  rejected: Array<{ file: File; refusal: TUploadRefusal; reason: string }>;
};

export type TFileUploadResult = {
  /** Every entry after the run. */
  entries: TUploadEntry[];
  /** True when every file is stored (and analysed, when asked). */
  ok: boolean;
  /** True when `cancel()` (or unmounting) stopped the run. */
  cancelled: boolean;
};

/**
 * A list of chosen files and the pipeline over them. `start()` uploads everything not yet done, so
 * calling it again after a failure retries only the files that failed. Unmounting aborts uploads.
 */
export const useFileUpload = ({
  analyze = true,
  concurrency = 3,
  limits = DEFAULT_UPLOAD_LIMITS,
  target,
}: TUseFileUploadOptions = {}) => {
  const { m, t } = useMessages(fileUploadCatalogue);
  const [entries, setEntries] = useState<TUploadEntry[]>([]);
  const [isRunning, setIsRunning] = useState(false);
  const entriesRef = useRef<TUploadEntry[]>([]);
  const controllerRef = useRef<AbortController | null>(null);
  const runningRef = useRef(false);

  const commit = useCallback((next: TUploadEntry[]) => {
    entriesRef.current = next;
    setEntries(next);
  }, []);

  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  const describe = ({ file, refusal }: { file: File; refusal: TUploadRefusal }): string => {
    const name = file.name;
    switch (refusal.kind) {
      case 'wrong-type':
        return t(m.refusals.wrongType, { name, types: refusal.types });
      case 'empty':
        return t(m.refusals.empty, { name });
      case 'too-large':
        return t(m.refusals.tooLarge, { name, mb: refusal.maxMb });
      case 'too-many':
        return t(m.refusals.tooMany, { max: refusal.maxFiles });
    }
  };
  const describeRef = useRef(describe);
  describeRef.current = describe;

  const addFiles = useCallback(
    (files: Iterable<File>): TAddedFiles => {
      const result = addUploadFiles(entriesRef.current, files, limits, target);
      if (result.added.length > 0) commit(result.entries);
      return {
        ...result,
        rejected: result.rejected.map((item) => ({ ...item, reason: describeRef.current(item) })),
      };
    },
    [commit, limits, target],
  );

  const removeFile = useCallback(
    (id: string) => {
      if (runningRef.current) return;
      commit(entriesRef.current.filter((entry) => entry.id !== id));
    },
    [commit],
  );

  const clear = useCallback(() => {
    if (runningRef.current) return;
    commit([]);
  }, [commit]);

  const start = useCallback(
    async ({ sourceLanguage }: { sourceLanguage?: TLanguage } = {}): Promise<TFileUploadResult> => {
      if (runningRef.current) throw new Error('An upload is already running.');
      runningRef.current = true;
      setIsRunning(true);
      const controller = new AbortController();
      controllerRef.current = controller;
      try {
        const result = await runUploadPipeline(entriesRef.current, {
          analyze: analyze ? { sourceLanguage } : false,
          concurrency,
          signal: controller.signal,
          target,
          onChange: (id, change) => {
            if (controller.signal.aborted) return;
            commit(entriesRef.current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
          },
        });
        return { entries: result, ok: result.every((entry) => entry.phase === 'done'), cancelled: false };
      } catch (error) {
        if (!controller.signal.aborted) throw error;
        // Cancelled: whatever was in flight goes back to idle and is sent again on the next start.
        const reset = entriesRef.current.map((entry) =>
          entry.phase === 'done' || entry.phase === 'error' || entry.phase === 'idle'
            ? entry
            : { ...entry, phase: 'idle' as const, progress: 0 },
        );
        commit(reset);
        return { entries: reset, ok: false, cancelled: true };
      } finally {
        runningRef.current = false;
        setIsRunning(false);
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [analyze, concurrency, commit, target],
  );

  /** Aborts the uploads under way; they go back to idle and `start()` sends them again. */
  const cancel = useCallback(() => {
    controllerRef.current?.abort();
  }, []);

  return {
    entries,
    isRunning,
    failed: entries.filter((entry) => entry.phase === 'error'),
    addFiles,
    removeFile,
    clear,
    start,
    cancel,
  };
};
