import { INSTRUCTIONS_LOCKED } from '@sello/shared/order-instructions-schemas';
import type { TOrder } from '@sello/shared/order-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_THE_CUSTOMER_EDITS } from '../src/services/orders/update-order-instructions.ts';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin, signInStaff, signUpCustomer } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
});
afterAll(() => t.close());

let counter = 0;
const uniqueEmail = () => `names${++counter}-${Date.now()}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const SPELLINGS = [
  { kind: 'full_name', asWritten: 'José María PÉREZ NÚÑEZ' },
  { kind: 'father_name', asWritten: "Juan O'Neil" },
  { kind: 'place', asWritten: 'St. Louis, Missouri' },
];
const LABELS: Record<string, string> = { full_name: 'Full name', father_name: "Father's name", place: 'Place' };
/** The entries as the order answers them: each with its kind's label. */
const labelled = (entries: typeof SPELLINGS) => entries.map((entry) => ({ ...entry, label: LABELS[entry.kind] }));

const submitOrder = async (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const { fileKey } = await uploadFile(t.app, { filename: 'birth.txt', contentType: 'text/plain', body: words(200) });
  const quote = await createFileQuote(t.app, [fileKey], { sourceLanguage: 'english', targetLanguage: 'spanish' });
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { quoteId: quote.quoteId, serviceType: 'sworn', customerInfo: { ...customerInfo }, ...extra },
  });
};

const placeOrder = async (extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
  const res = await submitOrder(extra, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as TOrder;
};

const putInstructions = (orderId: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/instructions`, headers, payload });

