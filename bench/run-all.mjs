#!/usr/bin/env node
// `npm run bench`: every benchmark of docs/decisions.md's budgets, one after another (they measure the machine,
// so never two at once), after one `npm run build` (bundle-size, lighthouse and time-to-quote need the web app).
// Each script appends its budgeted figures to BENCH_FIGURES_FILE (support/bench-harness.mjs `reportFigure`); the
// table at the end lists every figure with its budget. Exit code 1 when a figure missed its budget or a script failed
// (a setup error, exit 2, counts as a miss: its figures are absent). `--only a,b` runs some of them; `--skip-build`
// keeps apps/web/dist.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nodeBin, requireNode24, root } from './support/bench-harness.mjs';

const BENCHES = [
  'analysis',
  'bundle-size',
  'api-throughput',
  'admin-lists',
  'upload-stream',
  'time-to-quote',
  'lighthouse',
];

requireNode24();
const { values: args } = parseArgs({
  options: { only: { type: 'string' }, 'skip-build': { type: 'boolean', default: false } },
});
const selected = args.only ? args.only.split(',').map((name) => name.trim()) : BENCHES;
const unknown = selected.filter((name) => !BENCHES.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')} (known: ${BENCHES.join(', ')})`);
  process.exit(2);
}

const needsBuild = selected.some((name) => ['bundle-size', 'lighthouse', 'time-to-quote'].includes(name));
if (needsBuild && !(args['skip-build'] && existsSync(path.join(root, 'apps', 'web', 'dist', 'index.html')))) {
  console.info('== npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('npm run build failed');
    process.exit(2);
  }
}

const figuresFile = path.join(tmpdir(), `sello-bench-figures-${process.pid}.jsonl`);
rmSync(figuresFile, { force: true });
process.on('exit', () => rmSync(figuresFile, { force: true }));
const outcomes = [];
for (const name of selected) {
  console.info(`\n== bench/${name}.mjs`);
  const started = Date.now();
  const result = spawnSync(nodeBin, [path.join(root, 'bench', `${name}.mjs`)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BENCH_FIGURES_FILE: figuresFile },
  });
  outcomes.push({ name, code: result.status ?? 2, seconds: (Date.now() - started) / 1000 });
}

const figures = existsSync(figuresFile)
  ? readFileSync(figuresFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
const width = Math.max(20, ...figures.map((figure) => figure.name.length));
console.info(`\n${'figure'.padEnd(width)}  ${'value'.padStart(12)}  ${'budget'.padEnd(14)}  result`);
for (const figure of figures) {
  const value = `${figure.value}${figure.unit ? ` ${figure.unit}` : ''}`;
  const budget = `${figure.budget}${figure.unit ? ` ${figure.unit}` : ''}`;
  console.info(
    `${figure.name.padEnd(width)}  ${value.padStart(12)}  ${budget.padEnd(14)}  ${figure.pass ? 'PASS' : 'FAIL'}`,
  );
}
console.info('');
for (const outcome of outcomes) {
  const state =
    outcome.code === 0
      ? 'all budgets met'
      : outcome.code === 1
        ? 'budget missed'
        : `setup error (exit ${outcome.code})`;
  console.info(`bench/${outcome.name}.mjs: ${state} (${outcome.seconds.toFixed(0)} s)`);
}
const missed = figures.filter((figure) => !figure.pass).length;
const failed = outcomes.filter((outcome) => outcome.code !== 0).length;
console.info(
  missed || failed
    ? `\n${missed} figure(s) missed their budget; ${failed} script(s) did not pass`
    : '\nevery budget met',
);
process.exit(missed || failed ? 1 : 0);
