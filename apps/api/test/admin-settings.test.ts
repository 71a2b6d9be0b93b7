import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';
import { createFileQuote, customerInfo, uploadFile, words } from './helpers/journey.ts';
import { signInAdmin } from './helpers/sign-in-admin.ts';

let t: TTestApp;
let admin: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp();
  admin = { authorization: `Bearer ${await signInAdmin(t.app, t.db)}` };
});
afterAll(() => t.close());

const getSettings = async () => {
  const res = await t.app.inject({ url: '/api/admin/settings', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const putSettings = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: payload as object });

const quoteFor500Words = async () => {
  const file = await uploadFile(t.app, { filename: 'letter.txt', contentType: 'text/plain', body: words(500) });
  return createFileQuote(t.app, [file.fileKey]);
};

describe('GET /api/admin/settings', () => {
  it('returns the seeded settings and the env-level limits', async () => {
    const body = await getSettings();
    expect(body.settings).toEqual({
      pricing: { professionalRatePerWord: 0.07, swornRatePerPage: 40, minimumCharge: 0 },
      timeEstimates: {
        professional: { minBusinessDays: 2, maxBusinessDays: 3 },
        sworn: { minBusinessDays: 3, maxBusinessDays: 5 },
      },
      quoteValidityDays: 30,
      extras: {
        rush: { surchargePercent: 50, deliveryBusinessDays: 1 },
        notarization: { pricePerOrder: 35 },
        hardCopy: { pricePerCopy: 10, shipping: 15 },
      },
      officialQuoteValidityDays: 14,
      bankTransfer: {
        instructions: expect.stringContaining('Use your order number as the payment reference'),
        account: 'Account 000123456789 · routing 021000021',
      },
      invoice: { agencyName: 'Sello Translations LLC', address: '', taxId: '' },
      legibilityThreshold: 60,
      supportEmail: 'support@sello.test',
      retention: { unconvertedHours: 24, deliveredDays: 30, sentEmailDays: 90 },
      staffSecurity: { requireTwoFactor: false },
      draftApproval: { professional: false, sworn: true, rounds: 2, autoApproveDays: 5 },
      certifiedTranslations: { place: 'Madrid' },
    });
    expect(body.environment).toEqual({ maxUploadMb: 50, maxFiles: 20 });
    expect(Date.parse(body.updatedAt)).not.toBeNaN();
  });
});

describe('PUT /api/admin/settings', () => {
  it('refuses invalid values with one message per field and saves nothing', async () => {
    const before = await getSettings();
    const res = await putSettings({
      ...before.settings,
      pricing: { professionalRatePerWord: -1, swornRatePerPage: 40, minimumCharge: -5 },
      timeEstimates: {
        professional: { minBusinessDays: 4, maxBusinessDays: 2 },
        sworn: { minBusinessDays: 3, maxBusinessDays: 5 },
      },
      quoteValidityDays: 0.5,
      supportEmail: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.fields).toEqual({
      'pricing.professionalRatePerWord': 'Rate per word must be more than 0',
      'pricing.minimumCharge': 'Minimum charge cannot be negative (use 0 for none)',
      'timeEstimates.professional.maxBusinessDays': 'Maximum must be at least the minimum',
      quoteValidityDays: 'Quote validity must be a whole number of days',
      supportEmail: 'Please enter a valid email address',
    });
    expect(body.error).toContain('pricing.professionalRatePerWord: Rate per word must be more than 0');
    expect((await getSettings()).settings).toEqual(before.settings);
  });

  it('saves the place certifications are signed in, trimmed, and refuses an empty or overlong one', async () => {
    const before = await getSettings();
    for (const [place, message] of [
      ['   ', 'Enter the place where certifications are signed'],
      ['x'.repeat(101), 'At most 100 characters'],
    ]) {
      const refused = await putSettings({ ...before.settings, certifiedTranslations: { place } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ 'certifiedTranslations.place': message });
    }
    const saved = await putSettings({ ...before.settings, certifiedTranslations: { place: ' Sevilla ' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getSettings()).settings.certifiedTranslations).toEqual({ place: 'Sevilla' });
    await putSettings(before.settings);
  });

  it('saves draft approval per service, its correction rounds and days, and refuses values out of range', async () => {
    const before = await getSettings();
    const refused = await putSettings({
      ...before.settings,
      draftApproval: { professional: 'yes', sworn: true, rounds: -1, autoApproveDays: 0 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({
      'draftApproval.professional': 'Choose whether professional orders need draft approval',
      'draftApproval.rounds': 'Correction rounds cannot be negative',
      'draftApproval.autoApproveDays': 'Give the customer at least 1 day',
    });

    const draftApproval = { professional: true, sworn: true, rounds: 3, autoApproveDays: 7 };
    const saved = await putSettings({ ...before.settings, draftApproval });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await getSettings()).settings.draftApproval).toEqual(draftApproval);
    expect((await putSettings(before.settings)).statusCode).toBe(200);
  });

  it('refuses a missing section and a body that is not an object', async () => {
    const before = await getSettings();
    const { pricing: _pricing, ...withoutPricing } = before.settings;
    const missing = await putSettings(withoutPricing);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['pricing']);
    const notObject = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(notObject.statusCode).toBe(400);
    expect((await getSettings()).settings).toEqual(before.settings);
  });

  it('applies a new rate to the next quote only; earlier quotes and their orders keep their price', async () => {
    const earlier = await quoteFor500Words();
    expect(earlier.pricing.professional).toMatchObject({ price: 35, rate: 0.07 });
    const before = await getSettings();

    const res = await putSettings({
      ...before.settings,
      pricing: { ...before.settings.pricing, professionalRatePerWord: 0.1 },
      quoteValidityDays: 7,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().settings.pricing.professionalRatePerWord).toBe(0.1);
    const pricing = await t.app.inject({ url: '/api/config/pricing' });
    expect(pricing.json().pricing.professional.rate).toBe(0.1);

    const later = await quoteFor500Words();
    expect(later.pricing.professional).toMatchObject({ price: 50, rate: 0.1 });
    const validForMs = later.expiresAt * 1000 - Date.parse(later.createdAt);
    expect(Math.round(validForMs / 86_400_000)).toBe(7);

    const reread = await t.app.inject({ url: `/api/quotes/${earlier.quoteId}` });
    expect(reread.json().quote.pricing.professional).toMatchObject({ price: 35, rate: 0.07 });
    expect(Math.round((reread.json().quote.expiresAt * 1000 - Date.parse(earlier.createdAt)) / 86_400_000)).toBe(30);

    // Ordering the earlier quote after the change still charges the earlier price.
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { quoteId: earlier.quoteId, serviceType: 'professional', customerInfo },
    });
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().order).toMatchObject({ totalPrice: 35, rate: 0.07 });
  });

  it('applies a new retention period to uploads presigned from then on, and shows it publicly', async () => {
    const presign = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/presigned-url',
        payload: { files: [{ filename: 'a.txt', contentType: 'text/plain', size: 10 }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [upload] = res.json().uploads;
      const row = await t.db
        .selectFrom('files')
        .select(['delete_after', 'created_at'])
        .where('file_key', '=', upload.fileKey)
        .executeTakeFirstOrThrow();
      return ((row.delete_after?.getTime() ?? Number.NaN) - row.created_at.getTime()) / 3_600_000;
    };
    expect(Math.round(await presign())).toBe(24);

    const before = await getSettings();
    const refused = await putSettings({ ...before.settings, retention: { unconvertedHours: 0, deliveredDays: 30 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'retention.unconvertedHours': 'Keep uploads for at least 1 hour' });

    const res = await putSettings({ ...before.settings, retention: { unconvertedHours: 6, deliveredDays: 90 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(Math.round(await presign())).toBe(6);
    const config = await t.app.inject({ url: '/api/config/all' });
    expect(config.json().configuration.retention).toEqual({ unconvertedHours: 6, deliveredDays: 90 });
  });

  it('applies a minimum charge to new quotes', async () => {
    const before = await getSettings();
    const res = await putSettings({ ...before.settings, pricing: { ...before.settings.pricing, minimumCharge: 100 } });
    expect(res.statusCode, res.body).toBe(200);
    // 500 words at $0.10 is $50 and 2 pages at $40 is $80: both are raised to the minimum.
    const quote = await quoteFor500Words();
    expect(quote.pricing.professional.price).toBe(100);
    expect(quote.pricing.sworn.price).toBe(100);
    const config = await t.app.inject({ url: '/api/config/all' });
    expect(config.json().configuration.pricing.minimumCharge).toBe(100);
  });
});
