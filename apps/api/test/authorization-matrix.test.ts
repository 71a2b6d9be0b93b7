import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '../src/services/auth/ensure-first-admin.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { customerInfo, putUpload, words } from './helpers/journey.ts';
import { listRoutes } from './helpers/route-table.ts';
import { signInStaff } from './helpers/sign-in-admin.ts';
import { makeSigningP12 } from './helpers/signing-certificate.ts';

/**
 * Every route of the API × {anonymous, customer A, customer B, owner, project manager, translator, reviewer, the
 * assigned translator, the assigned reviewer}, with the status each must get. The routes come from Fastify's own route table: a route without an entry here fails the
 * test, so nobody adds one without deciding who may call it. A owns a quote, an order (completed, with a translated
 * file), an upload and a plan; B is another customer who knows all of A's ids and keys and must never read or change
 * any of them. The translator and the reviewer here have no task: to customers' things they are strangers like B.
 * The assigned translator and reviewer work on a task of another order of A's (the task fixture, in translation):
 * every route about an order is asked about THAT order when they call it (`of(actor)`), and they get what a stranger
 * gets, but for their task's routes, My work and their own account.
 */

type TCustomerActor = 'anonymous' | 'customerA' | 'customerB';
type TStaffActor = 'owner' | 'projectManager' | 'translator' | 'reviewer' | 'assignedTranslator' | 'assignedReviewer';
type TActor = TCustomerActor | TStaffActor;
const ACTORS: TActor[] = [
  'anonymous',
  'customerA',
  'customerB',
  'owner',
  'projectManager',
  'translator',
  'reviewer',
  'assignedTranslator',
  'assignedReviewer',
];
const isAssigned = (actor: TActor): actor is 'assignedTranslator' | 'assignedReviewer' =>
  actor === 'assignedTranslator' || actor === 'assignedReviewer';
/** The same role without a task: what an assigned translator or reviewer gets wherever their task gives them nothing. */
const unassigned = (actor: 'assignedTranslator' | 'assignedReviewer') =>
  actor === 'assignedTranslator' ? 'translator' : 'reviewer';
type TRequest = Omit<InjectOptions, 'method'> & { method: string; url: string };
/**
 * The status per actor. Unless listed, a project manager gets what the owner gets, a translator or reviewer
 * without a task what customer B gets, and an assigned one what the same role without a task gets.
 */
type TExpect = Record<TCustomerActor | 'owner', number> & Partial<Record<TStaffActor, number>>;
type TEntry = {
  /** Builds the request for an actor (it may set up fresh data first, e.g. a new quote to submit). */
  request: (actor: TActor) => TRequest | Promise<TRequest>;
  /** The status each actor gets; one number for all. */
  expect: TExpect | number;
};

const expectedStatus = (expected: TExpect | number, actor: TActor): number => {
  if (typeof expected === 'number') return expected;
  if (actor === 'projectManager') return expected.projectManager ?? expected.owner;
  if (isAssigned(actor)) return expected[actor] ?? expectedStatus(expected, unassigned(actor));
  if (actor === 'translator' || actor === 'reviewer') return expected[actor] ?? expected.customerB;
  return expected[actor];
};

let t: TTestApp;
const tokens: Partial<Record<TActor, string>> = {};
type TOrderIds = {
  quoteId: string;
  orderId: string;
  orderNumber: string;
  sourceKey: string;
  translatedKey: string;
  paymentId: string;
};
const a = {} as TOrderIds & { openQuoteId: string; uploadKey: string; planId: string };
let counter = 0;
const unique = () => {
  counter += 1;
  return counter;
};

const auth = (actor: TActor): Record<string, string> =>
  tokens[actor] ? { authorization: `Bearer ${tokens[actor]}` } : {};

const call = async (actor: TActor, request: TRequest) => {
  const { method, headers, ...rest } = request;
  return t.app.inject({ ...rest, method: method as 'GET', headers: { ...auth(actor), ...headers } });
};

const signUp = async (email: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password: 'matrix-password', firstName: 'Mat', lastName: 'Rix' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().tokens.accessToken as string;
};

/** Presign and PUT a text file as the actor; returns its key. */
const upload = async (actor: TActor, text = words(120)) => {
  const presign = await call(actor, {
    method: 'POST',
    url: '/api/uploads/presigned-url',
    payload: { files: [{ filename: `doc-${unique()}.txt`, contentType: 'text/plain', size: Buffer.byteLength(text) }] },
  });
  expect(presign.statusCode, presign.body).toBe(200);
  const [item] = presign.json().uploads;
  await putUpload(t.app, item.uploadUrl, { contentType: 'text/plain', body: Buffer.from(text) });
  return item.fileKey as string;
};

const quoteFor = async (actor: TActor) => {
  const fileKey = await upload(actor);
  const res = await call(actor, {
    method: 'POST',
    url: '/api/quotes',
    payload: { files: [{ fileKey }], sourceLanguage: 'en', targetLanguage: 'es' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { quoteId: res.json().quote.quoteId as string, fileKey };
};

const signInFresh = async () => {
  const email = `session-${unique()}@example.com`;
  await signUp(email);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: 'matrix-password' },
  });
  return { email, refreshToken: res.json().tokens.refreshToken as string };
};

const PLAN_REQUEST = {
  country: 'ES',
  visa_type: 'DNV',
  consulate: 'chicago',
  answers: { has_dependents: false, monthly_income_amount: 4000 },
};

/** A signing certificate any staff member may upload as their own. */
const MATRIX_P12 = makeSigningP12({ passphrase: 'matrix-passphrase', commonName: 'Matrix' });

const ADMIN_ONLY = { anonymous: 401, customerA: 403, customerB: 403, owner: 200 } as const;
const OWNER_ONLY = { anonymous: 401, customerA: 200, customerB: 404, owner: 200 } as const;
const SIGNED_IN = { anonymous: 401, customerA: 200, customerB: 200, owner: 200 } as const;
const STAFF_SELF = {
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  owner: 200,
  translator: 200,
  reviewer: 200,
} as const;

