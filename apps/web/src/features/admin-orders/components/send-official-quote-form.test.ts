import { defaultSettings } from '@sello/shared/settings';
import { describe, expect, it } from 'vitest';
import { makeAdminOrder, makeOfficialQuote } from '../testing/make-admin-order';
import {
  officialQuoteDefaults,
  officialQuoteFormSchema,
  previewOfficialQuote,
  rushDeliveryDate,
  type TOfficialQuoteFormValues,
} from './send-official-quote-form';

const order = makeAdminOrder();
const today = new Date('2026-11-23T12:00:00.000Z');
const extras = defaultSettings('support@sello.test').extras;
const defaults = officialQuoteDefaults(order, today);

/** The defaults with some fields changed; `files` rows are merged by position. */
const values = (
  changes: Omit<Partial<TOfficialQuoteFormValues>, 'files'> & {
    files?: Array<Partial<TOfficialQuoteFormValues['files'][number]>>;
  } = {},
): TOfficialQuoteFormValues => ({
  ...defaults,
  ...changes,
  files: defaults.files.map((row, index) => ({ ...row, ...changes.files?.[index] })),
});
const parse = (input: TOfficialQuoteFormValues, forOrder = order) => officialQuoteFormSchema(forOrder).safeParse(input);
const problems = (input: TOfficialQuoteFormValues, forOrder = order) =>
  parse(input, forOrder).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('official quote form defaults', () => {
  it("starts from each document's estimated counts and the order's delivery date", () => {
    expect(defaults).toEqual({
      files: [
        {
          fileKey: 'uploads/birth-certificate.pdf',
          filename: 'birth-certificate.pdf',
          pages: '2',
          wordCount: '540',
          reason: '',
        },
        { fileKey: 'uploads/passport.jpg', filename: 'passport.jpg', pages: '1', wordCount: '120', reason: '' },
      ],
      rush: false,
      notarization: false,
      hardCopy: false,
      copies: '1',
      discountOn: false,
      discountAmount: '',
      discountReason: '',
      deliveryDate: '2026-11-27',
      note: '',
    });
  });

  it("starts from the previous quote's corrections and reasons, and today without an estimated delivery", () => {
    const previous = makeOfficialQuote({
      files: [
        {
          fileKey: 'uploads/passport.jpg',
          filename: 'passport.jpg',
          estimatedPages: 1,
          estimatedWordCount: 120,
          pages: 2,
          wordCount: 180,
          reason: 'Two-sided scan',
        },
      ],
    });
    const start = officialQuoteDefaults(makeAdminOrder({ officialQuote: previous, estimatedDelivery: null }), today);
    expect(start.files[1]).toMatchObject({ pages: '2', wordCount: '180', reason: 'Two-sided scan' });
    expect(start.files[0]).toMatchObject({ pages: '2', wordCount: '540', reason: '' });
    expect(start.deliveryDate).toBe('2026-11-23');
  });

  it('suggests the rush delivery date in business days from today', () => {
    // Monday 23 November + 1 business day; from Friday 27 November, Monday 30.
    expect(rushDeliveryDate(extras, today)).toBe('2026-11-24');
    expect(rushDeliveryDate(extras, new Date('2026-11-27T12:00:00.000Z'))).toBe('2026-11-30');
  });
});

