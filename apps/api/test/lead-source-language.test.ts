import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const postLead = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/leads', payload });
const adminLead = async (id: string) => {
  const token = await signInAdmin(t.app, t.db);
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/leads',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().leads.find((lead: { id: string }) => lead.id === id);
};

describe('POST /api/leads: the language to translate from as well as into (issue 32)', () => {
  it('stores the source language by name (a code reads as its name), shows it to staff and in the email', async () => {
    const res = await postLead({ email: 'lucia@example.com', sourceLanguage: 'EN', targetLanguages: ['french'] });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(await adminLead(id)).toMatchObject({ sourceLanguage: 'english', targetLanguages: ['french'] });

    const email = await t.db
      .selectFrom('outbox')
      .select('text_body')
      .where('dedupe_key', '=', `new-lead:${id}`)
      .executeTakeFirstOrThrow();
    expect(email.text_body).toContain('Translate from: english');
    expect(email.text_body).toContain('Translate into: french');
  });

  it('keeps another language as typed, lower-cased, and reads a lead without one as null', async () => {
    const other = await postLead({ email: 'kenji@example.com', sourceLanguage: ' Japanese ', targetLanguages: 'en' });
    expect(other.statusCode, other.body).toBe(201);
    expect(await adminLead(other.json().id)).toMatchObject({
      sourceLanguage: 'japanese',
      targetLanguages: ['english'],
    });

    const none = await postLead({ email: 'none@example.com' });
    expect(none.statusCode, none.body).toBe(201);
    expect(await adminLead(none.json().id)).toMatchObject({ sourceLanguage: null });
  });

  it('says what is wrong with a source language that is too long', async () => {
    const res = await postLead({ email: 'long@example.com', sourceLanguage: 'x'.repeat(61) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('sourceLanguage: Source language must be at most 60 characters');
  });
});
