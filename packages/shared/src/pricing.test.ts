import { describe, expect, it } from 'vitest';
import { formatCents, formatUsd, toRateOffers } from './pricing.ts';

const intl = (value: number, minimumFractionDigits: number, maximumFractionDigits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(value);

describe('formatUsd', () => {
  const amounts = [
    0,
    0.07,
    0.075,
    0.1,
    0.5,
    1,
    1.5,
    9.99,
    12.5,
    40,
    42.00000000000001,
    43.050000000000004,
    999.995,
    1000,
    1234.5,
    99999.99,
    1_000_000,
    12_345_678.9,
    -5,
    -0.5,
    -1234.5,
    -0.001,
    -0,
    // Sums and products of rates as the pages compute them, from a fixed pseudo-random sequence.
    ...Array.from({ length: 300 }, (_, index) => (((index * 7919) % 2003) * ((index * 104729) % 997)) / 1000),
  ];

  it.each([
    [2, 2],
    [0, 0],
    [2, 3],
    [0, 2],
  ])('writes what Intl.NumberFormat writes for en-US dollars with %i to %i decimals', (min, max) => {
    for (const amount of amounts) {
      expect(formatUsd(amount, { minFraction: min, maxFraction: max }), String(amount)).toBe(intl(amount, min, max));
    }
  });

  it('shows cents by default and groups thousands', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(80)).toBe('$80.00');
  });

  it('writes dollars the Spanish and French way for readers of those languages', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatCents(123_450, 'es').replace(nbsp, ' ')).toBe('1234,50 US$');
    expect(formatCents(1_234_550, 'es').replace(nbsp, ' ')).toBe('12.345,50 US$');
    expect(formatCents(123_450, 'fr').replace(nbsp, ' ')).toBe('1 234,50 $US');
    expect(formatUsd(40, { locale: 'fr', minFraction: 0, maxFraction: 0 }).replace(nbsp, ' ')).toBe('40 $US');
    expect(formatCents(123_450)).toBe('$1,234.50');
  });
});

describe('toRateOffers', () => {
  it('prices professional translation by the word and sworn translation by the page', () => {
    expect(toRateOffers({ professionalRatePerWord: 0.09, swornRatePerPage: 45 })).toEqual({
      professional: { rate: 0.09, rateType: 'per_word' },
      sworn: { rate: 45, rateType: 'per_page' },
    });
  });
});
