import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

const validLead = {
  email: 'Maria@Example.com',
  name: 'María López',
  phone: '+1 (305) 555-0100',
  totalPages: 4,
  documentDescription: 'Birth certificate and FBI record for my visa.',
  targetLanguages: ['Spanish'],
  destinationCountry: 'Spain',
};

const countLeads = async (t: TTestApp) =>
  Number(
    (
      await t.db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/leads', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('stores the lead with its details and queues one "new lead" email to the support address', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload: validLead });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    const row = await t.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: 'maria@example.com',
      name: 'María López',
      phone: '+1 (305) 555-0100',
      source: 'free-quote',
      message: 'Birth certificate and FBI record for my visa.',
      status: 'new',
      details: { totalPages: 4, targetLanguages: ['spanish'], destinationCountry: 'Spain' },
    });
    const emails = await t.db.selectFrom('outbox').selectAll().where('dedupe_key', '=', `new-lead:${id}`).execute();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.to_address).toBe('support@sello.test');
    expect(email?.reply_to).toBe('maria@example.com');
    expect(email?.subject).toBe('New lead from the free-quote page: María López');
    expect(email?.text_body).toContain('Pages: 4');
    expect(email?.text_body).toContain('Translate into: spanish');
    expect(email?.text_body).toContain('Birth certificate and FBI record for my visa.');
    expect(email?.text_body).toContain('/admin/settings?tab=leads');
  });

  it('accepts an email alone and shows the lead, with its details, to the admin', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload: { email: 'solo@example.com' } });
    expect(res.statusCode).toBe(201);
    const token = await signInAdmin(t.app, t.db);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/leads',
      headers: { authorization: `Bearer ${token}` },
    });
    const leads = list.json().leads as Array<{ email: string; source: string }>;
    expect(leads.find((lead) => lead.email === 'solo@example.com')).toMatchObject({
      source: 'free-quote',
      name: null,
      totalPages: null,
      documentDescription: null,
      targetLanguages: [],
    });
    expect(leads.find((lead) => lead.email === 'maria@example.com')).toMatchObject({
      email: 'maria@example.com',
      name: 'María López',
      phone: '+1 (305) 555-0100',
      source: 'free-quote',
      totalPages: 4,
      documentDescription: 'Birth certificate and FBI record for my visa.',
      targetLanguages: ['spanish'],
      destinationCountry: 'Spain',
    });
  });

  it('takes one target language as a string too, and lists each language once', async () => {
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { email: 'one@example.com', targetLanguages: 'French' },
    });
    expect(one.statusCode, one.body).toBe(201);
    const many = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: { email: 'many@example.com', targetLanguages: ['Spanish', 'spanish', 'French'] },
    });
    expect(many.statusCode, many.body).toBe(201);
    const stored = await t.db
      .selectFrom('leads')
      .select(['email', 'details'])
      .where('email', 'in', ['one@example.com', 'many@example.com'])
      .orderBy('email')
      .execute();
    expect(stored).toEqual([
      { email: 'many@example.com', details: { targetLanguages: ['spanish', 'french'] } },
      { email: 'one@example.com', details: { targetLanguages: ['french'] } },
    ]);
  });

  it.each([
    [{ ...validLead, email: 'nope' }, /^email: Please enter a valid email address\.$/],
    [{ ...validLead, email: undefined }, /^email: /],
    [{ ...validLead, phone: '12345' }, /^phone: Please enter a valid phone number\.$/],
    [{ ...validLead, phone: 'call me' }, /^phone: Please enter a valid phone number\.$/],
    [{ ...validLead, totalPages: 2.5 }, /^totalPages: Page count must be a whole number$/],
    [{ ...validLead, totalPages: 0 }, /^totalPages: Page count must be at least 1$/],
    [{ ...validLead, totalPages: '4' }, /^totalPages: Page count must be a number$/],
    [{ ...validLead, targetLanguages: 7 }, /^targetLanguages: /],
    [{ ...validLead, pageCount: 4 }, /pageCount/],
    [{ ...validLead, source: 'x'.repeat(61) }, /^source: Source must be at most 60 characters$/],
    [{ ...validLead, source: 7 }, /^source: Source must be text$/],
    [{ ...validLead, source: 'fair\r\nBcc: x@example.com' }, /^source: Source must be one line of text$/],
    [{ ...validLead, source: 'fair\u0000' }, /NUL|null character|cannot be stored/i],
    [{ ...validLead, isAdmin: true }, /isAdmin/],
    [
      { ...validLead, documentDescription: 'x'.repeat(5001) },
      /^documentDescription: Description must be at most 5000 characters$/,
    ],
  ])('refuses %j with a 400 and stores nothing', async (payload, message) => {
    const before = await countLeads(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(message);
    expect(await countLeads(t)).toBe(before);
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
  });

  it('is rate limited', async () => {
    const limited = await buildTestApp({ rateLimits: { leads: { max: 2, timeWindow: '1 minute' } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push((await limited.app.inject({ method: 'POST', url: '/api/leads', payload: validLead })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/testimonials', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const rows = Array.from({ length: 8 }, (_, i) => ({
      author_name: `Author ${i}`,
      author_detail: i === 0 ? 'Visa applicant, Madrid' : null,
      content: `Quote ${i}`,
      avatar_url: i === 7 ? 'https://images.example.com/7.jpg' : null,
      rating: (i % 5) + 1,
      published: i !== 3,
      position: 10 - i,
    }));
    await t.db.insertInto('testimonials').values(rows).execute();
  });
  afterAll(() => t.close());

  it('lists published testimonials only, in display order, six by default, without admin fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/testimonials' });
    expect(res.statusCode).toBe(200);
    const { testimonials } = res.json();
    expect(testimonials.map((item: { name: string }) => item.name)).toEqual([
      'Author 7',
      'Author 6',
      'Author 5',
      'Author 4',
      'Author 2',
      'Author 1',
    ]);
    expect(Object.keys(testimonials[0]).sort()).toEqual([
      'avatarUrl',
      'detail',
      'name',
      'quote',
      'rating',
      'testimonialId',
    ]);
    expect(testimonials[0].avatarUrl).toBe('https://images.example.com/7.jpg');
    expect(testimonials[1].avatarUrl).toBeNull();
  });

  it('honours limit and refuses a bad one', async () => {
    const two = await t.app.inject({ method: 'GET', url: '/api/testimonials?limit=2' });
    expect(two.json().testimonials).toHaveLength(2);
    const all = await t.app.inject({ method: 'GET', url: '/api/testimonials?limit=24' });
    expect(all.json().testimonials).toHaveLength(7);
    const zero = await t.app.inject({ method: 'GET', url: '/api/testimonials?limit=0' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error).toMatch(/limit must be 1 to 24/);
    const text = await t.app.inject({ method: 'GET', url: '/api/testimonials?limit=six' });
    expect(text.statusCode).toBe(400);
  });
});
