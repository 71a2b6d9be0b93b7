import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { restoreSite } from './restore.ts';

// `npm run restore -- <backup directory> [--force]`: restores a backup made by `npm run backup` onto the site the
// environment describes (stopped, with the same kinds of database and storage). Refuses a target that holds data
// unless --force, which replaces it. See docs/deploy.md, "Backups and restore".
const USAGE = 'Usage: npm run restore -- <backup directory> [--force]';
const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const [from] = positionals;
if (!from || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const env = loadEnv();
const started = Date.now();
console.info(`Restoring ${from}…`);
try {
  const report = await restoreSite({ env, from, force: values.force, log: (line) => console.info(line) });
  console.info(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${report.rows} rows in ${report.tables} tables, ${report.files} files (${report.bytes} bytes), all as in the backup. Start the site.`,
  );
} catch (error) {
  console.error(`Restore stopped: ${(error as Error).message}`);
  process.exitCode = 1;
}
