#!/usr/bin/env node
// `npm test`: lint, typecheck, unit + API tests (Vitest), build, browser tests (Playwright),
// then one line that sums every suite. Each step runs even if an earlier one failed, so one run shows everything.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-data');
mkdirSync(resultsDir, { recursive: true });
const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};
const only = new Set(process.argv.slice(2));
const wanted = (name) => only.size === 0 || only.has(name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

const run = (label, command, args) => {
  console.info(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
};

const check = (label, command, args) => {
  const { ok, seconds } = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds}s)`);
  return ok;
};

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

if (wanted('lint')) check('lint', 'biome', ['check', '.']);
if (wanted('typecheck')) check('typecheck', 'npm', ['run', '-s', 'typecheck']);

if (wanted('unit')) {
  const file = path.join(resultsDir, 'vitest-results.json');
  rmSync(file, { force: true });
  const { ok, seconds } = run('unit and API tests (vitest)', 'vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  const report = readJson(file);
  if (report) {
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
    totals.skipped += skipped;
    summary.push(
      `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped (${seconds}s)`,
    );
  } else {
    totals.failed += 1;
    summary.push(`vitest: did not produce results (${seconds}s)`);
  }
}

if (wanted('e2e')) {
  const built = check('build', 'npm', ['run', '-s', 'build']);
  const file = path.join(resultsDir, `playwright-results-${process.env.E2E_PORT ?? 3100}.json`);
  rmSync(file, { force: true });
  if (built) {
    const { ok, seconds } = run('browser tests (playwright)', 'playwright', ['test']);
    const stats = readJson(file)?.stats;
    if (stats) {
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
      totals.skipped += stats.skipped;
      summary.push(
        `playwright: ${stats.expected + stats.flaky} passed (${stats.flaky} flaky), ${stats.unexpected} failed, ${stats.skipped} skipped (${seconds}s)`,
      );
    } else {
      totals.failed += 1;
      summary.push(`playwright: did not produce results (${seconds}s)`);
    }
  } else if (existsSync(file)) {
    rmSync(file, { force: true });
  }
}

console.info(`\n${summary.join('\n')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
