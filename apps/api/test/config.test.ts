import { ZConfigurationResponse, ZPricingResponse } from '@sello/shared/config-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './helpers/build-test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { META_PIXEL_ID: '123456789012' } });
});
afterAll(() => t.close());

describe('GET /api/config/pricing', () => {
  it('returns the default rates with no-store caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config/pricing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ZPricingResponse.parse(res.json());
    expect(body.pricing).toEqual({
      professional: { rate: 0.07, rateType: 'per_word' },
      sworn: { rate: 40, rateType: 'per_page' },
    });
  });

  it('reflects a changed setting immediately', async () => {
    await t.db
      .updateTable('settings')
      .set({
        value: JSON.stringify({ professionalRatePerWord: 0.09, swornRatePerPage: 45, minimumCharge: 0 }),
      })
      .where('key', '=', 'pricing')
      .execute();
    const body = ZPricingResponse.parse((await t.app.inject({ url: '/api/config/pricing' })).json());
    expect(body.pricing.professional.rate).toBe(0.09);
    expect(body.pricing.sworn.rate).toBe(45);
  });
});

describe('GET /api/config/all', () => {
  it('returns public settings only', async () => {
    const res = await t.app.inject({ url: '/api/config/all' });
    expect(res.statusCode, res.body).toBe(200);
    const { configuration } = ZConfigurationResponse.parse(res.json());
    expect(configuration.supportEmail).toBe('support@sello.test');
    expect(configuration.metaPixelId).toBe('123456789012');
    expect(configuration.swornAvailability).toEqual({
      'english-spanish': true,
      'english-french': false,
      'spanish-english': true,
      'french-english': false,
    });
    expect(configuration.languages.map(({ value, code }) => [value, code])).toEqual([
      ['english', 'en'],
      ['spanish', 'es'],
      ['french', 'fr'],
    ]);
    expect(configuration.languagePairs[0]).toEqual({ source: 'english', target: 'spanish', swornAvailable: true });
    expect(configuration.limits).toMatchObject({ maxUploadMb: 50, maxFiles: 20 });
    expect(configuration.retention).toEqual({ unconvertedHours: 24, deliveredDays: 30 });
    expect(configuration.timeEstimates.professional).toBe('2–3 business days');
    // The same times as numbers, for the pages to word in Spanish and French (issue 32).
    expect(configuration.deliveryBusinessDays).toEqual({
      professional: { minBusinessDays: 2, maxBusinessDays: 3 },
      sworn: { minBusinessDays: 3, maxBusinessDays: 5 },
    });
    // The extras staff may add to an official quote, at today's settings (issue 32: pricing names them).
    expect(configuration.extras).toEqual({
      rush: { surchargePercent: 50, deliveryBusinessDays: 1 },
      notarization: { pricePerOrder: 35 },
      hardCopy: { pricePerCopy: 10, shipping: 15 },
    });
    const raw = res.body;
    expect(raw).not.toMatch(/JWT|SECRET|password|SMTP/i);
  });

  it('allows the pixel hosts in the CSP only when a pixel is configured', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain('https://connect.facebook.net');
  });
});
