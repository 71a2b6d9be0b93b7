import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { killProcessGroup, notifyChildProcess } from './child-process-groups.ts';
import { findProgram } from './find-program.ts';
import { notifySlowStep } from './slow-step.ts';

/** OCR languages: the quote's source language picks one; anything else reads as English. */
export type TOcrLanguage = 'eng' | 'spa' | 'fra';

const LANGUAGES: Record<string, TOcrLanguage> = { en: 'eng', es: 'spa', fr: 'fra' };

/** 'en' | 'es' | 'fr' (or a tag like 'es-MX') to a traineddata name; English by default. */
export const ocrLanguageFor = (language: string | undefined): TOcrLanguage =>
  LANGUAGES[(language ?? '').toLowerCase().slice(0, 2)] ?? 'eng';

/**
 * One page that has used this much CPU in OCR is given up (the file then falls back to an estimate). Native tesseract
 * is held to CPU time (`prlimit --cpu`), which a busy machine does not stretch, so a page is not given up just because
 * other work shares the cores; the wall-clock limit only catches a process that hangs without computing (or is the
 * limit itself where util-linux's prlimit is missing).
 */
const NATIVE_CPU_SECONDS = 60;
const NATIVE_TIMEOUT_MS = 60_000;
const NATIVE_HANG_MS = 10 * 60_000;

let nativeLanguages: Set<string> | undefined;

/** Languages Debian's `tesseract` (tesseract-ocr, tesseract-ocr-spa, -fra) can read; empty when not installed. */
const nativeLanguagesInstalled = (): Set<string> => {
  if (nativeLanguages) return nativeLanguages;
  nativeLanguages = new Set();
  const program = findProgram('tesseract');
  if (program) {
    try {
      const listing = execFileSync(program, ['--list-langs'], { encoding: 'utf8', timeout: 10_000 });
      for (const line of listing.split('\n').slice(1)) if (line.trim()) nativeLanguages.add(line.trim());
    } catch {
      // a broken install reads as not installed
    }
  }
  return nativeLanguages;
};

/** Which engine reads `language` here: Debian's tesseract when installed with that language (about twice as fast). */
export const ocrEngineFor = (language: TOcrLanguage): 'tesseract' | 'tesseract.js' =>
  nativeLanguagesInstalled().has(language) ? 'tesseract' : 'tesseract.js';

/**
 * Native tesseract, one thread (OpenMP threads on a busy machine make it several times slower; the pool already
 * keeps every core busy), image on stdin, text on stdout, in its own process group (killed at the time limit, or by
 * the pool when it retires the worker).
 */
const nativeOcr = (image: Uint8Array, language: TOcrLanguage): Promise<string> =>
  new Promise((resolve, reject) => {
    const program = findProgram('tesseract') ?? 'tesseract';
    // `tsv`: one row per word with its confidence (the text is rebuilt from the rows, see readTsv).
    const args = ['stdin', 'stdout', '-l', language, '--oem', '1', '--psm', '3', 'tsv'];
    const prlimit = findProgram('prlimit');
    // prlimit sets the limit on itself and execs tesseract: same process, same group.
    const [command, commandArgs] = prlimit
      ? [prlimit, [`--cpu=${NATIVE_CPU_SECONDS}`, '--', program, ...args]]
      : [program, args];
    const wallLimitMs = prlimit ? NATIVE_HANG_MS : NATIVE_TIMEOUT_MS;
    const child = spawn(command, commandArgs, {
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: true,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', OMP_THREAD_LIMIT: '1', LANG: 'C.UTF-8' },
    });
    const group = child.pid ? { pid: child.pid } : null;
    if (group) notifyChildProcess(group, true);
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => group && killProcessGroup(group.pid), wallLimitMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.stdin.on('error', () => undefined); // tesseract may exit before reading all of a bad image
    child.on('error', (error) => {
      clearTimeout(timer);
      if (group) notifyChildProcess(group, false);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (group) notifyChildProcess(group, false);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else {
        const why =
          signal === 'SIGXCPU'
            ? `used more than ${NATIVE_CPU_SECONDS} s of CPU`
            : signal === 'SIGKILL'
              ? `took longer than ${wallLimitMs / 1000} s`
              : `exit ${code ?? signal}`;
        const detail = Buffer.concat(err).toString('utf8').trim().split('\n').at(-1) ?? '';
        reject(new Error(`tesseract failed (${why})${detail ? `: ${detail}` : ''}`));
      }
    });
    child.stdin.end(image);
  });

