import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

/** "Get a quote for these documents": one quote for the plan's documents, remembering the plan it came from. */

let t: TTestApp;
let adminToken: string;
let ownerToken: string;
let strangerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = await signInAdmin(t.app, t.db);
  const signup = async (email: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'long-enough-1', firstName: 'Some', lastName: 'One' },
      })
    ).json().tokens.accessToken as string;
  ownerToken = await signup('plan.owner@example.com');
  strangerToken = await signup('plan.stranger@example.com');
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const generatePlan = async (headers: Record<string, string> = {}): Promise<string> => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/planner/generate',
    headers,
    payload: { answers: { visa_type: 'DNV', consulate: 'Chicago' } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().planId as string;
};

const quoteFromPlan = (planId: string, fileKeys: string[], headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers,
    payload: {
      files: fileKeys.map((fileKey) => ({ fileKey })),
      sourceLanguage: 'english',
      targetLanguage: 'spanish',
      planId,
    },
  });

describe('a quote made from a visa plan', () => {
  it('is one quote for both documents, remembers the plan, and the admin list shows it', async () => {
    const planId = await generatePlan();
    const birth = await uploadFile(t.app, {
      filename: 'birth-certificate.txt',
      contentType: 'text/plain',
      body: words(300),
    });
    const fbi = await uploadFile(t.app, { filename: 'fbi-check.txt', contentType: 'text/plain', body: words(200) });
    const res = await quoteFromPlan(planId, [birth.fileKey, fbi.fileKey]);
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json().quote;
    expect(quote).toMatchObject({ planId, totalWords: 500 });
    expect(quote.files.map((file: { filename: string }) => file.filename)).toEqual([
      'birth-certificate.txt',
      'fbi-check.txt',
    ]);
    const reread = await t.app.inject({ url: `/api/quotes/${quote.quoteId}` });
    expect(reread.json().quote.planId).toBe(planId);

    const listed = await t.app.inject({ url: '/api/admin/quotes', headers: bearer(adminToken) });
    const row = listed.json().quotes.find((entry: { quoteId: string }) => entry.quoteId === quote.quoteId);
    expect(row).toMatchObject({ planId, pricing: quote.pricing });
  });

  it('a quote without a plan says planId null', async () => {
    const file = await uploadFile(t.app, { filename: 'lease.txt', contentType: 'text/plain', body: words(50) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: { files: [{ fileKey: file.fileKey }], sourceLanguage: 'english', targetLanguage: 'spanish' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quote.planId).toBeNull();
  });

  it.each([
    [
      'an unknown plan',
      async (): Promise<string> => '00000000-0000-4000-8000-000000000000',
      {},
      /^That plan was not found/,
    ],
    [
      'another account’s plan',
      async (): Promise<string> => generatePlan(bearer(ownerToken)),
      'stranger',
      /^That plan was not found/,
    ],
    ['a malformed planId', async (): Promise<string> => 'abc', {}, /^planId: planId must be a plan id$/],
  ] as const)('refuses %s (400) and makes no quote', async (_name, planIdFor, who, message) => {
    const planId = await planIdFor();
    const headers = who === 'stranger' ? bearer(strangerToken) : {};
    const file = await uploadFile(
      t.app,
      { filename: 'diploma.txt', contentType: 'text/plain', body: words(40) },
      headers,
    );
    const before = await t.db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await quoteFromPlan(planId, [file.fileKey], headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(message);
    const after = await t.db
      .selectFrom('quotes')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('the owner’s own plan is theirs to quote', async () => {
    const planId = await generatePlan(bearer(ownerToken));
    const file = await uploadFile(
      t.app,
      { filename: 'degree.txt', contentType: 'text/plain', body: words(40) },
      bearer(ownerToken),
    );
    const res = await quoteFromPlan(planId, [file.fileKey], bearer(ownerToken));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quote.planId).toBe(planId);
  });
});

describe('reading a plan again (GET /api/planner/plans/:planId)', () => {
  const readPlan = (planId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/api/planner/plans/${planId}`, headers });

  it('gives the stored plan with its id, each document with its typical page count', async () => {
    const planId = await generatePlan();
    const res = await readPlan(planId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.planId).toBe(planId);
    const fbi = body.plan.web.cards.find((card: { doc_id: string }) => card.doc_id === 'fbi_record');
    expect(fbi).toMatchObject({ typical_pages: 2, translation: { type: 'MAEC' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('in the language asked for (the page’s): the same documents, named in Spanish or French', async () => {
    const planId = await generatePlan();
    const english = (await readPlan(planId)).json().plan;
    const spanish = await t.app.inject({ url: `/api/planner/plans/${planId}?locale=es` });
    expect(spanish.statusCode, spanish.body).toBe(200);
    const { plan } = spanish.json();
    expect(plan.locale).toBe('es');
    const ids = (cards: Array<{ doc_id: string }>) => cards.map((card) => card.doc_id);
    expect(ids(plan.web.cards)).toEqual(ids(english.web.cards));
    const fbi = plan.web.cards.find((card: { doc_id: string }) => card.doc_id === 'fbi_record');
    expect(fbi.label).not.toBe(
      english.web.cards.find((card: { doc_id: string }) => card.doc_id === 'fbi_record').label,
    );
    expect(fbi.typical_pages).toBe(2);
    const refused = await t.app.inject({ url: `/api/planner/plans/${planId}?locale=de` });
    expect(refused.statusCode).toBe(400);
  });

  it('a signed-in visitor’s plan is theirs only: another account gets 404, a visitor signed out is asked to sign in', async () => {
    const planId = await generatePlan(bearer(ownerToken));
    expect((await readPlan(planId, bearer(ownerToken))).statusCode).toBe(200);
    const stranger = await readPlan(planId, bearer(strangerToken));
    expect(stranger.statusCode, stranger.body).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'NOT_FOUND' });
    const signedOut = await readPlan(planId);
    expect(signedOut.statusCode, signedOut.body).toBe(401);
    expect(signedOut.json().plan).toBeUndefined();
  });

  it('an unknown plan and a malformed id are 404, a plan stored under an older model 410', async () => {
    const unknown = await readPlan('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode, unknown.body).toBe(404);
    const malformed = await readPlan('abc');
    expect(malformed.statusCode, malformed.body).toBe(404);
    expect(malformed.json().error).toMatch(/planId must be a plan id/);
    const planId = await generatePlan();
    await t.db
      .updateTable('plans')
      .set({ plan: JSON.stringify({ version: 'long ago' }) })
      .where('id', '=', planId)
      .execute();
    const gone = await readPlan(planId);
    expect(gone.statusCode, gone.body).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'GONE' });
  });
});