describe('names as in the passport and instructions', () => {
  it('are taken at checkout and shown on the order; an order without them keeps the specification body', async () => {
    const order = await placeOrder({
      nameSpellings: SPELLINGS,
      translationInstructions: '  Keep both surnames.  ',
    });
    expect(order.instructions).toEqual({
      nameSpellings: labelled(SPELLINGS),
      translationInstructions: 'Keep both surnames.',
      editable: true,
    });

    const plain = await placeOrder();
    expect(plain.instructions).toEqual({ nameSpellings: [], translationInstructions: null, editable: true });
  });

  it("given at checkout, are on the customer's order page and on the assigned translator's task", async () => {
    const customer = await signUpCustomer(t.app, uniqueEmail());
    const order = await placeOrder(
      { nameSpellings: SPELLINGS, translationInstructions: 'Keep both surnames.' },
      bearer(customer),
    );
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}`, headers: bearer(customer) });
    expect(read.json().order.instructions).toEqual({
      nameSpellings: labelled(SPELLINGS),
      translationInstructions: 'Keep both surnames.',
      editable: true,
    });

    const translatorEmail = uniqueEmail();
    const reviewerEmail = uniqueEmail();
    const translator = await signInStaff(t.app, t.db, 'translator', translatorEmail);
    await signInStaff(t.app, t.db, 'reviewer', reviewerEmail);
    const [translatorId, reviewerId] = await Promise.all(
      [translatorEmail, reviewerEmail].map(
        async (email) =>
          (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
      ),
    );
    // Paid is a fixture here: payments have their own tests. A sworn translator holds the pair's credential.
    await t.db
      .updateTable('orders')
      .set({ status: 'PAID', stage: 'awaiting_assignment' })
      .where('id', '=', order.orderId)
      .execute();
    await t.db
      .insertInto('staff_credentials')
      .values({
        user_id: translatorId as string,
        kind: 'sworn',
        jurisdiction: 'spain',
        language: 'english',
        issuer: 'MAEC',
        number: `TIJ-${counter}`,
      })
      .execute();
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/tasks`,
      headers: bearer(adminToken),
      payload: {
        wholeOrder: true,
        translatorId,
        reviewerId,
        dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const task = await t.app.inject({
      method: 'GET',
      url: `/api/staff/tasks/${assigned.json().tasks[0].id}`,
      headers: bearer(translator),
    });
    expect(task.statusCode, task.body).toBe(200);
    expect(task.json().task.instructions).toMatchObject({
      nameSpellings: labelled(SPELLINGS),
      translationInstructions: 'Keep both surnames.',
    });
  });

  it('refuses names that are not names, too many of them and unknown kinds, with a clear message', async () => {
    const url = await submitOrder({
      nameSpellings: [{ kind: 'full_name', asWritten: 'Verify at https://evil.example' }],
    });
    expect(url.statusCode).toBe(400);
    expect(url.json().error).toContain('Full name may contain only letters, spaces, apostrophes and hyphens');

    const place = await submitOrder({ nameSpellings: [{ kind: 'place', asWritten: 'Room 42' }] });
    expect(place.statusCode).toBe(400);
    expect(place.json().error).toContain('A place may contain only letters');

    const many = await submitOrder({
      nameSpellings: Array.from({ length: 21 }, () => ({ kind: 'other_name', asWritten: 'Ana' })),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error).toContain('At most 20 names');

    const kind = await submitOrder({ nameSpellings: [{ kind: 'nickname', asWritten: 'Ana' }] });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error).toContain('kind must be one of');

    const long = await submitOrder({ translationInstructions: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toContain('Instructions must be at most 2,000 characters');
  });

  it('are changed by the order owner only: another customer is told it does not exist, staff may not write', async () => {
    const owner = await signUpCustomer(t.app, uniqueEmail());
    const order = await placeOrder({}, bearer(owner));

    const changed = await putInstructions(
      order.orderId,
      { nameSpellings: SPELLINGS.slice(0, 1), translationInstructions: 'Use the passport spelling.' },
      bearer(owner),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().instructions).toEqual({
      nameSpellings: labelled(SPELLINGS.slice(0, 1)),
      translationInstructions: 'Use the passport spelling.',
      editable: true,
    });

    const other = await signUpCustomer(t.app, uniqueEmail());
    expect((await putInstructions(order.orderId, { nameSpellings: [] }, bearer(other))).statusCode).toBe(404);
    expect((await putInstructions(order.orderId, { nameSpellings: [] })).statusCode).toBe(401);
    const staff = await putInstructions(order.orderId, { nameSpellings: [] }, bearer(adminToken));
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error).toBe(ONLY_THE_CUSTOMER_EDITS);

    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderId}`,
      headers: bearer(adminToken),
    });
    expect(admin.json().order.instructions.nameSpellings).toEqual(labelled(SPELLINGS.slice(0, 1)));
    expect(admin.json().order.instructions.translationInstructions).toBe('Use the passport spelling.');

    const cleared = await putInstructions(
      order.orderId,
      { nameSpellings: [], translationInstructions: ' ' },
      bearer(owner),
    );
    expect(cleared.json().instructions).toEqual({ nameSpellings: [], translationInstructions: null, editable: true });
  });

  it("a guest order's link holder may change them, as they may approve its quote", async () => {
    const order = await placeOrder();
    const res = await putInstructions(order.orderId, { nameSpellings: SPELLINGS });
    expect(res.statusCode, res.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}` });
    expect(read.json().order.instructions.nameSpellings).toEqual(labelled(SPELLINGS));
    // A translator is never given an order's id; should one learn it, the order does not exist for them (no rewriting
    // the customer's names with the guest's link).
    const translator = await signInStaff(t.app, t.db, 'translator', uniqueEmail());
    const refused = await putInstructions(order.orderId, { nameSpellings: [] }, bearer(translator));
    expect(refused.statusCode).toBe(404);
  });

  it('are read-only once the translation started', async () => {
    const owner = await signUpCustomer(t.app, uniqueEmail());
    const order = await placeOrder({ nameSpellings: SPELLINGS }, bearer(owner));
    const started = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.orderId}/status`,
      headers: bearer(adminToken),
      payload: { status: 'IN_PROGRESS' },
    });
    expect(started.statusCode, started.body).toBe(200);

    const res = await putInstructions(order.orderId, { nameSpellings: [] }, bearer(owner));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(INSTRUCTIONS_LOCKED);
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}`, headers: bearer(owner) });
    expect(read.json().order.instructions).toEqual({
      nameSpellings: labelled(SPELLINGS),
      translationInstructions: null,
      editable: false,
    });
  });
});
