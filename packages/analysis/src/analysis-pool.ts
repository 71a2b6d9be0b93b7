import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { TWorkerRequest, TWorkerResponse } from './analysis-worker.ts';
import type { TFileAnalysis } from './analyze-file.ts';
import { killProcessGroup, type TChildProcessGroup } from './child-process-groups.ts';
import { estimateFromFileSize } from './estimate-analysis.ts';
import { findSoffice, probeRenderSandbox } from './render-page-count.ts';

export type TAnalysisPoolOptions = {
  /** Workers running at once (files of one quote are analysed in parallel up to this). */
  size?: number;
  /**
   * Time one file may take once a worker has started on it; then the worker is terminated. (Loading a new worker's
   * modules has its own limit, at least 10 s.)
   */
  timeoutMs?: number;
  /**
   * Slow steps need more time than text: each page (or image) a worker starts to OCR, and each LibreOffice rendering,
   * extends the file's deadline to at least this long from then (default 30 s; a 300 dpi page takes about 1–8 s)…
   */
  slowStepMs?: number;
  /** …up to this much in all for one file (default 10 min), after which the file is estimated like any timeout. */
  maxSlowMs?: number;
  /** Heap limit of each worker (V8 old generation); a worker that runs out is replaced. */
  maxMemoryMb?: number;
  /**
   * A worker left without work this long is ended (default 60 s; the next file starts a new one, about 1 s): the
   * memory a burst of files grew in it — V8 heap, pdf.js WebAssembly memory, which never shrinks, canvas buffers —
   * goes back to the system instead of staying with the instance for good.
   */
  idleMs?: number;
  /**
   * Files that may wait for a worker (default 4 per worker). A request with `refuseWhenBusy` beyond it is refused at
   * once with AnalysisBusyError instead of queueing behind work that would take minutes.
   */
  maxQueue?: number;
  /**
   * Told once, when the pool starts, that LibreOffice is installed but cannot be cut off from the network here, and
   * why: Word page counts are then estimated instead of rendered.
   */
  onRenderUnavailable?: (reason: string) => void;
  /** Told about every file that fell back to an estimate, with the underlying error (for logs). */
  onFallback?: (event: { filename: string; cause: TFallbackCause; message: string }) => void;
  /**
   * Told when a worker starts (`running`) or reaps a program in its own process group (LibreOffice, tesseract), once
   * the pool has taken note of it: a group reported running is killed if the worker is retired from then on.
   */
  onChildProcess?: (group: TChildProcessGroup, running: boolean) => void;
};

export type TAnalyzeRequest = {
  filePath: string;
  filename: string;
  /** Size in bytes, for the estimate when the file cannot be analysed. */
  size: number;
  language?: string | undefined;
  /** Also extract the text as HTML (for the translation job). */
  html?: boolean | undefined;
  /** No OCR page is started after this time (ms since the epoch); the words of the pages left are estimated. */
  ocrDeadline?: number | undefined;
  /** Reject with AnalysisBusyError rather than wait when `maxQueue` files are already waiting (customer requests). */
  refuseWhenBusy?: boolean | undefined;
};

/** The pool's queue is full; the request was not accepted (try again later). */
export class AnalysisBusyError extends Error {
  constructor(waiting: number) {
    super(`${waiting} files are already waiting for analysis`);
    this.name = 'AnalysisBusyError';
  }
}

export type TAnalysisPool = {
  /**
   * A file that cannot be analysed comes back as a size-based estimate with a warning; rejects only with
   * AnalysisBusyError, for a `refuseWhenBusy` request while the queue is full.
   */
  analyze: (request: TAnalyzeRequest) => Promise<TFileAnalysis>;
  /**
   * An image file (PNG, JPEG, HEIC/HEIF, WebP) as a JPEG a browser can show, upright, long side at most `maxSide`
   * (default 1600 px); null when it cannot be decoded or the worker fails. Queued with the analyses.
   */
  preview: (request: { filePath: string; maxSide?: number }) => Promise<Uint8Array | null>;
  /** Terminates the workers; files still waiting get the estimate. */
  close: () => Promise<void>;
};

export type TFallbackCause =
  | 'EMPTY'
  | 'CORRUPT'
  | 'UNSUPPORTED'
  | 'TOO_LARGE'
  | 'FAILED'
  | 'TIMEOUT'
  | 'OUT_OF_MEMORY'
  | 'CRASHED'
  | 'CLOSED';

type TJob =
  | { id: number; kind: 'analyze'; request: TAnalyzeRequest; resolve: (analysis: TFileAnalysis) => void }
  | {
      id: number;
      kind: 'preview';
      request: { filePath: string; maxSide: number };
      resolve: (jpeg: Uint8Array | null) => void;
    };

/** How a job ended: its worker's answer, or why there is none. */
type TOutcome =
  | { ok: true; result?: TFileAnalysis; preview?: Uint8Array }
  | { ok: false; cause: TFallbackCause; message: string };
