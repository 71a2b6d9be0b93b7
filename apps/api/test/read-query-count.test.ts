import { AsyncLocalStorage } from 'node:async_hooks';
import type { QueryResult } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

// The quote and order reads are one SQL statement each (docs/decisions.md, Budgets: a quote read at ≥ 0.5 of a bare
// route doing one primary-key SELECT). This counts every statement the app's database runs while one request is
// served, so a helper that adds a query of its own (a setting, a list) shows up here.

let t: TTestApp;
let statements: string[] = [];
// Marks the async context of the request being counted: background jobs (timers started outside it) that query the
// same database while the request is served are not the request's statements.
const servingCountedRequest = new AsyncLocalStorage<true>();

beforeAll(async () => {
  t = await buildTestApp();
  // Every query of the app's Kysely instance outside transactions goes through its one executor.
  const executor = t.db.getExecutor();
  const executeQuery = executor.executeQuery.bind(executor);
  executor.executeQuery = (<R>(...args: Parameters<typeof executeQuery>): Promise<QueryResult<R>> => {
    if (servingCountedRequest.getStore()) statements.push(args[0].sql);
    return executeQuery(...args) as Promise<QueryResult<R>>;
  }) as typeof executor.executeQuery;
});
afterAll(() => t.close());

/** The statements run while `url` is served (GET, with an optional bearer token); the response must be 200. */
const statementsDuring = async (url: string, token?: string) => {
  statements = [];
  // inject() sends the request when its result is awaited, so the await has to be inside the marked context.
  const res = await servingCountedRequest.run(true, async () => {
    const injected = await t.app.inject({
      method: 'GET',
      url,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
    return injected;
  });
  expect(res.statusCode, res.body).toBe(200);
  return statements;
};

describe('reads in one statement', () => {
  let quoteId: string;
  let orderId: string;
  let adminToken: string;

  beforeAll(async () => {
    const first = await uploadFile(t.app, { filename: 'a.txt', contentType: 'text/plain', body: words(300) });
    const second = await uploadFile(t.app, { filename: 'b.txt', contentType: 'text/plain', body: words(700) });
    const quote = await createFileQuote(t.app, [first.fileKey, second.fileKey]);
    quoteId = quote.quoteId;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId, serviceType: 'professional', customerInfo },
    });
    expect(res.statusCode, res.body).toBe(201);
    orderId = res.json().order.orderId;
    adminToken = await signInAdmin(t.app, t.db);
    // An event and a history row more, so the lists the reads aggregate are not empty.
    const status = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { status: 'IN_PROGRESS' },
    });
    expect(status.statusCode, status.body).toBe(200);
  });

  it('GET /api/quotes/:id runs one statement (anonymous: no user to load)', async () => {
    expect(await statementsDuring(`/api/quotes/${quoteId}`)).toHaveLength(1);
  });

  it('GET /api/orders/:id runs one statement', async () => {
    expect(await statementsDuring(`/api/orders/${orderId}`)).toHaveLength(1);
  });

  it('GET /api/admin/orders/:id runs the admin lookup and one statement', async () => {
    const run = await statementsDuring(`/api/admin/orders/${orderId}`, adminToken);
    // The bearer's user is loaded per request by design (a revoked admin right takes effect at once).
    expect(run).toHaveLength(2);
    expect(run[0]).toMatch(/from "users"/);
  });

  it('the reads still return the lists they aggregate, in order', async () => {
    const quote = (
      await t.app.inject({
        method: 'GET',
        url: `/api/quotes/${quoteId}`,
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json().quote;
    expect(quote.files.map((file: { filename: string }) => file.filename)).toEqual(['a.txt', 'b.txt']);
    // Staff see the order made from the quote (a guest holding the quote id does not: its id opens the order).
    expect(quote.orderId).toBe(orderId);
    const order = (await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}` })).json().order;
    expect(order.files).toHaveLength(2);
    expect(order.events.map((event: { status: string }) => event.status)).toEqual(['PENDING', 'IN_PROGRESS']);
    const admin = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}`,
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json().order;
    expect(admin.sourceFiles.map((file: { filename: string }) => file.filename)).toEqual(['a.txt', 'b.txt']);
    expect(admin.history.map((event: { toStatus: string }) => event.toStatus)).toEqual(['PENDING', 'IN_PROGRESS']);
    expect(admin.history[1].by.email).toBe('boss@sello.test');
  });
});

describe('a quote and an order are answered from their own transactions', () => {
  // Issue 33 (database outage): the answers to POST /api/quotes and /api/orders were read after the commit, so a
  // database that went away in between answered 503 for a committed quote or order, and the customer's retry got
  // 404 (files taken) or 409. Statements inside the transaction do not pass the executor counted here; a read of
  // the quote or order outside it would.
  it('POST /api/quotes reads nothing of the quote after committing it', async () => {
    const file = await uploadFile(t.app, { filename: 'q.txt', contentType: 'text/plain', body: words(200) });
    statements = [];
    const res = await servingCountedRequest.run(true, async () => {
      const injected = await t.app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { files: [{ fileKey: file.fileKey }], sourceLanguage: 'english', targetLanguage: 'spanish' },
      });
      return injected;
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((text) => /from "quotes"/.test(text))).toEqual([]);
  });

  it('POST /api/orders reads nothing of the order after committing it', async () => {
    const file = await uploadFile(t.app, { filename: 'c.txt', contentType: 'text/plain', body: words(200) });
    const quote = await createFileQuote(t.app, [file.fileKey]);
    statements = [];
    const res = await servingCountedRequest.run(true, async () => {
      const injected = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        payload: {
          quoteId: quote.quoteId,
          serviceType: 'professional',
          customerInfo: { ...customerInfo, email: 'after-commit@example.com' },
          createAccount: { password: 'after-commit-pass-1' },
        },
      });
      return injected;
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((text) => /from "(orders|users)"/.test(text))).toEqual([]);
  });
});
