import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.ts';
import { backupSite } from './backup.ts';

// `npm run backup -- [--out DIR]`: backs up the site the environment describes (DATABASE_URL or the embedded
// database in DATA_DIR, local files or the S3_* bucket, DATA_DIR/jwt-secret) into a new directory. PostgreSQL can
// stay up (one snapshot); an embedded site must be stopped first. See docs/deploy.md, "Backups and restore".
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const env = loadEnv();
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = path.resolve(values.out ?? path.join('backups', `sello-${stamp}`));
const started = Date.now();
console.info(`Backing up to ${out}…`);
try {
  const manifest = await backupSite({ env, out, log: (line) => console.info(line) });
  const rows = Object.values(manifest.database.rowCounts).reduce((sum, count) => sum + count, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  console.info(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${rows} rows in ${Object.keys(manifest.database.rowCounts).length} tables, ${manifest.storage.objects} stored files, ${manifest.files.length} files (${bytes} bytes) with their SHA-256 in manifest.json.`,
  );
  console.info('It holds identity documents and the site secret: keep it encrypted and off this machine.');
} catch (error) {
  console.error(`Backup failed, nothing kept: ${(error as Error).message}`);
  process.exitCode = 1;
}