type TSlot = {
  worker: Worker;
  ready: boolean;
  job: TJob | null;
  timer: NodeJS.Timeout | null;
  dead: boolean;
  /** When the current job was sent, and when its time runs out (extended by OCR pages). */
  startedAt: number;
  deadline: number;
  /** Process groups the worker has running (leader pid → scratch folder), killed when the worker is retired. */
  children: Map<number, string | undefined>;
  /** Ends the worker once it has been idle for `idleMs`. */
  idleTimer: NodeJS.Timeout | null;
};

const WORKER_URL = new URL('./analysis-worker.ts', import.meta.url);
const MIN_STARTUP_MS = 10_000;

const KINDS: Record<string, string> = {
  '.pdf': 'PDF',
  '.docx': 'Word document',
  '.doc': 'Word document',
  '.txt': 'text file',
  '.png': 'image',
  '.jpg': 'image',
  '.jpeg': 'image',
  '.heic': 'image',
  '.heif': 'image',
  '.webp': 'image',
};

const warningFor = (cause: TFallbackCause, kind: string): string => {
  const why: Record<TFallbackCause, string> = {
    EMPTY: `This ${kind} is empty`,
    CORRUPT: `Could not read this ${kind} (corrupt or truncated)`,
    UNSUPPORTED: `Could not recognise the content of this ${kind}`,
    TOO_LARGE: `This ${kind} is too large (or expands too much) to analyse safely`,
    FAILED: `Could not analyse this ${kind}`,
    TIMEOUT: `Analysing this ${kind} took too long`,
    OUT_OF_MEMORY: `Analysing this ${kind} needed too much memory`,
    CRASHED: `The analysis of this ${kind} stopped unexpectedly`,
    CLOSED: `The analysis service was shutting down`,
  };
  return `${why[cause]} — estimated from file size`;
};

/**
 * Runs analyzeFile in worker threads with a time limit and a heap limit per file. A file that fails, times out or
 * exhausts memory gets `estimateFromSize` (method 'estimate') and a warning naming the cause; crashed or killed
 * workers are replaced, so the pool keeps working.
 */
