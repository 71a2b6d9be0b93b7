import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let admin: { authorization: string };
const MISSING = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await buildTestApp();
  admin = { authorization: `Bearer ${await signInAdmin(t.app, t.db)}` };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

describe('/api/admin/testimonials', () => {
  it('creates, lists in display order, edits only the fields given, and deletes', async () => {
    const first = await call('POST', '/api/admin/testimonials', {
      name: '  Ana García ',
      detail: 'Student visa, Madrid',
      quote: 'Fast and accurate sworn translation.',
      rating: 5,
      avatarUrl: 'https://images.example.com/ana.jpg',
      serviceType: 'sworn',
      position: 2,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().testimonial).toMatchObject({
      testimonialId: expect.any(String),
      name: 'Ana García',
      detail: 'Student visa, Madrid',
      avatarUrl: 'https://images.example.com/ana.jpg',
      published: false,
      position: 2,
      serviceType: 'sworn',
    });
    const second = await call('POST', '/api/admin/testimonials', {
      name: 'Tom',
      detail: '',
      quote: 'Clear price up front.',
      rating: 4,
      published: true,
      position: 1,
    });
    expect(second.json().testimonial).toMatchObject({
      detail: null,
      avatarUrl: null,
      serviceType: null,
      published: true,
    });

    const list = await call('GET', '/api/admin/testimonials');
    expect(list.json().testimonials.map((item: { name: string }) => item.name)).toEqual(['Tom', 'Ana García']);

    const id = first.json().testimonial.testimonialId;
    const published = await call('PUT', `/api/admin/testimonials/${id}`, { published: true, position: 0 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().testimonial).toMatchObject({
      published: true,
      position: 0,
      detail: 'Student visa, Madrid',
      quote: 'Fast and accurate sworn translation.',
    });
    const reordered = await call('GET', '/api/admin/testimonials');
    expect(reordered.json().testimonials[0].testimonialId).toBe(id);

    expect((await call('DELETE', `/api/admin/testimonials/${id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/admin/testimonials')).json().testimonials).toHaveLength(1);
    expect((await call('DELETE', `/api/admin/testimonials/${id}`)).statusCode).toBe(404);
  });

  it('validates input and answers 404 for unknown ids', async () => {
    const bad = await call('POST', '/api/admin/testimonials', {
      name: ' ',
      quote: 'x',
      rating: 6,
      avatarUrl: 'http://tracker.example.com/a.gif',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('name: Name is required');
    expect(bad.json().error).toContain('avatarUrl: Photo address must start with https://');
    expect(bad.json().error).toContain('rating: Rating must be 1 to 5');

    const missing = await call('PUT', `/api/admin/testimonials/${MISSING}`, { published: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Testimonial not found', code: 'NOT_FOUND' });
    expect((await call('PUT', '/api/admin/testimonials/not-an-id', { published: true })).statusCode).toBe(404);
  });
});

describe('/api/admin/leads', () => {
  it('lists leads newest first, filters by status and updates status and notes', async () => {
    // Visitors create leads through the public side (planner, free quote); they are written here directly.
    await t.db
      .insertInto('leads')
      .values([
        {
          email: 'early@example.com',
          name: 'Early',
          phone: null,
          source: 'planner',
          message: null,
          details: null,
          notes: null,
          created_at: new Date(Date.now() - 60_000),
        },
        {
          email: 'late@example.com',
          name: null,
          phone: '+1 555 0100',
          source: 'free-quote',
          message: 'Birth certificate',
          // Stored before the specification's names: read as totalPages and targetLanguages.
          details: JSON.stringify({ pageCount: 2, destinationLanguage: 'french', visa: 'student' }),
          notes: null,
        },
      ])
      .execute();
    const list = await call('GET', '/api/admin/leads');
    expect(list.statusCode, list.body).toBe(200);
    const leads = list.json().leads;
    expect(leads.map((lead: { email: string }) => lead.email)).toEqual(['late@example.com', 'early@example.com']);
    expect(leads[0]).toMatchObject({
      status: 'new',
      source: 'free-quote',
      documentDescription: 'Birth certificate',
      totalPages: 2,
      targetLanguages: ['french'],
    });
    expect(leads[0]).not.toHaveProperty('visa');

    const updated = await call('PUT', `/api/admin/leads/${leads[1].id}`, {
      status: 'contacted',
      notes: 'Called Monday',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().lead).toMatchObject({ status: 'contacted', notes: 'Called Monday' });
    // Changing the status alone keeps the note.
    const again = await call('PUT', `/api/admin/leads/${leads[1].id}`, { status: 'converted' });
    expect(again.json().lead).toMatchObject({ status: 'converted', notes: 'Called Monday' });

    const converted = await call('GET', '/api/admin/leads?status=converted');
    expect(converted.json().leads.map((lead: { email: string }) => lead.email)).toEqual(['early@example.com']);
  });

  it('validates the status and answers 404 for unknown leads', async () => {
    const bad = await call('PUT', `/api/admin/leads/${MISSING}`, { status: 'won' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^status: status must be one of new, contacted/);
    expect((await call('PUT', `/api/admin/leads/${MISSING}`, { status: 'closed' })).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/leads?status=won')).statusCode).toBe(400);
  });
});

describe('POST /api/admin/outbox/:id/retry', () => {
  const outboxRow = (id: string) =>
    t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const waitForStatus = async (id: string, status: string) => {
    for (let i = 0; i < 100; i += 1) {
      if ((await outboxRow(id)).status === status) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`outbox row never reached ${status}`);
  };

  it('re-enqueues a failed email through the send-email job', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Jo', email: 'jo@example.com', subject: 'general', message: 'Hello there' },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const { id } = await t.db.selectFrom('outbox').select('id').executeTakeFirstOrThrow();
    await waitForStatus(id, 'stored');
    // As the mailer leaves a message after its last failed SMTP attempt.
    await t.db
      .updateTable('outbox')
      .set({ status: 'failed', attempts: 5, last_error: 'connect ECONNREFUSED' })
      .where('id', '=', id)
      .execute();

    const retried = await call('POST', `/api/admin/outbox/${id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toMatchObject({ id, attempts: 0 });
    // The worker (no SMTP configured in tests) takes it and stores it again: one new attempt.
    await waitForStatus(id, 'stored');
    expect((await outboxRow(id)).attempts).toBe(1);

    const again = await call('POST', `/api/admin/outbox/${id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Only failed emails can be retried; this one is stored.', code: 'CONFLICT' });
  });

  it('answers 404 for an unknown email', async () => {
    expect((await call('POST', `/api/admin/outbox/${MISSING}/retry`)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/outbox/nope/retry')).statusCode).toBe(404);
  });
});