describe('official quote form → request', () => {
  it('sends the counts as they are, no extras, no discount and no note by default', () => {
    expect(parse(defaults).data).toEqual({
      files: [
        { fileKey: 'uploads/birth-certificate.pdf', pages: 2, wordCount: 540 },
        { fileKey: 'uploads/passport.jpg', pages: 1, wordCount: 120 },
      ],
      extras: [],
      deliveryDate: '2026-11-27',
    });
  });

  it('asks for a reason when a count changes, and sends it trimmed', () => {
    expect(problems(values({ files: [{ pages: '3' }] }))).toEqual([
      ['files.0.reason', 'Please explain why the counts changed'],
    ]);
    expect(parse(values({ files: [{ wordCount: '600', reason: '  Handwritten notes ' }] })).data?.files[0]).toEqual({
      fileKey: 'uploads/birth-certificate.pdf',
      pages: 2,
      wordCount: 600,
      reason: 'Handwritten notes',
    });
  });

  it('drops a reason typed for a document whose counts did not change', () => {
    expect(parse(values({ files: [{}, { reason: 'ignored' }] })).data?.files[1]).toEqual({
      fileKey: 'uploads/passport.jpg',
      pages: 1,
      wordCount: 120,
    });
  });

  it.each(['', ' ', '-1', '2.5', 'two'])('refuses %j as a count', (count) => {
    expect(problems(values({ files: [{ pages: count, wordCount: count }] }))).toEqual([
      ['files.0.pages', 'Pages must be a whole number of 0 or more'],
      ['files.0.wordCount', 'Words must be a whole number of 0 or more'],
    ]);
  });

  it('accepts 0 pages, a correction that needs a reason', () => {
    expect(parse(values({ files: [{}, { pages: '0', reason: 'Blank page' }] })).data?.files[1]).toEqual({
      fileKey: 'uploads/passport.jpg',
      pages: 0,
      wordCount: 120,
      reason: 'Blank page',
    });
  });

  it('sends rush, notarization and hard copies in that order, with the number of copies', () => {
    const request = parse(values({ hardCopy: true, copies: '3', notarization: true, rush: true })).data;
    expect(request?.extras).toEqual([{ code: 'rush' }, { code: 'notarization' }, { code: 'hard_copy', quantity: 3 }]);
  });

  it.each(['', '0', '21', '2.5'])('refuses %j hard copies', (copies) => {
    expect(problems(values({ hardCopy: true, copies }))).toEqual([
      ['copies', 'Copies must be a whole number from 1 to 20'],
    ]);
  });

  it('ignores the copies while hard copies are not chosen, and hard copies without a postal address', () => {
    expect(parse(values({ copies: '' })).data?.extras).toEqual([]);
    const noAddress = makeAdminOrder({ customerInfo: { ...order.customerInfo, address: '  ' } });
    expect(parse(values({ hardCopy: true, copies: '99' }), noAddress).data?.extras).toEqual([]);
  });

  it('sends a discount in dollars from whole cents with its trimmed reason, only when applied', () => {
    expect(
      parse(values({ discountOn: true, discountAmount: '10.5', discountReason: ' Returning ' })).data?.discount,
    ).toEqual({
      amount: 10.5,
      reason: 'Returning',
    });
    expect(parse(values({ discountAmount: 'x', discountReason: '' })).data?.discount).toBeUndefined();
  });

  it.each(['', '0', '-10', '10.555'])('refuses the discount %j', (discountAmount) => {
    expect(problems(values({ discountOn: true, discountAmount, discountReason: 'Returning' }))).toEqual([
      ['discountAmount', 'Enter the discount in dollars and cents, more than $0'],
    ]);
  });

  it('needs a reason for a discount', () => {
    expect(problems(values({ discountOn: true, discountAmount: '10', discountReason: '  ' }))).toEqual([
      ['discountReason', 'A discount needs a reason'],
    ]);
  });

  it('needs a delivery date, and sends a trimmed note only when there is one', () => {
    expect(problems(values({ deliveryDate: '' }))).toEqual([['deliveryDate', 'Please choose a delivery date']]);
    expect(parse(values({ note: '  Thanks! ' })).data?.note).toBe('Thanks!');
    expect(parse(values({ note: '   ' })).data).not.toHaveProperty('note');
  });
});

describe('official quote preview', () => {
  it('prices the counts typed so far (a count not yet valid as 0), the extras and the discount', () => {
    const preview = previewOfficialQuote(
      order,
      values({
        files: [{ pages: '3' }, { pages: '' }],
        notarization: true,
        hardCopy: true,
        copies: '2',
        discountOn: true,
        discountAmount: '10',
        discountReason: '',
      }),
      extras,
    );
    const cents = Object.fromEntries(preview.lines.map((line) => [line.code, line.amountCents]));
    expect(cents).toEqual({
      translation: 3 * 4000,
      notarization: Math.round(extras.notarization.pricePerOrder * 100),
      hard_copy: 2 * Math.round(extras.hardCopy.pricePerCopy * 100),
      shipping: Math.round(extras.hardCopy.shipping * 100),
      discount: -1000,
    });
    expect(preview.totalCents).toBe(Object.values(cents).reduce((sum, amount) => sum + amount, 0));
  });

  it('leaves out a discount that is not yet a valid amount', () => {
    const preview = previewOfficialQuote(order, values({ discountOn: true, discountAmount: '-5' }), extras);
    expect(preview.lines.map((line) => line.code)).toEqual(['translation']);
    expect(preview.totalCents).toBe(12_000);
  });
});
