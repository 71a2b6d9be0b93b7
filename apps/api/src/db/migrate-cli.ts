import { loadEnv } from '../config/env.ts';
import { migrateToLatest, openDatabaseFromEnv } from './database.ts';
import { seedDatabase } from './seed.ts';

const env = loadEnv();
const handle = await openDatabaseFromEnv(env);
try {
  const applied = await migrateToLatest(handle.db);
  await seedDatabase(handle.db, env);
  console.info(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
