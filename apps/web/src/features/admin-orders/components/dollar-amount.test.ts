import { describe, expect, it } from 'vitest';
import { parseDollarCents } from './dollar-amount';

describe('parseDollarCents', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    [' 0.01 ', 1],
    ['180.00', 18000],
    ['1000000', 100_000_000],
    ['0.29', 29],
    ['4.35', 435],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseDollarCents(text)).toBe(cents);
  });

  it.each(['', '   ', '0', '0.00', '-5', '12.345', '1e3', '12.', '.5', 'abc', '1,000'])(
    'refuses %j (not dollars and cents more than $0)',
    (text) => {
      expect(parseDollarCents(text)).toBeNull();
    },
  );
});
