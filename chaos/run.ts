#!/usr/bin/env node
// `npm run chaos`: the reliability suite (docs/reliability.md). Starts throwaway sites on loopback, injects faults,
// audits what was acknowledged, prints one table and exits non-zero on any broken promise.
//   node chaos/run.ts [--short] [--only kills,database-outage] [--record] [--json FILE]
// --short is the CI version; --record writes the table and the machine into docs/reliability.md (the full run
// records by default, --no-record to skip).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TScenario, TScenarioResult } from './support/scenario.ts';
import { stopAllSites } from './support/site.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const short = args.includes('--short');
const onlyIndex = args.indexOf('--only');
const only = onlyIndex === -1 ? null : new Set((args[onlyIndex + 1] ?? '').split(',').filter(Boolean));
const record = args.includes('--record') || (!short && !args.includes('--no-record') && only === null);
/** `--json FILE`: every scenario's row and failures, for scripts/test.mjs to count. */
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex === -1 ? null : args[jsonIndex + 1];

/**
 * In the order they run: the ones that keep both cores busy first (the flood, the load, the hostile documents),
 * then the faults, which mostly wait (outages, restarts, the outbox draining), and backup last. In `npm test` the
 * short run goes beside the PostgreSQL API tests, then the browser tests: the busy part meets the former.
 */
const ORDER = [
  'bad-request-flood',
  'load',
  'hostile-documents',
  'kills',
  'database-outage',
  'storage-outage',
  'disk-full',
  'mail-outage',
  'backup-restore',
];

const scenarios: TScenario[] = [];
for (const name of ORDER) {
  const file = path.join(root, 'chaos', 'scenarios', `${name}.ts`);
  if (!existsSync(file)) {
    console.error(`chaos/scenarios/${name}.ts is missing (every scenario in ORDER must exist)`);
    process.exit(2);
  }
  const loaded = (await import(file)) as { scenario: TScenario };
  if (only === null || only.has(loaded.scenario.name)) scenarios.push(loaded.scenario);
}
if (only && scenarios.length !== only.size) {
  console.error(`unknown scenario in --only; known: ${ORDER.join(', ')}`);
  process.exit(2);
}

// The load scenario reads the site's pages: build the web app once if it is not built.
if (!existsSync(path.join(root, 'apps', 'web', 'dist', 'index.html'))) {
  console.info('Building the web app…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

/** A scenario that overruns this is stopped and failed: every scenario stops by itself. */
const SCENARIO_LIMIT_MS = (short ? 6 : 25) * 60_000;

/**
 * The stand-ins run in this process (s3rver, the SMTP peer, the fake Stripe, the TCP gates): an error one of them
 * throws outside any request fails the scenario that was running, instead of ending the run without its table.
 */
let strayErrors: string[] = [];

/** Interrupted: the sites' processes (servers, PostgreSQL) must not outlive the runner. */
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping every site`);
    void stopAllSites().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

process.on('uncaughtException', (error) => {
  strayErrors.push(`a stand-in service crashed: ${error.message}`);
});

type TRow = TScenarioResult & { title: string; seconds: number };
const rows: TRow[] = [];
const started = Date.now();
for (const scenario of scenarios) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `sello-chaos-${scenario.name}-`));
  const log = (line: string) => console.info(`[${scenario.name}] ${line}`);
  log(short ? 'starting (short)' : 'starting');
  const began = Date.now();
  let result: TScenarioResult;
  let timer: NodeJS.Timeout | undefined;
  const overrun = new AbortController();
  try {
    result = await Promise.race([
      scenario.run({ short, log, workDir, signal: overrun.signal }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`did not finish within ${SCENARIO_LIMIT_MS / 60_000} min`)),
          SCENARIO_LIMIT_MS,
        );
      }),
    ]);
  } catch (error) {
    result = { load: '—', faults: '—', checked: '—', failures: [`crashed: ${(error as Error).stack ?? error}`] };
  } finally {
    clearTimeout(timer);
  }
  // An overrun scenario is still running: its loops are told to end and its site is stopped under it, so the next
  // scenario does not share the machine with it. A scenario that ended has stopped its site already (a no-op).
  overrun.abort();
  await stopAllSites();
  if (strayErrors.length > 0) result = { ...result, failures: [...result.failures, ...strayErrors] };
  strayErrors = [];
  const seconds = Math.round((Date.now() - began) / 1000);
  rows.push({ ...result, title: scenario.title, seconds });
  log(`${result.failures.length === 0 ? 'passed' : `FAILED (${result.failures.length})`} in ${seconds} s`);
  for (const failure of result.failures.slice(0, 20)) log(`  ✗ ${failure}`);
  if (result.failures.length > 20) log(`  … and ${result.failures.length - 20} more`);
  rmSync(workDir, { recursive: true, force: true });
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const table = [
  '| scenario | load | faults injected | checked | result |',
  '|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.title} | ${cell(row.load)} | ${cell(row.faults)} | ${cell(row.checked)} | ${
        row.failures.length === 0 ? `pass (${row.seconds} s)` : `**FAIL**: ${cell(row.failures.slice(0, 3).join('; '))}`
      } |`,
  ),
].join('\n');
const failed = rows.filter((row) => row.failures.length > 0).length;
console.info(`\n${table}\n`);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.info(`chaos${short ? ' (short)' : ''}: ${rows.length - failed} passed, ${failed} failed in ${minutes} min`);

if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ short, minutes: Number(minutes), rows }, null, 2));

if (record) {
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
  const section = [
    '<!-- chaos:last-run:start -->',
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC at ${commit}, ${short ? 'short' : 'full'} version, ${minutes} min, on ${machine}:`,
    '',
    table,
    '<!-- chaos:last-run:end -->',
  ].join('\n');
  const file = path.join(root, 'docs', 'reliability.md');
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const marked = /<!-- chaos:last-run:start -->[\s\S]*<!-- chaos:last-run:end -->/;
  writeFileSync(file, marked.test(current) ? current.replace(marked, section) : `${current.trimEnd()}\n\n${section}\n`);
  console.info(`recorded in ${path.relative(root, file)}`);
}
await stopAllSites();
process.exit(failed === 0 ? 0 : 1);
