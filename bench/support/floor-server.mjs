// The floor of bench/api-throughput.mjs: a bare Fastify app (no logger, hooks, headers or schemas) with one route,
// GET /api/quotes/:id, doing one primary-key SELECT of the quote row and returning it as JSON. It reaches the
// database exactly as the server does — `openDatabase` of apps/api/src/db/database.ts: Kysely on PGlite (a data
// directory of its own, FLOOR_PGLITE_DIR: PGlite locks its directory, so the benchmark gives this process a copy of
// the server's) or on a pg pool of 10 (FLOOR_DATABASE_URL, the server's own database) — so the ratio isolates what
// the real route adds on top of one query: auth hook, validation, the quote's subqueries, mapping, serialisation.
// Run by the benchmark with the project's Node 24 (it imports the server's .ts files): env FLOOR_PORT and one of
// FLOOR_DATABASE_URL / FLOOR_PGLITE_DIR.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './bench-harness.mjs';

const requireFromApi = createRequire(path.join(root, 'apps', 'api', 'package.json'));
const { default: Fastify } = await import(pathToFileURL(requireFromApi.resolve('fastify')).href);
const { openDatabase } = await import(pathToFileURL(path.join(root, 'apps', 'api', 'src', 'db', 'database.ts')).href);

const handle = process.env.FLOOR_DATABASE_URL
  ? await openDatabase({ kind: 'postgres', connectionString: process.env.FLOOR_DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: process.env.FLOOR_PGLITE_DIR });
const app = Fastify({ logger: false });
app.get('/api/quotes/:id', async (request, reply) => {
  const row = await handle.db.selectFrom('quotes').selectAll().where('id', '=', request.params.id).executeTakeFirst();
  return row ?? reply.code(404).send({ error: 'Quote not found' });
});
const close = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
await app.listen({ port: Number(process.env.FLOOR_PORT), host: '127.0.0.1' });