const require = createRequire(import.meta.url);

/**
 * The LSTM-only ("best_int") traineddata that `@tesseract.js-data/<lang>` ships, read from disk: tesseract.js never
 * downloads anything and writes no cache.
 */
const langPathOf = (language: TOcrLanguage): string =>
  path.join(path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)), '4.0.0_best_int');

/** One tesseract.js worker per language, kept for the life of the analysis worker thread (loading costs ~1 s). */
const workers = new Map<TOcrLanguage, Promise<Worker>>();

const workerFor = (language: TOcrLanguage): Promise<Worker> => {
  let worker = workers.get(language);
  if (!worker) {
    worker = (async () => {
      const created = await createWorker(language, OEM.LSTM_ONLY, {
        langPath: langPathOf(language),
        gzip: true,
        cacheMethod: 'none',
        cachePath: os.tmpdir(),
        // Failures reject the job's promise; without a handler tesseract.js also throws them, uncaught.
        errorHandler: () => undefined,
        // tesseract prints notes such as "Estimating resolution as 331" on stderr.
        logger: () => undefined,
      });
      await created.setParameters({ tessedit_pageseg_mode: PSM.AUTO, debug_file: '/dev/null' });
      return created;
    })();
    worker.catch(() => workers.delete(language));
    workers.set(language, worker);
  }
  return worker;
};

/** What OCR read in one image: the text, and tesseract's mean word confidence (0–100; 0 when no word was found). */
export type TOcrResult = { text: string; confidence: number };

/**
 * Text and mean word confidence from tesseract's TSV (level, page, block, paragraph, line, word, left, top, width,
 * height, confidence, text; words are level 5). The text is laid out as tesseract's plain-text output is: words of a
 * line joined by spaces, a newline after each line, a blank line between paragraphs and blocks.
 */
export const readTsv = (tsv: string): TOcrResult => {
  const paragraphs: string[][] = [];
  let lines: string[] = [];
  let words: string[] = [];
  let lineKey = '';
  let paragraphKey = '';
  let confidenceSum = 0;
  let wordCount = 0;
  const endLine = () => {
    if (words.length > 0) lines.push(words.join(' '));
    words = [];
  };
  const endParagraph = () => {
    endLine();
    if (lines.length > 0) paragraphs.push(lines);
    lines = [];
  };
  for (const row of tsv.split('\n')) {
    const columns = row.split('\t');
    if (columns[0] !== '5' || columns.length < 12) continue;
    const text = columns.slice(11).join('\t').trim();
    const confidence = Number(columns[10]);
    if (text === '' || !Number.isFinite(confidence) || confidence < 0) continue;
    const [, page, block, paragraph, line] = columns;
    const nextParagraph = `${page}/${block}/${paragraph}`;
    const nextLine = `${nextParagraph}/${line}`;
    if (nextParagraph !== paragraphKey) endParagraph();
    else if (nextLine !== lineKey) endLine();
    paragraphKey = nextParagraph;
    lineKey = nextLine;
    words.push(text);
    confidenceSum += confidence;
    wordCount += 1;
  }
  endParagraph();
  return {
    text: paragraphs.map((paragraph) => `${paragraph.join('\n')}\n`).join('\n'),
    confidence: wordCount > 0 ? confidenceSum / wordCount : 0,
  };
};

/**
 * What OCR reads in an image (PNG, JPEG or PGM; photos and rendered PDF pages come as prepared PGM): Debian's
 * tesseract when installed with the language, otherwise tesseract.js (WebAssembly, traineddata from npm). Both run
 * the same LSTM engine and give their words as TSV, read alike (readTsv).
 */
export const ocrText = async (image: Uint8Array, language: TOcrLanguage): Promise<TOcrResult> => {
  notifySlowStep();
  if (ocrEngineFor(language) === 'tesseract') return readTsv(await nativeOcr(image, language));
  const worker = await workerFor(language);
  const { data } = await worker.recognize(
    Buffer.from(image.buffer, image.byteOffset, image.byteLength),
    {},
    { text: false, tsv: true },
  );
  return readTsv(data.tsv ?? '');
};

/** Stops the tesseract.js workers (tests, CLI); analysis worker threads simply exit. */
export const closeOcr = async (): Promise<void> => {
  const pending = [...workers.values()];
  workers.clear();
  await Promise.all(pending.map(async (worker) => (await worker.catch(() => null))?.terminate()));
};
