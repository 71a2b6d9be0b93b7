#!/usr/bin/env node
// Time to quote, end to end in Chromium: the real server as `npm start` runs it (a child
// `node apps/api/src/server.ts`, NODE_ENV=production, the embedded default — PGlite, local storage — on a temporary
// DATA_DIR, serving the built web app: built first with `npm run build` when apps/web/dist is missing) and Debian's
// Chromium (headless shell, through playwright-core). Each run opens /upload in a fresh page, then the clock starts:
// the files are given to the document picker (what a drop does), 'Analyze Files & Get Quote' is pressed, and the
// clock stops when the quote page shows every file's page count. Two scenarios, 3 runs each (BENCH_ROUNDS), median
// against the budget:
// - two text PDFs, 12 + 8 letter pages of prose (typeset with pdfkit here, about 450 words a page): ≤ 3 s;
// - a one-page phone photo: a printed page of text photographed at a slant with uneven light, 4032 px on its long
//   side, JPEG (packages/analysis/test/make-photo.ts, the analysis tests' own photos), so it goes through OCR: ≤ 6 s.
// Run: `PATH=$PWD/node_modules/.bin:$PATH node bench/time-to-quote.mjs` (env BENCH_ROUNDS, CHROMIUM_PATH).
// Exit code 1 when a budget is missed, 2 on a setup error.
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createHarness,
  freePort,
  median,
  reportFigure,
  requireNode24,
  root,
  serverScript,
  waitForHttp,
} from './support/bench-harness.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PDF_BUDGET_S = 3;
const PHOTO_BUDGET_S = 6;
const TIMEOUT_MS = 60_000;
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

requireNode24();
const requireFromRoot = createRequire(path.join(root, 'package.json'));
const requireFromApi = createRequire(path.join(root, 'apps', 'api', 'package.json'));
const { chromium } = requireFromRoot('playwright-core');
const PDFDocument = requireFromApi('pdfkit');
const { tmp, startChild, onCleanUp, run: runBenchmark } = createHarness({ name: 'quote', watchdogMs: 15 * 60_000 });

const PROSE = [
  'The parties to this agreement declare that the information given in the annexes is true and complete,',
  'and they undertake to notify the registry of any change within thirty days of its occurrence. The',
  'applicant was born in Valencia, Spain, and has resided at the address stated above since the year',
  'of the first registration. Copies of this document may be issued to the persons it concerns, to their',
  'legal representatives, or to a public authority acting within its powers, and they have the same value',
  'as the original entry in the register kept by the office of the district.',
].join(' ');

/** A text PDF of `pages` letter pages of prose (pdfkit's Helvetica, 10 pt: about 450 words a page). */
const writeTextPdf = (file, pages, title) =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 72, autoFirstPage: false });
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('error', reject);
    doc.on('end', () => {
      writeFileSync(file, Buffer.concat(chunks));
      resolve(file);
    });
    for (let page = 1; page <= pages; page += 1) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(14).text(`${title} — page ${page} of ${pages}`);
      doc.moveDown();
      doc.font('Helvetica').fontSize(10);
      for (let paragraph = 0; paragraph < 5; paragraph += 1) {
        doc.text(PROSE, { align: 'justify' });
        doc.moveDown(0.6);
      }
    }
    doc.end();
  });

const writePhoto = async (file) => {
  const { renderPage, photograph } = await import(
    pathToFileURL(path.join(root, 'packages', 'analysis', 'test', 'make-photo.ts')).href
  );
  const photo = await photograph(await renderPage(), { degrees: 3, shadow: 0.25, blur: 0.8, longSide: 4032 });
  writeFileSync(file, await photo.encode('jpeg', 85));
  return file;
};

const main = async () => {
  const distDir = path.join(root, 'apps', 'web', 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.info('apps/web/dist is missing: npm run build');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const pdfs = [
    await writeTextPdf(path.join(tmp, 'employment-contract.pdf'), 12, 'Employment contract'),
    await writeTextPdf(path.join(tmp, 'academic-transcript.pdf'), 8, 'Academic transcript'),
  ];
  const photo = await writePhoto(path.join(tmp, 'birth-certificate-photo.jpg'));

  const port = await freePort();
  const server = startChild([serverScript], {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: path.join(tmp, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    STORAGE: 'local',
    SMTP_URL: '',
    MT_PROVIDER: 'none',
    WEB_DIST_DIR: distDir,
    PUBLIC_URL: `http://localhost:${port}`,
  });
  const base = `http://localhost:${port}`;
  await waitForHttp(server, `${base}/api/health`, 120_000);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  onCleanUp(() => browser.close());
  const context = await browser.newContext({ baseURL: base });

  /** Seconds from handing the files to the picker to the quote page showing each file's pages. */
  const timeToQuote = async (files) => {
    const page = await context.newPage();
    try {
      await page.goto('/upload');
      const input = page.getByLabel('Choose documents to translate');
      await input.waitFor({ state: 'attached' });
      const started = performance.now();
      await input.setInputFiles(files);
      await page.getByRole('button', { name: 'Analyze Files & Get Quote' }).click({ timeout: TIMEOUT_MS });
      await page.waitForURL(/\/quote\?id=[0-9a-f-]{36}$/, { timeout: TIMEOUT_MS });
      await page
        .getByTestId('file-pages')
        .nth(files.length - 1)
        .waitFor({ timeout: TIMEOUT_MS });
      const seconds = (performance.now() - started) / 1000;
      const shown = await page.getByTestId('file-pages').allTextContents();
      return { seconds, shown };
    } finally {
      await page.close();
    }
  };

  const scenarios = [
    { name: 'two text PDFs, 20 pages', files: pdfs, budget: PDF_BUDGET_S },
    { name: 'one-page phone photo', files: [photo], budget: PHOTO_BUDGET_S },
  ];
  let pass = true;
  for (const scenario of scenarios) {
    const times = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const { seconds, shown } = await timeToQuote(scenario.files);
      times.push(seconds);
      console.info(`  ${scenario.name}, run ${round + 1}: ${seconds.toFixed(2)} s (quote shows ${shown.join(' + ')})`);
    }
    pass =
      reportFigure({
        name: `time to quote: ${scenario.name} (median of ${ROUNDS})`,
        value: median(times),
        unit: 's',
        op: '<=',
        budget: scenario.budget,
      }) && pass;
  }
  return pass;
};

await runBenchmark(main);
