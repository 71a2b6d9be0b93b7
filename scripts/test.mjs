#!/usr/bin/env node
// `npm test`: lint, typecheck and the reliability suite's short version in the background, unit + API tests (Vitest),
// the API tests again on PostgreSQL, build, browser tests (Playwright), then one line that sums every suite.
// Each step runs even if an earlier one failed, so one run shows everything.
// Parts by name: `node scripts/test.mjs lint typecheck unit api-postgres e2e chaos`.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, startRedis } from './test-services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, '.test-data');
mkdirSync(resultsDir, { recursive: true });
const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
};
// Arguments after `--` are Vitest file filters for the unit and api-postgres parts, e.g.
// `node scripts/test.mjs api-postgres -- test/auth-throttle.test.ts`.
const separator = process.argv.indexOf('--');
const parts = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const fileFilters = separator === -1 ? [] : process.argv.slice(separator + 1);
const only = new Set(parts);
const wanted = (name) => only.size === 0 || only.has(name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** Every test that ran, from both suites' JSON reports: the ten slowest are printed before the summary. */
const timings = [];
/** Every failed test with the first line of its error, printed just before the summary so a CI log's tail names them. */
const failures = [];
// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes Vitest and Playwright put in messages
const ANSI_COLOURS = /\u001b\[[0-9;]*m/g;
const firstLine = (text) =>
  String(text ?? '')
    .replace(ANSI_COLOURS, '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';

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

/** Playwright nests describe blocks as suites (the outermost is the file); a retried test counts its slowest try. */
const collectPlaywrightTimings = (suites, testDir, titles = []) => {
  for (const suite of suites) {
    const inner = suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const durations = (test.results ?? []).map((result) => result.duration);
        if (durations.length === 0 || test.status === 'skipped') continue;
        if (test.status === 'unexpected') {
          const last = test.results.at(-1);
          failures.push({
            name: [...inner, spec.title].join(' › '),
            file: path.relative(root, path.join(testDir, spec.file)),
            message: firstLine(last?.error?.message ?? last?.errors?.[0]?.message),
          });
        }
        timings.push({
          name: [...inner, spec.title].join(' › '),
          file: path.relative(root, path.join(testDir, spec.file)),
          ms: Math.max(...durations),
        });
      }
    }
    collectPlaywrightTimings(suite.suites ?? [], testDir, inner);
  }
};

/** Starts `command` with its output in `logFile`; resolves whether it exited 0. */
const spawnInBackground = (command, args, logFile) => {
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', log, log], env });
  closeSync(log);
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
};

/**
 * Starts a check in the background, its output kept in a file; the returned function waits for it, then prints the
 * output and counts it like `check`. The type check (one core for 40 s) runs beside the first Vitest run, which
 * leaves a core idle for much of its time (tests waiting on retries, timers and servers).
 */
const checkInBackground = (label, command, args) => {
  const started = Date.now();
  const logFile = path.join(resultsDir, `${label}.log`);
  const exited = spawnInBackground(command, args, logFile);
  return async () => {
    const ok = await exited;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`\n▶ ${label} (ran beside the tests above)`);
    process.stdout.write(readFileSync(logFile, 'utf8'));
    totals[ok ? 'passed' : 'failed'] += 1;
    summary.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds}s, in the background)`);
  };
};

if (wanted('lint')) check('lint', 'biome', ['check', '.']);
const typecheckDone = wanted('typecheck') ? checkInBackground('typecheck', 'npm', ['run', '-s', 'typecheck']) : null;

/**
 * The reliability suite's short version (chaos/run.ts, docs/reliability.md), each scenario one test, in the background
 * from the start, beside the first Vitest run: only the faults, which mostly wait (kills, outages, a full disk, the
 * outbox draining, backup), and that run leaves part of a core idle (its last project runs one file at a time), so
 * on two cores they cost the run little wall time. They finish before the browser tests, which then have the machine
 * to themselves. The flood, the load and the hostile documents keep both cores busy and made browser tests time out
 * beside them; they run in `npm run chaos`.
 */
const CI_SCENARIOS = ['kills', 'database-outage', 'storage-outage', 'disk-full', 'mail-outage', 'backup-restore'];
const startChaos = () => {
  const file = path.join(resultsDir, 'chaos-results.json');
  const logFile = path.join(resultsDir, 'chaos.log');
  rmSync(file, { force: true });
  const started = Date.now();
  const exited = spawnInBackground(
    'node',
    ['chaos/run.ts', '--short', '--only', CI_SCENARIOS.join(','), '--json', file],
    logFile,
  );
  return async () => {
    const ok = await exited;
    console.info('\n▶ reliability (npm run chaos -- --short, its faults; ran beside the tests above)');
    process.stdout.write(readFileSync(logFile, 'utf8'));
    const report = readJson(file);
    // The run's own time from its report: its exit is only seen once the Vitest runs (spawnSync) are over.
    const seconds = report ? (report.minutes * 60).toFixed(1) : ((Date.now() - started) / 1000).toFixed(1);
    if (!report) {
      totals.failed += 1;
      summary.push(`chaos (short): did not produce results (${seconds}s, in the background)`);
      return;
    }
    for (const row of report.rows) {
      timings.push({ name: `chaos: ${row.title}`, file: 'chaos/run.ts', ms: row.seconds * 1000 });
      if (row.failures.length > 0) {
        failures.push({ name: `chaos: ${row.title}`, file: 'chaos/run.ts', message: row.failures.join('; ') });
      }
    }
    const failed = report.rows.filter((row) => row.failures.length > 0).length;
    totals.passed += report.rows.length - failed;
    totals.failed += failed + (ok || failed > 0 ? 0 : 1);
    summary.push(
      `chaos (short): ${report.rows.length - failed} passed, ${failed} failed (${seconds}s, in the background)`,
    );
  };
};
const chaosDone = wanted('chaos') ? startChaos() : null;

/** Runs Vitest with a JSON report and adds its tests to the totals, timings and failures under `label`. */
const vitest = (label, { args = [], extraEnv = {}, suffix = '' } = {}) => {
  const file = path.join(resultsDir, `vitest-results${suffix ? '-pg' : ''}.json`);
  rmSync(file, { force: true });
  console.info(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(
    'vitest',
    ['run', ...args, ...fileFilters, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } },
  );
  const ok = result.status === 0;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const report = readJson(file);
  if (!report) {
    totals.failed += 1;
    summary.push(`${label}: did not produce results (${seconds}s)`);
    return;
  }
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (typeof test.duration === 'number') {
        timings.push({ name: `${test.fullName}${suffix}`, file: path.relative(root, suite.name), ms: test.duration });
      }
      if (test.status === 'failed') {
        failures.push({
          name: `${test.fullName}${suffix}`,
          file: path.relative(root, suite.name),
          message: firstLine(test.failureMessages?.[0]),
        });
      }
    }
    if (suite.status === 'failed' && (suite.assertionResults ?? []).every((test) => test.status !== 'failed')) {
      failures.push({
        name: `(file did not run)${suffix}`,
        file: path.relative(root, suite.name),
        message: firstLine(suite.message),
      });
    }
  }
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1);
  totals.skipped += skipped;
  summary.push(
    `${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped (${seconds}s)`,
  );
};

// The first run is always PGlite with local storage, whatever the shell exports (undefined drops a variable).
const PGLITE_AND_LOCAL = Object.fromEntries(
  Object.keys(process.env)
    .filter(
      (name) => ['TEST_DATABASE_URL', 'TEST_STORAGE', 'TEST_REDIS_URL'].includes(name) || name.startsWith('TEST_S3_'),
    )
    .map((name) => [name, undefined]),
);
if (wanted('unit')) vitest('vitest', { extraEnv: PGLITE_AND_LOCAL });
await typecheckDone?.();

const RENDERING_FILES = [
  'certified-pdf.test.ts',
  'certified-limits.test.ts',
  'certified-documents.test.ts',
  'photo-legibility.test.ts',
];

// The API project again, on a real PostgreSQL server with files on an S3-compatible server (see test-services.mjs
// and apps/api/test/global-setup.ts): every test app gets its own database copied from a migrated template.
if (wanted('api-postgres')) {
  const label = 'api on PostgreSQL + S3 (vitest)';
  const started = [];
  // One cleanup, awaited by both the normal path and a signal handler (whichever comes first starts it).
  let stopping = null;
  const stopServices = () => {
    stopping ??= (async () => {
      for (const service of started.reverse()) await service.stop().catch(() => {});
    })();
    return stopping;
  };
  // Ctrl-C reaches the whole process group; this removes the servers' directories before leaving.
  const onSignal = (signal) => {
    void stopServices().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    const t0 = Date.now();
    const postgres = await startPostgres();
    started.push(postgres);
    console.info(
      `\nPostgreSQL ${postgres.version} at ${postgres.url} (started in ${((Date.now() - t0) / 1000).toFixed(1)}s)`,
    );
    // Rate limits' Redis store is tested against a real redis-server when Debian's package is installed.
    const redis = await startRedis();
    if (redis) started.push(redis);
    // Files go to S3 in this run: global-setup.ts starts one s3rver on loopback and every test app gets a bucket.
    // (uploads.test.ts and server-timeouts.test.ts test the API's own upload route, so they keep local storage.)
    // Not the files whose subject, and cost, is rendering or reading documents (the certified PDF, LibreOffice, OCR):
    // they reach the database and the bucket only as every other file does, and their renders are the same here.
    vitest(label, {
      args: ['--project', 'api', ...RENDERING_FILES.flatMap((file) => ['--exclude', `**/test/${file}`])],
      suffix: ' [PostgreSQL + S3]',
      extraEnv: {
        TEST_DATABASE_URL: postgres.url,
        TEST_STORAGE: 's3',
        ...(redis ? { TEST_REDIS_URL: redis.url } : {}),
      },
    });
  } catch (error) {
    totals.failed += 1;
    summary.push(`${label}: could not start its servers (${error.message.split('\n')[0]})`);
    console.error(error.message);
  } finally {
    await stopServices();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

if (wanted('e2e')) {
  const built = check('build', 'npm', ['run', '-s', 'build']);
  const file = path.join(resultsDir, `playwright-results-${process.env.E2E_PORT ?? 3100}.json`);
  rmSync(file, { force: true });
  if (built) {
    const { ok, seconds } = run('browser tests (playwright)', 'playwright', ['test']);
    const report = readJson(file);
    const stats = report?.stats;
    if (report) collectPlaywrightTimings(report.suites ?? [], report.config?.rootDir ?? path.join(root, 'e2e'));
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

await chaosDone?.();

if (timings.length > 0) {
  console.info('\nSlowest tests:');
  for (const { name, file, ms } of timings.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.info(`${(ms / 1000).toFixed(1).padStart(6)}s  ${name} (${file})`);
  }
}

if (failures.length > 0) {
  console.info('\nFailed tests:');
  for (const { name, file, message } of failures) console.info(`  ✗ ${name} (${file})\n      ${message.slice(0, 300)}`);
}

console.info(`\n${summary.join('\n')}`);
console.info(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