/**
 * A task on a paid order of A's (issue 30): one source document, assigned by the owner to a translator and a reviewer
 * of its own (the matrix's translator and reviewer have no task) and accepted, so the order is in translation. The order
 * also has a translation the back office uploaded and a payment, so that each route about an order has something of
 * this one to ask for. Made once, before the matrix runs.
 */
type TTaskFixture = TOrderIds & { taskId: string; translator: string; reviewer: string };
let taskFixture: Promise<TTaskFixture>;
const assignedTask = () => {
  taskFixture ??= (async () => {
    const { quoteId, fileKey } = await quoteFor('customerA');
    const placed = await call('customerA', {
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId, serviceType: 'professional', customerInfo },
    });
    const { orderId, orderNumber } = placed.json().order as { orderId: string; orderNumber: string };
    // A fixture, not a payment: the order is paid and waits for assignment.
    await t.db
      .updateTable('orders')
      .set({ status: 'PAID', stage: 'awaiting_assignment' })
      .where('id', '=', orderId)
      .execute();
    const payment = await t.db
      .insertInto('payments')
      .values({ order_id: orderId, kind: 'PAYMENT', amount_cents: 4000, provider: 'manual', method: 'cash' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const presign = await call('owner', {
      method: 'POST',
      url: '/api/uploads/presigned-url',
      payload: {
        files: [{ filename: 'translated.txt', contentType: 'text/plain', size: 5 }],
        fileType: 'TRANSLATED',
        orderId,
      },
    });
    expect(presign.statusCode, presign.body).toBe(200);
    const [translated] = presign.json().uploads;
    await putUpload(t.app, translated.uploadUrl, { contentType: 'text/plain', body: Buffer.from('hola!') });
    const translator = await signInStaff(t.app, t.db, 'translator', 'assigned-translator@sello.test');
    const reviewer = await signInStaff(t.app, t.db, 'reviewer', 'assigned-reviewer@sello.test');
    const idOf = async (email: string) =>
      (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
    const assigned = await call('owner', {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/tasks`,
      payload: {
        wholeOrder: true,
        translatorId: await idOf('assigned-translator@sello.test'),
        reviewerId: await idOf('assigned-reviewer@sello.test'),
        dueAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const taskId = assigned.json().tasks[0].id as string;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/staff/tasks/${taskId}/accept`,
      headers: { authorization: `Bearer ${translator}` },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return {
      taskId,
      quoteId,
      orderId,
      orderNumber,
      sourceKey: fileKey,
      translatedKey: translated.fileKey as string,
      paymentId: payment.id,
      translator,
      reviewer,
    };
  })();
  return taskFixture;
};
let assignedOrder: TTaskFixture;
/** The order a route is asked about: A's completed order, or for an assigned translator or reviewer their task's. */
const of = (actor: TActor): TOrderIds => (isAssigned(actor) ? assignedOrder : a);
/** The task routes for anyone but its translator and reviewer: the back office reads, nobody else reaches it. */
const NOT_ASSIGNED = {
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  owner: 200,
  translator: 404,
  reviewer: 404,
} as const;
/** Its translator's and reviewer's actions: to everyone else (the back office too) the task is not theirs. */
const ASSIGNEES_ONLY = { ...NOT_ASSIGNED, owner: 404 } as const;
const taskRoute = async (method: string, path: string, payload?: Record<string, unknown>): Promise<TRequest> => {
  const task = await assignedTask();
  return {
    method,
    url: `/api/staff/tasks/${task.taskId}${path.replace(':fileKey', task.sourceKey)}`,
    ...(payload ? { payload } : {}),
  };
};

const MATRIX: Record<string, TEntry> = {
  'GET /api/health': { request: () => ({ method: 'GET', url: '/api/health' }), expect: 200 },
  'GET /api/ready': { request: () => ({ method: 'GET', url: '/api/ready' }), expect: 200 },
  // Only the scraper's METRICS_TOKEN opens it: no sign-in does, an admin's included (metrics.test.ts has the rest).
  'GET /api/metrics': { request: () => ({ method: 'GET', url: '/api/metrics' }), expect: 401 },
  'GET /api/openapi.json': { request: () => ({ method: 'GET', url: '/api/openapi.json' }), expect: 200 },
  'GET /api/config/pricing': { request: () => ({ method: 'GET', url: '/api/config/pricing' }), expect: 200 },
  'GET /api/config/all': { request: () => ({ method: 'GET', url: '/api/config/all' }), expect: 200 },
  'GET /api/testimonials': { request: () => ({ method: 'GET', url: '/api/testimonials' }), expect: 200 },
  'POST /api/contact': {
    request: () => ({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jo', email: 'jo@example.com', subject: 'general', message: 'Hello there' },
    }),
    expect: 201,
  },
  'POST /api/leads': {
    request: () => ({
      method: 'POST',
      url: '/api/leads',
      payload: { email: 'lead@example.com', source: 'free-quote' },
    }),
    expect: 201,
  },

  'POST /api/auth/signup': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: `new-${unique()}@example.com`, password: 'matrix-password', firstName: 'N', lastName: 'U' },
    }),
    expect: 201,
  },
  'POST /api/auth/signin': {
    request: async () => {
      const { email } = await signInFresh();
      return { method: 'POST', url: '/api/auth/signin', payload: { email, password: 'matrix-password' } };
    },
    expect: 200,
  },
  'POST /api/auth/refresh-token': {
    request: async () => {
      const { email, refreshToken } = await signInFresh();
      return { method: 'POST', url: '/api/auth/refresh-token', payload: { email, refreshToken } };
    },
    expect: 200,
  },
  'POST /api/auth/signout': {
    request: async () => {
      const { refreshToken } = await signInFresh();
      return { method: 'POST', url: '/api/auth/signout', payload: { refreshToken } };
    },
    expect: 204,
  },
  'GET /api/auth/me': { request: () => ({ method: 'GET', url: '/api/auth/me' }), expect: SIGNED_IN },
  'POST /api/auth/forgot-password': {
    request: () => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'a@example.com' } }),
    expect: 202,
  },
  'POST /api/auth/reset-password': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(43), password: 'new-password-123' },
    }),
    // A token proves nothing until it matches one we sent: refused the same for everyone.
    expect: 400,
  },
  'POST /api/auth/verify-email': {
    request: () => ({ method: 'POST', url: '/api/auth/verify-email', payload: { token: 'x'.repeat(43) } }),
    expect: 400,
  },
  // A staff invitation's token is the capability: a forged one opens nothing, signed in or not.
  'POST /api/auth/staff-invitation': {
    request: () => ({ method: 'POST', url: '/api/auth/staff-invitation', payload: { token: 'x'.repeat(43) } }),
    expect: 400,
  },
  'POST /api/auth/staff-invitation/accept': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/staff-invitation/accept',
      payload: { token: 'x'.repeat(43), password: 'matrix-password' },
    }),
    expect: 400,
  },
  'POST /api/auth/resend-verification': {
    request: () => ({ method: 'POST', url: '/api/auth/resend-verification' }),
    // A, B and the staff but the owner signed up a moment ago, so their verification email has just gone: one a
    // minute per account.
    expect: { anonymous: 401, customerA: 429, customerB: 429, owner: 200, projectManager: 429 },
  },

  'PUT /api/account/profile': {
    request: () => ({ method: 'PUT', url: '/api/account/profile', payload: { firstName: 'Mat', lastName: 'Rix' } }),
    expect: SIGNED_IN,
  },
  // A wrong current password: refused for the signed-in (400), and nobody else can name another's account.
  'PUT /api/account/password': {
    request: () => ({
      method: 'PUT',
      url: '/api/account/password',
      payload: { currentPassword: 'not-the-password', newPassword: 'another-password-1' },
    }),
    expect: { anonymous: 401, customerA: 400, customerB: 400, owner: 400 },
  },
  'POST /api/account/delete': {
    request: () => ({ method: 'POST', url: '/api/account/delete', payload: { password: 'not-the-password' } }),
    expect: { anonymous: 401, customerA: 400, customerB: 400, owner: 400 },
  },

  // Two-factor: the challenge from the password step is the capability; a forged one proves nothing.
  'POST /api/auth/signin/two-factor': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/signin/two-factor',
      payload: { challengeToken: 'forged.challenge.token', code: '123456' },
    }),
    expect: 401,
  },
  'GET /api/account/two-factor': {
    request: () => ({ method: 'GET', url: '/api/account/two-factor' }),
    expect: SIGNED_IN,
  },
  // Every staff member, and only with the current password: a wrong one is refused.
  'POST /api/account/two-factor/setup': {
    request: () => ({
      method: 'POST',
      url: '/api/account/two-factor/setup',
      payload: { password: 'not-the-password' },
    }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, owner: 400, translator: 400, reviewer: 400 },
  },
  'POST /api/account/two-factor/enable': {
    request: () => ({ method: 'POST', url: '/api/account/two-factor/enable', payload: { code: '000000' } }),
    // Staff only; a staff member's wrong code is refused.
    expect: { anonymous: 401, customerA: 403, customerB: 403, owner: 400, translator: 400, reviewer: 400 },
  },
  // The caller's own codes; without two-factor on there are none to replace.
  'POST /api/account/two-factor/recovery-codes': {
    request: () => ({
      method: 'POST',
      url: '/api/account/two-factor/recovery-codes',
      payload: { password: 'not-the-password', code: '000000' },
    }),
    expect: { anonymous: 401, customerA: 409, customerB: 409, owner: 409 },
  },
  // Acts on the caller's own account only; with two-factor off there is nothing to turn off.
  'POST /api/account/two-factor/disable': {
    request: () => ({
      method: 'POST',
      url: '/api/account/two-factor/disable',
      payload: { password: 'not-the-password', code: '000000' },
    }),
    expect: { anonymous: 401, customerA: 200, customerB: 200, owner: 200 },
  },

  'POST /api/uploads/presigned-url': {
    request: () => ({
      method: 'POST',
      url: '/api/uploads/presigned-url',
      payload: { files: [{ filename: 'x.txt', contentType: 'text/plain', size: 10 }] },
    }),
    expect: 200,
  },
  // The signed URL is the capability: anyone holding it may send the bytes, once.
  'PUT /api/uploads/:fileKey': {
    request: async () => {
      const presign = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/presigned-url',
        payload: { files: [{ filename: 'x.txt', contentType: 'text/plain', size: 11 }] },
      });
      const [item] = presign.json().uploads;
      // On S3 the browser PUTs to the bucket; the API's own upload route (the same on every storage) is reached
      // with the link local storage would have handed out.
      const url =
        t.storage.kind === 'local' ? item.uploadUrl : t.storage.signedUrl('put', item.fileKey, item.expiresAt);
      return { method: 'PUT', url, payload: Buffer.from('hello world') };
    },
    expect: 200,
  },
  'POST /api/analyze/document': {
    request: () => ({
      method: 'POST',
      url: '/api/analyze/document',
      payload: { fileKey: a.uploadKey, filename: 'a.txt', contentType: 'text/plain', size: 10 },
    }),
    expect: OWNER_ONLY,
  },

  'POST /api/quotes': {
    request: () => ({
      method: 'POST',
      url: '/api/quotes',
      payload: { manualEstimate: { pages: 1 }, sourceLanguage: 'en', targetLanguage: 'es' },
    }),
    expect: 201,
  },
  'GET /api/quotes/:id': {
    request: (actor) => ({ method: 'GET', url: `/api/quotes/${of(actor).quoteId}` }),
    expect: OWNER_ONLY,
  },
  'PUT /api/quotes/:id': {
    request: () => ({ method: 'PUT', url: `/api/quotes/${a.openQuoteId}`, payload: { selectedService: 'sworn' } }),
    expect: OWNER_ONLY,
  },
  // Each actor brings a file of their own: only A (and staff) may put anything on A's quote.
  'PUT /api/quotes/:id/files': {
    request: async (actor) => ({
      method: 'PUT',
      url: `/api/quotes/${a.openQuoteId}/files`,
      payload: { files: [{ fileKey: await upload(actor) }], replace: false },
    }),
    expect: OWNER_ONLY,
  },

  'POST /api/orders': {
    request: async () => ({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: (await quoteFor('customerA')).quoteId, serviceType: 'sworn', customerInfo },
    }),
    expect: { anonymous: 401, customerA: 201, customerB: 404, owner: 201 },
  },
  'GET /api/orders': { request: () => ({ method: 'GET', url: '/api/orders' }), expect: SIGNED_IN },
  // By number everybody gets an answer; what it holds is checked in order-capabilities.test.ts.
  'GET /api/orders/track': {
    request: (actor) => ({ method: 'GET', url: `/api/orders/track?q=${of(actor).orderNumber}` }),
    expect: 200,
  },
  // Public verification of certified translations (issue 31): anyone, with or without an account, gets the same answer.
  'GET /api/verify/:code': { request: () => ({ method: 'GET', url: '/api/verify/7KQ2-M9XD-4TPA' }), expect: 404 },
  'POST /api/verify/:code/check': {
    request: () => ({ method: 'POST', url: '/api/verify/7KQ2-M9XD-4TPA/check', payload: { sha256: 'a'.repeat(64) } }),
    expect: 404,
  },
  'GET /api/orders/:id': {
    request: (actor) => ({ method: 'GET', url: `/api/orders/${of(actor).orderId}` }),
    expect: OWNER_ONLY,
  },
  'GET /api/orders/:id/files/:fileKey/download': {
    request: (actor) => ({
      method: 'GET',
      url: `/api/orders/${of(actor).orderId}/files/${of(actor).translatedKey}/download?format=json`,
    }),
    expect: OWNER_ONLY,
  },
  // An account's order: strangers are told it does not exist; its owner and staff reach the quote check (none here).
  'POST /api/orders/:id/approve': {
    request: (actor) => ({
      method: 'POST',
      url: `/api/orders/${of(actor).orderId}/approve`,
      payload: { officialQuoteId: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: { anonymous: 401, customerA: 404, customerB: 404, owner: 404 },
  },
  // Declining the quote or asking about it is the order's holder's (issue 32): strangers are told it does not exist, A
  // reaches the quote check (none here), staff are refused (they cancel or answer from the admin order page).
  'POST /api/orders/:id/decline': {
    request: (actor) => ({
      method: 'POST',
      url: `/api/orders/${of(actor).orderId}/decline`,
      payload: { officialQuoteId: '00000000-0000-4000-8000-000000000000' },
    }),
    expect: { anonymous: 401, customerA: 404, customerB: 404, owner: 403 },
  },
  'POST /api/orders/:id/questions': {
    request: (actor) => ({
      method: 'POST',
      url: `/api/orders/${of(actor).orderId}/questions`,
      payload: { officialQuoteId: '00000000-0000-4000-8000-000000000000', message: 'Why three pages?' },
    }),
    expect: { anonymous: 401, customerA: 404, customerB: 404, owner: 403 },
  },
  // "Delete my documents now" (issue 32): the order's holder alone; staff are refused. Asked about A's order in
  // translation (whoever asks), so that no request here deletes anything: A reaches the check and hears it is in use.
  'DELETE /api/orders/:id/documents': {
    request: () => ({ method: 'DELETE', url: `/api/orders/${assignedOrder.orderId}/documents` }),
    expect: { anonymous: 401, customerA: 409, customerB: 404, owner: 403 },
  },
  // The customer's names as in the passport: its owner only (staff read them on the admin order, never write them);
  // A's order is completed, so A reaches the lock (409), as order-instructions.test.ts shows before the translation.
  'PUT /api/orders/:id/instructions': {
    request: (actor) => ({
      method: 'PUT',
      url: `/api/orders/${of(actor).orderId}/instructions`,
      payload: { nameSpellings: [] },
    }),
    expect: { anonymous: 401, customerA: 409, customerB: 404, owner: 403 },
  },
  // The customer's draft approval: whoever reaches the order as its customer; staff read only; translators and reviewers
  // work from their task. A's order has no draft: the answers name a draft that does not exist (404 once allowed).
  'GET /api/orders/:id/draft': {
    request: (actor) => ({ method: 'GET', url: `/api/orders/${of(actor).orderId}/draft` }),
    expect: { ...OWNER_ONLY, translator: 403, reviewer: 403 },
  },
  'POST /api/orders/:id/draft/approve': {
    request: (actor) => ({
      method: 'POST',
      url: `/api/orders/${of(actor).orderId}/draft/approve`,
      payload: { draftId: '00000000-0000-4000-8000-000000000000' },
    }),
    // A's order is not in production (no draft can be answered on it): the owner of the order hears why, 409.
    expect: { anonymous: 401, customerA: 409, customerB: 404, owner: 403, translator: 403, reviewer: 403 },
  },
  'POST /api/orders/:id/draft/corrections': {
    request: (actor) => ({
      method: 'POST',
      url: `/api/orders/${of(actor).orderId}/draft/corrections`,
      payload: {
        draftId: '00000000-0000-4000-8000-000000000000',
        corrections: [{ documentId: '00000000-0000-4000-8000-000000000000', page: 1, comment: 'Name' }],
      },
    }),
    // A's order is not in production (no draft can be answered on it): the owner of the order hears why, 409.
    expect: { anonymous: 401, customerA: 409, customerB: 404, owner: 403, translator: 403, reviewer: 403 },
  },
  // A draft's stamped PDF: only a link the draft answer signed opens it.
  'GET /api/orders/:id/draft/documents/:documentId/file': {
    request: (actor) => ({
      method: 'GET',
      url: `/api/orders/${of(actor).orderId}/draft/documents/00000000-0000-4000-8000-000000000000/file?expires=9999999999&signature=forged`,
    }),
    expect: 403,
  },
  // Stripe's webhook takes no token: only its signature counts, and card payments are off in this app.
  'POST /api/payments/stripe/webhook': {
    request: () => ({ method: 'POST', url: '/api/payments/stripe/webhook', payload: { id: 'evt_x' } }),
    expect: 404,
  },
  // A's receipt without a signature: the order's own rule (the signed documentUrl is checked in payment-documents).
  'GET /api/orders/:id/payments/:paymentId/receipt': {
    request: (actor) => ({
      method: 'GET',
      url: `/api/orders/${of(actor).orderId}/payments/${of(actor).paymentId}/receipt`,
    }),
    expect: OWNER_ONLY,
  },
  // Only a link signed by the server (admins get one from POST /api/admin/orders/:id/zip) opens the archive.
  'GET /api/orders/:id/source-files.zip': {
    request: (actor) => ({
      method: 'GET',
      url: `/api/orders/${of(actor).orderId}/source-files.zip?expires=9999999999&signature=forged`,
    }),
    expect: 403,
  },
  // Staff's JPEG view of a source image: only a link the admin API signed opens it.
  'GET /api/files/:fileKey/preview': {
    request: (actor) => ({
      method: 'GET',
      url: `/api/files/${of(actor).sourceKey}/preview?expires=9999999999&signature=forged`,
    }),
    expect: 403,
  },
  'GET /api/files/:fileKey': {
    request: (actor) => ({
      method: 'GET',
      url: `/api/files/${of(actor).sourceKey}?expires=9999999999&signature=forged`,
    }),
    expect: 403,
  },

  'POST /api/planner/generate': {
    request: () => ({ method: 'POST', url: '/api/planner/generate', payload: PLAN_REQUEST }),
    expect: 201,
  },
  // A signed-in visitor's plan is theirs only (404 to anyone else), as its PDF is.
  'GET /api/planner/plans/:planId': {
    request: () => ({ method: 'GET', url: `/api/planner/plans/${a.planId}` }),
    expect: OWNER_ONLY,
  },
  'POST /api/planner/pdf': {
    request: () => ({ method: 'POST', url: '/api/planner/pdf', payload: { planId: a.planId } }),
    expect: OWNER_ONLY,
  },

  // A staff member's own translator profile: any staff role, nobody else.
  'GET /api/staff/me/profile': { request: () => ({ method: 'GET', url: '/api/staff/me/profile' }), expect: STAFF_SELF },
  'PUT /api/staff/me/profile': {
    request: () => ({
      method: 'PUT',
      url: '/api/staff/me/profile',
      payload: { displayName: 'Matrix', languagePairs: [{ source: 'english', target: 'spanish' }] },
    }),
    expect: STAFF_SELF,
  },
  'PUT /api/staff/me/profile/images/:image': {
    request: () => ({
      method: 'PUT',
      url: '/api/staff/me/profile/images/seal',
      headers: { 'content-type': 'image/png' },
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    }),
    expect: STAFF_SELF,
  },
  'DELETE /api/staff/me/profile/images/:image': {
    request: () => ({ method: 'DELETE', url: '/api/staff/me/profile/images/seal' }),
    expect: STAFF_SELF,
  },
  'PUT /api/staff/me/profile/signing-certificate': {
    request: () => ({
      method: 'PUT',
      url: '/api/staff/me/profile/signing-certificate',
      payload: { certificate: MATRIX_P12.toString('base64'), passphrase: 'matrix-passphrase' },
    }),
    expect: STAFF_SELF,
  },
  'DELETE /api/staff/me/profile/signing-certificate': {
    request: () => ({ method: 'DELETE', url: '/api/staff/me/profile/signing-certificate' }),
    expect: STAFF_SELF,
  },
  // Only the links a profile answer signs open a seal or signature.
  'GET /api/staff/profile-images/:userId/:image': {
    request: () => ({
      method: 'GET',
      url: '/api/staff/profile-images/00000000-0000-4000-8000-000000000000/seal?expires=9999999999&signature=forged',
    }),
    expect: 403,
  },
  // Production tasks (issue 30): My work is any staff member's own; a task reaches its translator and reviewer only
  // (the assigned cases: "a translator assigned to a task" below).
  'GET /api/staff/tasks': { request: () => ({ method: 'GET', url: '/api/staff/tasks' }), expect: STAFF_SELF },
  // The fixture's task is accepted and has no version yet: its translator's answers are late (409), its reviewer has
  // nothing to review (409), and each is refused the other's actions (403).
  'GET /api/staff/tasks/:taskId': {
    request: () => taskRoute('GET', ''),
    expect: { ...NOT_ASSIGNED, assignedTranslator: 200, assignedReviewer: 200 },
  },
  'POST /api/staff/tasks/:taskId/accept': {
    request: () => taskRoute('POST', '/accept'),
    expect: { ...ASSIGNEES_ONLY, assignedTranslator: 409, assignedReviewer: 403 },
  },
  'POST /api/staff/tasks/:taskId/decline': {
    request: () => taskRoute('POST', '/decline', { reason: 'Matrix' }),
    expect: { ...ASSIGNEES_ONLY, assignedTranslator: 409, assignedReviewer: 403 },
  },
  // A translation of another order (A's completed one) is never a version of this task.
  'POST /api/staff/tasks/:taskId/versions': {
    request: () => taskRoute('POST', '/versions', { fileKey: a.translatedKey }),
    expect: { ...ASSIGNEES_ONLY, assignedTranslator: 400, assignedReviewer: 403 },
  },
  'POST /api/staff/tasks/:taskId/review': {
    request: () => taskRoute('POST', '/review', { decision: 'approve' }),
    expect: { ...ASSIGNEES_ONLY, assignedTranslator: 403, assignedReviewer: 409 },
  },
  'POST /api/staff/tasks/:taskId/files/:fileKey/download': {
    request: () => taskRoute('POST', '/files/:fileKey/download'),
    expect: { ...NOT_ASSIGNED, assignedTranslator: 200, assignedReviewer: 200 },
  },
  // A text document has no preview image: the back office and the task's people get 400, nobody else gets that far.
  'POST /api/staff/tasks/:taskId/files/:fileKey/preview': {
    request: () => taskRoute('POST', '/files/:fileKey/preview'),
    expect: { ...NOT_ASSIGNED, owner: 400, assignedTranslator: 400, assignedReviewer: 400 },
  },
};

/** Whole families with one rule, checked for every member the route table lists. */
const BACK_OFFICE = { ...ADMIN_ONLY, projectManager: 200, translator: 403, reviewer: 403 } as const;
// Settings, staff, the outbox (its emails carry invitation and reset links), money and the audit export: the owner alone.
const OWNER_STAFF_ONLY = { ...BACK_OFFICE, projectManager: 403 } as const;
const RULES: Array<{ match: RegExp; methods?: string[]; expect: TExpect | 'public' }> = [
  // Staff members' profiles: the back office reads them, to assign work; changing them, their credentials, seal,
  // signature and signing certificate is the owner's (issues 30, 31), by the /api/admin/staff rule below.
  { match: /^\/api\/admin\/staff\/:userId\/profile$/, methods: ['GET', 'HEAD'], expect: BACK_OFFICE },
  {
    match:
      /^\/api\/admin\/(settings|outbox|staff)(\/|$)|^\/api\/admin\/orders\/:id\/(payments|refunds)$|^\/api\/admin\/audit\/export$/,
    expect: OWNER_STAFF_ONLY,
  },
  // The back office and the users API: 401 anonymous, 403 customers, translators and reviewers; the owner and project
  // managers get through (any non-auth status).
  { match: /^\/api\/(admin|users)(\/|$)/, expect: BACK_OFFICE },
  // The OpenAPI browser's own pages and assets.
  { match: /^\/api\/docs(\/|$)/, expect: 'public' },
];

beforeAll(async () => {
  // Rate limits are tested on their own; here every actor makes every call.
  const generous = { max: 10_000, timeWindow: '1 minute' };
  t = await buildTestApp({
    env: { METRICS_TOKEN: 'matrix-metrics-token-0123456789' },
    rateLimits: {
      uploads: generous,
      tracking: generous,
      passwordReset: generous,
      plannerGenerate: generous,
      plannerPdf: generous,
    },
  });
  await ensureFirstAdmin({
    db: t.db,
    adminEmail: 'boss@sello.test',
    adminPassword: 'boss-password',
    fallbackDomain: 'x',
  });
  const owner = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: 'boss@sello.test', password: 'boss-password' },
  });
  tokens.owner = owner.json().tokens.accessToken;
  tokens.customerA = await signUp('customer-a@example.com');
  tokens.customerB = await signUp('customer-b@example.com');
  tokens.projectManager = await signInStaff(t.app, t.db, 'project_manager', 'pm@sello.test');
  tokens.translator = await signInStaff(t.app, t.db, 'translator', 'translator@sello.test');
  tokens.reviewer = await signInStaff(t.app, t.db, 'reviewer', 'reviewer@sello.test');
  const task = await assignedTask();
  tokens.assignedTranslator = task.translator;
  tokens.assignedReviewer = task.reviewer;
  assignedOrder = task;

  const ordered = await quoteFor('customerA');
  a.quoteId = ordered.quoteId;
  a.sourceKey = ordered.fileKey;
  const order = await call('customerA', {
    method: 'POST',
    url: '/api/orders',
    payload: { quoteId: a.quoteId, serviceType: 'sworn', customerInfo },
  });
  expect(order.statusCode, order.body).toBe(201);
  a.orderId = order.json().order.orderId;
  a.orderNumber = order.json().order.orderNumber;

  const presign = await call('owner', {
    method: 'POST',
    url: '/api/uploads/presigned-url',
    payload: {
      files: [{ filename: 'translated.txt', contentType: 'text/plain', size: 5 }],
      fileType: 'TRANSLATED',
      orderId: a.orderId,
    },
  });
  const [translated] = presign.json().uploads;
  await putUpload(t.app, translated.uploadUrl, { contentType: 'text/plain', body: Buffer.from('hola!') });
  a.translatedKey = translated.fileKey;
  const complete = await call('owner', {
    method: 'POST',
    url: `/api/admin/orders/${a.orderId}/complete`,
    payload: { translatedFileKeys: [a.translatedKey], message: 'Here you are' },
  });
  expect(complete.statusCode, complete.body).toBe(200);
  // The services that record payments come later in issue 14: a row is enough for the receipt route.
  const payment = await t.db
    .insertInto('payments')
    .values({ order_id: a.orderId, kind: 'PAYMENT', amount_cents: 4000, provider: 'manual', method: 'cash' })
    .returning('id')
    .executeTakeFirstOrThrow();
  a.paymentId = payment.id;

  a.openQuoteId = (await quoteFor('customerA')).quoteId;
  a.uploadKey = await upload('customerA');
  const plan = await call('customerA', { method: 'POST', url: '/api/planner/generate', payload: PLAN_REQUEST });
  expect(plan.statusCode, plan.body).toBe(201);
  a.planId = plan.json().planId;
});
afterAll(() => t.close());

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const ruleFor = (url: string, method = 'GET') =>
  RULES.find((rule) => (!rule.methods || rule.methods.includes(method)) && rule.match.test(url));

