import {
  type PGlite,
  parse as pgliteParse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { isDatabaseUnavailable } from './errors.ts';

// Every statement the app runs is parsed and planned by PostgreSQL again on each execution, unless it is a named
// prepared statement. For the small lookups that make up most requests, parse and plan are most of the cost: on
// PGlite the quote read took 1.1 ms unprepared and 0.35 ms prepared. So the data statements Kysely sends (select,
// insert, update, delete, with) are prepared once per distinct SQL text and then only bound and executed. Other
// statements run as before; DDL among them forgets every statement prepared so far (a migration may change what
// they return).

/** Statements kept prepared at most; the least recently used is closed beyond that. */
const MAX_PREPARED = 500;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;
const SCHEMA_CHANGE = /^\s*(create|alter|drop|truncate)\b/i;
/**
 * PostgreSQL's "cached plan must not change result type": a table a prepared statement reads changed shape. Only on
 * PostgreSQL, where another instance may migrate; on PGlite every schema change goes through here and forgets first.
 */
const FEATURE_NOT_SUPPORTED = '0A000';

/**
 * Pattern searches (the admin lists' like/ilike) are never prepared: their best plan depends on the pattern (a
 * trigram index for '%smith%', a scan for one that matches nearly everything), and after five executions PostgreSQL
 * may settle on a generic plan that cannot see it. They are rare, so planning them every time costs little.
 */
const PATTERN_SEARCH = /\b(i?like|similar\s+to)\b/i;

const shouldPrepare = (sqlText: string): boolean => DATA_STATEMENT.test(sqlText) && !PATTERN_SEARCH.test(sqlText);

type TPreparedStatement = { name: string; paramTypes: number[] };
type TQuery = <T>(sqlText: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/**
 * The PGlite instance as Kysely's PGliteDialect sees it, with `query` (alone or inside `transaction`) running data
 * statements as prepared statements. Holds PGlite's own locks the way its `query` does: the transaction lock outside a
 * transaction (so a statement never runs inside someone else's), then the query lock.
 */
export const withPreparedStatements = (pglite: PGlite): PGlite => {
  const { serialize } = protocol;
  /** By SQL text, least recently used first (a Map keeps insertion order). */
  const prepared = new Map<string, TPreparedStatement>();
  let nextId = 0;

  const exec = async (parts: Uint8Array[]) => (await pglite.execProtocol(concat(parts), { syncToFs: false })).messages;

  const forgetAll = async () => {
    if (prepared.size === 0) return;
    const closes = [...prepared.values()].map((statement) => serialize.close({ type: 'S', name: statement.name }));
    prepared.clear();
    await exec([...closes, serialize.sync()]);
  };

  const prepare = async (sqlText: string): Promise<TPreparedStatement> => {
    const known = prepared.get(sqlText);
    if (known) {
      prepared.delete(sqlText);
      prepared.set(sqlText, known);
      return known;
    }
    const name = `sello_${nextId++}`;
    const messages = await exec([
      serialize.parse({ name, text: sqlText, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(messages) };
    prepared.set(sqlText, statement);
    if (prepared.size > MAX_PREPARED) {
      const [oldestSql, oldest] = prepared.entries().next().value as [string, TPreparedStatement];
      prepared.delete(oldestSql);
      await exec([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]);
    }
    return statement;
  };

  const runPrepared = async <T>(sqlText: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const statement = await prepare(sqlText);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await exec([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    return pgliteParse.parseResults(messages, pglite.parsers, options)[0] as Results<T>;
  };

  /** A data statement, prepared, under the query lock (the caller holds the transaction lock or is in one). */
  const runLocked = <T>(sqlText: string, params: unknown[], options: QueryOptions | undefined) =>
    pglite._runExclusiveQuery(() => runPrepared<T>(sqlText, params, options));

  const query: TQuery = async <T>(sqlText: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!shouldPrepare(sqlText)) {
      if (SCHEMA_CHANGE.test(sqlText))
        await pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(forgetAll));
      return pglite.query<T>(sqlText, params, options);
    }
    await pglite._checkReady();
    const result = await pglite._runExclusiveTransaction(() => runLocked<T>(sqlText, params, options));
    await pglite.syncToFs();
    return result;
  };
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    pglite.transaction((tx) => {
      const txQuery: TQuery = async <T>(sqlText: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!shouldPrepare(sqlText)) {
          if (SCHEMA_CHANGE.test(sqlText)) await pglite._runExclusiveQuery(forgetAll);
          return tx.query<T>(sqlText, params, options);
        }
        if (tx.closed) throw new Error('Transaction is closed');
        return runLocked<T>(sqlText, params, options);
      };
      return callback(
        new Proxy(tx, {
          get: (target, key, receiver) => (key === 'query' ? txQuery : Reflect.get(target, key, receiver)),
        }),
      );
    });

  return new Proxy(pglite, {
    get: (target, key) => {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

/** The migration lock's statements (database.ts): the session between them may wait and run as long as it needs. */
const TAKES_MIGRATION_LOCK = /\bpg_advisory_lock\(/;
const RELEASES_MIGRATION_LOCK = /\bpg_advisory_unlock\(/;

/**
 * The pg pool as Kysely's PostgresDialect sees it, with data statements named (node-postgres prepares a named
 * statement on each connection the first time it runs there). At most MAX_PREPARED distinct texts get a name; later
 * ones run unnamed, since a connection never closes its prepared statements.
 *
 * A statement whose answer has not come within `queryTimeoutMs` fails (a database across a broken network never
 * answers, and the request would hang); the migration session is exempt. A connection that failed that way, or lost
 * its server, fails every later statement at once (Kysely's rollback included) and is destroyed on release instead
 * of going back to the pool still waiting for its answer.
 */
export const withPreparedStatementsPool = (pool: pg.Pool, options: { queryTimeoutMs?: number } = {}): PostgresPool => {
  const names = new Map<string, string>();
  let nextId = 0;
  const nameOf = (sqlText: string): string | undefined => {
    const known = names.get(sqlText);
    if (known !== undefined || names.size >= MAX_PREPARED || !shouldPrepare(sqlText)) return known;
    const name = `sello_${nextId++}`;
    names.set(sqlText, name);
    return name;
  };
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const known = wrapped.get(client);
    if (known) return known;
    let lost: Error | null = null;
    let migrating = false;
    // pg emits a broken socket as an 'error' event on the client; the pool listens only while the client is idle, so
    // a connection lost while a request holds it would otherwise be an uncaught exception and end the process.
    client.on('error', (error) => {
      lost ??= error;
    });
    const run = async (sqlText: string, values: unknown[]) => {
      if (lost) throw lost;
      if (TAKES_MIGRATION_LOCK.test(sqlText)) migrating = true;
      const timeout = migrating ? {} : { query_timeout: options.queryTimeoutMs };
      try {
        return await client.query({ name: nameOf(sqlText), text: sqlText, values, ...timeout });
      } catch (error) {
        if (isDatabaseUnavailable(error)) lost = error as Error;
        throw error;
      } finally {
        if (RELEASES_MIGRATION_LOCK.test(sqlText)) migrating = false;
      }
    };
    const query = async (sqlText: string, values: unknown[]) => {
      try {
        return await run(sqlText, values);
      } catch (error) {
        // A table it reads changed shape (a migration by another instance): prepare it anew under a new name.
        if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED || !names.has(sqlText)) throw error;
        names.delete(sqlText);
        return run(sqlText, values);
      }
    };
    const wrapper = {
      query: ((sqlOrCursor: unknown, values?: unknown[]) =>
        typeof sqlOrCursor === 'string'
          ? query(sqlOrCursor, values ?? [])
          : client.query(sqlOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
      release: (destroy?: boolean) => client.release(lost ?? destroy),
      get processID() {
        return (client as unknown as { processID?: number }).processID;
      },
    };
    wrapped.set(client, wrapper);
    return wrapper;
  };
  return {
    // Kysely cancels a query from a client of this class (pg.Pool sets it; its typings do not say so).
    Client: (pool as unknown as { Client: PostgresPool['Client'] }).Client,
    options: pool.options,
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
};
