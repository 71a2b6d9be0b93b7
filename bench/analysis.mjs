#!/usr/bin/env node
// Text-PDF analysis speed: pages per second of Sello's analyzer (pdf.js, in-process, no worker pool start-up)
// against poppler's `pdftotext` on the same corpus files, printed as a ratio; plus a 100-page PDF check against
// the 2 s budget of docs/decisions.md; OCR seconds per scanned page (≤ 3). Exit code 1 when a budget is missed.
// Run: `PATH=$PWD/node_modules/.bin:$PATH node bench/analysis.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reportFigure } from './support/bench-harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpus = path.resolve(root, '..', 'shared', 'corpus');
const manifest = JSON.parse(readFileSync(path.join(corpus, 'manifest.json'), 'utf8'));
const { analyzeFile } = await import(path.join(root, 'packages', 'analysis', 'src', 'analyze-file.ts'));

const textPdfs = manifest.filter(
  (entry) => entry.type === 'pdf' && !entry.image_only && !entry.encrypted && !entry.broken && entry.pages,
);
const pages = textPdfs.reduce((sum, entry) => sum + entry.pages, 0);
const rounds = 3;

const time = async (fn) => {
  const started = process.hrtime.bigint();
  for (let round = 0; round < rounds; round += 1) await fn();
  return Number(process.hrtime.bigint() - started) / 1e9 / rounds;
};

// Warm-up: module loading and JIT are not what we measure (an analysis worker lives as long as the server). One file
// was not enough: pdf.js's parser and font code kept getting faster over the first passes, so one whole pass first.
const coldStarted = process.hrtime.bigint();
for (const entry of textPdfs)
  await analyzeFile({ filePath: path.join(corpus, 'files', entry.file), filename: entry.file });
const cold = Number(process.hrtime.bigint() - coldStarted) / 1e9;

const ours = await time(async () => {
  for (const entry of textPdfs)
    await analyzeFile({ filePath: path.join(corpus, 'files', entry.file), filename: entry.file });
});
console.info(
  `files: ${textPdfs.length} text PDFs, ${pages} pages, ${rounds} rounds after a warm-up pass ` +
    `(${(pages / cold).toFixed(1)} pages/s in that first pass, from a cold start)`,
);
let pass = reportFigure({ name: 'analysis: text PDF pages/s', value: pages / ours, op: '>=', budget: 50, digits: 1 });

let baseline = null;
try {
  baseline = await time(async () => {
    for (const entry of textPdfs)
      execFileSync('pdftotext', ['-layout', path.join(corpus, 'files', entry.file), '-'], {
        stdio: ['ignore', 'ignore', 'ignore'],
      });
  });
  console.info(`pdftotext:      ${(pages / baseline).toFixed(1)} pages/s`);
  console.info(`ratio sello / pdftotext: ${(baseline / ours).toFixed(2)}`);
} catch {
  console.info('pdftotext not installed (apt-get install poppler-utils) — no baseline ratio');
}

const largest = [...textPdfs].sort((a, b) => b.pages - a.pages)[0];
const perPage = ours / pages;
console.info(`largest file ${largest.file}, ${largest.pages} pages`);
pass =
  reportFigure({
    name: 'analysis: projected 100-page text PDF',
    value: perPage * 100,
    unit: 's',
    op: '<=',
    budget: 2,
  }) && pass;