describe('the authorization matrix', () => {
  it('has an entry or a rule for every route in the route table, and no entry for a route that is gone', () => {
    const routes = listRoutes(t.app).filter((route) => route.url.startsWith('/api'));
    const missing = routes.filter((route) => !MATRIX[keyOf(route)] && !ruleFor(route.url, route.method)).map(keyOf);
    expect(missing, 'routes nobody decided about: add them to MATRIX').toEqual([]);
    const known = new Set(routes.map(keyOf));
    expect(Object.keys(MATRIX).filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (key, entry) => {
    for (const actor of ACTORS) {
      const expected = expectedStatus(entry.expect, actor);
      const res = await call(actor, await entry.request(actor));
      expect(res.statusCode, `${key} as ${actor}: ${res.body.slice(0, 200)}`).toBe(expected);
    }
  });

  it('applies the staff rules to every /api/admin and /api/users route', async () => {
    const routes = listRoutes(t.app).filter((route) => /^\/api\/(admin|users)(\/|$)/.test(route.url));
    // Nested routes are printed under their parent in Fastify's route tree; they must be found too.
    expect(routes).toContainEqual({ method: 'PUT', url: '/api/admin/orders/:id/status' });
    expect(routes).toContainEqual({ method: 'POST', url: '/api/admin/outbox/:id/retry' });
    expect(routes).toContainEqual({ method: 'GET', url: '/api/users/:id' });
    expect(ruleFor('/api/admin/settings')?.expect).toBe(OWNER_STAFF_ONLY);
    expect(ruleFor('/api/admin/orders/:id/refunds')?.expect).toBe(OWNER_STAFF_ONLY);
    expect(routes).toContainEqual({ method: 'DELETE', url: '/api/admin/staff/:userId' });
    expect(ruleFor('/api/admin/staff/:userId/role')?.expect).toBe(OWNER_STAFF_ONLY);
    expect(routes.length).toBeGreaterThan(25);
    const refusals: Record<number, { error: string; code: string }> = {
      401: { error: 'Admin authentication required', code: 'UNAUTHORIZED' },
      403: { error: 'Admin access required', code: 'FORBIDDEN' },
    };
    for (const route of routes) {
      const rule = ruleFor(route.url, route.method)?.expect as TExpect;
      const anyId = route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      // The assigned translator and reviewer ask about their own task's order, task and document.
      const ownIds = route.url
        .replace(':id', assignedOrder.orderId)
        .replace(':taskId', assignedOrder.taskId)
        .replace(':fileKey', assignedOrder.sourceKey)
        .replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      for (const actor of ACTORS) {
        const url = isAssigned(actor) ? ownIds : anyId;
        const res = await call(actor, { method: route.method, url });
        const label = `${route.method} ${route.url} as ${actor}`;
        const status = expectedStatus(rule, actor);
        if (status === 200) {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        } else if (actor === 'projectManager') {
          expect(res.statusCode, label).toBe(403);
          expect(res.json(), label).toEqual({ error: 'Only the owner of the agency can do this', code: 'FORBIDDEN' });
        } else {
          expect(res.statusCode, label).toBe(status);
          expect(res.json(), label).toEqual(refusals[status]);
        }
      }
    }
  });
});

describe("B never reaches A's things", () => {
  it("lists none of A's orders for B, and A's own list has them", async () => {
    const listA = await call('customerA', { method: 'GET', url: '/api/orders' });
    expect(listA.json().orders.map((order: { orderId: string }) => order.orderId)).toContain(a.orderId);
    const listB = await call('customerB', { method: 'GET', url: '/api/orders' });
    expect(listB.body).not.toContain(a.orderId);
  });

  it("cannot download A's source file, nor attach A's upload to a quote of B's", async () => {
    const source = await call('customerB', {
      method: 'GET',
      url: `/api/orders/${a.orderId}/files/${a.sourceKey}/download?format=json`,
    });
    expect(source.statusCode).toBe(404);
    const quote = await call('customerB', {
      method: 'POST',
      url: '/api/quotes',
      payload: { files: [{ fileKey: a.uploadKey }], sourceLanguage: 'en', targetLanguage: 'es' },
    });
    expect(quote.statusCode).toBe(404);
    expect(quote.body).not.toContain(a.uploadKey);
  });
});

describe('source documents are for staff only, whoever owns the order (issue 28, item 1)', () => {
  const sourceDownload = (orderId: string, fileKey: string): TRequest => ({
    method: 'GET',
    url: `/api/orders/${orderId}/files/${fileKey}/download?format=json`,
  });

  it("A's own order: anonymous 401, A 403, B 404, back office 200, translator and reviewer without a task 404", async () => {
    const expected = { anonymous: 401, customerA: 403, customerB: 404, owner: 200 };
    for (const actor of ACTORS) {
      const res = await call(actor, sourceDownload(a.orderId, a.sourceKey));
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(expectedStatus(expected, actor));
    }
  });

  it("a guest order: whoever holds its id reaches the order (not a translator or reviewer: 404), but only staff its source files, even with a signed 'deliver' link", async () => {
    const { quoteId, fileKey } = await quoteFor('anonymous');
    const placed = await call('anonymous', {
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId, serviceType: 'sworn', customerInfo },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.orderId as string;
    // Translators and reviewers are never given an order's id; should one reach them, the order does not exist for them.
    const expected = { anonymous: 403, customerA: 403, customerB: 403, owner: 200, translator: 404, reviewer: 404 };
    for (const actor of ACTORS) {
      const res = await call(actor, sourceDownload(orderId, fileKey));
      expect(res.statusCode, `${actor}: ${res.body}`).toBe(expectedStatus(expected, actor));
      const read = await call(actor, { method: 'GET', url: `/api/orders/${orderId}` });
      if (actor === 'translator' || actor === 'reviewer' || isAssigned(actor)) {
        expect(read.statusCode, read.body).toBe(404);
        continue;
      }
      expect(read.statusCode).toBe(200);
      const files = read.json().order.files as Array<{ fileType: string; downloadUrl?: string }>;
      expect(files.filter((file) => file.fileType === 'SOURCE')).toHaveLength(1);
      for (const file of files) expect(file).not.toHaveProperty('downloadUrl');
    }
    // A signed link is only ever issued for delivered translations; one for a source file opens nothing either.
    const signed = t.storage.signedUrl('deliver', `${orderId}/${fileKey}`, Math.floor(Date.now() / 1000) + 600);
    const viaLink = await call('anonymous', { method: 'GET', url: `${signed}&format=json` });
    expect(viaLink.statusCode, viaLink.body).toBe(403);
  });
});

describe("ordering someone else's quote (issue 28, item 1)", () => {
  it('gives the stranger nothing the quote page does not show, and the real customer a way to support', async () => {
    // The real customer got a guest quote; its address (/quote?id=) reached customer B.
    const { quoteId, fileKey } = await quoteFor('anonymous');
    const quotePage = (await call('anonymous', { method: 'GET', url: `/api/quotes/${quoteId}` })).json().quote;
    const order = (actor: TActor) =>
      call(actor, { method: 'POST', url: '/api/orders', payload: { quoteId, serviceType: 'sworn', customerInfo } });

    const taken = await order('customerB');
    expect(taken.statusCode, taken.body).toBe(201);
    const strangersOrderId = taken.json().order.orderId as string;
    // Nothing more than the quote page: the file names and counts, no way to the bytes.
    expect(taken.json().order.files.map((file: { filename: string }) => file.filename)).toEqual(
      quotePage.files.map((file: { filename: string }) => file.filename),
    );
    const download = await call('customerB', {
      method: 'GET',
      url: `/api/orders/${strangersOrderId}/files/${fileKey}/download?format=json`,
    });
    expect(download.statusCode, download.body).toBe(403);

    // The real customer's checkout (or a retry): 409 without the stranger's order id, and where to turn.
    for (const actor of ['anonymous', 'customerA'] as const) {
      const refused = await order(actor);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.body).not.toContain(strangersOrderId);
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        reason: 'already-ordered',
        error: expect.stringContaining('support'),
      });
      const quote = await call(actor, { method: 'GET', url: `/api/quotes/${quoteId}` });
      expect(quote.json().quote).toMatchObject({ status: 'ACCEPTED', orderId: null });
      const change = await call(actor, {
        method: 'PUT',
        url: `/api/quotes/${quoteId}`,
        payload: { selectedService: 'professional' },
      });
      expect(change.statusCode).toBe(409);
      expect(change.body).not.toContain(strangersOrderId);
    }

    // The order's signed-in owner retrying (a double submit) is still taken to it; staff see it too.
    for (const actor of ['customerB', 'owner', 'projectManager'] as const) {
      const again = await order(actor);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: 'already-ordered', orderId: strangersOrderId });
      const quote = await call(actor, { method: 'GET', url: `/api/quotes/${quoteId}` });
      expect(quote.json().quote.orderId).toBe(strangersOrderId);
    }
  });
});

