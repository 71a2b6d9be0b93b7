import { ORDER_STATUSES } from '@sello/shared/constants';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@/lib/i18n/i18n';
import { makeOfficialQuote } from '@/testing/order-fixtures';
import { ordersCatalogue } from '../messages/catalogue';
import { describeTimeRemaining, getOrderProgress, getOrderStep, ORDER_STEPS } from './order-progress';

/** The feature's messages in `locale` (the tests' setup loads every language). */
const messagesIn = (locale: 'en' | 'es' | 'fr') => {
  const messages = ordersCatalogue.loaded[locale];
  if (!messages) throw new Error(`${locale} messages not loaded`);
  return messages;
};

const timeRemaining = (order: Parameters<typeof describeTimeRemaining>[0], now: number, locale: 'en' | 'fr' = 'en') =>
  describeTimeRemaining(order, now, messagesIn(locale).timeRemaining, (message, values) =>
    formatMessage(locale, message, values),
  );

const NOW = Date.parse('2024-12-01T12:00:00.000Z');
const inMs = (ms: number) => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('order steps', () => {
  const quote = makeOfficialQuote();
  it.each([
    ['PENDING under review', { status: 'PENDING', officialQuote: null }, 1, 0, 'Order placed'],
    ['PENDING with a quote sent', { status: 'PENDING', officialQuote: quote }, 2, 0.2, 'Official quote sent'],
    [
      'PENDING with the quote approved',
      { status: 'PENDING', officialQuote: { ...quote, status: 'APPROVED' } },
      3,
      0.4,
      'Quote approved',
    ],
    ['PAID', { status: 'PAID' }, 4, 0.6, 'Payment received'],
    ['IN_PROGRESS', { status: 'IN_PROGRESS' }, 5, 0.8, 'Translation started'],
    ['COMPLETED', { status: 'COMPLETED' }, 6, 1, 'Translation ready'],
    ['DELIVERED', { status: 'DELIVERED' }, 6, 1, 'Translation ready'],
  ] as const)('%s is step %i at %f progress (%s)', (_name, order, step, progress, label) => {
    expect(getOrderStep(order)).toBe(step);
    expect(getOrderProgress(order)).toBeCloseTo(progress);
    const key = ORDER_STEPS[step - 1];
    expect(key && messagesIn('en').steps[key]).toBe(label);
  });

  it('keeps a cancelled order off the track', () => {
    expect(getOrderStep({ status: 'CANCELLED' })).toBe(0);
    expect(getOrderProgress({ status: 'CANCELLED' })).toBe(0);
  });

  it('maps every status', () => {
    for (const status of ORDER_STATUSES) expect(getOrderStep({ status })).toBeGreaterThanOrEqual(0);
  });
});

describe('describeTimeRemaining', () => {
  it.each([
    [2 * DAY + 4 * HOUR + 30 * MINUTE, '2 days, 4 hours'],
    [DAY + HOUR, '1 day, 1 hour'],
    [DAY, '1 day, 0 hours'],
    [3 * HOUR + 12 * MINUTE, '3 hours, 12 minutes'],
    [HOUR + MINUTE, '1 hour, 1 minute'],
    [25 * MINUTE + 59_000, '25 minutes'],
    [MINUTE, '1 minute'],
    [59_000, 'Almost ready'],
    [0, 'Almost ready'],
    [-3 * HOUR, 'Almost ready'],
  ])('%i ms before delivery → %s', (remaining, text) => {
    expect(timeRemaining({ status: 'IN_PROGRESS', deliveryDate: inMs(remaining) }, NOW)).toBe(text);
  });

  it('says Ready for delivery once the translation is complete, whatever the date', () => {
    expect(timeRemaining({ status: 'COMPLETED', deliveryDate: inMs(3 * DAY) }, NOW)).toBe('Ready for delivery');
    expect(timeRemaining({ status: 'DELIVERED', deliveryDate: null }, NOW)).toBe('Ready for delivery');
  });

  it('counts down in the reader’s language', () => {
    const status = 'IN_PROGRESS';
    expect(timeRemaining({ status, deliveryDate: inMs(2 * DAY + 4 * HOUR) }, NOW, 'fr')).toBe('2 jours, 4 heures');
    expect(timeRemaining({ status, deliveryDate: inMs(DAY + HOUR) }, NOW, 'fr')).toBe('1 jour, 1 heure');
    expect(timeRemaining({ status: 'PENDING', deliveryDate: null }, NOW, 'fr')).toBe('À compter de votre paiement');
  });

  it('has nothing to count down for a cancelled order or a missing estimate', () => {
    expect(timeRemaining({ status: 'CANCELLED', deliveryDate: inMs(DAY) }, NOW)).toBeNull();
    expect(timeRemaining({ status: 'PENDING', deliveryDate: null }, NOW)).toBe('Starts when you pay');
  });
});
