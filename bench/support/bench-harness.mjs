// What every benchmark needs around its measurement: the project's Node, free ports, medians, child processes that
// are always stopped, a temporary directory that is always removed, and one exit-code convention
// (0 budget met, 1 budget missed, 2 setup error).
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverScript = path.join(root, 'apps', 'api', 'src', 'server.ts');

// The project's pinned Node 24 (it runs the server's .ts files), whatever Node runs the benchmark.
const pinnedNode = path.join(root, 'node_modules', '.bin', 'node');
export const nodeBin = existsSync(pinnedNode) ? pinnedNode : process.execPath;

export const requireNode24 = () => {
  if (Number(process.versions.node.split('.')[0]) >= 24) return;
  console.error(`Node ${process.versions.node}: run with the project's Node 24 (PATH=$PWD/node_modules/.bin:$PATH)`);
  process.exit(2);
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Polls `url` until it answers 2xx; fails early, with the child's last output, if the child exits. */
export const waitForHttp = async (child, url, ms) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${child.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready after ${ms} ms:\n${child.output()}`);
};

/**
 * One budgeted figure: printed as `name: value unit (budget op limit) PASS|FAIL`, and — when `npm run bench`
 * (bench/run-all.mjs) runs the script — appended as a JSON line to BENCH_FIGURES_FILE for its final table.
 * `op` is '>=', '<=' or '<'; `print: false` when the script prints the figure its own way. Returns whether the budget
 * is met.
 */
export const reportFigure = ({ name, value, unit = '', op, budget, digits = 2, print = true }) => {
  const pass = op === '>=' ? value >= budget : op === '<=' ? value <= budget : value < budget;
  const show = (number) => (Number.isInteger(number) && digits === 0 ? String(number) : number.toFixed(digits));
  const suffix = unit ? ` ${unit}` : '';
  if (print)
    console.info(`${name}: ${show(value)}${suffix} (budget ${op} ${show(budget)}${suffix}) ${pass ? 'PASS' : 'FAIL'}`);
  if (process.env.BENCH_FIGURES_FILE) {
    appendFileSync(
      process.env.BENCH_FIGURES_FILE,
      `${JSON.stringify({ name, value: show(value), unit, budget: `${op} ${show(budget)}`, pass })}\n`,
    );
  }
  return pass;
};

/**
 * A benchmark's run: `tmp` (removed at the end), `startChild` (Node children, stopped at the end), `onCleanUp`
 * (more things to undo, last registered first) and `run(main)`, which ends the process with 0 when `main` resolves
 * true, 1 when false, 2 when it throws or the watchdog fires.
 */
export const createHarness = ({ name, watchdogMs }) => {
  const tmp = mkdtempSync(path.join(tmpdir(), `sello-bench-${name}-`));
  const children = new Set();
  const cleanups = [];

  const killChildren = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    children.clear();
  };
  process.on('exit', () => {
    killChildren();
    rmSync(tmp, { recursive: true, force: true });
  });

  /** Graceful stop (the server closes its database), SIGKILL after 5 s. */
  const stopChildren = () =>
    Promise.all(
      [...children]
        .filter((child) => child.exitCode === null && child.signalCode === null)
        .map(
          (child) =>
            new Promise((resolve) => {
              const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
              child.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              child.kill('SIGTERM');
            }),
        ),
    );

  /** Stops one child the same way (graceful, SIGKILL after 5 s). */
  const stopChild = (child) =>
    new Promise((resolve) => {
      children.delete(child);
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });

  const cleanUp = async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error('cleanup failed:', error);
      }
    }
    await stopChildren();
  };

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      killChildren();
      // The registered clean-ups (a PostgreSQL cluster, a browser) still run, for at most 10 s.
      setTimeout(() => process.exit(130), 10_000).unref();
      cleanUp().finally(() => process.exit(130));
    });
  }

  /** Starts a Node child; its last output is kept for the error message if it dies early. */
  const startChild = (args, env) => {
    const child = spawn(nodeBin, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.output = () => output;
    return child;
  };

  const run = async (main) => {
    // Whatever hangs, the run ends: the exit handler kills the children and removes the temporary directory.
    setTimeout(() => {
      console.error(`timed out after ${watchdogMs / 1000} s`);
      process.exit(2);
    }, watchdogMs).unref();
    let code = 2;
    try {
      code = (await main()) ? 0 : 1;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
    await cleanUp();
    process.exit(code);
  };

  return { tmp, startChild, stopChild, onCleanUp: (undo) => cleanups.push(undo), run };
};
