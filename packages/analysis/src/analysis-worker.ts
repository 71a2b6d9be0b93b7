import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { AnalysisError, type TAnalysisErrorCode } from './analysis-error.ts';
import { analyzeFile, type TAnalyzeFileInput } from './analyze-file.ts';
import { setChildProcessListener, type TChildProcessGroup } from './child-process-groups.ts';
import { renderImagePreview } from './prepare-photo.ts';
import { setSlowStepListener } from './slow-step.ts';

/** A job the pool sends to a worker: analyse a file, or render an image's preview JPEG. */
export type TWorkerRequest =
  | { id: number; input: TAnalyzeFileInput }
  | { id: number; preview: { filePath: string; maxSide: number } };
/** A worker's answer: ready (its modules are loaded), or the analysis, or why the file could not be analysed. */
export type TWorkerResponse =
  | { ready: true }
  /** A slow step begins: OCR of a page, or a LibreOffice rendering (the pool grants it extra time). */
  | { id: number; slowStep: true; expectedMs?: number }
  /** A child process group started or ended (the pool kills the running ones when it retires this worker). */
  | { childProcess: TChildProcessGroup; running: boolean }
  | { id: number; ok: true; result: Awaited<ReturnType<typeof analyzeFile>> }
  | { id: number; ok: true; preview: Uint8Array }
  | { id: number; ok: false; code: TAnalysisErrorCode | 'FAILED'; message: string };

const port = parentPort;
if (!port) throw new Error('analysis-worker.ts runs only as a worker thread (see analysis-pool.ts)');

port.on('message', async (request: TWorkerRequest) => {
  const { id } = request;
  let response: TWorkerResponse;
  setSlowStepListener((expectedMs) => port.postMessage({ id, slowStep: true, expectedMs } satisfies TWorkerResponse));
  try {
    response =
      'preview' in request
        ? {
            id,
            ok: true,
            preview: await renderImagePreview(await readFile(request.preview.filePath), request.preview.maxSide),
          }
        : { id, ok: true, result: await analyzeFile(request.input) };
  } catch (error) {
    const code = error instanceof AnalysisError ? error.code : 'FAILED';
    response = { id, ok: false, code, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(response);
});

setChildProcessListener((childProcess, running) =>
  port.postMessage({ childProcess, running } satisfies TWorkerResponse),
);

const ready: TWorkerResponse = { ready: true };
port.postMessage(ready);
