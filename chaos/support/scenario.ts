/** What `chaos/run.ts` gives a scenario, and the row it gets back for the table (docs/reliability.md). */
export type TScenarioContext = {
  /** The CI version: fewer kills, shorter outages and runs; the same checks. */
  short: boolean;
  /** A progress line on the console, prefixed with the scenario's name. */
  log: (line: string) => void;
  /** A fresh directory of the scenario's own, removed afterwards. */
  workDir: string;
  /** Aborted when the scenario overruns its time limit (its site is then stopped under it): loops end on it. */
  signal: AbortSignal;
};

export type TScenarioResult = {
  /** The traffic it sent, e.g. '6 customers, 412 requests'. */
  load: string;
  /** What went wrong on purpose, e.g. '50 × SIGKILL'. */
  faults: string;
  /** What was verified afterwards. */
  checked: string;
  /** Every broken promise, one sentence each; empty when the scenario passed. */
  failures: string[];
};

export type TScenario = {
  /** The id `--only` takes. */
  name: string;
  title: string;
  run: (ctx: TScenarioContext) => Promise<TScenarioResult>;
};