// OCR: the corpus' scanned PDFs through the analysis pool as the API runs it (one worker per core, files in
// parallel, pages of a file read in parallel), in seconds per page at 300 dpi, against poppler + tesseract run page
// by page on one core (`pdftoppm -r 300 -gray | tesseract`, one thread) where both are installed.
const { createAnalysisPool } = await import(path.join(root, 'packages', 'analysis', 'src', 'analysis-pool.ts'));
const { ocrEngineFor } = await import(path.join(root, 'packages', 'analysis', 'src', 'ocr.ts'));
const scans = manifest.filter((entry) => entry.image_only && !entry.encrypted && entry.pages);
const scanPages = scans.reduce((sum, entry) => sum + entry.pages, 0);
const pool = createAnalysisPool({});
const scanRequest = (entry) => ({
  filePath: path.join(corpus, 'files', entry.file),
  filename: entry.file,
  size: entry.bytes,
  language: entry.language,
});
await pool.analyze(scanRequest(scans[0])); // warm-up: worker threads and OCR models loaded
const ocrStarted = process.hrtime.bigint();
const ocrResults = await Promise.all(scans.map((entry) => pool.analyze(scanRequest(entry))));
const ocrSeconds = Number(process.hrtime.bigint() - ocrStarted) / 1e9;
await pool.close();
const read = ocrResults.filter((result) => result.method === 'ocr').length;
console.info(
  `\nOCR (${ocrEngineFor('eng')}): ${scans.length} scanned PDFs, ${scanPages} pages at 300 dpi, ${read} read by OCR`,
);
pass =
  reportFigure({
    name: 'analysis: OCR per scanned page',
    value: ocrSeconds / scanPages,
    unit: 's',
    op: '<=',
    budget: 3,
  }) && pass;
try {
  const started = process.hrtime.bigint();
  for (const entry of scans) {
    for (let page = 1; page <= entry.pages; page += 1) {
      const image = execFileSync(
        'pdftoppm',
        ['-r', '300', '-gray', '-f', `${page}`, '-l', `${page}`, path.join(corpus, 'files', entry.file)],
        {
          maxBuffer: 256 * 1024 * 1024,
        },
      );
      execFileSync('tesseract', ['stdin', 'stdout', '--oem', '1'], {
        input: image,
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        stdio: ['pipe', 'ignore', 'ignore'],
      });
    }
  }
  const baselineSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.info(`pdftoppm + tesseract, page by page: ${(baselineSeconds / scanPages).toFixed(2)} s/page`);
  console.info(`ratio sello / baseline (time per page): ${(ocrSeconds / baselineSeconds).toFixed(2)}`);
} catch {
  console.info('pdftoppm or tesseract not installed — no OCR baseline');
}

// Phone photos: 12 Mpx JPEGs of a printed page (made here, like the tests' photos: turned 3°, lit unevenly) through
// a pool of 2, in seconds per photo (decode, orientation, deskew, local threshold, OCR).
const { photograph, renderPage, PAGE_WORDS } = await import(
  path.join(root, 'packages', 'analysis', 'test', 'make-photo.ts')
);
const { mkdtempSync, rmSync, writeFileSync } = await import('node:fs');
const os = await import('node:os');
const photoDir = mkdtempSync(path.join(os.tmpdir(), 'sello-bench-photos-'));
const page = await renderPage();
const photos = [];
for (let i = 0; i < 4; i += 1) {
  const photo = await photograph(page, { degrees: i - 1.5, shadow: 0.4, longSide: 4032 });
  const filePath = path.join(photoDir, `photo-${i}.jpg`);
  writeFileSync(filePath, await photo.encode('jpeg', 90));
  photos.push({ filePath, filename: `photo-${i}.jpg`, size: 1, language: 'en' });
  if (i === 0) console.info(`\nphotos: 4 JPEGs of ${photo.width}×${photo.height} px, ${PAGE_WORDS} words each`);
}
const photoPool = createAnalysisPool({});
await photoPool.analyze(photos[0]); // warm-up
const photoStarted = process.hrtime.bigint();
const photoResults = await Promise.all(photos.map((photo) => photoPool.analyze(photo)));
const photoSeconds = Number(process.hrtime.bigint() - photoStarted) / 1e9;
await photoPool.close();
rmSync(photoDir, { recursive: true, force: true });
console.info(
  `sello analyzer: ${(photoSeconds / photos.length).toFixed(2)} s/photo; words ${photoResults.map((r) => r.wordCount).join(', ')}; confidence ${photoResults.map((r) => r.ocrConfidence?.[0]).join(', ')}`,
);
process.exit(pass ? 0 : 1);