export const createAnalysisPool = ({
  size = os.availableParallelism(),
  timeoutMs = 30_000,
  slowStepMs = 30_000,
  maxSlowMs = 600_000,
  maxMemoryMb = 512,
  idleMs = 60_000,
  maxQueue,
  onFallback,
  onRenderUnavailable,
  onChildProcess,
}: TAnalysisPoolOptions = {}): TAnalysisPool => {
  const maxWorkers = Math.max(1, Math.floor(size));
  const maxWaiting = Math.max(0, Math.floor(maxQueue ?? 4 * maxWorkers));
  if (findSoffice()) {
    const sandbox = probeRenderSandbox();
    if (!sandbox.available) onRenderUnavailable?.(sandbox.reason);
  }
  const queue: TJob[] = [];
  const slots = new Set<TSlot>();
  let nextId = 1;
  let closed = false;

  const fallback = (request: TAnalyzeRequest, cause: TFallbackCause, message: string): TFileAnalysis => {
    const extension = path.extname(request.filename).toLowerCase();
    try {
      onFallback?.({ filename: request.filename, cause, message });
    } catch {
      // A failing logger must not turn an estimate into an error.
    }
    const bytes = Number.isFinite(request.size) && request.size > 0 ? request.size : 0;
    return estimateFromFileSize(extension, bytes, warningFor(cause, KINDS[extension] ?? 'file'));
  };

  /** Settles the slot's job: an analysis that failed gets the size estimate; a preview that failed is null. */
  const finish = (slot: TSlot, outcome: TOutcome): void => {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    settle(job, outcome);
  };

  const settle = (job: TJob, outcome: TOutcome): void => {
    if (job.kind === 'preview') job.resolve(outcome.ok ? (outcome.preview ?? null) : null);
    else if (outcome.ok && outcome.result) job.resolve(outcome.result);
    else {
      const failure = outcome.ok ? { cause: 'FAILED' as const, message: 'no result' } : outcome;
      job.resolve(fallback(job.request, failure.cause, failure.message));
    }
  };

  /** Ends a worker that crashed, hung or ran out of memory: its job gets the estimate; a new worker replaces it. */
  const retire = (slot: TSlot, cause: TFallbackCause, message: string): void => {
    if (slot.dead) return;
    slot.dead = true;
    slots.delete(slot);
    finish(slot, { ok: false, cause, message });
    slot.worker.terminate().catch(() => undefined);
    // Terminating the thread leaves the programs it started running: end them and remove their scratch folders.
    for (const [pid, folder] of slot.children) {
      killProcessGroup(pid);
      // The killed processes may still write for a moment: rm retries a folder that is not empty yet.
      if (folder) rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(() => undefined);
    }
    slot.children.clear();
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    pump();
  };

  const rest = (slot: TSlot): void => {
    if (slot.job || slot.dead) return;
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = setTimeout(() => {
      if (!slot.job) retire(slot, 'CLOSED', 'idle');
    }, idleMs);
    slot.idleTimer.unref();
  };

  const spawn = (): TSlot => {
    const worker = new Worker(WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: Math.min(64, maxMemoryMb) },
    });
    const slot: TSlot = {
      worker,
      ready: false,
      job: null,
      timer: null,
      dead: false,
      startedAt: 0,
      deadline: 0,
      children: new Map(),
      idleTimer: null,
    };
    worker.on('message', (response: TWorkerResponse) => {
      if ('childProcess' in response) {
        const { pid, folder } = response.childProcess;
        if (!response.running) slot.children.delete(pid);
        else if (slot.dead) killProcessGroup(pid);
        else slot.children.set(pid, folder);
        try {
          onChildProcess?.(response.childProcess, response.running);
        } catch {
          // A failing listener must not leave a group untracked or a job unsettled.
        }
        return;
      }
      if ('ready' in response) {
        slot.ready = true;
        if (slot.timer) clearTimeout(slot.timer);
        slot.timer = null;
        if (slot.job) send(slot, slot.job);
        else {
          worker.unref();
          rest(slot);
        }
        return;
      }
      if (slot.job?.id !== response.id) return;
      if ('slowStep' in response) {
        const stepMs = Math.max(slowStepMs, response.expectedMs ?? 0);
        const deadline = Math.min(Date.now() + stepMs, slot.startedAt + Math.max(timeoutMs, maxSlowMs));
        if (deadline > slot.deadline) arm(slot, deadline);
        return;
      }
      finish(
        slot,
        response.ok ? response : { ok: false, cause: response.code, message: `${response.code}: ${response.message}` },
      );
      worker.unref();
      pump();
      rest(slot);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const cause = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'OUT_OF_MEMORY' : 'CRASHED';
      retire(slot, cause, error.message);
    });
    worker.on('exit', (exitCode) => retire(slot, 'CRASHED', `worker exited with code ${exitCode}`));
    // A worker that cannot even load is retired (with the job it was given), so a broken install cannot loop.
    const startupMs = Math.max(timeoutMs, MIN_STARTUP_MS);
    slot.timer = setTimeout(() => retire(slot, 'TIMEOUT', `worker not ready within ${startupMs} ms`), startupMs);
    slots.add(slot);
    return slot;
  };

  /** (Re)sets the time limit of a slot's job. */
  const arm = (slot: TSlot, deadline: number): void => {
    if (slot.timer) clearTimeout(slot.timer);
    slot.deadline = deadline;
    const allowed = deadline - slot.startedAt;
    slot.timer = setTimeout(() => retire(slot, 'TIMEOUT', `no answer within ${allowed} ms`), deadline - Date.now());
  };

  const send = (slot: TSlot, job: TJob): void => {
    slot.startedAt = Date.now();
    arm(slot, slot.startedAt + timeoutMs);
    const message: TWorkerRequest =
      job.kind === 'preview'
        ? { id: job.id, preview: job.request }
        : {
            id: job.id,
            input: {
              filePath: job.request.filePath,
              filename: job.request.filename,
              language: job.request.language,
              html: job.request.html,
              ocrDeadline: job.request.ocrDeadline,
            },
          };
    slot.worker.postMessage(message);
  };

  const start = (slot: TSlot, job: TJob): void => {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.job = job;
    slot.worker.ref();
    if (slot.ready) send(slot, job);
  };

  function pump(): void {
    while (queue.length > 0 && !closed) {
      let slot = [...slots].find((candidate) => !candidate.job && !candidate.dead);
      if (!slot && slots.size < maxWorkers) {
        try {
          slot = spawn();
        } catch (error) {
          const job = queue.shift();
          if (job) settle(job, { ok: false, cause: 'CRASHED', message: (error as Error).message });
          continue;
        }
      }
      const job = slot ? queue.shift() : undefined;
      if (!slot || !job) return;
      start(slot, job);
    }
  }

  return {
    analyze: (request) =>
      new Promise<TFileAnalysis>((resolve, reject) => {
        if (closed) {
          resolve(fallback(request, 'CLOSED', 'pool closed'));
          return;
        }
        const job: TJob = { id: nextId++, kind: 'analyze', request, resolve };
        queue.push(job);
        pump();
        // Still waiting (no free worker took it) behind a full queue: refused rather than queued.
        if (request.refuseWhenBusy && queue.length > maxWaiting) {
          queue.splice(queue.indexOf(job), 1);
          reject(new AnalysisBusyError(queue.length));
        }
      }),
    preview: ({ filePath, maxSide = 1600 }) =>
      new Promise<Uint8Array | null>((resolve) => {
        if (closed) {
          resolve(null);
          return;
        }
        queue.push({ id: nextId++, kind: 'preview', request: { filePath, maxSide }, resolve });
        pump();
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) settle(job, { ok: false, cause: 'CLOSED', message: 'pool closed' });
      const workers = [...slots];
      for (const slot of workers) retire(slot, 'CLOSED', 'pool closed');
      await Promise.all(workers.map((slot) => slot.worker.terminate().catch(() => undefined)));
    },
  };
};
