import { vi } from 'vitest';
import { jsonResponse } from './auth-fixtures';

/** A public configuration whose prices differ from the defaults, so a test sees where the prices came from. */
export const publicConfiguration = {
  brandName: 'Sello',
  pricing: {
    professional: { rate: 0.09, rateType: 'per_word' },
    sworn: { rate: 45, rateType: 'per_page' },
    minimumCharge: 25,
  },
  timeEstimates: { professional: '2–3 business days', sworn: '3–5 business days' },
  deliveryBusinessDays: {
    professional: { minBusinessDays: 2, maxBusinessDays: 3 },
    sworn: { minBusinessDays: 3, maxBusinessDays: 5 },
  },
  retention: { unconvertedHours: 24, deliveredDays: 30 },
  extras: {
    rush: { surchargePercent: 40, deliveryBusinessDays: 2 },
    notarization: { pricePerOrder: 30 },
    hardCopy: { pricePerCopy: 12, shipping: 8 },
  },
};

/** Stubs fetch: `GET /api/config/all` answers `publicConfiguration`, everything else 404. Returns the mock. */
export const stubPublicConfigFetch = () => {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    String(input) === '/api/config/all'
      ? jsonResponse(200, { success: true, configuration: publicConfiguration })
      : new Response('{}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

/** The paths the stubbed fetch was called with. */
export const fetchedPaths = (fetchMock: ReturnType<typeof stubPublicConfigFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input));
