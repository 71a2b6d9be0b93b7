import { parentPort } from 'node:worker_threads';
import { setChildProcessListener, type TChildProcessGroup } from '@sello/analysis/child-process-groups';
import { AppError } from '../../errors/app-error.ts';
import {
  assembleCertifiedPdf,
  type TCertifiedPdfInput,
  UnusableCertifiedTranslation,
} from './assemble-certified-pdf.ts';

/** What the worker answers (see assemble-certified-pdf-bounded.ts): the PDF, or the error to throw again on the main thread. */
export type TAssembleWorkerResponse =
  | { childProcess: TChildProcessGroup; running: boolean }
  | { ok: true; pdf: Uint8Array; pageCount: number; warnings: string[] }
  | { ok: false; kind: 'unusable' | 'app' | 'error'; code?: string; message: string };

const port = parentPort;
if (!port)
  throw new Error('assemble-certified-worker.ts runs only as a worker thread (see assemble-certified-pdf-bounded.ts)');

// Terminating the worker does not end a LibreOffice it started: the main thread kills the groups it is told about.
setChildProcessListener((childProcess, running) =>
  port.postMessage({ childProcess, running } satisfies TAssembleWorkerResponse),
);

// One document at a time: the main thread sends the next once this one is answered.
port.on('message', async (input: TCertifiedPdfInput) => {
  try {
    const result = await assembleCertifiedPdf(input);
    const answer: TAssembleWorkerResponse = { ok: true, ...result };
    port.postMessage(answer, [result.pdf.buffer as ArrayBuffer]);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const answer: TAssembleWorkerResponse =
      error instanceof UnusableCertifiedTranslation
        ? { ok: false, kind: 'unusable', message }
        : error instanceof AppError
          ? { ok: false, kind: 'app', code: error.code, message }
          : { ok: false, kind: 'error', message };
    port.postMessage(answer);
  }
});