// The assigned translator and reviewer are actors of every route in the matrix above; what only they may do, and what
// must stay closed to them all the same, is spelled out here.
describe("a translator assigned to a task of A's order (issue 30)", () => {
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: as(token) });

  it('reaches the task and its source document, and nothing else of the order, its customer or payments', async () => {
    const task = await assignedTask();
    const source = `/api/orders/${task.orderId}/files/${task.sourceKey}/download?format=json`;
    for (const token of [task.translator, task.reviewer]) {
      expect((await get(token, `/api/staff/tasks/${task.taskId}`)).statusCode).toBe(200);
      // The one thing of the order a customer-side route gives them, on purpose: their task's source document (the
      // task's file rule, auth/task-assignment.ts). The order's translation is not a task document nor a version.
      expect((await get(token, source)).statusCode).toBe(200);
      const translation = `/api/staff/tasks/${task.taskId}/files/${task.translatedKey}/download`;
      expect((await t.app.inject({ method: 'POST', url: translation, headers: as(token) })).statusCode).toBe(404);
      const mine = await get(token, '/api/staff/tasks');
      expect(mine.json().tasks.map((row: { id: string }) => row.id)).toEqual([task.taskId]);
      // The order itself, A's other order and its files, the customers list, payments: as for any stranger.
      expect((await get(token, `/api/orders/${task.orderId}`)).statusCode).toBe(404);
      expect((await get(token, `/api/orders/${a.orderId}/files/${a.sourceKey}/download?format=json`)).statusCode).toBe(
        404,
      );
      // Their own orders list and tracking: the task's order is not theirs (by number: its public status only).
      expect((await get(token, '/api/orders')).body).not.toContain(task.orderId);
      const tracked = await get(token, `/api/orders/track?q=${task.orderNumber}`);
      expect(tracked.json()).not.toHaveProperty('order');
      expect(tracked.body).not.toContain(task.orderId);
      expect((await get(token, `/api/orders/track?q=${task.orderId}`)).statusCode).toBe(404);
      expect((await get(token, '/api/admin/customers')).statusCode).toBe(403);
      expect((await get(token, `/api/admin/orders/${task.orderId}`)).statusCode).toBe(403);
      const payment = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${task.orderId}/payments`,
        headers: as(token),
        payload: { amount: 10, method: 'cash' },
      });
      expect(payment.statusCode).toBe(403);
    }
    // Translators and reviewers of no task of the order: 404 on the task and the document.
    for (const actor of ['translator', 'reviewer'] as const) {
      expect((await call(actor, { method: 'GET', url: `/api/staff/tasks/${task.taskId}` })).statusCode).toBe(404);
      expect((await call(actor, { method: 'GET', url: source })).statusCode).toBe(404);
    }
  });
});
