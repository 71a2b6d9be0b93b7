import { rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { killProcessGroup } from '@sello/analysis/child-process-groups';
import type { TErrorCode } from '@sello/shared/api-error';
import { AppError } from '../../errors/app-error.ts';
import type { TCertifiedPdfInput } from './assemble-certified-pdf.ts';
import { UnusableCertifiedTranslation } from './assemble-certified-pdf.ts';
import type { TAssembleWorkerResponse } from './assemble-certified-worker.ts';

/** Time and heap one certified translation may take (its worker is terminated past either). */
export const CERTIFIED_ASSEMBLY_LIMITS = { timeoutMs: 180_000, maxMemoryMb: 1024 };

const WORKER_URL = new URL('./assemble-certified-worker.ts', import.meta.url);

/**
 * Workers that finished their last document, reused by the next ones (loading pdf-lib and the fonts takes seconds);
 * at most two are kept, unreferenced (they do not keep the process alive).
 */
const idle: Array<{ worker: Worker; maxMemoryMb: number }> = [];
const MAX_IDLE = 2;

const takeWorker = (maxMemoryMb: number): Worker => {
  const index = idle.findIndex((entry) => entry.maxMemoryMb === maxMemoryMb);
  const reused = index >= 0 ? idle.splice(index, 1)[0] : undefined;
  if (reused) {
    reused.worker.removeListener('exit', dropIdle);
    reused.worker.ref();
    return reused.worker;
  }
  return new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, maxYoungGenerationSizeMb: Math.min(64, maxMemoryMb) },
  });
};

/** An idle worker that exits is forgotten. */
function dropIdle(this: Worker) {
  const index = idle.findIndex((entry) => entry.worker === this);
  if (index >= 0) idle.splice(index, 1);
}

const keepIdle = (worker: Worker, maxMemoryMb: number) => {
  if (idle.length >= MAX_IDLE) {
    worker.terminate().catch(() => undefined);
    return;
  }
  idle.push({ worker, maxMemoryMb });
  worker.unref();
  worker.on('exit', dropIdle);
};

/** A fresh copy of the bytes in an ArrayBuffer of their own, to transfer (the caller's input stays usable). */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

/**
 * assembleCertifiedPdf in a worker thread, off the API's event loop, with a time limit and a heap limit: a document
 * that takes too long or needs too much memory ends the worker and is an UnusableCertifiedTranslation staff must act
 * on, never a fault the queue retries (the sweep would resend it at every boot). Errors cross back as themselves
 * (UnusableCertifiedTranslation, AppError such as LibreOffice UNAVAILABLE); bytes cross as transferred copies.
 */
export const assembleCertifiedPdfBounded = (
  input: TCertifiedPdfInput,
  limits: { timeoutMs: number; maxMemoryMb: number } = CERTIFIED_ASSEMBLY_LIMITS,
): Promise<{ pdf: Uint8Array; pageCount: number; warnings: string[] }> =>
  new Promise((resolve, reject) => {
    const image = (value: TCertifiedPdfInput['translator']['signature']) =>
      value && { ...value, bytes: own(value.bytes) };
    const message: TCertifiedPdfInput = {
      ...input,
      translation: { ...input.translation, bytes: own(input.translation.bytes) },
      sources: input.sources.map((source) => ({ ...source, bytes: own(source.bytes) })),
      translator: {
        ...input.translator,
        signature: image(input.translator.signature),
        seal: image(input.translator.seal),
      },
    };
    const transfer = [
      message.translation.bytes,
      ...message.sources.map((source) => source.bytes),
      ...[message.translator.signature, message.translator.seal].flatMap((value) => (value ? [value.bytes] : [])),
    ].map((bytes) => bytes.buffer as ArrayBuffer);

    const worker = takeWorker(limits.maxMemoryMb);
    /** LibreOffice process groups the worker has running (leader pid → scratch folder). */
    const children = new Map<number, string | undefined>();
    let settled = false;
    /** `reuse`: the worker answered and is sound; otherwise it is ended with the programs it started. */
    const end = (outcome: () => void, reuse = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (reuse && children.size === 0) keepIdle(worker, limits.maxMemoryMb);
      else worker.terminate().catch(() => undefined);
      for (const [pid, folder] of children) {
        killProcessGroup(pid);
        if (folder)
          rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch(() => undefined);
      }
      outcome();
    };
    const tooMuch = (what: string) =>
      end(() =>
        reject(
          new UnusableCertifiedTranslation(
            `${input.documentName} could not be reproduced in the certified translation: ${what}. Check its ` +
              'translation and source files, then regenerate.',
          ),
        ),
      );
    const timer = setTimeout(
      () => tooMuch(`making it took too long (more than ${Math.round(limits.timeoutMs / 1000)} seconds)`),
      limits.timeoutMs,
    );

    const onMessage = (response: TAssembleWorkerResponse) => {
      if ('childProcess' in response) {
        const { pid, folder } = response.childProcess;
        if (!response.running) children.delete(pid);
        else if (settled) killProcessGroup(pid);
        else children.set(pid, folder);
        return;
      }
      if (response.ok) {
        const { pdf, pageCount, warnings } = response;
        end(() => resolve({ pdf, pageCount, warnings }), true);
        return;
      }
      const error =
        response.kind === 'unusable'
          ? new UnusableCertifiedTranslation(response.message)
          : response.kind === 'app'
            ? new AppError(response.code as TErrorCode, response.message)
            : new Error(response.message);
      end(() => reject(error), true);
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') {
        tooMuch(`making it needed too much memory (more than ${limits.maxMemoryMb} MB)`);
        return;
      }
      end(() => reject(error));
    };
    const onExit = (exitCode: number) =>
      end(() => reject(new Error(`The certified translation's worker stopped unexpectedly (exit code ${exitCode}).`)));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(message, transfer);
  });
